/**
 * Sittings and their seats (docs/product.md §10, decision 0022). Every write runs in one
 * transaction with the history rows it causes; seats are counted in `sittings.booked`, changed only
 * by a conditional `UPDATE ... WHERE booked + n <= seats`, so two bookings racing for the last seats
 * (two requests, two replicas on one PostgreSQL) serialize on the sitting's row and the second sees
 * the first's count: a sitting never holds more candidates than seats.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { seatBookings, sittings, students, testCenters, waitingList } from "#server/db/schema.ts";
import { countAsOfSnapshot } from "#server/db/snapshot-count.ts";
import type { Actor } from "#server/domain/actor.ts";
import { heldSeat } from "#server/domain/candidate-seat.ts";
import { liveStudentsIn, requireAllStudents } from "#server/domain/live-rows.ts";
import { currentBooking, seatHolders, sittingBookingRules } from "#server/domain/live-seat.ts";
import {
  LIVE_WAITING,
  offerFreeSeats,
  returnToWaitingList,
  type SeatOfferContext,
} from "#server/domain/seat-offers.ts";
import { lockSittingRow } from "#server/domain/sitting-lock.ts";
import { moveStudentStates, recordSeatEvents } from "#server/domain/student-events.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "#server/errors.ts";
import { enqueueStudentEmails } from "#server/mail/outbox.ts";
import { hasReached, milestoneState, type StudentState } from "#shared/candidates/pipeline.ts";
import {
  type CalendarSitting,
  type CreateSittingBody,
  changeDeadline,
  type RosterEntry,
  type Sitting,
  type SittingStatus,
  sittingStart,
  type UpdateSittingBody,
  type WaitingCandidate,
} from "#shared/sittings/sittings.ts";

/** The state a booked seat puts a candidate in (the pipeline record's "exam booked" milestone). */
const BOOKED_STATE = milestoneState("exam_booked");

const sittingColumns = {
  id: sittings.id,
  testCenterId: sittings.testCenterId,
  testCenter: testCenters.name,
  date: sittings.date,
  startTime: sittings.startTime,
  durationMinutes: sittings.durationMinutes,
  seats: sittings.seats,
  booked: sittings.booked,
  status: sittings.status,
  examCategory: sittings.examCategory,
  examName: sittings.examName,
  room: sittings.room,
  notes: sittings.notes,
  bookingOpensAt: sittings.bookingOpensAt,
  bookingClosesAt: sittings.bookingClosesAt,
  changeDeadlineHours: sittings.changeDeadlineHours,
  createdAt: sittings.createdAt,
};

type SittingRow = Omit<Sitting, "free" | "bookingOpensAt" | "bookingClosesAt" | "createdAt"> & {
  bookingOpensAt: Date | null;
  bookingClosesAt: Date | null;
  createdAt: Date;
};

