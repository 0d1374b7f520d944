/**
 * Test ("trial") month options of the registration wizard's exam step.
 */

/** The twelve months in English, January first (index = `Date#getUTCMonth()`). */
export const CALENDAR_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Test month choices: January and March to December, February absent (docs/product.md §5). */
export const TRIAL_MONTHS = [
  "January",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** One entry of {@link TRIAL_MONTHS} (the registration payload's `Trail_month`). */
export type TrialMonth = (typeof TRIAL_MONTHS)[number];
