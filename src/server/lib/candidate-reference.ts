import { randomInt } from "node:crypto";
import {
  formatReference,
  REFERENCE_ALPHABET,
  REFERENCE_RANDOM_LENGTH,
} from "#shared/registration/reference.ts";

/**
 * A fresh random registration reference (`EX-26-7K3QF9`, `#shared/registration/reference.ts`) for a
 * registration made at `now`. Each character comes from `crypto.randomInt` (uniform, no modulo
 * bias), so a reference says nothing about the id or about other references. Uniqueness is the
 * database's unique index; the caller draws again on a clash.
 */
export function newCandidateReference(now = new Date()): string {
  let random = "";
  for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i++) {
    random += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return formatReference(now.getUTCFullYear(), random);
}

/**
 * A well-formed reference numbered `n` (base 30 in {@link REFERENCE_ALPHABET}): distinct for each
 * `n` below 30^6. Only for rows inserted in bulk by tests and the benchmark, which cannot draw again
 * on a clash; never for a real registration (it would be guessable).
 */
export function numberedReference(n: number, year = 2025): string {
  let random = "";
  let rest = n;
  for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i++) {
    random = REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length] + random;
    rest = Math.floor(rest / REFERENCE_ALPHABET.length);
  }
  return formatReference(year, random);
}
