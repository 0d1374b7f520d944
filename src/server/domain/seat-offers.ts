/**
 * The waiting list and its seat offers (decision 0022, "Waiting list"). A candidate who registers
 * for a month with no open seat at their center joins that center and month's list (registration,
 * in its own transaction); when seats appear in a published sitting of that center and month, the
 * first on the list whose exam it takes get an offer: a `seat_bookings` row with `held_until`,
 * counted in `sittings.booked` (so `booked <= seats` holds and nobody else takes the seat) and an
 * e-mail with a signed link that claims it. The sweep releases holds that ran out and passes their
 * seats on. Shared by the sittings and registration features, so it lives here; it queues its
 * e-mail by inserting the outbox row itself (the domain does not import `mail/`).
 */
import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#server/db/client.ts";
import { emailOutbox, seatBookings, sittings, students, waitingList } from "#server/db/schema.ts";
import { currentBooking, sittingBookingRules } from "#server/domain/live-seat.ts";
import { type SeatOfferLinks, seatOfferUrl } from "#server/lib/seat-offer-links.ts";
import { CALENDAR_MONTHS } from "#shared/reference/months.ts";
import { toLocale } from "#shared/site/locales.ts";
import { changeDeadline } from "#shared/sittings/sittings.ts";
import { lockSittingRow } from "./sitting-lock.ts";

/** The waiting-list statuses still in the queue: waiting, or holding an offer not yet claimed. */
export const LIVE_WAITING: readonly string[] = ["waiting", "offered"];

/** The live waiting-list entries of center `testCenterId` and month `month` (YYYY-MM). */
export function liveWaitingIn(testCenterId: number, month: string): SQL {
  return and(
    eq(waitingList.testCenterId, testCenterId),
    eq(waitingList.month, month),
    inArray(waitingList.status, LIVE_WAITING),
  )!;
}

/**
 * A select of `waitingList` (in dynamic mode) narrowed to the live entries of center
 * `testCenterId` and month `month`, joined to their candidates (`students`), in queue order.
 */
export function waitingQueue<Q extends PgSelect>(query: Q, testCenterId: number, month: string) {
  return query
    .innerJoin(students, eq(students.id, waitingList.studentId))
    .where(liveWaitingIn(testCenterId, month))
    .orderBy(asc(waitingList.position), asc(waitingList.id));
}

/** What making an offer needs besides the database. */
export interface SeatOfferContext {
  links: SeatOfferLinks;
  /** The public origin of the claim link. */
  origin: string;
  /** How long an offer holds its seat (`SEAT_OFFER_HOURS`). */
  holdHours: number;
}

/** True when a sitting takes the exam (its exam, all of its regulator's, or all). */
export function sittingTakesExam(
  sitting: { examCategory: string | null; examName: string | null },
  exam: { examCategory: string; examName: string },
): boolean {
  if (sitting.examName) return sitting.examName === exam.examName;
  return sitting.examCategory === null || sitting.examCategory === exam.examCategory;
}

/** The sittings of a center and month that could take a candidate now: published, before the deadline. */
async function openSittings(tx: Db | Tx, testCenterId: number, month: string, now: Date) {
  const rows = await tx
    .select({
      id: sittings.id,
      date: sittings.date,
      startTime: sittings.startTime,
      seats: sittings.seats,
      booked: sittings.booked,
      ...sittingBookingRules,
    })
    .from(sittings)
    .where(
      and(
        eq(sittings.testCenterId, testCenterId),
        eq(sittings.status, "published"),
        sql`to_char(${sittings.date}, 'YYYY-MM') = ${month}`,
      ),
    )
    .orderBy(asc(sittings.date), asc(sittings.startTime), asc(sittings.id));
  return rows.filter(
    (row) =>
      (row.bookingClosesAt === null || now < row.bookingClosesAt) &&
      now < changeDeadline(row.date, row.startTime, row.changeDeadlineHours),
  );
}

/**
 * Puts candidate `studentId` on the waiting list of their center and `month` (YYYY-MM) when no
 * sitting there has an open seat for their exam, at the end (registration order). Runs in the
 * registration's transaction. Returns true when the candidate joined. `requeue` (a retake,
 * decision 0028): an older row of the candidate (booked, lapsed, another month) becomes a new
 * `waiting` entry at the end of this list, instead of being kept as it was.
 */
