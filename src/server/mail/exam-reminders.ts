/**
 * Exam reminders (docs/product.md §11 "Reminders", decision 0024): e-mails a set number of days
 * before a booked sitting (`EXAM_REMINDER_DAYS`, default 7 and 1), queued by a periodic sweep.
 *
 * - Once: each reminder is a row of `exam_reminders` keyed by (seat booking, days before), inserted
 *   in the same transaction as its outbox message with `ON CONFLICT DO NOTHING`: a second sweep, a
 *   restart or another replica sweeping at the same moment finds the key taken and queues nothing.
 * - Only for a live seat: a move makes a new booking (which gets its own reminders) and releases
 *   the old one; the sweep reads only live bookings of sittings not cancelled, and the worker checks
 *   again just before sending ({@link reminderStillDue}): a reminder whose seat was moved, given
 *   back or whose sitting was cancelled or re-timed meanwhile is withdrawn, never sent.
 * - Only the latest due offset: a seat booked 3 days before its sitting gets no 7-day reminder (its
 *   exam-details e-mail has just told it everything), and a sweep that was down for a week sends
 *   the 1-day reminder, not both.
 * - In the candidate's language, unless an admin switched the kind off in it (E-mail screen).
 */
import { and, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { examReminders, seatBookings, sittings, students, testCenters } from "#server/db/schema.ts";
import { liveSeat } from "#server/domain/live-seat.ts";
import type { EmailKind } from "#shared/mail/outbox.ts";
import { SITTING_UTC_OFFSET_MINUTES } from "#shared/sittings/sittings.ts";
import { candidateMessageHead, enabledSql } from "./outbox.ts";

const DAY_MS = 86_400_000;

/** The reminder's e-mail kind: the day-before one is its own (it carries the admission letter). */
export function reminderKind(
  daysBefore: number,
): Extract<EmailKind, "exam_reminder" | "exam_reminder_day_before"> {
  return daysBefore === 1 ? "exam_reminder_day_before" : "exam_reminder";
}

/** True for the reminder kinds (the worker checks their seat before sending). */
export const isReminderKind = (kind: EmailKind) =>
  kind === "exam_reminder" || kind === "exam_reminder_day_before";

/** The sitting's start as an instant in SQL (its date and time are the centers' wall clock). */
const startsAt = sql<Date>`(((${sittings.date} + ${sittings.startTime}::time) at time zone 'UTC') - make_interval(mins => ${SITTING_UTC_OFFSET_MINUTES}))`;

/**
 * Which reminder of `offsets` (days, any order) is due for a seat starting at `start`, booked at
 * `bookedAt`, at `now`: the smallest offset whose moment has come, provided the seat was booked
 * before that moment and the sitting has not started; null when none.
 */
export function dueOffset(offsets: readonly number[], start: Date, bookedAt: Date, now: Date): number | null {
  if (now >= start) return null;
  const reached = offsets.filter((days) => start.getTime() - days * DAY_MS <= now.getTime());
  if (reached.length === 0) return null;
  const days = Math.min(...reached);
  return bookedAt.getTime() < start.getTime() - days * DAY_MS ? days : null;
}

/**
 * Queues every reminder due at `now` (see the module's rules) in one transaction; returns how many
 * messages it queued. Safe to run from every replica at once.
 */
export async function queueDueReminders(db: Db, now: Date, offsets: readonly number[]): Promise<number> {
  if (offsets.length === 0) return 0;
  const horizon = new Date(now.getTime() + Math.max(...offsets) * DAY_MS);
  return db.transaction(async (tx) => {
    const live = await tx
      .select({
        bookingId: seatBookings.id,
        studentId: seatBookings.studentId,
        bookedAt: seatBookings.bookedAt,
        sittingId: sittings.id,
        date: sittings.date,
        startTime: sittings.startTime,
        center: testCenters.name,
        startsAt: startsAt,
      })
      .from(seatBookings)
      .innerJoin(sittings, eq(sittings.id, seatBookings.sittingId))
      .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
      .where(
        liveSeat(
          inArray(sittings.status, ["published", "closed"]),
          gt(startsAt, sql`${now.toISOString()}::timestamptz`),
          lte(startsAt, sql`${horizon.toISOString()}::timestamptz`),
        ),
      );
    const due = live.flatMap((row) => {
      const days = dueOffset(offsets, new Date(row.startsAt), row.bookedAt, now);
      return days === null ? [] : [{ ...row, days }];
    });
    if (due.length === 0) return 0;
    const claimed = await tx
      .insert(examReminders)
      .values(due.map((row) => ({ bookingId: row.bookingId, daysBefore: row.days, queuedAt: now })))
      .onConflictDoNothing()
      .returning({ bookingId: examReminders.bookingId, daysBefore: examReminders.daysBefore });
    const mine = new Set(claimed.map((row) => `${row.bookingId}:${row.daysBefore}`));
    let queued = 0;
    for (const row of due) {
      if (!mine.has(`${row.bookingId}:${row.days}`)) continue;
      const kind = reminderKind(row.days);
      const extra = {
        bookingId: row.bookingId,
        sittingId: row.sittingId,
        daysBefore: row.days,
        examDate: row.date,
        examTime: row.startTime,
        examLocation: row.center,
      };
      const inserted = await tx.execute(sql`
        ${candidateMessageHead(kind)}
            'testCenter', ${row.center}::text
          ) || ${JSON.stringify(extra)}::jsonb,
          ${`${kind}:${row.bookingId}:${row.days}`}::text
        from ${students}
        where ${students.id} = ${row.studentId} and ${students.deletedAt} is null
          and ${enabledSql(kind, sql`${students.locale}`)}
        on conflict (dedupe_key) do nothing
        returning id`);
      const email = (inserted as unknown as { rows: { id: number | string }[] }).rows[0];
      if (!email) continue;
      await tx
        .update(examReminders)
        .set({ emailId: Number(email.id) })
        .where(and(eq(examReminders.bookingId, row.bookingId), eq(examReminders.daysBefore, row.days)));
      queued++;
    }
    return queued;
  });
}

/**
 * At send time: whether the reminder's seat (`params.bookingId`) is still live, in a sitting not
 * cancelled, at the date and time the message states, and not yet started at `now`. A reminder
 * that is no longer true is withdrawn by the worker.
 */
export async function reminderStillDue(db: Db, params: Record<string, unknown>, now: Date): Promise<boolean> {
  const bookingId = Number(params.bookingId);
  if (!Number.isSafeInteger(bookingId)) return false;
  const [row] = await db
    .select({ startsAt })
    .from(seatBookings)
    .innerJoin(sittings, eq(sittings.id, seatBookings.sittingId))
    .where(
      liveSeat(
        eq(seatBookings.id, bookingId),
        ne(sittings.status, "cancelled"),
        eq(sittings.date, String(params.examDate)),
        eq(sittings.startTime, String(params.examTime)),
      ),
    );
  return row !== undefined && new Date(row.startsAt) > now;
}
