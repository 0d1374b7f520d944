/**
 * The candidate's status page (docs/product.md §2 "Status page"): who is asking (reference and e-mail address, or a
 * signed link) and what they see. No enumeration: an unknown reference, a wrong address, a deleted
 * registration and a bad link all end in the same 404, and the lookup does the same work whichever
 * it is (one indexed query by reference, then a constant-time comparison of address digests, a
 * dummy one when no row came back).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, max } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { invoices, studentEvents, students, testCenters } from "#server/db/schema.ts";
import { heldSeat } from "#server/domain/candidate-seat.ts";
import { latestResult } from "#server/domain/exam-results.ts";
import { currentInstructions } from "#server/domain/payment-instructions.ts";
import { retakeEligibility } from "#server/domain/retakes.ts";
import { notFound } from "#server/errors.ts";
import type { StatusLinks } from "#server/lib/status-links.ts";
import {
  candidateNextKey,
  hasReached,
  isoDay,
  PIPELINE,
  STUDENT_STATES,
  type StudentState,
} from "#shared/candidates/pipeline.ts";
import { REGULATORS } from "#shared/reference/regulators.ts";
import {
  type CandidateStatus,
  normaliseEmail,
  STATUS_TEXTS,
  type StatusLookup,
  type StatusStage,
} from "#shared/registration/status.ts";
import { changeDeadline } from "#shared/sittings/sittings.ts";

/** What the status view needs besides the database. */
export interface StatusContext {
  links: StatusLinks;
  supportEmail: string;
  supportPhone: string | null;
  /** `PAYMENT_INSTRUCTIONS`: the initial value, replaced by an admin's saved instructions. */
  paymentInstructions: string | null;
  /** The clock (ms): whether the exam date has passed. */
  now?: () => number;
}

/** The one answer for every failed lookup (docs/product.md §2 "Status page": no enumeration). */
const notFoundAnswer = () => notFound(STATUS_TEXTS.notFound);

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Compared against when no row came back, so a miss costs what a wrong address costs. */
const NO_ADDRESS = digest("\u0000no candidate\u0000");

/** True when the two addresses are the same, case aside; time independent of where they differ. */
function sameAddress(stored: string | null, given: string): boolean {
  const equal = timingSafeEqual(stored === null ? NO_ADDRESS : digest(normaliseEmail(stored)), digest(given));
  return stored !== null && equal;
}

/** The columns the view is built from (the candidate's own personal fields are never read). */
const candidateColumns = {
  id: students.id,
  email: students.email,
  reference: students.reference,
  state: students.state,
  registrationDate: students.registrationDate,
  testCenterId: students.testCenterId,
  trialMonth: students.trialMonth,
  requestedDateRange: students.requestedDateRange,
  examCategory: students.examCategory,
  examSpecialty: students.examSpecialty,
  examName: students.examName,
  examDate: students.examDate,
  examTime: students.examTime,
  examLocation: students.examLocation,
  testCenter: testCenters.name,
};
/** A candidate as the status view reads them. */
export interface CandidateRow {
  id: number;
  email: string;
  reference: string;
  state: StudentState;
  registrationDate: Date;
  testCenterId: number | null;
  trialMonth: string;
  requestedDateRange: string | null;
  examCategory: string;
  examSpecialty: string;
  examName: string;
  /** YYYY-MM-DD. */
  examDate: string | null;
  examTime: string | null;
  examLocation: string | null;
  testCenter: string | null;
}

function selectCandidate(db: Db) {
  return db
    .select(candidateColumns)
    .from(students)
    .leftJoin(testCenters, eq(testCenters.id, students.testCenterId));
}

/**
 * The live candidate with `reference` and address `email` (both already normalised by the schema);
 * 404 with {@link STATUS_TEXTS.notFound} otherwise, whichever part was wrong.
 */
export async function findByReference(db: Db, { reference, email }: StatusLookup): Promise<CandidateRow> {
  const [row] = await selectCandidate(db)
    .where(and(eq(students.reference, reference), isNull(students.deletedAt)))
    .limit(1);
  // No early return: the comparison runs on a miss too.
  const matches = sameAddress(row?.email ?? null, email);
  if (!row || !matches) throw notFoundAnswer();
  return row;
}

/**
 * The live candidate a signed link names, still at the address the link was sent to (a changed
 * address voids older links); 404 with {@link STATUS_TEXTS.notFound} for a forged, expired or
 * void link or a deleted candidate.
 */
export async function findByToken(db: Db, links: StatusLinks, token: string): Promise<CandidateRow> {
  const claims = await links.verify(token);
  const [row] = claims
    ? await selectCandidate(db)
        .where(and(eq(students.id, claims.studentId), isNull(students.deletedAt)))
        .limit(1)
    : [];
  const matches = sameAddress(row?.email ?? null, claims?.email ?? "");
  if (!row || !matches) throw notFoundAnswer();
  return row;
}

/** When the candidate last moved into each state, from their history. */
async function stageDates(db: Db, studentId: number): Promise<Map<StudentState, Date>> {
  const rows = await db
    .select({ state: studentEvents.toState, at: max(studentEvents.createdAt) })
    .from(studentEvents)
    .where(and(eq(studentEvents.studentId, studentId), isNotNull(studentEvents.toState)))
    .groupBy(studentEvents.toState);
  return new Map(
    rows.flatMap((row) => (row.state && row.at ? [[row.state, new Date(row.at)] as const] : [])),
  );
}

/**
 * The timeline: stages before the current one are done (dated by the last move into them, or
 * undated when skipped), the current one is dated by its own last move (the registration date for
 * a candidate never moved), the later ones are upcoming even if reached before and moved back.
 */