/** A row in the wire shape of `sittingSchema`. */
function toSitting(row: SittingRow): Sitting {
  return {
    ...row,
    free: row.seats - row.booked,
    bookingOpensAt: row.bookingOpensAt?.toISOString() ?? null,
    bookingClosesAt: row.bookingClosesAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 403 unless `actor` manages (or reads, for an auditor) sittings of center `testCenterId`. */
export function requireSittingAccess(actor: Actor, testCenterId: number): void {
  if (actor.role === "admin" || actor.role === "auditor") return;
  if (actor.role === "test_center" && actor.testCenterId === testCenterId) return;
  throw forbidden("You may only manage the sittings of your own test center.");
}

/** The sittings of a center (or all), a date range and a status, in date and time order. */
export async function listSittings(
  db: Db,
  filter: { testCenterId?: number; from?: string; to?: string; status?: SittingStatus },
): Promise<Sitting[]> {
  const rows = await db
    .select(sittingColumns)
    .from(sittings)
    .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
    .where(
      and(
        filter.testCenterId === undefined ? undefined : eq(sittings.testCenterId, filter.testCenterId),
        filter.from === undefined ? undefined : gte(sittings.date, filter.from),
        filter.to === undefined ? undefined : lte(sittings.date, filter.to),
        filter.status === undefined ? undefined : eq(sittings.status, filter.status),
      ),
    )
    .orderBy(asc(sittings.date), asc(sittings.startTime), asc(sittings.id))
    .limit(5000);
  return rows.map(toSitting);
}

/**
 * The sittings of a center (or all) between two dates as the month calendar draws them: seven
 * columns of `sittings` alone, no join (the page names centers from its centers list), in date
 * and time order. The all-centers month is hundreds of rows (bench/README.md, "Sittings"), so the
 * database builds the list as one JSON value (one row to decode, not hundreds: the embedded
 * database decodes each row in JavaScript), and the answer is kept per MVCC snapshot
 * (`countAsOfSnapshot`): asked again while nothing has committed since, it is exact and reused.
 */
export async function calendarSittings(
  db: Db,
  filter: { testCenterId?: number; from: string; to: string },
): Promise<CalendarSitting[]> {
  const key = `sittings-calendar\u0000${filter.testCenterId ?? "all"}\u0000${filter.from}\u0000${filter.to}`;
  return countAsOfSnapshot(db, key, async (snapshot) => {
    const center =
      filter.testCenterId === undefined ? sql`true` : sql`${sittings.testCenterId} = ${filter.testCenterId}`;
    const [row] = await db
      .select({
        snapshot,
        sittings: sql<CalendarSitting[] | string | null>`(
          select json_agg(json_build_object('id', s.id, 'testCenterId', s.test_center_id, 'date', s.date,
            'startTime', s.start_time, 'seats', s.seats, 'booked', s.booked, 'status', s.status)
            order by s.date, s.start_time, s.id)
          from (select ${sittings.id} as id, ${sittings.testCenterId} as test_center_id, ${sittings.date} as date,
                  ${sittings.startTime} as start_time, ${sittings.seats} as seats, ${sittings.booked} as booked,
                  ${sittings.status} as status
                from ${sittings}
                where ${center} and ${sittings.date} >= ${filter.from} and ${sittings.date} <= ${filter.to}
                order by ${sittings.date}, ${sittings.startTime}, ${sittings.id}
                limit 5000) s)`,
      })
      .from(sql`(select 1) as one`);
    const value = row?.sittings ?? [];
    return { snapshot: row?.snapshot ?? null, value: typeof value === "string" ? JSON.parse(value) : value };
  });
}

/** One sitting, or null. */
export async function findSitting(db: Db | Tx, id: number): Promise<Sitting | null> {
  const [row] = await db
    .select(sittingColumns)
    .from(sittings)
    .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
    .where(eq(sittings.id, id));
  return row ? toSitting(row) : null;
}

/** A candidate as a line of a sitting's lists (the roster, "Add candidates"): who, which exam, what state. */
const candidateLine = {
  reference: students.reference,
  fullName: students.fullName,
  examCategory: students.examCategory,
  examName: students.examName,
  state: students.state,
};

/** A sitting's booked candidates, by name. */
export async function sittingRoster(db: Db, id: number): Promise<Omit<RosterEntry, "result">[]> {
  const rows = await seatHolders(
    db
      .select({
        studentId: students.id,
        ...candidateLine,
        bookedAt: seatBookings.bookedAt,
        bookedBy: seatBookings.bookedBy,
      })
      .from(seatBookings)
      .$dynamic(),
    id,
  );
  return rows.map((row) => ({ ...row, bookedAt: row.bookedAt.toISOString() }));
}

/** The states of a candidate waiting for a seat: confirmed, not yet given exam details. */
const WAITING_STATES = [
  "Confirmed",
  "Invoice",
  "Invoice_Confirmed",
] as const satisfies readonly StudentState[];

/**
 * The candidates waiting for a seat in `sitting` (its "Add candidates" list): of its center,
 * live, in a {@link WAITING_STATES} state, holding no seat, with no exam date typed by hand, and
 * taking an exam it takes (its exam, else its regulator's, else any); the furthest in the pipeline
 * first, then by registration time (first come, first seated). At most `limit`.
 */
export async function waitingCandidates(
  db: Db,
  sitting: Sitting,
  limit: number,
): Promise<WaitingCandidate[]> {
  const rows = await db
    .select({
      id: students.id,
      ...candidateLine,
      trialMonth: students.trialMonth,
      registrationDate: students.registrationDate,
    })
    .from(students)
    .where(
      and(
        eq(students.testCenterId, sitting.testCenterId),
        isNull(students.deletedAt),
        inArray(students.state, [...WAITING_STATES]),
        isNull(students.examDate),
        sitting.examName ? eq(students.examName, sitting.examName) : undefined,
        sitting.examCategory ? eq(students.examCategory, sitting.examCategory) : undefined,
        sql`not exists (select 1 from ${seatBookings} where ${seatBookings.studentId} = ${students.id} and ${currentBooking()})`,
      ),
    )
    .orderBy(
      sql`case ${students.state} when 'Invoice_Confirmed' then 0 when 'Invoice' then 1 else 2 end`,
      asc(students.registrationDate),
      asc(students.id),
    )
    .limit(limit);
  return rows.map((row) => ({ ...row, registrationDate: row.registrationDate.toISOString() }));
}

/** 400 for a sitting whose fields contradict each other (exam without regulator, window backwards). */
function checkCoherence(fields: {
  examCategory?: string | null;
  examName?: string | null;
  bookingOpensAt?: string | null;
  bookingClosesAt?: string | null;
}) {
  if (fields.examName && !fields.examCategory) {
    throw badRequest("Choose the exam's regulator (exam category) too.", "examCategory");
  }
  if (
    fields.bookingOpensAt &&
    fields.bookingClosesAt &&
    Date.parse(fields.bookingClosesAt) <= Date.parse(fields.bookingOpensAt)
  ) {
    throw badRequest("Booking must close after it opens.", "bookingClosesAt");
  }
}

/** Creates a sitting. Errors: 400 unknown center or incoherent fields; 403 another center's. */
export async function createSitting(
  db: Db,
  body: CreateSittingBody & { testCenterId: number },
  actor: Actor,
  now: Date = new Date(),
  offers?: SeatOfferContext,
) {
  requireSittingAccess(actor, body.testCenterId);
  checkCoherence(body);
  const [center] = await db
    .select({ id: testCenters.id })
    .from(testCenters)
    .where(and(eq(testCenters.id, body.testCenterId), isNull(testCenters.deletedAt)));
  if (!center) throw badRequest("Unknown test center.", "testCenterId");
  const [row] = await db
    .insert(sittings)
    .values({
      testCenterId: body.testCenterId,
      date: body.date,
      startTime: body.startTime,
      durationMinutes: Number(body.durationMinutes),
      seats: Number(body.seats),
      status: body.status ?? "draft",
      examCategory: body.examCategory ?? null,
      examName: body.examName ?? null,
      room: body.room ?? null,
      notes: body.notes ?? null,
      bookingOpensAt: body.bookingOpensAt ? new Date(body.bookingOpensAt) : null,
      bookingClosesAt: body.bookingClosesAt ? new Date(body.bookingClosesAt) : null,
      changeDeadlineHours: Number(body.changeDeadlineHours ?? 48),
      createdById: actor.id,
    })
    .returning({ id: sittings.id });
  // A new published sitting offers its seats to the center's waiting list (decision 0022).
  if (offers && row) await db.transaction((tx) => offerFreeSeats(tx, row.id, now, offers));
  return (await findSitting(db, row!.id))!;
}

/** Locks the sitting's row for the rest of the transaction; 404 unknown; 403 another center's. */
async function lockSitting(tx: Tx, id: number, actor: Actor | null) {
  const row = await lockSittingRow(tx, id);
  if (!row) throw notFound("Sitting not found.");
  if (actor) {
    requireSittingAccess(actor, row.testCenterId);
    if (actor.role === "auditor") throw forbidden("Auditors read sittings; they do not change them.");
  }
  return row;
}

type LockedSitting = Awaited<ReturnType<typeof lockSitting>>;

/**
 * Writes the sitting's date, time and center into its booked candidates' exam fields (the seed's
 * `ExamDate`, `exam_time`, `ExamLocation`), moves those before Exam_Details into it, records the
 * history and queues the exam-details e-mail (a changed date, time or place sends it again).
 */
async function seatCandidates(
  tx: Tx,
  sitting: Pick<LockedSitting, "id" | "date" | "startTime" | "testCenter">,
  candidates: readonly { id: number; state: StudentState }[],
  actor: Actor | null,
  changes: Record<string, { from: unknown; to: unknown }>,
) {
  if (candidates.length === 0) return;
  const ids = candidates.map((c) => c.id);
  await tx
    .update(students)
    .set({
      examDate: sitting.date,
      examTime: sitting.startTime,
      examLocation: sitting.testCenter,
      updatedAt: new Date(),
    })
    .where(inArray(students.id, ids));
  const moving = candidates.filter((c) => !hasReached(c.state, "exam_booked"));
  await moveStudentStates(tx, actor, moving, BOOKED_STATE);
  const booked = candidates.map((c) => ({ studentId: c.id, from: null, to: sitting.id, changes }));
  await recordSeatEvents(tx, actor, "seat_booked", booked);
  await enqueueStudentEmails(tx, "exam_details", ids);
  // A seated candidate leaves the waiting list (decision 0022, "Waiting list").
  await tx
    .update(waitingList)
    .set({ status: "booked" })
    .where(and(inArray(waitingList.studentId, ids), inArray(waitingList.status, LIVE_WAITING)));
}

/**
 * Books `studentIds` into sitting `id` (staff). Candidates already there keep their seat; one
 * holding a seat elsewhere is moved (the other seat is freed). Staff may book until the end of
 * the sitting's day (walk-ins), into a draft, published or closed sitting, never a cancelled one.
 * Errors: 404 sitting or candidate unknown; 403 another center's; 409 cancelled, past, or not
 * enough free seats (`free` in the body; nothing booked).
 */
export async function bookSeats(
  db: Db,
  id: number,
  studentIds: readonly number[],
  actor: Actor,
  now: Date,
): Promise<{ booked: number[]; free: number }> {
  return db.transaction((tx) => bookSeatsIn(tx, id, studentIds, actor, now));
}

/** {@link bookSeats} inside the caller's transaction. */
async function bookSeatsIn(
  tx: Tx,
  id: number,
  studentIds: readonly number[],
  actor: Actor | null,
  now: Date,
): Promise<{ booked: number[]; free: number }> {
  const sitting = await lockSitting(tx, id, actor);
  if (sitting.status === "cancelled") throw conflict("This sitting is cancelled.", "status");
  const dayEnd = sittingStart(sitting.date, "23:59").getTime() + 60_000;
  if (now.getTime() >= dayEnd) throw conflict("This sitting has taken place.", "date");
  const candidates = await tx
    .select({ id: students.id, state: students.state, testCenterId: students.testCenterId })
    .from(students)
    .where(liveStudentsIn(studentIds))
    .orderBy(students.id)
    .for("update");
  requireAllStudents(studentIds, candidates, "Candidate");
  if (actor?.role === "test_center" && candidates.some((c) => c.testCenterId !== sitting.testCenterId)) {
    throw forbidden("You may only book your own test center's candidates.");
  }
  const held = await tx
    .select({ id: seatBookings.id, studentId: seatBookings.studentId, sittingId: seatBookings.sittingId })
    .from(seatBookings)
    .where(currentBooking(inArray(seatBookings.studentId, [...studentIds])));
  const here = new Set(held.filter((h) => h.sittingId === id).map((h) => h.studentId));
  const elsewhere = held.filter((h) => h.sittingId !== id);
  const toSeat = candidates.filter((c) => !here.has(c.id));
  // A seat held here for one of them (an offer, decision 0022) becomes their booking.
  if (here.size > 0) {
    const claimed = await tx
      .update(seatBookings)
      .set({ heldUntil: null })
      .where(
        and(
          eq(seatBookings.sittingId, id),
          inArray(seatBookings.studentId, [...here]),
          isNull(seatBookings.releasedAt),
          sql`${seatBookings.heldUntil} is not null`,
        ),
      )
      .returning({ studentId: seatBookings.studentId });
    const ids = new Set(claimed.map((c) => c.studentId));
    await seatCandidates(
      tx,
      sitting,
      candidates.filter((c) => ids.has(c.id)),
      actor,
      {},
    );
  }
  if (toSeat.length > 0) {
    const [taken] = await tx
      .update(sittings)
      .set({ booked: sql`${sittings.booked} + ${toSeat.length}` })
      .where(and(eq(sittings.id, id), sql`${sittings.booked} + ${toSeat.length} <= ${sittings.seats}`))
      .returning({ booked: sittings.booked });
    if (!taken) {
      const free = sitting.seats - sitting.booked;
      throw new AppError(
        409,
        `Not enough free seats: ${free} free, ${toSeat.length} asked. Nothing was booked.`,
        "studentIds",
        {},
        { free },
      );
    }
    await releaseBookings(tx, elsewhere, actor, id);
    await tx.insert(seatBookings).values(
      toSeat.map((c) => ({
        sittingId: id,
        studentId: c.id,
        bookedById: actor?.id ?? null,
        bookedBy: actor?.username ?? null,
      })),
    );
    await seatCandidates(tx, sitting, toSeat, actor, {});
  }
  const [after] = await tx
    .select({ booked: sittings.booked, seats: sittings.seats })
    .from(sittings)
    .where(eq(sittings.id, id));
  return { booked: candidates.map((c) => c.id), free: after!.seats - after!.booked };
}

/** Frees the given live bookings (a move or a give-back) and lowers their sittings' counts. */
async function releaseBookings(
  tx: Tx,
  bookings: readonly { id: number; studentId: number; sittingId: number }[],
  actor: Actor | null,
  movedTo: number | null,
) {
  if (bookings.length === 0) return;
  // Only the rows still live: a booking released meanwhile by another request is not counted twice.
  const released = await tx
    .update(seatBookings)
    .set({ releasedAt: new Date(), releasedById: actor?.id ?? null, releasedBy: actor?.username ?? null })
    .where(
      and(
        inArray(
          seatBookings.id,
          bookings.map((b) => b.id),
        ),
        isNull(seatBookings.releasedAt),
      ),
    )
    .returning({ id: seatBookings.id });
  const live = new Set(released.map((r) => r.id));
  bookings = bookings.filter((b) => live.has(b.id));
  const perSitting = new Map<number, number>();
  for (const b of bookings) perSitting.set(b.sittingId, (perSitting.get(b.sittingId) ?? 0) + 1);
  for (const [sittingId, count] of [...perSitting].sort(([a], [b]) => a - b)) {
    await tx
      .update(sittings)
      .set({ booked: sql`${sittings.booked} - ${count}` })
      .where(eq(sittings.id, sittingId));
  }
  const freed = bookings.map((b) => ({ studentId: b.studentId, from: b.sittingId, to: movedTo }));
  await recordSeatEvents(tx, actor, "seat_released", freed);
  if (movedTo !== null) return;
  // Released without a new seat: the candidate is told, once per released booking (decision 0022).
  for (const b of bookings) {
    const [facts] = await tx
      .select({ date: sittings.date, startTime: sittings.startTime, center: testCenters.name })
      .from(sittings)
      .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
      .where(eq(sittings.id, b.sittingId));
    await enqueueStudentEmails(tx, "seat_cancelled", [b.studentId], {
      scope: b.id,
      extra: { examDate: facts!.date, examTime: facts!.startTime, examLocation: facts!.center },
    });
  }
}

/**
 * Gives candidate `studentId`'s seat in sitting `id` back (staff, until the start): their exam
 * date, time and place are cleared (they wait to be booked again; the state stays).
 * Errors: 404 sitting unknown or no such booking; 403 another center's; 409 after the start.
 */
export async function cancelBooking(
  db: Db,
  id: number,
  studentId: number,
  actor: Actor,
  now: Date,
  offers?: SeatOfferContext,
) {
  await db.transaction(async (tx) => {
    const sitting = await lockSitting(tx, id, actor);
    if (now >= sittingStart(sitting.date, sitting.startTime)) {
      throw conflict("The sitting has started; its seats can no longer be given back.", "date");
    }
    const [booking] = await tx
      .select({ id: seatBookings.id, studentId: seatBookings.studentId, sittingId: seatBookings.sittingId })
      .from(seatBookings)
      .where(currentBooking(eq(seatBookings.sittingId, id), eq(seatBookings.studentId, studentId)))
      .for("update");
    if (!booking) throw notFound("This candidate holds no seat in this sitting.");
    await releaseBookings(tx, [booking], actor, null);
    await clearExamFields(tx, [studentId]);
    if (offers) await offerFreeSeats(tx, id, now, offers);
  });
}

async function clearExamFields(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .update(students)
    .set({ examDate: null, examTime: null, examLocation: null, updatedAt: new Date() })
    .where(inArray(students.id, [...ids]));
}

/**
 * Edits a sitting. Fewer seats than are booked: 409 (`seats`). A new date or time is written into
 * the booked candidates' exam fields and re-sends their exam-details e-mail. Errors: 404, 403, 400
 * incoherent fields, 409 cancelled sitting.
 */
export async function updateSitting(
  db: Db,
  id: number,
  body: UpdateSittingBody,
  actor: Actor,
  now: Date = new Date(),
  offers?: SeatOfferContext,
) {
  return db.transaction(async (tx) => {
    const sitting = await lockSitting(tx, id, actor);
    if (sitting.status === "cancelled") throw conflict("This sitting is cancelled.", "status");
    checkCoherence({
      examCategory: body.examCategory === undefined ? sitting.examCategory : body.examCategory,
      examName: body.examName === undefined ? sitting.examName : body.examName,
      bookingOpensAt:
        body.bookingOpensAt === undefined ? sitting.bookingOpensAt?.toISOString() : body.bookingOpensAt,
      bookingClosesAt:
        body.bookingClosesAt === undefined ? sitting.bookingClosesAt?.toISOString() : body.bookingClosesAt,
    });
    if (body.seats !== undefined && Number(body.seats) < sitting.booked) {
      throw conflict(
        `${sitting.booked} candidates hold seats in this sitting: it cannot have fewer seats.`,
        "seats",
      );
    }
    const set: Partial<typeof sittings.$inferInsert> = { updatedAt: new Date(), updatedById: actor.id };
    if (body.date !== undefined) set.date = body.date;
    if (body.startTime !== undefined) set.startTime = body.startTime;
    if (body.durationMinutes !== undefined) set.durationMinutes = Number(body.durationMinutes);
    if (body.seats !== undefined) set.seats = Number(body.seats);
    if (body.status !== undefined) set.status = body.status;
    if (body.examCategory !== undefined) set.examCategory = body.examCategory;
    if (body.examName !== undefined) set.examName = body.examName;
    if (body.room !== undefined) set.room = body.room;
    if (body.notes !== undefined) set.notes = body.notes;
    if (body.bookingOpensAt !== undefined)
      set.bookingOpensAt = body.bookingOpensAt ? new Date(body.bookingOpensAt) : null;
    if (body.bookingClosesAt !== undefined)
      set.bookingClosesAt = body.bookingClosesAt ? new Date(body.bookingClosesAt) : null;
    if (body.changeDeadlineHours !== undefined) set.changeDeadlineHours = Number(body.changeDeadlineHours);
    await tx.update(sittings).set(set).where(eq(sittings.id, id));
    const date = set.date ?? sitting.date;
    const startTime = set.startTime ?? sitting.startTime;
    if (date !== sitting.date || startTime !== sitting.startTime) {
      const seated = await tx
        .select({ id: students.id, state: students.state })
        .from(seatBookings)
        .innerJoin(students, eq(students.id, seatBookings.studentId))
        .where(and(eq(seatBookings.sittingId, id), isNull(seatBookings.releasedAt)))
        .orderBy(students.id)
        .for("update", { of: students });
      await seatCandidates(tx, { ...sitting, date, startTime }, seated, actor, {
        examDate: { from: sitting.date, to: date },
        examTime: { from: sitting.startTime, to: startTime },
      });
    }
    // More seats, or a sitting just published: the waiting list gets the free seats (decision 0022).
    if (offers) await offerFreeSeats(tx, id, now, offers);
    return (await findSitting(tx, id))!;
  });
}

/**
 * Cancels a sitting. Its candidates move to sitting `moveTo` (which must have room for all of them:
 * 409 with `free` otherwise) or, with `moveTo` null, go back to the pool (seat and exam date
 * cleared, and on the waiting list of the sitting's center and month at their registration-time
 * place, decision 0022). Every candidate's history records it and each is e-mailed (their new exam details).
 */
export async function cancelSitting(
  db: Db,
  id: number,
  moveTo: number | null,
  actor: Actor,
  now: Date,
  offers?: SeatOfferContext,
) {
  if (moveTo === id) throw badRequest("Choose another sitting to move the candidates to.", "moveTo");
  return db.transaction(async (tx) => {
    // Both rows locked in id order, so two cancellations moving into each other cannot deadlock.
    if (moveTo !== null && moveTo < id) await lockSitting(tx, moveTo, actor);
    const sitting = await lockSitting(tx, id, actor);
    if (sitting.status === "cancelled") throw conflict("This sitting is already cancelled.", "status");
    const bookings = await tx
      .select({ id: seatBookings.id, studentId: seatBookings.studentId, sittingId: seatBookings.sittingId })
      .from(seatBookings)
      .where(and(eq(seatBookings.sittingId, id), isNull(seatBookings.releasedAt)))
      .orderBy(seatBookings.studentId);
    await releaseBookings(tx, bookings, actor, moveTo);
    await tx
      .update(sittings)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledById: actor.id })
      .where(eq(sittings.id, id));
    const ids = bookings.map((b) => b.studentId);
    if (moveTo === null) {
      await clearExamFields(tx, ids);
      // Back to the pool means back in the queue for that center and month (decision 0022).
      await returnToWaitingList(tx, sitting.testCenterId, sitting.date.slice(0, 7), ids);
    } else if (ids.length > 0) await bookSeatsIn(tx, moveTo, ids, actor, now);
    if (moveTo !== null && offers) await offerFreeSeats(tx, moveTo, now, offers);
    return (await findSitting(tx, id))!;
  });
}

