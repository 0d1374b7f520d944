import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { type CounterStore, countWith, createLimiter } from "#server/lib/rate-limiters.ts";
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_ATTEMPTS } from "#shared/access/auth.ts";

/**
 * Failures older than this no longer count towards a lock (seconds). A user who mistypes once a
 * day is never locked; three failures within 15 minutes lock the pair.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** Whom a login attempt is for: the user the lookup found, else the name as typed. */
export type LoginAccount = { userId: number } | { username: string };

/**
 * The account part of the lock keys: `user:<id>` when the username names a user, else
 * `name:<trimmed lower-case text>` (an unknown name is counted like an account, so the answers
 * never tell which names exist).
 */
export function accountKey(account: LoginAccount): string {
  return "userId" in account ? `user:${account.userId}` : `name:${account.username.trim().toLowerCase()}`;
}

/**
 * Counts failed logins per (account, client address) pair and locks the pair for
 * `LOGIN_LOCK_SECONDS` after `LOGIN_MAX_ATTEMPTS` failures within `LOGIN_FAILURE_WINDOW_SECONDS`
 * (docs/product.md §4, §9). A lock that ran out starts the count afresh; a successful login clears it. The
 * counts live in a `CounterStore`, so every replica on one database (or Redis) sees the same lock
 * (docs/decisions/0003-login-lock-and-rate-limit-store.md). Every method rejects with
 * `CounterStoreUnavailable` when the store does not answer.
 */
export class LoginThrottle {
  readonly #failures: RateLimiterAbstract;

  constructor(store: CounterStore) {
    this.#failures = createLimiter(store, {
      name: "login",
      points: LOGIN_MAX_ATTEMPTS,
      durationSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
    });
  }

  /**
   * The lock key of a login attempt. When the username names a user (as the database's
   * case-insensitive lookup found it), the key is that user's id, so every spelling that reaches
   * the same account (`Bill`, `bİll`, ...) shares one count (decision 0008). An unknown name has no
   * account to protect and is keyed by its trimmed lower-case text. The address comes first: it
   * never holds `|`, so no two pairs share a key (and PostgreSQL text cannot hold U+0000).
   */
  static key(account: LoginAccount, address: string) {
    return `${address}|${accountKey(account)}`;
  }

  /** Seconds until the pair may try again, or 0 when it is not locked. */
  async lockedFor(key: string): Promise<number> {
    const state = await countWith(() => this.#failures.get(key));
    // The memory store reports an expired count until its timer removes it: ≤ 0 ms left = expired.
    if (!state || state.consumedPoints < LOGIN_MAX_ATTEMPTS || state.msBeforeNext <= 0) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Records a failure. Returns the attempts left before the lock (0 = now locked). */
  async fail(key: string): Promise<number> {
    const state = await countWith(() => this.#failures.penalty(key, 1));
    if (state.consumedPoints < LOGIN_MAX_ATTEMPTS) return LOGIN_MAX_ATTEMPTS - state.consumedPoints;
    // The lock: the count stays at its maximum for LOGIN_LOCK_SECONDS, then the key expires.
    await countWith(() => this.#failures.block(key, LOGIN_LOCK_SECONDS));
    return 0;
  }

  /** A successful login clears the pair's count. */
  async succeed(key: string): Promise<void> {
    await countWith(() => this.#failures.delete(key));
  }
}