export function buildTimeline(
  state: StudentState,
  dates: ReadonlyMap<StudentState, Date>,
  registeredAt: Date,
): StatusStage[] {
  const current = STUDENT_STATES.indexOf(state);
  return STUDENT_STATES.map((key, index) => {
    const status = index < current ? "done" : index === current ? "current" : "upcoming";
    const at = status === "upcoming" ? null : (dates.get(key) ?? (index === 0 ? registeredAt : null));
    return { key, label: PIPELINE[key].candidateLabel, status, reachedAt: at ? at.toISOString() : null };
  });
}

/** True while a candidate in `state` waits to pay an invoice (invoiced, payment not yet confirmed). */
const waitsForPayment = (state: StudentState) => hasReached(state, "invoiced") && !hasReached(state, "paid");

/** The latest live invoice not yet confirmed paid, of a candidate waiting to pay. */
async function openInvoice(db: Db, studentId: number) {
  const [row] = await db
    .select({ number: invoices.invoiceNumber, amount: invoices.amount, currency: invoices.currency })
    .from(invoices)
    .where(and(eq(invoices.studentId, studentId), isNull(invoices.deletedAt), eq(invoices.confirmed, false)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row;
}

/**
 * The status view of `candidate` (schema `candidateStatusSchema`): exam as registered, stage,
 * timeline, what happens next as the data shows it (`next`, docs/product.md §2 "Status page"), the
 * invoice to pay (stage Invoice) with the payment instructions in force, the appointment (from
 * Exam_Details on, once dated; one place: the typed location, else the test center), whether the
 * result was sent (and, then, the result), the support contacts and `token` for the page's links.
 */
export async function statusView(
  db: Db,
  context: StatusContext,
  candidate: CandidateRow,
  token: string,
): Promise<CandidateStatus> {
  const state = candidate.state;
  const resultSent = hasReached(state, "result_sent");
  const [dates, invoice, seatHeld, result, retake] = await Promise.all([
    stageDates(db, candidate.id),
    waitsForPayment(state) ? openInvoice(db, candidate.id) : Promise.resolve(undefined),
    heldSeat(db, candidate.id),
    // The result shows once it was sent (docs/product.md §11 "Results"), not while staff enter it.
    resultSent ? latestResult(db, candidate.id) : Promise.resolve(null),
    resultSent ? retakeEligibility(db, candidate.id, state) : Promise.resolve(null),
  ]);
  // Once the seat's result is out, the seat card and its letter give way to the result (§11 "Retake").
  const held = seatHeld && result?.bookingId !== seatHeld.bookingId ? seatHeld : null;
  const changeUntil = held ? changeDeadline(held.date, held.startTime, held.changeDeadlineHours) : null;
  const seat =
    held && changeUntil
      ? {
          sittingId: held.sittingId,
          date: held.date,
          startTime: held.startTime,
          durationMinutes: held.durationMinutes,
          testCenter: held.testCenter,
          room: held.room,
          changeUntil: changeUntil.toISOString(),
          canChange: (context.now ?? Date.now)() < changeUntil.getTime(),
        }
      : null;
  const payment = invoice ? await currentInstructions(db, context.paymentInstructions) : null;
  const regulator = REGULATORS.find((r) => r.code === candidate.examCategory);
  // Once its result is out, the exam taken gives way to the result too (§11 "Retake").
  const appointment =
    hasReached(state, "exam_booked") && candidate.examDate && !result
      ? {
          date: candidate.examDate,
          time: candidate.examTime || null,
          // One place: what staff typed, else the registered test center (never both as if two).
          location: candidate.examLocation || candidate.testCenter || null,
          testCenter: candidate.testCenter ?? null,
          calendar: Boolean(candidate.examLocation),
        }
      : null;
  return {
    success: true,
    reference: candidate.reference,
    exam: {
      category: candidate.examCategory,
      regulator: regulator?.name ?? null,
      specialty: candidate.examSpecialty,
      name: candidate.examName,
    },
    stage: { key: state, label: PIPELINE[state].candidateLabel },
    next: candidateNextKey(state, {
      hasInvoice: Boolean(invoice),
      examDate: candidate.examDate,
      today: isoDay((context.now ?? Date.now)()),
    }),
    timeline: buildTimeline(state, dates, candidate.registrationDate),
    invoice: invoice
      ? {
          number: invoice.number,
          amount: invoice.amount,
          currency: invoice.currency,
          paymentInstructions: payment?.en ?? null,
          paymentInstructionsAr: payment?.ar ?? null,
        }
      : null,
    appointment,
    seat,
    resultSent,
    result: result ? { outcome: result.outcome, score: result.score, receivedOn: result.receivedOn } : null,
    retake:
      retake?.eligibility === "allowed"
        ? {
            testCenterId: candidate.testCenterId,
            trialMonth: candidate.trialMonth,
            requestedDateRange: candidate.requestedDateRange,
          }
        : null,
    contact: { email: context.supportEmail, phone: context.supportPhone },
    token,
  };
}

/** The exam of a candidate found by token, as the calendar entry's parameters; 404 when none is set. */
export function appointmentParams(candidate: CandidateRow) {
  if (!hasReached(candidate.state, "exam_booked") || !candidate.examDate || !candidate.examLocation) {
    throw notFound(STATUS_TEXTS.noExam);
  }
  return {
    reference: candidate.reference,
    examName: candidate.examName,
    examDate: candidate.examDate,
    examTime: candidate.examTime,
    examLocation: candidate.examLocation,
    testCenter: candidate.testCenter,
  };
}
