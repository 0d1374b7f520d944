/**
 * Booking a retake on the same registration (docs/product.md §11 "Retake", decision 0028), for the
 * candidate's status page (`candidate-routes.ts`) and the admins' candidate page (`retake-routes.ts`).
 *
 * One transaction: the candidate's row locked; the latest result must be a fail or an absence that
 * was sent; the seat of that attempt is concluded (it stays on its sitting's roster, with its
 * attendance and its `exam_results` row); the registration takes the new center, month and date
 * range and loses the old exam date, time and place; a `retake_booked` event keeps the previous
 * attempt (sitting, date, place, result, center, month); the move back to the state an invoice is
 * issued in (`invoiced`: Invoice) is a `state_changed` event by the same actor; the waiting list
 * is joined when the month has no open seat; and the `retake_booked` e-mail is queued.
 */
import { eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { seatBookings, sittings, students, testCenters } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { lockLiveRow } from "#server/domain/live-rows.ts";
import { currentBooking } from "#server/domain/live-seat.ts";
import { RETAKE_STATE, retakeEligibility } from "#server/domain/retakes.ts";
import { monthOfTrialMonth, waitIfNoSeat } from "#server/domain/seat-offers.ts";
import { moveStudentStates, recordStudentEvents } from "#server/domain/student-events.ts";
import { badRequest, conflict } from "#server/errors.ts";
import { enqueueStudentEmails } from "#server/mail/outbox.ts";
import { RETAKE_REFUSALS, type RetakeChoice, type RetakeResponse } from "#shared/sittings/retakes.ts";
import { summary } from "./results.ts";

/**
 * Books a retake for candidate `studentId` inside `tx` (see the module); `actor` null: the
 * candidate from their status page. Errors: 404 "Student not found." (deleted or unknown); 400
 * `result` with no result sent yet or a pass; 409 `result` when a retake is already booked for the
 * latest result; 400 `test_center` for an unknown or deleted center.
 */
export async function bookRetakeIn(
  tx: Tx,
  studentId: number,
  choice: RetakeChoice,
  actor: Actor | null,
  now: Date,
): Promise<RetakeResponse> {
  const candidate = await lockLiveRow(
    tx,
    students,
    studentId,
    {
      id: students.id,
      state: students.state,
      testCenterId: students.testCenterId,
      trialMonth: students.trialMonth,
      requestedDateRange: students.requestedDateRange,
      examCategory: students.examCategory,
      examName: students.examName,
      examDate: students.examDate,
      examTime: students.examTime,
      examLocation: students.examLocation,
    },
    "Student not found.",
  );
  const { eligibility, result } = await retakeEligibility(tx, studentId, candidate.state);
  if (eligibility === "no_result") throw badRequest(RETAKE_REFUSALS.noResult, "result");
  if (eligibility === "passed") throw badRequest(RETAKE_REFUSALS.passed, "result");
  if (eligibility === "booked" || !result) throw conflict(RETAKE_REFUSALS.booked, "result");

  const centers = await tx
    .select({ id: testCenters.id, name: testCenters.name })
    .from(testCenters)
    .where(isNull(testCenters.deletedAt));
  const center = centers.find((c) => c.id === choice.test_center);
  if (!center) throw badRequest("Please choose a test center.", "test_center");
  const previousCenter = centers.find((c) => c.id === candidate.testCenterId)?.name ?? null;
  const [sitting] = await tx
    .select({ date: sittings.date, startTime: sittings.startTime })
    .from(sittings)
    .where(eq(sittings.id, result.sittingId));

  // The attempt's seat is over: kept on its roster, no longer the seat the candidate holds.
  await tx
    .update(seatBookings)
    .set({ concludedAt: now })
    .where(currentBooking(eq(seatBookings.studentId, studentId), isNull(seatBookings.heldUntil)));
  await tx
    .update(students)
    .set({
      testCenterId: center.id,
      trialMonth: choice.Trail_month,
      requestedDateRange: choice.requestedDateRange,
      examDate: null,
      examTime: null,
      examLocation: null,
      updatedAt: now,
      updatedById: actor?.id ?? null,
    })
    .where(eq(students.id, studentId));
  await recordStudentEvents(tx, actor, "retake_booked", [
    {
      studentId,
      changes: {
        examName: { from: candidate.examName, to: candidate.examName },
        sitting: { from: result.sittingId, to: null },
        sittingDate: { from: sitting ? `${sitting.date} ${sitting.startTime}` : null, to: null },
        result: { from: summary(result), to: null },
        ExamDate: { from: candidate.examDate, to: null },
        exam_time: { from: candidate.examTime, to: null },
        ExamLocation: { from: candidate.examLocation, to: null },
        test_center: { from: previousCenter, to: center.name },
        Trail_month: { from: candidate.trialMonth, to: choice.Trail_month },
        requestedDateRange: { from: candidate.requestedDateRange, to: choice.requestedDateRange },
      },
    },
  ]);
  await moveStudentStates(tx, actor, [candidate], RETAKE_STATE, { updatedAt: now }, () => ({
    retake: { from: null, to: result.sittingId },
  }));
  const waitingList = await waitIfNoSeat(
    tx,
    {
      studentId,
      testCenterId: center.id,
      month: monthOfTrialMonth(choice.Trail_month, now),
      examCategory: candidate.examCategory,
      examName: candidate.examName,
    },
    now,
    true,
  );
  // One e-mail per concluded attempt (the result's booking): a retry of the same retake is none.
  await enqueueStudentEmails(tx, "retake_booked", [studentId], {
    scope: result.bookingId,
    extra: {
      previousOutcome: result.outcome,
      trialMonth: choice.Trail_month,
      waitingList: waitingList ? 1 : 0,
    },
  });
  return {
    success: true,
    message: "Your retake is booked. We will send you an invoice for the exam fee.",
    state: RETAKE_STATE,
    waitingList,
  };
}

/** {@link bookRetakeIn} in its own transaction. */
export async function bookRetake(
  db: Db,
  studentId: number,
  choice: RetakeChoice,
  actor: Actor | null,
  now: Date,
): Promise<RetakeResponse> {
  return db.transaction((tx) => bookRetakeIn(tx, studentId, choice, actor, now));
}
