/**
 * Exam-day check-in (docs/product.md §11 "Check-in", decision 0025): today's sittings of a center,
 * a sitting's roster with attendance, checking a candidate in by the admission letter's code or the
 * reference, and closing the sitting (the rest marked absent). Every write locks the sitting's row
 * first, like the seat writes (decision 0022), and records the candidate's history in the same
 * transaction.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { seatBookings, sittings, students, testCenters } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { attendanceCounts, sittingAttendance } from "#server/domain/attendance.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { liveSeat, liveSeatIn, seatOf, sittingPlace } from "#server/domain/live-seat.ts";
import { recordSeatEvents, recordStudentEvents } from "#server/domain/student-events.ts";
import { AppError, type ClientErrorStatus, conflict, forbidden, notFound } from "#server/errors.ts";
import type { AdmissionCodes } from "#server/lib/admission-codes.ts";
import {
  type AttendanceEntry,
  CHECK_IN_BACKDATE_HOURS,
  type CheckInRefusal,
  type CheckInSitting,
  centerDay,
  lateAfter,
} from "#shared/sittings/check-in.ts";
import { SITTING_UTC_OFFSET_MINUTES, sittingStart } from "#shared/sittings/sittings.ts";

/** Today at the centers (YYYY-MM-DD). */
export const todayAtCenters = (now: Date) => centerDay(now, SITTING_UTC_OFFSET_MINUTES);

/** 403 unless `actor` may see center `testCenterId`'s exam day: admins and auditors any, a test_center user its own. */
export function requireCenterAccess(actor: Actor, testCenterId: number): void {
  if (actor.role === "admin" || actor.role === "auditor") return;
  if (actor.role === "test_center" && actor.testCenterId === testCenterId) return;
  throw forbidden("You may only check in candidates of your own test center.");
}

/** A refused check-in: `{message, field, reason}` (and the seat's date and time when it names another sitting). */
function refuse(
  status: ClientErrorStatus,
  reason: CheckInRefusal,
  message: string,
  field?: string,
  seat?: { date: string; startTime: string },
): AppError {
  return new AppError(
    status,
    message,
    field,
    {},
    {
      reason,
      ...(seat ? { seatDate: seat.date, seatTime: seat.startTime } : {}),
    },
  );
}

const sittingFacts = {
  id: sittings.id,
  ...sittingPlace,
  status: sittings.status,
  examCategory: sittings.examCategory,
  examName: sittings.examName,
  attendanceClosedAt: sittings.attendanceClosedAt,
};

/** Sittings with their center's name, as the check-in screen reads them (the caller adds `where`). */
function sittingFactsQuery(db: Db | Tx) {
  return db
    .select(sittingFacts)
    .from(sittings)
    .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId));
}
type SittingFacts = Awaited<ReturnType<typeof sittingFactsQuery>>[number];

/** A sitting in the wire shape of the check-in screen. */
function toCheckInSitting(
  row: SittingFacts,
  counts: CheckInSitting["counts"],
  graceMinutes: number,
): CheckInSitting {
  const { attendanceClosedAt, ...facts } = row;
  return {
    ...facts,
    lateAfter: lateAfter(sittingStart(row.date, row.startTime), graceMinutes).toISOString(),
    closedAt: attendanceClosedAt?.toISOString() ?? null,
    counts,
  };
}

/**
 * The sittings of today (the centers' wall clock) at center `testCenterId` (undefined: every
 * center), cancelled ones left out, in start order, each with its attendance counts.
 */
export async function todaySittings(
  db: Db,
  testCenterId: number | undefined,
  now: Date,
  graceMinutes: number,
): Promise<{ date: string; sittings: CheckInSitting[] }> {
  const date = todayAtCenters(now);
  const rows = await sittingFactsQuery(db)
    .where(
      and(
        eq(sittings.date, date),
        ne(sittings.status, "cancelled"),
        testCenterId === undefined ? undefined : eq(sittings.testCenterId, testCenterId),
      ),
    )
    .orderBy(asc(sittings.startTime), asc(testCenters.name), asc(sittings.id))
    .limit(500);
  const ids = rows.map((row) => row.id);
  const tallies =
    ids.length === 0
      ? []
      : await db
          .select({
            sittingId: seatBookings.sittingId,
            attendance: seatBookings.attendance,
            n: sql<number>`count(*)::int`,
          })
          .from(seatBookings)
          .where(liveSeat(inArray(seatBookings.sittingId, ids)))
          .groupBy(seatBookings.sittingId, seatBookings.attendance);
  return {
    date,
    sittings: rows.map((row) => {
      const counts = { expected: 0, present: 0, late: 0, absent: 0 };
      for (const t of tallies) if (t.sittingId === row.id) counts[t.attendance ?? "expected"] += t.n;
      return toCheckInSitting(row, counts, graceMinutes);
    }),
  };
}

/** One sitting's facts (optionally locked for the transaction); undefined when there is none. */
async function sittingById(db: Db | Tx, id: number, lock = false): Promise<SittingFacts | undefined> {
  const query = sittingFactsQuery(db).where(eq(sittings.id, id));
  const [row] = lock ? await query.for("update", { of: sittings }) : await query;
  return row;
}

