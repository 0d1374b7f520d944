import { LOGIN_LOCK_SECONDS, LOGIN_MAX_ATTEMPTS } from "../../../shared/auth.ts";

interface Entry {
  failures: number;
  lockedUntil: number;
}

/**
 * Counts failed logins per (username, client address) pair and locks the pair for
 * `LOGIN_LOCK_SECONDS` after `LOGIN_MAX_ATTEMPTS` failures (spec §4, §9). A lock that ran out
 * starts the count afresh; a successful login clears it. Kept in memory: one server process holds
 * the counts (see docs/decisions/0003-login-throttle-in-memory.md).
 */
export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #maxEntries: number;

  constructor(now: () => number = () => Date.now(), maxEntries = 100_000) {
    this.#now = now;
    this.#maxEntries = maxEntries;
  }

  /**
   * The lock key of a login attempt. When the username names a user (as the database's
   * case-insensitive lookup found it), the key is that user's id, so every spelling that reaches
   * the same account (`Bill`, `bİll`, ...) shares one count (issue 10). An unknown name has no
   * account to protect and is keyed by its trimmed lower-case text.
   */
  static key(account: { userId: number } | { username: string }, address: string) {
    const who =
      "userId" in account ? `user:${account.userId}` : `name:${account.username.trim().toLowerCase()}`;
    return `${who}\u0000${address}`;
  }

  /** Seconds until the pair may try again, or 0 when it is not locked. */
  lockedFor(key: string): number {
    const entry = this.#entries.get(key);
    if (!entry || entry.lockedUntil === 0) return 0;
    const left = entry.lockedUntil - this.#now();
    if (left > 0) return Math.ceil(left / 1000);
    this.#entries.delete(key);
    return 0;
  }

  /** Records a failure. Returns the attempts left before the lock (0 = now locked). */
  fail(key: string): number {
    const entry = this.#entries.get(key) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= LOGIN_MAX_ATTEMPTS) entry.lockedUntil = this.#now() + LOGIN_LOCK_SECONDS * 1000;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) {
      // Oldest first: Map keeps insertion order and each failure re-inserts its key.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return Math.max(0, LOGIN_MAX_ATTEMPTS - entry.failures);
  }

  succeed(key: string) {
    this.#entries.delete(key);
  }
}
