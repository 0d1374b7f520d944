/**
 * The candidate pipeline (docs/product.md §4, docs/product.md §2 and §4): one record per state, and everything
 * else about the states derives from it: the order, the stage lists of the back office (titles,
 * menu labels, page and API paths, docs/product.md §2 and §7), the badge colours, the candidate's words on the
 * status page, the e-mail a move sends, the fields a state requires or unlocks, and the moves
 * allowed. To add a state: add its record here, its texts to `web/i18n/messages/status.{en,ar}.ts`
 * and a migration adding the value to the `student_state` enum (docs/architecture.md, "To add a
 * state"); `pipeline.test.ts` fails while any of them is missing.
 *
 * Kept free of zod and of the candidate schemas (type imports only): the navbar's Stages menu and
 * the phone drawer read {@link STAGES} on the public pages, whose preload lists have a byte budget
 * (decision 0005-public-pages-js-budget).
 */
import type { EmailKind } from "#shared/mail/outbox.ts";
import type { StudentEditField } from "./edit.ts";

/** A Mantine colour of the state's badge. */
export type StateColor = "gray" | "teal" | "yellow" | "lime" | "blue" | "violet" | "grape" | "green" | "cyan";

/**
 * A step of the candidate's way that exactly one state marks: every state from it on has taken
 * that step (a candidate in Results has had an exam booked). Read with {@link hasReached}; in the
 * order the pipeline takes them.
 */
export const MILESTONES = [
  "confirmed",
  "invoiced",
  "paid",
  "exam_booked",
  "exam_taken",
  "result_sent",
] as const;
export type Milestone = (typeof MILESTONES)[number];

/**
 * What a move into a state requires of the candidate's data; a move without it is answered with a
 * warning first and made only once staff confirm it (docs/product.md §4 "Moves against the data").
 */
export type MoveRequirement = "paid_invoice" | "exam_taken";

/** Why a move contradicts the data. */
export type MoveWarningCode = "exam_not_taken" | "no_exam_date" | "no_paid_invoice";

/**
 * A fact the status page's "what happens next" waits for in a state (docs/product.md §2 "Status
 * page"): while it is missing, the page shows `nextKey`'s text instead of the state's own.
 */
export type PendingFact = "invoice" | "exam_date" | "exam_taken";

/** Everything one pipeline state means. `S` is the wire state type (the record's keys). */
export interface PipelineState<S extends string = string> {
  /** Position in the pipeline, from 1; unique. */
  readonly order: number;
  /** The state for staff (badges, filters, history, the move drop-down), e.g. `Invoice Confirmed`. */
  readonly label: string;
  /** Title of its stage list, exactly as docs/product.md §2 writes it. */
  readonly title: string;
  /** Short label of the Stages menu. */
  readonly menuLabel: string;
  /** Page paths of its stage list (docs/product.md §2), canonical first; any spelling {@link stageFromSegment} reads resolves too. */
  readonly pagePaths: readonly [string, ...string[]];
  /** API path of its stage list, as docs/product.md §7 spells it. */
  readonly apiPath: string;
  /** The stage in the candidate's words (English: the API's `label`; docs/product.md §2 "Status page"). */
  readonly candidateLabel: string;
  /** Catalogue id of {@link candidateLabel} on the status page (`status.stage.<state>`), in every language. */
  readonly candidateLabelKey: `status.stage.${S}`;
  /** Badge colour. */
  readonly color: StateColor;
  /** The e-mail a move into this state sends the candidate; null: none. */
  readonly email: EmailKind | null;
  /** What a move into this state sets of the confirmation (confirmed, confirmed_by; docs/product.md §4). */
  readonly confirmation: "set" | "clear" | "keep";
  /** The step this state marks, if any ({@link hasReached}). */
  readonly marks: Milestone | null;
  /** What a move into this state requires of the data (else a warning first). */
  readonly requires: readonly MoveRequirement[];
  /**
   * Edit-form fields that may change only while a candidate is in this state (docs/product.md §4: Exam Date
   * and Exam Location, in Exam_Details). Its stage list also shows them, and an edit in it sends
   * its e-mail again (a changed exam is a new message; an unchanged one is queued once).
   */
  readonly unlocks: readonly StudentEditField[];
  /** What the status page's "what happens next" waits for in this state, if anything. */
  readonly pending: { readonly fact: PendingFact; readonly nextKey: string } | null;
  /** The states staff may move a candidate in this state to: `any` (docs/product.md §4: staff correct mistakes). */
  readonly next: "any" | readonly S[];
}

