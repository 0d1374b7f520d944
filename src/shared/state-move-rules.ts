/**
 * Moves that contradict the data (docs/product.md §4 "Moves against the data"): staff may move a
 * candidate to any state (spec §4), but a move the candidate's own data contradicts (the result
 * before the exam, payment confirmed without a paid invoice) is answered with a warning first and
 * made only once staff confirm it. Pure rules, shared by the server (which decides) and the web
 * (which shows them).
 */
import type { StudentState } from "./student-states.ts";

/** What the rules read of one candidate. */
export interface MoveFacts {
  /** YYYY-MM-DD, or null when no exam date is set. */
  examDate: string | null;
  /** True when the candidate has a live invoice confirmed as paid. */
  hasPaidInvoice: boolean;
}

/** Why a move contradicts the data. */
export type MoveWarningCode = "exam_not_taken" | "no_exam_date" | "no_paid_invoice";

/** The staff-facing text of each warning (English, as the back office). */
export const MOVE_WARNING_TEXT: Record<MoveWarningCode, string> = {
  exam_not_taken: "the exam date has not passed yet",
  no_exam_date: "no exam date is set",
  no_paid_invoice: "there is no invoice confirmed as paid",
};

/** States that say the exam has been taken (Results and after). */
const AFTER_EXAM: readonly StudentState[] = ["Results", "Send_Score", "Done"];

/** Today's date (YYYY-MM-DD, UTC) at `now` (ms): exam dates carry no time zone. */
export const isoDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** True when an exam on `examDate` has taken place by `today` (the exam day itself counts). */
export const examTaken = (examDate: string | null, today: string) => examDate !== null && examDate <= today;

/**
 * The warnings a move to `state` raises for a candidate with `facts` on `today` (YYYY-MM-DD):
 * Results, Send_Score or Done with no exam date or one still to come; Invoice_Confirmed without an
 * invoice confirmed as paid. None for the other states (Exam_Details without a date is the normal
 * way in: the date can be set only in that state, spec §4).
 */
export function moveWarnings(state: StudentState, facts: MoveFacts, today: string): MoveWarningCode[] {
  if (AFTER_EXAM.includes(state)) {
    if (facts.examDate === null) return ["no_exam_date"];
    if (!examTaken(facts.examDate, today)) return ["exam_not_taken"];
  }
  if (state === "Invoice_Confirmed" && !facts.hasPaidInvoice) return ["no_paid_invoice"];
  return [];
}
