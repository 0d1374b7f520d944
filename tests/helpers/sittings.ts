/**
 * The sitting the API tests start from (docs/product.md §10): published, Monday 14 December 2026
 * from 09:00 for 4 hours, 10 seats, every exam. A test overrides what it is about.
 */
export const SITTING_DEFAULTS = {
  date: "2026-12-14",
  startTime: "09:00",
  durationMinutes: 240,
  seats: 10,
  status: "published",
} as const;