/** A sitting and its roster with attendance; 404 unknown; 403 another center's (test_center). */
export async function sittingAttendanceView(db: Db, id: number, actor: Actor, graceMinutes: number) {
  const row = await sittingById(db, id);
  if (!row) throw notFound("Sitting not found.");
  requireCenterAccess(actor, row.testCenterId);
  const roster = await sittingAttendance(db, id);
  return { sitting: toCheckInSitting(row, attendanceCounts(roster), graceMinutes), roster };
}

/** The live seat of candidate `studentId`, with its sitting's day and time, locked for the transaction. */
async function lockedSeatOf(tx: Tx, studentId: number) {
  const [seat] = await seatOf(
    tx
      .select({
        id: seatBookings.id,
        sittingId: seatBookings.sittingId,
        date: sittings.date,
        startTime: sittings.startTime,
      })
      .from(seatBookings)
      .$dynamic(),
    studentId,
  ).for("update", { of: seatBookings });
  return seat;
}

/** The live candidate of `reference` (exact, references are stored upper-case). */
async function candidateByReference(tx: Tx, reference: string) {
  const [row] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.reference, reference), isNull(students.deletedAt)));
  return row;
}

/** The refusal for a seat (or letter) in another sitting: another day, or another sitting today. */
function elsewhere(seat: { date: string; startTime: string }, today: string, what: "seat" | "letter") {
  if (seat.date !== today) {
    return refuse(
      409,
      "wrong_day",
      `This ${what === "seat" ? "candidate's seat" : "letter"} is for ${seat.date} at ${seat.startTime}, not today.`,
      what === "seat" ? "reference" : "code",
      seat,
    );
  }
  return refuse(
    409,
    "wrong_sitting",
    `This ${what === "seat" ? "candidate's seat" : "letter"} is for another sitting today, at ${seat.startTime}.`,
    what === "seat" ? "reference" : "code",
    seat,
  );
}

/** What a check-in needs besides the request. */
export interface CheckInContext {
  codes: AdmissionCodes;
  graceMinutes: number;
}

/**
 * Checks a candidate in to sitting `id` by the letter's `code` or their `reference` (staff of the
 * sitting's center, on its day, until it is closed): `present`, or `late` after the start plus the
 * grace period, at `at` (a queued check-in's own time, when believable) or now. The same candidate
 * again: `alreadyCheckedIn`, nothing recorded twice. Refusals (`reason`): 400 `invalid_code`;
 * 404 `unknown_reference`; 409 `not_booked`, `wrong_sitting`, `wrong_day`, `old_letter`,
 * `not_today`, `closed`, `cancelled`; plain 404 unknown sitting, 403 another center's.
 */
export async function checkIn(
  db: Db,
  id: number,
  body: { reference?: string; code?: string; at?: string },
  actor: Actor,
  now: Date,
  context: CheckInContext,
): Promise<{ alreadyCheckedIn: boolean; candidate: AttendanceEntry }> {
  // A queued check-in keeps the time it was made, unless that is in the future or too old to believe.
  const claimed = body.at ? new Date(body.at) : null;
  const at =
    claimed &&
    claimed.getTime() <= now.getTime() + 60_000 &&
    claimed.getTime() >= now.getTime() - CHECK_IN_BACKDATE_HOURS * 3_600_000
      ? new Date(Math.min(claimed.getTime(), now.getTime()))
      : now;
  // The code is checked before any lock: a forged one costs no transaction.
  const claims = body.code === undefined ? null : await context.codes.verify(body.code);
  if (body.code !== undefined && claims === null) {
    throw refuse(400, "invalid_code", "This is not a genuine admission letter code.", "code");
  }
  return db.transaction(async (tx) => {
    const sitting = await sittingById(tx, id, true);
    if (!sitting) throw notFound("Sitting not found.");
    requireCenterAccess(actor, sitting.testCenterId);
    if (sitting.status === "cancelled") throw refuse(409, "cancelled", "This sitting is cancelled.");
    const today = todayAtCenters(at);
    if (sitting.date !== today) {
      throw refuse(409, "not_today", `This sitting is on ${sitting.date}, not today (${today}).`, "date");
    }
    if (sitting.attendanceClosedAt) {
      throw refuse(409, "closed", "Check-in of this sitting is closed.");
    }
    const reference = claims?.reference ?? body.reference ?? "";
    const field = claims ? "code" : "reference";
    const candidate = await candidateByReference(tx, reference);
    if (!candidate) throw refuse(404, "unknown_reference", "No candidate has this reference.", field);
    if (claims && claims.sittingId !== id) {
      const theirs = await sittingById(tx, claims.sittingId);
      throw elsewhere(theirs ?? { date: "", startTime: "" }, today, "letter");
    }
    const seat = await lockedSeatOf(tx, candidate.id);
    if (claims && seat?.id !== claims.bookingId) {
      throw refuse(
        409,
        "old_letter",
        "This letter is out of date: the candidate's seat changed after it was printed.",
        "code",
      );
    }
    if (!seat) throw refuse(409, "not_booked", "This candidate holds no seat in this sitting.", field);
    if (seat.sittingId !== id) throw elsewhere(seat, today, "seat");
    const mark =
      at > lateAfter(sittingStart(sitting.date, sitting.startTime), context.graceMinutes)
        ? "late"
        : "present";
    const [done] = await tx
      .update(seatBookings)
      .set({ attendance: mark, checkedInAt: at, checkedInById: actor.id, checkedInBy: actor.username })
      .where(and(eq(seatBookings.id, seat.id), isNull(seatBookings.attendance)))
      .returning({ id: seatBookings.id });
    if (done) {
      await recordSeatEvents(tx, actor, "checked_in", [
        {
          studentId: candidate.id,
          from: null,
          to: id,
          changes: {
            attendance: { from: null, to: mark },
            checkedInAt: { from: null, to: at.toISOString() },
            by: { from: null, to: claims ? "code" : "reference" },
          },
        },
      ]);
    }
    const entry = (await sittingAttendance(tx, id)).find((e) => e.studentId === candidate.id);
    return { alreadyCheckedIn: !done, candidate: entry! };
  });
}

