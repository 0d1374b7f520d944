/**
 * Possible duplicate persons and their merge (docs/product.md §12 "Duplicates and merge", decision
 * 0031). The pairs are kept in `duplicate_pairs` by the database itself (the trigger on `students`,
 * migration `duplicate_persons`): the queue is a read of that table, newest first.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#server/db/client.ts";
import { type Page, type PageQuery, withPage } from "#server/db/paging.ts";
import {
  duplicatePairs,
  emailOutbox,
  examResults,
  inquiries,
  invoices,
  seatBookings,
  sittings,
  studentEvents,
  students,
  testCenters,
  waitingList,
} from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { recordStudentEvents } from "#server/domain/student-events.ts";
import { conflict, notFound } from "#server/errors.ts";
import type {
  DuplicatePair,
  DuplicatePerson,
  DuplicateReason,
  MergeMoved,
} from "#shared/candidates/duplicates.ts";

const first = alias(students, "first");
const second = alias(students, "second");

/** One side's columns, read by the pair's join (`side` is `first` or `second`). */
function personColumns(side: typeof first | typeof second) {
  return {
    id: side.id,
    reference: side.reference,
    full_name: side.fullName,
    dob: side.dateOfBirth,
    email: side.email,
    phone: side.phone,
    nationalId: side.nationalId,
    passportNumber: side.passportNumber,
    state: side.state,
    exam_name: side.examName,
    test_center: sql<
      string | null
    >`(select name from ${testCenters} where ${testCenters.id} = ${side.testCenterId})`,
    registration_date: sql<string>`to_char(${side.registrationDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    invoices: sql<number>`(select count(*)::int from ${invoices} where ${invoices.studentId} = ${side.id} and ${invoices.deletedAt} is null)`,
    seat_date: sql<
      string | null
    >`(select ${sittings.date}::text from ${seatBookings} join ${sittings} on ${sittings.id} = ${seatBookings.sittingId} where ${seatBookings.studentId} = ${side.id} and ${seatBookings.releasedAt} is null)`,
  };
}

/**
 * One page of the open pairs, newest first (`duplicate_pairs_open_idx`), both candidates live, and
 * the number of open pairs.
 */
export async function listDuplicatePairs(db: Db, page: PageQuery): Promise<Page<DuplicatePair>> {
  const live = and(isNull(duplicatePairs.dismissedAt), isNull(first.deletedAt), isNull(second.deletedAt));
  const rows = await withPage(
    db
      .select({
        first: personColumns(first),
        second: personColumns(second),
        reasons: duplicatePairs.reasons,
        detectedAt: duplicatePairs.detectedAt,
      })
      .from(duplicatePairs)
      .innerJoin(first, eq(first.id, duplicatePairs.studentId))
      .innerJoin(second, eq(second.id, duplicatePairs.otherId))
      .where(live)
      .orderBy(desc(duplicatePairs.detectedAt), duplicatePairs.studentId, duplicatePairs.otherId)
      .$dynamic(),
    page,
  );
  // The trigger takes a deleted or merged candidate's open pairs out, so the open pairs are the
  // total: an index-only count of `duplicate_pairs_open_idx`, without joining both candidates.
  const [total] = await db
    .select({ n: count() })
    .from(duplicatePairs)
    .where(isNull(duplicatePairs.dismissedAt));
  return {
    rows: rows.map((row) => ({
      first: row.first as DuplicatePerson,
      second: row.second as DuplicatePerson,
      reasons: row.reasons as DuplicateReason[],
      detected_at: row.detectedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** Number of open pairs (the work queue's count, decision 0027). */
export async function countDuplicatePairs(db: Db): Promise<number> {
  const { total } = await listDuplicatePairs(db, { page: 1, pageSize: 1 });
  return total;
}

/** The pair's key: the lower id first, as stored. */
const pairKey = (a: number, b: number) => ({ studentId: Math.min(a, b), otherId: Math.max(a, b) });

/**
 * Marks the open pair of `a` and `b` "not a duplicate" (it leaves the queue and does not come back),
 * with who and when, and an audit row. 404 when the two are not an open pair.
 */
export async function dismissPair(db: Db, a: number, b: number, actor: Actor): Promise<void> {
  const key = pairKey(a, b);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(duplicatePairs)
      .set({ dismissedAt: new Date(), dismissedById: actor.id, dismissedBy: actor.username })
      .where(
        and(
          eq(duplicatePairs.studentId, key.studentId),
          eq(duplicatePairs.otherId, key.otherId),
          isNull(duplicatePairs.dismissedAt),
        ),
      )
      .returning({ reasons: duplicatePairs.reasons });
    if (!row) throw notFound("These two candidates are not in the duplicates queue.");
    await recordAudit(tx, actor, "duplicate.dismissed", key.studentId, {
      otherId: key.otherId,
      reasons: row.reasons,
    });
  });
}

/** Both candidates, locked in id order (so two merges of one pair cannot deadlock), live only. */
async function lockPair(tx: Tx, keepId: number, mergeId: number) {
  const rows = await tx
    .select({ id: students.id, reference: students.reference })
    .from(students)
    .where(and(inArray(students.id, [keepId, mergeId]), isNull(students.deletedAt)))
    .orderBy(students.id)
    .for("update");
  const keep = rows.find((row) => row.id === keepId);
  const merge = rows.find((row) => row.id === mergeId);
  if (!keep || !merge) throw notFound("Student not found.");
  return { keep, merge };
}

/**
 * The rows that cannot belong to one candidate twice, refused with 409 before anything moves: a live
 * seat each (a candidate holds one), a waiting-list entry each while one holds an offered seat, a
 * result each on the same sitting.
 */
async function refuseConflicts(tx: Tx, keepId: number, mergeId: number) {
  const seats = await tx
    .select({ studentId: seatBookings.studentId, sittingId: seatBookings.sittingId })
    .from(seatBookings)
    .where(and(inArray(seatBookings.studentId, [keepId, mergeId]), isNull(seatBookings.releasedAt)));
  if (seats.length === 2) {
    throw conflict(
      seats[0]!.sittingId === seats[1]!.sittingId
        ? "Both candidates hold a seat on the same sitting: release one of the seats before merging."
        : "Both candidates hold a seat: release one of the seats before merging.",
      "mergeId",
    );
  }
  const waiting = await tx
    .select({ studentId: waitingList.studentId, status: waitingList.status })
    .from(waitingList)
    .where(inArray(waitingList.studentId, [keepId, mergeId]));
  if (waiting.length === 2 && waiting.some((entry) => entry.status === "offered")) {
    throw conflict(
      "Both candidates are on a waiting list and one holds an offered seat: wait for the offer to be claimed or to run out.",
      "mergeId",
    );
  }
  const [sameSitting] = await tx
    .select({ sittingId: examResults.sittingId })
    .from(examResults)
    .where(inArray(examResults.studentId, [keepId, mergeId]))
    .groupBy(examResults.sittingId)
    .having(sql`count(*) > 1`);
  if (sameSitting) {
    throw conflict("Both candidates have a result for the same sitting: they cannot be merged.", "mergeId");
  }
}

/**
 * The merged record's waiting-list entry: moved to the kept record when it has none (1); when both
 * wait, the kept record keeps its own entry, takes the other's place if that is ahead in the same
 * center and month, and the other's entry leaves the list (status `merged`, the row kept; 0). A
 * candidate has one entry (`waiting_list_student`).
 */
async function mergeWaitingEntries(tx: Tx, keepId: number, mergeId: number): Promise<number> {
  const entries = await tx
    .select()
    .from(waitingList)
    .where(inArray(waitingList.studentId, [keepId, mergeId]))
    .for("update");
  const kept = entries.find((entry) => entry.studentId === keepId);
  const merged = entries.find((entry) => entry.studentId === mergeId);
  if (!merged) return 0;
  if (!kept) {
    await tx.update(waitingList).set({ studentId: keepId }).where(eq(waitingList.id, merged.id));
    return 1;
  }
  const sameList = kept.testCenterId === merged.testCenterId && kept.month === merged.month;
  if (sameList && merged.status === "waiting" && merged.position < kept.position) {
    await tx.update(waitingList).set({ position: merged.position }).where(eq(waitingList.id, kept.id));
  }
  await tx.update(waitingList).set({ status: "merged" }).where(eq(waitingList.id, merged.id));
  return 0;
}

/** The tables whose rows belong to one candidate by `student_id`, which a merge moves as they are. */
type MovedTable =
  | typeof invoices
  | typeof seatBookings
  | typeof examResults
  | typeof emailOutbox
  | typeof studentEvents;

/** Moves every row of `mergeId` to `keepId` and counts them by kind. */
async function moveRows(tx: Tx, keepId: number, mergeId: number): Promise<MergeMoved> {
  const move = async (table: MovedTable) => {
    // The five tables share `id` and `student_id`; drizzle cannot type an update over "any of them".
    const owned = table as typeof invoices;
    const rows = await tx
      .update(owned)
      .set({ studentId: keepId })
      .where(eq(owned.studentId, mergeId))
      .returning({ id: owned.id });
    return rows.length;
  };
  const moved = {
    invoices: await move(invoices),
    seats: await move(seatBookings),
    waitingList: await mergeWaitingEntries(tx, keepId, mergeId),
    results: await move(examResults),
    emails: await move(emailOutbox),
    events: await move(studentEvents),
  };
  const converted = await tx
    .update(inquiries)
    .set({ convertedStudentId: keepId })
    .where(eq(inquiries.convertedStudentId, mergeId))
    .returning({ id: inquiries.id });
  return { ...moved, inquiries: converted.length };
}

/**
 * Merges candidate `mergeId` into `keepId` in one transaction (docs/product.md §12 "Duplicates and
 * merge", decision 0031): their invoices, seats (live and past), waiting-list entry, results, e-mails,
 * history and converted inquiries move to the kept record; the merged one is soft-deleted (by the
 * actor, `merged_into_id` = the kept id), which takes its pairs out of the queue; both get a `merged`
 * event (the other's reference, the counts moved) and an audit row records it. 404 when either is
 * unknown or deleted; 409 (nothing changed) on a conflict of {@link refuseConflicts}.
 */
export async function mergeCandidates(
  db: Db,
  keepId: number,
  mergeId: number,
  actor: Actor,
): Promise<MergeMoved> {
  return db.transaction(async (tx) => {
    const { keep, merge } = await lockPair(tx, keepId, mergeId);
    await refuseConflicts(tx, keepId, mergeId);
    const moved = await moveRows(tx, keepId, mergeId);
    await tx
      .update(students)
      .set({ deletedAt: new Date(), deletedBy: actor.id, mergedIntoId: keepId, updatedAt: new Date() })
      .where(eq(students.id, mergeId));
    const counts = { from: null, to: moved };
    await recordStudentEvents(tx, actor, "merged", [
      {
        studentId: keepId,
        changes: { mergedFrom: { from: merge.reference, to: keep.reference }, moved: counts },
      },
      {
        studentId: mergeId,
        changes: { mergedInto: { from: merge.reference, to: keep.reference }, moved: counts },
      },
    ]);
    await recordAudit(tx, actor, "duplicate.merged", keepId, { mergeId, moved });
    return moved;
  });
}
