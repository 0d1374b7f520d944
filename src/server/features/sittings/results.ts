/**
 * Exam results of a sitting (docs/product.md §11 "Results", decision 0024). Recording a result, on
 * the roster or from an import, is one transaction: the `exam_results` row, the candidate's move
 * along the pipeline record (to Results, the "exam taken" milestone, then Send_Score, the "result
 * sent" one: a `state_changed` event each, as a staff move makes), a `result_recorded` event, and
 * the e-mail the Send_Score record names (`results_sent`) with the result and what comes next.
 * A candidate already at Send_Score or later stays there; a corrected result is a new e-mail, the
 * same result again is nothing.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { examResults, seatBookings, students } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { candidateIdentity, liveSeatIn, seatHolders } from "#server/domain/live-seat.ts";
import { lockSittingRow } from "#server/domain/sitting-lock.ts";
import { moveStudentStates, recordSeatEvents } from "#server/domain/student-events.ts";
import { AppError, badRequest, conflict, notFound } from "#server/errors.ts";
import { enqueueStudentEmails, stateEmailKind } from "#server/mail/outbox.ts";
import { canMove, milestoneState, PIPELINE, type StudentState } from "#shared/candidates/pipeline.ts";
import type { ExamOutcome, ExamResult, ResultEntry } from "#shared/sittings/results.ts";
import { SITTING_UTC_OFFSET_MINUTES, sittingStart } from "#shared/sittings/sittings.ts";
import { requireSittingAccess } from "./queries.ts";

/** The state that says the exam was taken, and the one that says its result was sent (pipeline.ts). */
const TAKEN_STATE = milestoneState("exam_taken");
const SENT_STATE = milestoneState("result_sent");