/** True when a sitting takes the candidate's exam (its exam, or all of its regulator's, or all). */
function takesExam(
  sitting: { examCategory: string | null; examName: string | null },
  candidate: { examCategory: string; examName: string },
): boolean {
  if (sitting.examName) return sitting.examName === candidate.examName;
  return sitting.examCategory === null || sitting.examCategory === candidate.examCategory;
}

/** True while candidates may book into the sitting now (published, window open, before its deadline). */
function openToCandidates(
  sitting: {
    status: SittingStatus;
    date: string;
    startTime: string;
    bookingOpensAt: Date | null;
    bookingClosesAt: Date | null;
    changeDeadlineHours: number;
  },
  now: Date,
): boolean {
  return (
    sitting.status === "published" &&
    (sitting.bookingOpensAt === null || sitting.bookingOpensAt <= now) &&
    (sitting.bookingClosesAt === null || now < sitting.bookingClosesAt) &&
    now < changeDeadline(sitting.date, sitting.startTime, sitting.changeDeadlineHours)
  );
}

/** The exam a candidate registered for. */
async function candidateExam(db: Db | Tx, studentId: number) {
  const [row] = await db
    .select({ examCategory: students.examCategory, examName: students.examName })
    .from(students)
    .where(eq(students.id, studentId));
  return row!;
}

