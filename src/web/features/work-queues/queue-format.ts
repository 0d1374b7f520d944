/**
 * How the work queues read (docs/product.md §12 "Work queues"): an age or a time to come in whole
 * units, a trend as an arrow and a difference. Pure functions, unit-tested.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** A span in its largest whole unit: "3 days", "5 hours", "1 minute"; under a minute "now". */
export function spanText(ms: number): string {
  const span = Math.abs(ms);
  if (span >= DAY) return plural(Math.floor(span / DAY), "day");
  if (span >= HOUR) return plural(Math.floor(span / HOUR), "hour");
  if (span >= MINUTE) return plural(Math.floor(span / MINUTE), "minute");
  return "now";
}

/** A queue's age line: how long its oldest item has waited, or when its soonest sitting starts. */
export function queueAgeText(
  queue: { oldestAt: string | null; nextAt: string | null },
  now: string,
): string | null {
  const at = Date.parse(now);
  if (queue.oldestAt) {
    const span = spanText(at - Date.parse(queue.oldestAt));
    return span === "now" ? "Oldest: just now" : `Oldest: ${span}`;
  }
  if (queue.nextAt) {
    const until = Date.parse(queue.nextAt) - at;
    if (until <= 0) return "Next: started";
    const span = spanText(until);
    return span === "now" ? "Next: starting now" : `Next: in ${span}`;
  }
  return null;
}

/** This week against last: direction and the words a screen reader reads. */
export function trendOf(
  thisWeek: number,
  lastWeek: number,
): { direction: "up" | "down" | "flat"; text: string } {
  const difference = thisWeek - lastWeek;
  const direction = difference > 0 ? "up" : difference < 0 ? "down" : "flat";
  const sign = difference > 0 ? "+" : "";
  return { direction, text: `${thisWeek} this week, ${lastWeek} last week (${sign}${difference})` };
}