/** The pipeline, in order. Wire values are the spec's (docs/product.md §4) and the `student_state` enum's. */
const RECORDS = {
  Not_Confirmed: {
    order: 1,
    label: "Not Confirmed",
    title: "Not Confirmed Students",
    menuLabel: "Not confirmed",
    // docs/product.md §2: Not Confirmed is reached as /Stage/Not-confirmed.
    pagePaths: ["/Stage/Not-confirmed"],
    apiPath: "/api/stage/Not_confirmed",
    candidateLabel: "Registration received",
    candidateLabelKey: "status.stage.Not_Confirmed",
    color: "gray",
    email: null,
    confirmation: "clear",
    marks: null,
    requires: [],
    unlocks: [],
    pending: null,
    next: "any",
  },
  Confirmed: {
    order: 2,
    label: "Confirmed",
    title: "Confirmed Students",
    menuLabel: "Confirmed",
    pagePaths: ["/stage/Confirmed", "/Stage/confirmed"],
    apiPath: "/api/stage/confirmed",
    candidateLabel: "Registration confirmed",
    candidateLabelKey: "status.stage.Confirmed",
    color: "teal",
    email: "confirmed",
    confirmation: "set",
    marks: "confirmed",
    requires: [],
    unlocks: [],
    pending: null,
    next: "any",
  },
  Invoice: {
    order: 3,
    label: "Invoice",
    title: "Invoice Waiting Students",
    menuLabel: "Invoice waiting",
    pagePaths: ["/stage/Invoice", "/Stage/Invoice"],
    apiPath: "/api/stage/Invoice",
    candidateLabel: "Invoice issued",
    candidateLabelKey: "status.stage.Invoice",
    color: "yellow",
    email: null,
    confirmation: "keep",
    marks: "invoiced",
    requires: [],
    unlocks: [],
    pending: { fact: "invoice", nextKey: "Invoice_preparing" },
    next: "any",
  },
  Invoice_Confirmed: {
    order: 4,
    label: "Invoice Confirmed",
    title: "Invoice Confirmed Students",
    menuLabel: "Invoice confirmed",
    pagePaths: ["/stage/Invoice_Confirmed", "/Stage/Invoice_Confirmed"],
    apiPath: "/api/stage/Invoice_Confirmed",
    candidateLabel: "Payment confirmed",
    candidateLabelKey: "status.stage.Invoice_Confirmed",
    color: "lime",
    email: null,
    confirmation: "keep",
    marks: "paid",
    requires: ["paid_invoice"],
    unlocks: [],
    pending: null,
    next: "any",
  },
  Exam_Details: {
    order: 5,
    label: "Exam Details",
    title: "Exam Waiting Students",
    menuLabel: "Exam waiting",
    pagePaths: ["/stage/Exam_Details", "/Stage/Exam_Details"],
    apiPath: "/api/stage/Exam_Details",
    // Neutral: true with or without a date, before and after the exam day (docs/product.md §2).
    candidateLabel: "Exam booking",
    candidateLabelKey: "status.stage.Exam_Details",
    color: "blue",
    email: "exam_details",
    confirmation: "keep",
    marks: "exam_booked",
    // No date required: the date can be set only in this state (docs/product.md §4).
    requires: [],
    unlocks: ["ExamDate", "ExamLocation"],
    pending: { fact: "exam_date", nextKey: "Exam_Details_pending" },
    next: "any",
  },
  Results: {
    order: 6,
    label: "Results",
    title: "Wait Result Students",
    menuLabel: "Wait result",
    pagePaths: ["/stage/Results", "/Stage/Results"],
    apiPath: "/api/stage/Results",
    candidateLabel: "Awaiting result",
    candidateLabelKey: "status.stage.Results",
    color: "violet",
    email: null,
    confirmation: "keep",
    marks: "exam_taken",
    requires: ["exam_taken"],
    unlocks: [],
    pending: { fact: "exam_taken", nextKey: "Results_pending" },
    next: "any",
  },
  Send_Score: {
    order: 7,
    label: "Send Score",
    title: "Send Score Students",
    menuLabel: "Send score",
    pagePaths: ["/stage/Send_Score", "/Stage/Send_Score"],
    apiPath: "/api/stage/Send_Score",
    candidateLabel: "Result sent",
    candidateLabelKey: "status.stage.Send_Score",
    color: "grape",
    email: "results_sent",
    confirmation: "keep",
    marks: "result_sent",
    requires: ["exam_taken"],
    unlocks: [],
    pending: null,
    next: "any",
  },
  Done: {
    order: 8,
    label: "Done",
    title: "Done Students",
    menuLabel: "Done",
    pagePaths: ["/stage/Done", "/Stage/Done"],
    apiPath: "/api/stage/Done",
    candidateLabel: "Completed",
    candidateLabelKey: "status.stage.Done",
    color: "green",
    email: "done",
    confirmation: "keep",
    marks: null,
    requires: ["exam_taken"],
    unlocks: [],
    pending: null,
    next: "any",
  },
} as const satisfies Record<string, PipelineState>;

