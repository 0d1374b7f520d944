/**
 * Which of the next 12 months have open seats for an exam at a center (docs/product.md §10
 * "What the candidate sees", decision 0022): from published sittings whose booking window is open
 * now, that take the exam, start in the future and have a free seat. Candidates see a level
 * (`none`, `few`, `available`), never a count: seat numbers would tell competitors our volumes.
 *
 * Answers are kept in a small in-process cache for {@link CACHE_TTL_MS}; every write to sittings or
 * seats on this process clears it (`invalidateAvailability`), another replica's write shows here
 * within the TTL.
 */
import { and, eq, gt, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sittings } from "#server/db/schema.ts";
import { CALENDAR_MONTHS, TRIAL_MONTHS, type TrialMonth } from "#shared/reference/months.ts";
import { REGULATORS } from "#shared/reference/regulators.ts";
import { type AvailabilityMonth, FEW_SEATS, sittingStart } from "#shared/sittings/sittings.ts";

/** How long an answer is served from the cache (ms). */
export const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 2000;

const cache = new Map<string, { at: number; months: AvailabilityMonth[] }>();

/** Forgets every cached answer (after a booking, a give-back or a sitting's change). */
export function invalidateAvailability(): void {
  cache.clear();
}

/** The regulators whose catalogue holds an exam of this name (names are unique within one). */
function categoriesOf(examName: string): string[] {
  return REGULATORS.filter((r) =>
    r.specialties.some((s) => (s.exams as readonly string[]).includes(examName)),
  ).map((r) => r.code);
}

/** `YYYY-MM` of the month `offset` months after `now`'s (in UTC). */
function monthKey(now: Date, offset: number): { key: string; index: number } {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return { key: d.toISOString().slice(0, 7), index: d.getUTCMonth() };
}

/**
 * The next 12 months (this one first) with whether a candidate can get a seat for `examName` at
 * center `testCenterId`. `trialMonth` is the registration's `Trail_month` wire value of that month
 * (null for February, which the old form never offered).
 */
export async function availability(
  db: Db,
  testCenterId: number,
  examName: string,
  now: Date,
): Promise<AvailabilityMonth[]> {
  const cacheKey = `${testCenterId}\u0000${examName}`;
  const hit = cache.get(cacheKey);
  if (hit && now.getTime() - hit.at < CACHE_TTL_MS) return hit.months;

  const first = monthKey(now, 0).key;
  const last = monthKey(now, 12).key;
  const categories = categoriesOf(examName);
  const rows = await db
    .select({
      date: sittings.date,
      startTime: sittings.startTime,
      free: sql<number>`${sittings.seats} - ${sittings.booked}`,
    })
    .from(sittings)
    .where(
      and(
        eq(sittings.testCenterId, testCenterId),
        eq(sittings.status, "published"),
        gte(sittings.date, `${first}-01`),
        lte(sittings.date, `${last}-01`),
        gt(sittings.seats, sittings.booked),
        or(isNull(sittings.bookingOpensAt), lte(sittings.bookingOpensAt, now)),
        or(isNull(sittings.bookingClosesAt), gt(sittings.bookingClosesAt, now)),
        or(
          eq(sittings.examName, examName),
          and(
            isNull(sittings.examName),
            categories.length === 0
              ? isNull(sittings.examCategory)
              : or(isNull(sittings.examCategory), sql`${sittings.examCategory} in ${categories}`),
          ),
        ),
      ),
    );
  const free = new Map<string, number>();
  for (const row of rows) {
    if (sittingStart(row.date, row.startTime) <= now) continue;
    const key = row.date.slice(0, 7);
    free.set(key, (free.get(key) ?? 0) + Number(row.free));
  }
  const months = Array.from({ length: 12 }, (_, offset) => {
    const { key, index } = monthKey(now, offset);
    const seats = free.get(key) ?? 0;
    const name = CALENDAR_MONTHS[index]!;
    return {
      month: key,
      trialMonth: (TRIAL_MONTHS as readonly string[]).includes(name) ? (name as TrialMonth) : null,
      open: seats > 0,
      level: seats === 0 ? ("none" as const) : seats <= FEW_SEATS ? ("few" as const) : ("available" as const),
    };
  });
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(cacheKey, { at: now.getTime(), months });
  return months;
}
