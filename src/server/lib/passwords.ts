import { hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which erasable TypeScript cannot import). */
const ARGON2ID = 2;

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): ~20 ms per hash on our machines. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id PHC string for `password`. */
export const hashPassword = (password: string) => hash(password, OPTIONS);

/** True when `password` matches the stored hash; false for a malformed hash too. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the username is unknown, so that a wrong username takes as long
 * as a wrong password and the timing says nothing about which was wrong.
 */
export const dummyHash = hashPassword("not-a-real-password-0");