/**
 * The other sittings candidate `studentId` may move the seat to now: published, same center, the
 * candidate's exam, booking window open, before their change deadline, a free seat. Empty when
 * they hold no seat or their own deadline has passed.
 */
export async function candidateSeatOptions(db: Db, studentId: number, now: Date) {
  const seat = await heldSeat(db, studentId);
  if (!seat || now >= changeDeadline(seat.date, seat.startTime, seat.changeDeadlineHours)) return [];
  const exam = await candidateExam(db, studentId);
  const rows = await db
    .select({
      id: sittings.id,
      date: sittings.date,
      startTime: sittings.startTime,
      durationMinutes: sittings.durationMinutes,
      room: sittings.room,
      status: sittings.status,
      ...sittingBookingRules,
    })
    .from(sittings)
    .where(
      and(
        eq(sittings.testCenterId, seat.testCenterId),
        eq(sittings.status, "published"),
        gte(sittings.date, now.toISOString().slice(0, 10)),
        sql`${sittings.booked} < ${sittings.seats}`,
        sql`${sittings.id} <> ${seat.sittingId}`,
      ),
    )
    .orderBy(asc(sittings.date), asc(sittings.startTime))
    .limit(200);
  return rows
    .filter((row) => takesExam(row, exam) && openToCandidates(row, now))
    .map(({ id, date, startTime, durationMinutes, room }) => ({
      id,
      date,
      startTime,
      durationMinutes,
      room,
    }));
}