/** A candidate's pipeline state, as on the wire and in the `student_state` enum (docs/product.md §4). */
export type StudentState = keyof typeof RECORDS;

/** Every state's record; a missing or misspelt property, or a next state that does not exist, fails `tsc`. */
export const PIPELINE: { readonly [S in StudentState]: PipelineState<StudentState> } = RECORDS;

/** The states in pipeline order (docs/product.md §4). */
export const STUDENT_STATES = (Object.keys(PIPELINE) as StudentState[]).sort(
  (a, b) => PIPELINE[a].order - PIPELINE[b].order,
) as readonly StudentState[] as readonly [StudentState, ...StudentState[]];

/** True when `value` is a state's wire value. */
export const isStudentState = (value: unknown): value is StudentState =>
  typeof value === "string" && Object.hasOwn(PIPELINE, value);

/** The state's staff label (docs/product.md §4): `Invoice_Confirmed` → `Invoice Confirmed`. */
export const stateLabel = (state: StudentState) => PIPELINE[state].label;

/** The state that marks `milestone`. */
export function milestoneState(milestone: Milestone): StudentState {
  return STUDENT_STATES.find((state) => PIPELINE[state].marks === milestone)!;
}

/** True when a candidate in `state` has taken the step `milestone` (its state or a later one). */
export function hasReached(state: StudentState, milestone: Milestone): boolean {
  return PIPELINE[state].order >= PIPELINE[milestoneState(milestone)].order;
}

/** True when an invoice may be created for a candidate in `state`: the state that marks `invoiced` (docs/product.md §4: Invoice). */
export const mayCreateInvoice = (state: StudentState) => PIPELINE[state].marks === "invoiced";

/** The states a candidate in `from` may be moved to (every other state where the record says `any`). */
export function allowedNextStates(from: StudentState): readonly StudentState[] {
  const next = PIPELINE[from].next;
  return next === "any" ? STUDENT_STATES.filter((state) => state !== from) : next;
}

/** True when staff may move a candidate from `from` to `to` (a move to the same state is a no-op, allowed). */
export const canMove = (from: StudentState, to: StudentState) =>
  from === to || allowedNextStates(from).includes(to);

/** Every edit-form field some state unlocks (docs/product.md §4: Exam Date and Exam Location). */
export const STATE_LOCKED_FIELDS: readonly StudentEditField[] = [
  ...new Set(STUDENT_STATES.flatMap((state) => PIPELINE[state].unlocks)),
];

/** The states in which `field` may change (docs/product.md §4); every state when no state unlocks it. */
export function statesUnlocking(field: StudentEditField): readonly StudentState[] {
  return STATE_LOCKED_FIELDS.includes(field)
    ? STUDENT_STATES.filter((state) => PIPELINE[state].unlocks.includes(field))
    : STUDENT_STATES;
}

/** True when `field` may change while a candidate is in `state`. */
export const isEditableIn = (field: StudentEditField, state: StudentState) =>
  statesUnlocking(field).includes(state);

// ---------------------------------------------------------------------------------------------
// The stage lists of the back office (docs/product.md §2 "Staff screens", §8).

/** One stage list: its state, title, menu label, canonical path, and whether it shows the exam. */
export interface Stage {
  readonly state: StudentState;
  /** Page title, exactly as docs/product.md §2 writes it. */
  readonly title: string;
  /** Short label for the Stages menu. */
  readonly menuLabel: string;
  /** Canonical page path; the other spellings of docs/product.md §2 resolve to the same stage. */
  readonly path: string;
  /** True where the state unlocks exam fields: the list also shows Exam Date and Exam Location (docs/product.md §2). */
  readonly showsExamDetails: boolean;
}

/** The stage lists in pipeline order. */
export const STAGES: readonly Stage[] = STUDENT_STATES.map((state) => {
  const record = PIPELINE[state];
  return {
    state,
    title: record.title,
    menuLabel: record.menuLabel,
    path: record.pagePaths[0],
    showsExamDetails: record.unlocks.length > 0,
  };
});

/**
 * The stage a path segment names, in any of the spellings of docs/product.md §2 and §7: case ignored, `-` and
 * `_` alike (`confirmed`, `Not-confirmed`, `Not_confirmed`, `Invoice_Confirmed`). Undefined when
 * no stage has that name.
 */
