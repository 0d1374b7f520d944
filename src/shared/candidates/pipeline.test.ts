import { describe, expect, it } from "vitest";
import { EMAIL_KINDS } from "#shared/mail/outbox.ts";
import { studentEditFieldsSchema } from "./edit.ts";
import {
  allowedNextStates,
  candidateNextKey,
  canMove,
  examTaken,
  hasReached,
  isEditableIn,
  isoDay,
  MILESTONES,
  mayCreateInvoice,
  milestoneState,
  moveWarnings,
  NEXT_KEYS,
  PIPELINE,
  type PipelineState,
  STAGE_API_PATHS,
  STAGE_PAGE_PATHS,
  STAGES,
  STATE_LOCKED_FIELDS,
  STUDENT_STATES,
  stageFromSegment,
  stateLabel,
} from "./pipeline.ts";

/** Every property of a state's record; `tsc` fails here when the interface gains one not listed. */
const PROPERTIES = [
  "order",
  "label",
  "title",
  "menuLabel",
  "pagePaths",
  "apiPath",
  "candidateLabel",
  "candidateLabelKey",
  "color",
  "email",
  "confirmation",
  "marks",
  "requires",
  "unlocks",
  "pending",
  "next",
] as const satisfies readonly (keyof PipelineState)[];
type Unlisted = Exclude<keyof PipelineState, (typeof PROPERTIES)[number]>;
const everyPropertyListed: [Unlisted] extends [never] ? true : never = true;

describe("the pipeline record", () => {
  it("lists every property of a state", () => {
    expect(everyPropertyListed).toBe(true);
    expect(new Set(PROPERTIES).size).toBe(PROPERTIES.length);
  });

  it.each(STUDENT_STATES)("%s has every property, with a value of its kind", (state) => {
    const record = PIPELINE[state] as unknown as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual([...PROPERTIES].sort());
    for (const property of ["label", "title", "menuLabel", "apiPath", "candidateLabel", "color"]) {
      expect(typeof record[property], property).toBe("string");
      expect((record[property] as string).trim(), property).not.toBe("");
    }
    expect(Number.isInteger(PIPELINE[state].order)).toBe(true);
    expect(PIPELINE[state].pagePaths.length).toBeGreaterThan(0);
    expect(PIPELINE[state].candidateLabelKey).toBe(`status.stage.${state}`);
    expect(["set", "clear", "keep"]).toContain(PIPELINE[state].confirmation);
  });

  it("orders the states 1, 2, 3 … without a gap or a tie", () => {
    expect(STUDENT_STATES.map((state) => PIPELINE[state].order)).toEqual(STUDENT_STATES.map((_, i) => i + 1));
    expect(STUDENT_STATES[0]).toBe("Not_Confirmed");
    expect(STUDENT_STATES.at(-1)).toBe("Done");
  });

  it("gives each state its own labels, title, colour and paths", () => {
    for (const property of ["label", "title", "menuLabel", "candidateLabel", "color", "apiPath"] as const) {
      const values = STUDENT_STATES.map((state) => PIPELINE[state][property]);
      expect(new Set(values).size, property).toBe(values.length);
    }
    expect(new Set(STAGE_PAGE_PATHS).size).toBe(STAGE_PAGE_PATHS.length);
  });

  it("resolves every page and API path, in every spelling, to its own state", () => {
    for (const state of STUDENT_STATES) {
      const { pagePaths, apiPath } = PIPELINE[state];
      for (const path of [...pagePaths, apiPath]) {
        expect(stageFromSegment(path.split("/").pop()!)?.state, path).toBe(state);
      }
      expect(pagePaths.every((path) => /^\/[sS]tage\/[\w-]+$/.test(path))).toBe(true);
      expect(apiPath).toMatch(/^\/api\/stage\/[\w-]+$/);
    }
    expect(stageFromSegment("Paid")).toBeUndefined();
  });

  it("sends only e-mails that exist, each from one state", () => {
    const emails = STUDENT_STATES.flatMap((state) => PIPELINE[state].email ?? []);
    for (const email of emails) expect(EMAIL_KINDS).toContain(email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toEqual(["confirmed", "exam_details", "results_sent", "done"]);
  });

  it("has each milestone marked by exactly one state, in the milestones' order", () => {
    const marked = STUDENT_STATES.flatMap((state) => PIPELINE[state].marks ?? []);
    expect(marked).toEqual([...MILESTONES]);
    expect(milestoneState("exam_booked")).toBe("Exam_Details");
    expect(hasReached("Results", "exam_booked")).toBe(true);
    expect(hasReached("Exam_Details", "exam_booked")).toBe(true);
    expect(hasReached("Invoice_Confirmed", "exam_booked")).toBe(false);
  });

  it("unlocks only fields of the edit form; Exam Date and Exam Location in Exam_Details only (docs/product.md §4)", () => {
    const fields = Object.keys(studentEditFieldsSchema.shape);
    for (const state of STUDENT_STATES) {
      for (const field of PIPELINE[state].unlocks) expect(fields).toContain(field);
    }
    expect(STATE_LOCKED_FIELDS).toEqual(["ExamDate", "ExamLocation"]);
    for (const state of STUDENT_STATES) {
      expect(isEditableIn("ExamDate", state)).toBe(state === "Exam_Details");
      expect(isEditableIn("exam_time", state)).toBe(true);
    }
    expect(STAGES.filter((stage) => stage.showsExamDetails).map((stage) => stage.state)).toEqual([
      "Exam_Details",
    ]);
  });

  it("opens invoice creation in state Invoice only (docs/product.md §4)", () => {
    expect(STUDENT_STATES.filter(mayCreateInvoice)).toEqual(["Invoice"]);
  });

  it("names next states that exist, never the state itself; staff may move anywhere (docs/product.md §4)", () => {
    for (const state of STUDENT_STATES) {
      const next = PIPELINE[state].next;
      if (next !== "any") {
        for (const to of next) expect(STUDENT_STATES).toContain(to);
      }
      expect(allowedNextStates(state)).not.toContain(state);
      for (const to of STUDENT_STATES) expect(canMove(state, to)).toBe(true);
    }
    expect(allowedNextStates("Invoice")).toHaveLength(STUDENT_STATES.length - 1);
  });

  it("has a pending text key per waiting state, distinct from the states", () => {
    expect(NEXT_KEYS).toEqual([
      ...STUDENT_STATES,
      "Invoice_preparing",
      "Exam_Details_pending",
      "Results_pending",
    ]);
    expect(new Set(NEXT_KEYS).size).toBe(NEXT_KEYS.length);
  });

  it("derives the stage lists and the staff labels", () => {
    expect(STAGES.map((stage) => stage.state)).toEqual([...STUDENT_STATES]);
    expect(STAGES[0]!.path).toBe("/Stage/Not-confirmed");
    expect(STAGES.find((stage) => stage.state === "Results")!.title).toBe("Wait Result Students");
    expect(STAGE_API_PATHS).toContain("/api/stage/Not_confirmed");
    expect(STAGE_API_PATHS).toHaveLength(STUDENT_STATES.length);
    expect(stateLabel("Invoice_Confirmed")).toBe("Invoice Confirmed");
    for (const state of STUDENT_STATES) expect(stateLabel(state)).toBe(state.replaceAll("_", " "));
  });
});

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