/** 409 unless the candidate holds a seat whose change deadline is still ahead; that seat. */
async function changeableSeat(tx: Tx, studentId: number, now: Date, supportEmail: string) {
  const seat = await heldSeat(tx, studentId);
  if (!seat) throw conflict("You hold no seat to change.", "sittingId");
  if (now >= changeDeadline(seat.date, seat.startTime, seat.changeDeadlineHours)) {
    throw conflict(`The deadline for changes has passed. Please write to ${supportEmail}.`, "sittingId");
  }
  return seat;
}

/**
 * The candidate moves their seat to sitting `sittingId` (status page; recorded as done by the
 * candidate; the exam-details e-mail is sent again). Errors: 409 no seat, deadline passed, the
 * sitting is not open to them or has no free seat; 404 unknown sitting.
 */
export async function candidateMoveSeat(
  db: Db,
  studentId: number,
  sittingId: number,
  now: Date,
  supportEmail: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const seat = await changeableSeat(tx, studentId, now, supportEmail);
    if (seat.sittingId === sittingId) return;
    const [target] = await tx
      .select({
        testCenterId: sittings.testCenterId,
        status: sittings.status,
        date: sittings.date,
        startTime: sittings.startTime,
        ...sittingBookingRules,
      })
      .from(sittings)
      .where(eq(sittings.id, sittingId));
    if (!target) throw notFound("Sitting not found.");
    const exam = await candidateExam(tx, studentId);
    if (
      target.testCenterId !== seat.testCenterId ||
      !takesExam(target, exam) ||
      !openToCandidates(target, now)
    ) {
      throw conflict("This sitting is not open to you. Please choose another.", "sittingId");
    }
    await bookSeatsIn(tx, sittingId, [studentId], null, now);
  });
}