export function stageFromSegment(segment: string): Stage | undefined {
  const key = segment.toLowerCase().replaceAll("-", "_");
  return STAGES.find((stage) => stage.state.toLowerCase() === key);
}

/** Every page path of docs/product.md §2 that shows a stage list (both `/stage/...` and `/Stage/...`). */
export const STAGE_PAGE_PATHS: readonly string[] = STUDENT_STATES.flatMap(
  (state) => PIPELINE[state].pagePaths,
);

/** Every API path of docs/product.md §7 that lists a stage. */
export const STAGE_API_PATHS: readonly string[] = STUDENT_STATES.map((state) => PIPELINE[state].apiPath);

/** 'Failed to fetch {title} students...' (docs/product.md §8), e.g. for 'Confirmed Students'. */
export const stageFetchFailedMessage = (stage: Stage) =>
  `Failed to fetch ${stage.title.replace(/ Students$/, "").toLowerCase()} students. It might be that there are no students in this stage.`;

// ---------------------------------------------------------------------------------------------
// Moves against the data (docs/product.md §4): staff may move a candidate to any state (docs/product.md §4),
// but a move the candidate's own data contradicts is answered with a warning first. Pure rules,
// shared by the server (which decides) and the web (which shows them).

/** What the move rules read of one candidate. */
export interface MoveFacts {
  /** YYYY-MM-DD, or null when no exam date is set. */
  examDate: string | null;
  /** True when the candidate has a live invoice confirmed as paid. */
  hasPaidInvoice: boolean;
}

/** The staff-facing text of each warning (English, as the back office). */
export const MOVE_WARNING_TEXT: Record<MoveWarningCode, string> = {
  exam_not_taken: "the exam date has not passed yet",
  no_exam_date: "no exam date is set",
  no_paid_invoice: "there is no invoice confirmed as paid",
};

/** Today's date (YYYY-MM-DD, UTC) at `now` (ms): exam dates carry no time zone. */
export const isoDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** True when an exam on `examDate` has taken place by `today` (the exam day itself counts). */
export const examTaken = (examDate: string | null, today: string) => examDate !== null && examDate <= today;

/**
 * The warnings a move to `state` raises for a candidate with `facts` on `today` (YYYY-MM-DD): for
 * each of the state's {@link PipelineState.requires}, `exam_taken` wants an exam date that has
 * passed, `paid_invoice` an invoice confirmed as paid. The first unmet requirement answers.
 */
export function moveWarnings(state: StudentState, facts: MoveFacts, today: string): MoveWarningCode[] {
  for (const requirement of PIPELINE[state].requires) {
    if (requirement === "exam_taken") {
      if (facts.examDate === null) return ["no_exam_date"];
      if (!examTaken(facts.examDate, today)) return ["exam_not_taken"];
    }
    if (requirement === "paid_invoice" && !facts.hasPaidInvoice) return ["no_paid_invoice"];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// The candidate's status page (docs/product.md §2 "Status page").

/** A pending variant's key (`Invoice_preparing`, `Exam_Details_pending`, `Results_pending`). */
type PendingKey = {
  [S in StudentState]: (typeof RECORDS)[S]["pending"] extends { nextKey: infer K } ? K : never;
}[StudentState];

/** Which "what happens next" text the status page shows: a state's own, or its pending variant. */
export type NextKey = StudentState | PendingKey;

/** Every {@link NextKey}: the states in order, then the pending variants. */
export const NEXT_KEYS = [
  ...STUDENT_STATES,
  ...STUDENT_STATES.flatMap((state) => {
    const pending = PIPELINE[state].pending;
    return pending ? [pending.nextKey as PendingKey] : [];
  }),
] as readonly NextKey[] as readonly [NextKey, ...NextKey[]];

/**
 * The `next` text of a candidate in `state` with an invoice to pay or not, an exam date or not, on
 * `today`: the state's own, unless the fact its record waits for is missing (stage Invoice without
 * an invoice, Exam_Details without a date, Results before the exam day has passed).
 */
export function candidateNextKey(
  state: StudentState,
  facts: { hasInvoice: boolean; examDate: string | null; today: string },
): NextKey {
  const pending = PIPELINE[state].pending;
  if (!pending) return state;
  const known =
    pending.fact === "invoice"
      ? facts.hasInvoice
      : pending.fact === "exam_date"
        ? facts.examDate !== null && facts.examDate !== ""
        : examTaken(facts.examDate, facts.today);
  return known ? state : (pending.nextKey as PendingKey);
}
