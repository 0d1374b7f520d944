import { describe, expect, it } from "vitest";
import { candidateNextKey } from "./candidate-status.ts";
import { examTaken, isoDay, moveWarnings } from "./state-move-rules.ts";
import { STUDENT_STATES } from "./student-states.ts";

const TODAY = "2026-11-26";

describe("moveWarnings", () => {
  it("warns on Results, Send_Score and Done before the exam date or without one", () => {
    for (const state of ["Results", "Send_Score", "Done"] as const) {
      expect(moveWarnings(state, { examDate: "2026-12-21", hasPaidInvoice: true }, TODAY)).toEqual([
        "exam_not_taken",
      ]);
      expect(moveWarnings(state, { examDate: null, hasPaidInvoice: true }, TODAY)).toEqual(["no_exam_date"]);
      // The exam day itself and any day after bear the move out.
      expect(moveWarnings(state, { examDate: TODAY, hasPaidInvoice: true }, TODAY)).toEqual([]);
      expect(moveWarnings(state, { examDate: "2026-11-01", hasPaidInvoice: false }, TODAY)).toEqual([]);
    }
  });

  it("warns on Invoice_Confirmed without a paid invoice only", () => {
    expect(moveWarnings("Invoice_Confirmed", { examDate: null, hasPaidInvoice: false }, TODAY)).toEqual([
      "no_paid_invoice",
    ]);
    expect(moveWarnings("Invoice_Confirmed", { examDate: null, hasPaidInvoice: true }, TODAY)).toEqual([]);
  });

  it("never warns on the states before the exam other than Invoice_Confirmed (Exam_Details is how a date gets set)", () => {
    const bare = { examDate: null, hasPaidInvoice: false };
    for (const state of STUDENT_STATES.filter(
      (s) => STUDENT_STATES.indexOf(s) < STUDENT_STATES.indexOf("Results"),
    )) {
      if (state !== "Invoice_Confirmed") expect(moveWarnings(state, bare, TODAY)).toEqual([]);
    }
  });

  it("reads days in UTC", () => {
    expect(isoDay(Date.UTC(2026, 10, 26, 23, 59))).toBe("2026-11-26");
    expect(examTaken("2026-11-27", "2026-11-26")).toBe(false);
    expect(examTaken(null, "2026-11-26")).toBe(false);
  });
});

describe("candidateNextKey", () => {
  const facts = { hasInvoice: true, examDate: "2026-11-01", today: TODAY };
  it("keeps each state's own text where the data bears it out", () => {
    for (const state of STUDENT_STATES) expect(candidateNextKey(state, facts)).toBe(state);
  });
  it("says only what is known: no invoice yet, no exam date yet, the exam still to come", () => {
    expect(candidateNextKey("Invoice", { ...facts, hasInvoice: false })).toBe("Invoice_preparing");
    expect(candidateNextKey("Exam_Details", { ...facts, examDate: null })).toBe("Exam_Details_pending");
    expect(candidateNextKey("Results", { ...facts, examDate: "2026-12-21" })).toBe("Results_pending");
    expect(candidateNextKey("Results", { ...facts, examDate: null })).toBe("Results_pending");
  });
});