/**
 * The candidate gives their seat back (status page, until the change deadline): the exam date,
 * time and place are cleared and the history records it as theirs. Errors: 409 no seat, deadline.
 */
export async function candidateReleaseSeat(
  db: Db,
  studentId: number,
  now: Date,
  supportEmail: string,
  offers?: SeatOfferContext,
) {
  await db.transaction(async (tx) => {
    const seat = await changeableSeat(tx, studentId, now, supportEmail);
    await lockSitting(tx, seat.sittingId, null);
    await releaseBookings(tx, [{ id: seat.bookingId, studentId, sittingId: seat.sittingId }], null, null);
    await clearExamFields(tx, [studentId]);
    if (offers) await offerFreeSeats(tx, seat.sittingId, now, offers);
  });
}

/**
 * Claims the seat held by offer (booking) `bookingId` for its candidate (the signed link of the
 * `seat_offer` e-mail, decision 0022): the hold becomes a booking, recorded as the candidate's, with
 * the exam-details e-mail. 409 when the hold ran out, was released or already claimed.
 */
export async function claimSeatOffer(db: Db, bookingId: number, now: Date): Promise<{ sittingId: number }> {
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .update(seatBookings)
      .set({ heldUntil: null, bookedAt: now })
      .where(
        and(
          eq(seatBookings.id, bookingId),
          isNull(seatBookings.releasedAt),
          sql`${seatBookings.heldUntil} > ${now.toISOString()}`,
        ),
      )
      .returning({ sittingId: seatBookings.sittingId, studentId: seatBookings.studentId });
    if (!hold) throw conflict("This offer has run out or was already used.", "t");
    const sitting = await lockSitting(tx, hold.sittingId, null);
    const [candidate] = await tx
      .select({ id: students.id, state: students.state })
      .from(students)
      .where(eq(students.id, hold.studentId))
      .for("update");
    await seatCandidates(tx, sitting, [candidate!], null, {});
    await tx.update(waitingList).set({ status: "booked" }).where(eq(waitingList.offerBookingId, bookingId));
    return { sittingId: hold.sittingId };
  });
}