/** The sitting locked for a write of its attendance: 404 unknown, 403 another center's, 409 cancelled. */
async function lockOpenSitting(tx: Tx, id: number, actor: Actor) {
  const sitting = await sittingById(tx, id, true);
  if (!sitting) throw notFound("Sitting not found.");
  requireCenterAccess(actor, sitting.testCenterId);
  if (sitting.status === "cancelled") throw conflict("This sitting is cancelled.", "status");
  return sitting;
}

/**
 * Closes check-in of sitting `id` (staff of its center, from its start on): every seat not checked
 * in is marked absent (a no-show), each recorded in the candidate's history; later check-ins are
 * refused. Closing again changes nothing (`alreadyClosed`). Errors: 404, 403, 409 cancelled or
 * not started yet.
 */
export async function closeAttendance(db: Db, id: number, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const sitting = await lockOpenSitting(tx, id, actor);
    if (sitting.attendanceClosedAt) {
      return { markedAbsent: 0, alreadyClosed: true, closedAt: sitting.attendanceClosedAt.toISOString() };
    }
    if (now < sittingStart(sitting.date, sitting.startTime)) {
      throw conflict("A sitting can be closed once it has started.", "date");
    }
    const absent = await tx
      .update(seatBookings)
      .set({ attendance: "absent" })
      .where(liveSeatIn(id, isNull(seatBookings.attendance)))
      .returning({ studentId: seatBookings.studentId });
    const absentees = absent.map(({ studentId }) => ({
      studentId,
      from: null,
      to: id,
      changes: { attendance: { from: null, to: "absent" } },
    }));
    await recordSeatEvents(tx, actor, "marked_absent", absentees);
    await tx
      .update(sittings)
      .set({ attendanceClosedAt: now, attendanceClosedById: actor.id })
      .where(eq(sittings.id, id));
    return { markedAbsent: absent.length, alreadyClosed: false, closedAt: now.toISOString() };
  });
}

/**
 * Re-opens the closed check-in of sitting `id` on its own day (an admin; docs/product.md §11
 * "Check-in", decision 0028): the absences the close marked (absent, never checked in) are expected
 * again, each with an `absence_reverted` event, and the re-opening is in the audit log with when
 * the sitting had been closed. Errors: 404; 409 `status` cancelled or not closed; 409 `date` not
 * the sitting's day at the centers.
 */
export async function reopenAttendance(db: Db, id: number, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const sitting = await lockOpenSitting(tx, id, actor);
    if (!sitting.attendanceClosedAt) throw conflict("Check-in of this sitting is not closed.", "status");
    const today = todayAtCenters(now);
    if (sitting.date !== today) {
      throw conflict(
        `A sitting can be re-opened only on its day (${sitting.date}); today is ${today}.`,
        "date",
      );
    }
    const reverted = await tx
      .update(seatBookings)
      .set({ attendance: null })
      .where(liveSeatIn(id, eq(seatBookings.attendance, "absent"), isNull(seatBookings.checkedInAt)))
      .returning({ studentId: seatBookings.studentId });
    await recordStudentEvents(
      tx,
      actor,
      "absence_reverted",
      reverted.map((row) => ({
        studentId: row.studentId,
        changes: { sitting: { from: null, to: id }, attendance: { from: "absent", to: null } },
      })),
    );
    await tx
      .update(sittings)
      .set({ attendanceClosedAt: null, attendanceClosedById: null })
      .where(eq(sittings.id, id));
    await recordAudit(tx, actor, "sitting.reopened", id, {
      closedAt: sitting.attendanceClosedAt.toISOString(),
      revertedAbsent: reverted.length,
    });
    return { revertedAbsent: reverted.length };
  });
}

/** A sitting's facts for the sheet's name and title; 404 unknown; 403 another center's. */
export async function sittingForSheet(db: Db, id: number, actor: Actor) {
  const row = await sittingById(db, id);
  if (!row) throw notFound("Sitting not found.");
  requireCenterAccess(actor, row.testCenterId);
  return row;
}
