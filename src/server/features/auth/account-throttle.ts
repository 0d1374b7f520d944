import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { type CounterStore, countWith, createLimiter } from "#server/lib/rate-limiters.ts";

/**
 * The account-wide login limit (docs/decisions/0018-account-wide-login-throttle.md). The numbers:
 * - `FREE_FAILURES`: failed logins on one account, from any addresses, before it is slowed;
 * - then every further failure closes the account to attempts for `delayAfter(failures)` seconds:
 *   30 s, 60 s, 120 s... doubling up to `MAX_DELAY_SECONDS` (15 min);
 * - failures are forgotten `FAILURE_WINDOW_SECONDS` (24 h) after the first one, or at a success;
 * - an address the account logged in from within `KNOWN_ADDRESS_SECONDS` (14 days) is not slowed
 *   (only the per-address lock of docs/product.md §4 applies there), so guessing from elsewhere cannot lock the
 *   real user out of their usual place.
 */
export const ACCOUNT_LIMIT = {
  FREE_FAILURES: 10,
  FIRST_DELAY_SECONDS: 30,
  MAX_DELAY_SECONDS: 15 * 60,
  FAILURE_WINDOW_SECONDS: 24 * 3600,
  // Below 24.8 days: the memory store expires a key with a timer, and longer timers fire at once.
  KNOWN_ADDRESS_SECONDS: 14 * 24 * 3600,
  /**
   * While the account is slowed, one attempt at a time holds it for at most this long (the password
   * check and its writes take well under a second; a server that dies mid-check frees it after this).
   */
  ATTEMPT_LEASE_SECONDS: 30,
} as const;

/** Seconds the account stays closed after its `failures`-th failure (0 while fewer than free). */
export function delayAfter(failures: number): number {
  if (failures < ACCOUNT_LIMIT.FREE_FAILURES) return 0;
  const doublings = Math.min(failures - ACCOUNT_LIMIT.FREE_FAILURES, 30);
  return Math.min(ACCOUNT_LIMIT.FIRST_DELAY_SECONDS * 2 ** doublings, ACCOUNT_LIMIT.MAX_DELAY_SECONDS);
}

/** One login attempt admitted by `AccountThrottle.begin`: report how the password check ended. */
export interface AccountAttempt {
  /** The attempt may go on (0), or the account is closed for this many more seconds. */
  readonly refusedFor: number;
  /** The password was wrong: returns the seconds the account is now closed for (0 = not slowed). */
  failed(): Promise<number>;
  /** The password was right: the account's failures are forgotten and the address remembered. */
  succeeded(): Promise<void>;
}

const remainingSeconds = (state: RateLimiterRes | null) =>
  state && state.msBeforeNext > 0 ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;

/**
 * Counts failed logins per account across every client address and slows the account with growing
 * delays (decision 0018). Works beside the per-(account, address) `LoginThrottle`, whose answers for
 * the first three attempts from one place (docs/product.md §4, §8) it leaves as they are while the account is
 * not slowed. The counts live in the same `CounterStore` (memory, PostgreSQL or Redis), so every
 * replica sees them; every method rejects with `CounterStoreUnavailable` when the store does not
 * answer.
 *
 * Each attempt is counted before its password is checked (atomically in every store), so a burst of
 * parallel guesses gets no more than the free ones; once slowed, the one attempt the window allows
 * takes a lease and every other one is refused until it ends.
 */
export class AccountThrottle {
  /** Failures (and attempts in progress) per account within the window. */
  readonly #failures: RateLimiterAbstract;
  /** Per account: closed (blocked) until the delay ends, or leased by the attempt in progress. */
  readonly #gate: RateLimiterAbstract;
  /** Per (address, account) pair: logged in successfully from there within 14 days. */
  readonly #known: RateLimiterAbstract;

  constructor(store: CounterStore) {
    this.#failures = createLimiter(store, {
      name: "login-account",
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: ACCOUNT_LIMIT.FAILURE_WINDOW_SECONDS,
    });
    this.#gate = createLimiter(store, {
      name: "login-account-gate",
      points: 1,
      durationSeconds: ACCOUNT_LIMIT.ATTEMPT_LEASE_SECONDS,
    });
    this.#known = createLimiter(store, {
      name: "login-known",
      points: 1,
      durationSeconds: ACCOUNT_LIMIT.KNOWN_ADDRESS_SECONDS,
    });
  }

  /**
   * Admits or refuses one attempt on `account` (`accountKey`) from the pair `pair`
   * (`LoginThrottle.key`), before the password is checked. A refusal (`refusedFor > 0`) is the
   * same whatever the password is: answer 429 with `Retry-After: refusedFor`.
   */
  async begin(account: string, pair: string): Promise<AccountAttempt> {
    const remember = async () => {
      await countWith(() => this.#failures.delete(account));
      await countWith(() => this.#gate.delete(account));
      await countWith(() => this.#known.block(pair, ACCOUNT_LIMIT.KNOWN_ADDRESS_SECONDS));
    };
    if (remainingSeconds(await countWith(() => this.#known.get(pair))) > 0) {
      return { refusedFor: 0, failed: async () => 0, succeeded: remember };
    }
    const counted = await countWith(() => this.#failures.penalty(account, 1));
    const failures = counted.consumedPoints;
    if (failures > ACCOUNT_LIMIT.FREE_FAILURES) {
      // Slowed: the one attempt the window allows takes the lease; the rest wait and are not counted.
      const gate = await countWith(() =>
        this.#gate.consume(account, 1, { customDuration: ACCOUNT_LIMIT.ATTEMPT_LEASE_SECONDS }),
      );
      if (gate.consumedPoints > 1) {
        await countWith(() => this.#failures.reward(account, 1));
        const refusedFor = Math.max(1, remainingSeconds(gate));
        return { refusedFor, failed: async () => refusedFor, succeeded: async () => {} };
      }
    }
    return {
      refusedFor: 0,
      failed: async () => {
        const seconds = delayAfter(failures);
        if (seconds > 0) await countWith(() => this.#gate.block(account, seconds));
        return seconds;
      },
      succeeded: remember,
    };
  }
}