export async function waitIfNoSeat(
  tx: Tx,
  candidate: {
    studentId: number;
    testCenterId: number | null;
    month: string | null;
    examCategory: string;
    examName: string;
  },
  now: Date,
  requeue = false,
): Promise<boolean> {
  const { testCenterId, month } = candidate;
  if (testCenterId === null || month === null || !/^\d{4}-\d{2}$/.test(month)) return false;
  const open = (await openSittings(tx, testCenterId, month, now)).some(
    (s) => s.booked < s.seats && sittingTakesExam(s, candidate),
  );
  if (open) return false;
  await tx.execute(sql`
    insert into ${waitingList} (student_id, test_center_id, month, exam_category, exam_name, position)
    select ${candidate.studentId}, ${testCenterId}, ${month}, ${candidate.examCategory}, ${candidate.examName},
      coalesce(max(${waitingList.position}), 0) + 1
    from ${waitingList} where ${waitingList.testCenterId} = ${testCenterId} and ${waitingList.month} = ${month}
    on conflict (student_id) do ${
      requeue
        ? sql`update set test_center_id = excluded.test_center_id, month = excluded.month,
      exam_category = excluded.exam_category, exam_name = excluded.exam_name, position = excluded.position,
      status = 'waiting', offer_booking_id = null, offered_at = null`
        : sql`nothing`
    }`);
  return true;
}

/**
 * Puts candidates whose sitting was cancelled back to the pool on the waiting list of that
 * sitting's center and `month` (YYYY-MM), each at their registration-time place: before the first
 * live entry whose candidate registered later (staff's own reordering of the others is kept), then
 * the live entries are renumbered 1..n. A candidate with an older row (booked, lapsed, another
 * month) gets it back as `waiting` (one row per candidate). Runs in the cancellation's transaction,
 * so they are offered seats when seats appear (decision 0022, "Waiting list").
 */
export async function returnToWaitingList(
  tx: Tx,
  testCenterId: number,
  month: string,
  studentIds: readonly number[],
): Promise<void> {
  if (studentIds.length === 0) return;
  const live = await waitingQueue(
    tx
      .select({
        id: waitingList.id,
        studentId: waitingList.studentId,
        registeredAt: students.registrationDate,
      })
      .from(waitingList)
      .$dynamic(),
    testCenterId,
    month,
  ).for("update", { of: waitingList });
  const already = new Set(live.map((e) => e.studentId));
  const returning = await tx
    .select({
      studentId: students.id,
      registeredAt: students.registrationDate,
      examCategory: students.examCategory,
      examName: students.examName,
    })
    .from(students)
    .where(inArray(students.id, [...studentIds]))
    .orderBy(asc(students.registrationDate), asc(students.id));
  const order: { id: number | null; studentId: number; registeredAt: Date }[] = [...live];
  const later = (
    a: { registeredAt: Date; studentId: number },
    b: { registeredAt: Date; studentId: number },
  ) =>
    a.registeredAt.getTime() > b.registeredAt.getTime() ||
    (a.registeredAt.getTime() === b.registeredAt.getTime() && a.studentId > b.studentId);
  for (const candidate of returning) {
    if (already.has(candidate.studentId)) continue;
    const at = order.findIndex((entry) => later(entry, candidate));
    order.splice(at === -1 ? order.length : at, 0, { id: null, ...candidate });
  }
  const exams = new Map(returning.map((c) => [c.studentId, c]));
  for (const [index, entry] of order.entries()) {
    const position = index + 1;
    if (entry.id !== null) {
      // One of them held an offer in the cancelled sitting: it is gone, they wait again in place.
      const reset = exams.has(entry.studentId)
        ? { status: "waiting", offerBookingId: null, offeredAt: null }
        : {};
      await tx
        .update(waitingList)
        .set({ position, ...reset })
        .where(eq(waitingList.id, entry.id));
      continue;
    }
    const exam = exams.get(entry.studentId)!;
    const row = {
      testCenterId,
      month,
      examCategory: exam.examCategory,
      examName: exam.examName,
      position,
      status: "waiting",
      offerBookingId: null,
      offeredAt: null,
    };
    await tx
      .insert(waitingList)
      .values({ studentId: entry.studentId, ...row })
      .onConflictDoUpdate({ target: waitingList.studentId, set: row });
  }
}

/**
 * Offers the free seats of sitting `sittingId` to the first waiting candidates of its center and
 * month whose exam it takes, inside the caller's transaction (which may already hold the sitting's
 * row): each offer takes a seat with the same conditional update as a booking, so it never
 * overbooks. A sitting that is not published, or past its change deadline, offers nothing.
 * Returns the number of offers made.
 */
