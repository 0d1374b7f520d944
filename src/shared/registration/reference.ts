/**
 * The candidate's registration reference (docs/product.md §2 "Student registration"), e.g. `EX-26-7K3QF9`: what a candidate
 * quotes to staff, types on the status page and finds in every e-mail. Plain constants (no zod):
 * the wizard's success screen imports them.
 *
 * - `EX`: the portal's prefix, so a reference is told apart from an invoice or a confirmation number;
 * - two digits: the UTC year of registration, which staff read at a glance;
 * - six characters drawn at random (server side, `crypto.randomInt`) from {@link REFERENCE_ALPHABET}:
 *   30^6 ≈ 729 million per year, not derivable from the id; unique by a database index (a clash
 *   draws again).
 */

/**
 * Digits and capitals that cannot be mistaken for one another when read aloud, handwritten or typed
 * from a phone screen: no 0/O, 1/I/L, and no U (read as V; Crockford's base 32 leaves it out too).
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Random characters after the year. */
export const REFERENCE_RANDOM_LENGTH = 6;

/** The fixed start of every reference. */
export const REFERENCE_PREFIX = "EX";

/** A well-formed reference: `EX-`, two digits, `-`, six characters of {@link REFERENCE_ALPHABET}. */
export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}-\\d{2}-[${REFERENCE_ALPHABET}]{${REFERENCE_RANDOM_LENGTH}}$`,
);

/** `EX-<yy>-<random>` for a registration made in `year` (UTC), with `random` already drawn. */
export const formatReference = (year: number, random: string) =>
  `${REFERENCE_PREFIX}-${String(year % 100).padStart(2, "0")}-${random}`;

/** The candidate's status page (docs/product.md §2 "Status page"), which asks for the reference and e-mail address. */
export const STATUS_PATH = "/status";

/** The status page with the reference filled in: the success screen and the e-mails link here. */
export const statusPath = (reference: string) =>
  `${STATUS_PATH}?${new URLSearchParams({ reference }).toString()}`;