/** Today in the centers' time zone (`YYYY-MM-DD`). */
export function centerToday(now: Date): string {
  return new Date(now.getTime() + SITTING_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** What recording results needs besides the database. */
export interface ResultContext {
  /** `roster` or `import`. */
  source: "roster" | "import";
}

/**
 * The sitting `id` locked for its results, after the checks every result write makes: 404 unknown,
 * 403 another center's (test_center), 409 cancelled or not yet started at `now`.
 */
export async function sittingForResults(tx: Tx, id: number, actor: Actor, now: Date) {
  const sitting = await lockSittingRow(tx, id);
  if (!sitting) throw notFound("Sitting not found.");
  requireSittingAccess(actor, sitting.testCenterId);
  if (sitting.status === "cancelled")
    throw conflict("This sitting is cancelled: it has no results.", "status");
  if (now < sittingStart(sitting.date, sitting.startTime)) {
    throw conflict("This sitting has not started yet: its results can be recorded from its start.", "date");
  }
  return sitting;
}

/** The live seats of sitting `id` (its roster) with what identifies their candidates. */
export async function rosterKeys(db: Db | Tx, id: number) {
  return seatHolders(
    db
      .select({ bookingId: seatBookings.id, ...candidateIdentity })
      .from(seatBookings)
      .$dynamic(),
    id,
    isNull(students.deletedAt),
  );
}

/** A result as the history records it: `fail 61.5 (2027-03-20)`. */
export const summary = (r: { outcome: string; score: number | null; receivedOn: string }) =>
  `${r.outcome}${r.score === null ? "" : ` ${r.score}`} (${r.receivedOn})`;

/**
 * Records `entries` for sitting `id` inside `tx` (see the module). `receivedOn` must fall between the
 * sitting's date and today (400 naming the entry); every candidate must hold a seat in the sitting
 * (404 naming the entry). Returns how many results were new or changed and how many candidates moved.
 */
export async function recordResultsIn(
  tx: Tx,
  id: number,
  entries: readonly ResultEntry[],
  actor: Actor,
  now: Date,
  ctx: ResultContext,
): Promise<{ recorded: number; moved: number }> {
  const sitting = await sittingForResults(tx, id, actor, now);
  const today = centerToday(now);
  entries.forEach((entry, index) => {
    if (entry.receivedOn < sitting.date || entry.receivedOn > today) {
      throw badRequest(
        `The result's date must be between the sitting's date (${sitting.date}) and today (${today}).`,
        `results.${index}.receivedOn`,
      );
    }
  });
  const ids = entries.map((entry) => entry.studentId);
  const seats = await tx
    .select({ bookingId: seatBookings.id, studentId: seatBookings.studentId })
    .from(seatBookings)
    .where(liveSeatIn(id, inArray(seatBookings.studentId, ids)));
  const seatOf = new Map(seats.map((s) => [s.studentId, s.bookingId]));
  const candidates = await tx
    .select({
      id: students.id,
      state: students.state,
    })
    .from(students)
    .where(and(inArray(students.id, ids), isNull(students.deletedAt)))
    .orderBy(students.id)
    .for("update");
  const candidateOf = new Map(candidates.map((c) => [c.id, c]));
  entries.forEach((entry, index) => {
    if (!seatOf.has(entry.studentId) || !candidateOf.has(entry.studentId)) {
      throw new AppError(
        404,
        `Candidate #${entry.studentId} holds no seat in this sitting.`,
        `results.${index}.studentId`,
      );
    }
  });
  const previous = await tx
    .select({
      studentId: examResults.studentId,
      outcome: examResults.outcome,
      score: examResults.score,
      receivedOn: examResults.receivedOn,
    })
    .from(examResults)
    .where(and(eq(examResults.sittingId, id), inArray(examResults.studentId, ids)));
  const before = new Map(previous.map((p) => [p.studentId, p]));
  const changed = entries.filter((entry) => {
    const old = before.get(entry.studentId);
    return !old || summary(old) !== summary(entry);
  });
  if (changed.length === 0) return { recorded: 0, moved: 0 };

  for (const entry of changed) {
    const values = {
      outcome: entry.outcome,
      score: entry.score,
      receivedOn: entry.receivedOn,
      source: ctx.source,
      recordedAt: now,
      recordedById: actor.id,
      recordedBy: actor.username,
    };
    await tx
      .insert(examResults)
      .values({
        studentId: entry.studentId,
        sittingId: id,
        bookingId: seatOf.get(entry.studentId)!,
        ...values,
      })
      .onConflictDoUpdate({ target: [examResults.sittingId, examResults.studentId], set: values });
  }
  await recordSeatEvents(
    tx,
    actor,
    "result_recorded",
    changed.map((entry) => {
      const old = before.get(entry.studentId);
      const result = { from: old ? summary(old) : null, to: summary(entry) };
      return { studentId: entry.studentId, from: null, to: id, changes: { result } };
    }),
  );

  // The pipeline: to "exam taken", then "result sent", by the same rule a staff move follows.
  const order = (state: StudentState) => PIPELINE[state].order;
  const initial = new Map(candidates.map((c) => [c.id, c.state]));
  for (const target of [TAKEN_STATE, SENT_STATE]) {
    const moving = changed
      .map((entry) => candidateOf.get(entry.studentId)!)
      .filter((c) => order(c.state) < order(target) && canMove(c.state, target));
    await moveStudentStates(tx, actor, moving, target, { updatedAt: now });
    for (const c of moving) c.state = target;
  }
  const moved = changed.filter(
    (e) => candidateOf.get(e.studentId)!.state !== initial.get(e.studentId),
  ).length;

  // The e-mail of the result-sent state, carrying the result (one per distinct result).
  const kind = stateEmailKind(SENT_STATE);
  if (kind) {
    for (const entry of changed) {
      const c = candidateOf.get(entry.studentId)!;
      if (order(c.state) < order(SENT_STATE)) continue;
      await enqueueStudentEmails(tx, kind, [c.id], {
        scope: `${id}:${entry.outcome}:${entry.score ?? "-"}:${entry.receivedOn}`,
        extra: {
          outcome: entry.outcome,
          score: entry.score,
          receivedOn: entry.receivedOn,
          // Not passed: the e-mail links to the status page's retake (decision 0028), signed at send time.
          retake: entry.outcome === "pass" ? 0 : 1,
        },
      });
    }
  }
  return { recorded: changed.length, moved };
}

/** {@link recordResultsIn} in its own transaction. */
export async function recordResults(
  db: Db,
  id: number,
  entries: readonly ResultEntry[],
  actor: Actor,
  now: Date,
  ctx: ResultContext,
) {
  return db.transaction((tx) => recordResultsIn(tx, id, entries, actor, now, ctx));
}

/** Each roster candidate's result in sitting `id`. */
export async function sittingResults(db: Db, id: number): Promise<Map<number, ExamResult>> {
  const rows = await db
    .select({
      studentId: examResults.studentId,
      outcome: examResults.outcome,
      score: examResults.score,
      receivedOn: examResults.receivedOn,
      recordedAt: examResults.recordedAt,
      recordedBy: examResults.recordedBy,
    })
    .from(examResults)
    .where(eq(examResults.sittingId, id));
  return new Map(
    rows.map(({ studentId, ...r }) => [
      studentId,
      { ...r, outcome: r.outcome as ExamOutcome, recordedAt: r.recordedAt.toISOString() },
    ]),
  );
}