export async function offerFreeSeats(tx: Tx, sittingId: number, now: Date, ctx: SeatOfferContext) {
  const sitting = await lockSittingRow(tx, sittingId);
  if (!sitting) return 0;
  if (sitting.status !== "published" || sitting.booked >= sitting.seats) return 0;
  if (sitting.bookingClosesAt !== null && now >= sitting.bookingClosesAt) return 0;
  if (now >= changeDeadline(sitting.date, sitting.startTime, sitting.changeDeadlineHours)) return 0;
  const waiting = await tx
    .select({
      id: waitingList.id,
      studentId: waitingList.studentId,
      examCategory: waitingList.examCategory,
      examName: waitingList.examName,
      email: students.email,
      locale: students.locale,
      reference: students.reference,
      firstName: students.firstName,
      fullName: students.fullName,
    })
    .from(waitingList)
    .innerJoin(students, eq(students.id, waitingList.studentId))
    .where(
      and(
        eq(waitingList.testCenterId, sitting.testCenterId),
        eq(waitingList.month, sitting.date.slice(0, 7)),
        eq(waitingList.status, "waiting"),
        isNull(students.deletedAt),
        sql`not exists (select 1 from ${seatBookings} where ${seatBookings.studentId} = ${waitingList.studentId} and ${currentBooking()})`,
      ),
    )
    .orderBy(asc(waitingList.position), asc(waitingList.id))
    .limit(500)
    .for("update", { of: waitingList });
  const chosen = waiting.filter((w) => sittingTakesExam(sitting, w)).slice(0, sitting.seats - sitting.booked);
  let offers = 0;
  const heldUntil = new Date(now.getTime() + ctx.holdHours * 3_600_000);
  for (const entry of chosen) {
    const [taken] = await tx
      .update(sittings)
      .set({ booked: sql`${sittings.booked} + 1` })
      .where(and(eq(sittings.id, sittingId), sql`${sittings.booked} + 1 <= ${sittings.seats}`))
      .returning({ booked: sittings.booked });
    if (!taken) break;
    const [hold] = await tx
      .insert(seatBookings)
      .values({ sittingId, studentId: entry.studentId, heldUntil, bookedAt: now })
      .returning({ id: seatBookings.id });
    await tx
      .update(waitingList)
      .set({ status: "offered", offerBookingId: hold!.id, offeredAt: now })
      .where(eq(waitingList.id, entry.id));
    const locale = toLocale(entry.locale);
    const url = seatOfferUrl(ctx.origin, await ctx.links.token(hold!.id, heldUntil), locale);
    await tx.insert(emailOutbox).values({
      studentId: entry.studentId,
      kind: "seat_offer",
      locale,
      toAddress: entry.email,
      params: {
        studentId: entry.studentId,
        reference: entry.reference,
        firstName: entry.firstName,
        fullName: entry.fullName,
        examName: entry.examName,
        examCategory: entry.examCategory,
        examDate: sitting.date,
        examTime: sitting.startTime,
        examLocation: sitting.testCenter,
        testCenter: sitting.testCenter,
        heldUntil: heldUntil.toISOString(),
        offerUrl: url,
      },
      dedupeKey: `seat_offer:${hold!.id}`,
    });
    offers++;
  }
  return offers;
}

/**
 * Releases the holds that ran out by `now` and offers their seats to the next candidates. Safe
 * across replicas: the release is one `UPDATE ... WHERE released_at IS NULL AND held_until <= now
 * RETURNING`, so each hold is released (and its seat counted back) by exactly one sweep, and a
 * claim racing it either clears `held_until` first or finds the hold released. The candidate
 * whose offer ran out leaves the list (`lapsed`). Returns the number of holds released.
 */
export async function sweepExpiredOffers(db: Db, now: Date, ctx: SeatOfferContext): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(seatBookings)
      .set({ releasedAt: now, releasedBy: "system" })
      .where(and(isNull(seatBookings.releasedAt), lte(seatBookings.heldUntil, now)))
      .returning({ id: seatBookings.id, sittingId: seatBookings.sittingId });
    if (released.length === 0) return 0;
    const perSitting = new Map<number, number>();
    for (const r of released) perSitting.set(r.sittingId, (perSitting.get(r.sittingId) ?? 0) + 1);
    const ids = [...perSitting.keys()].sort((a, b) => a - b);
    for (const id of ids) {
      await tx
        .update(sittings)
        .set({ booked: sql`${sittings.booked} - ${perSitting.get(id)!}` })
        .where(eq(sittings.id, id));
    }
    await tx
      .update(waitingList)
      .set({ status: "lapsed" })
      .where(
        inArray(
          waitingList.offerBookingId,
          released.map((r) => r.id),
        ),
      );
    for (const id of ids) await offerFreeSeats(tx, id, now, ctx);
    return released.length;
  });
}

/** `YYYY-MM` of the next month named `trialMonth` (the registration's `Trail_month`) from `now`, this one included. */
export function monthOfTrialMonth(trialMonth: string, now: Date): string | null {
  for (let offset = 0; offset < 12; offset++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    if (CALENDAR_MONTHS[d.getUTCMonth()] === trialMonth) return d.toISOString().slice(0, 7);
  }
  return null;
}
