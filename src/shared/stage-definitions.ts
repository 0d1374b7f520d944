/**
 * The stage lists of the back office (spec §2 "Staff screens", §8): one list per pipeline state, its
 * title, every spelling of its page and API paths. Kept free of zod and of the candidate schemas
 * because the navbar's Stages menu and the phone drawer read `STAGES`: importing the list contract
 * (stages.ts) there would add the schema library and the registration reference data to the public
 * pages' preload lists (measured: +192 bytes gzip on `/`, over its budget).
 */
import type { StudentState } from "./student-states.ts";

export interface Stage {
  readonly state: StudentState;
  /** Page title, exactly as spec §2 writes it. */
  readonly title: string;
  /** Short label for the Stages menu. */
  readonly menuLabel: string;
  /** Canonical page path; the other spellings of spec §2 resolve to the same stage. */
  readonly path: string;
  /** True for Exam Waiting Students, which also shows Exam Date and Exam Location (spec §2). */
  readonly showsExamDetails: boolean;
}

/** The eight stage lists in pipeline order (spec §2: Not Confirmed is reached as /Stage/Not-confirmed). */
export const STAGES: readonly Stage[] = [
  {
    state: "Not_Confirmed",
    title: "Not Confirmed Students",
    menuLabel: "Not confirmed",
    path: "/Stage/Not-confirmed",
    showsExamDetails: false,
  },
  {
    state: "Confirmed",
    title: "Confirmed Students",
    menuLabel: "Confirmed",
    path: "/stage/Confirmed",
    showsExamDetails: false,
  },
  {
    state: "Invoice",
    title: "Invoice Waiting Students",
    menuLabel: "Invoice waiting",
    path: "/stage/Invoice",
    showsExamDetails: false,
  },
  {
    state: "Invoice_Confirmed",
    title: "Invoice Confirmed Students",
    menuLabel: "Invoice confirmed",
    path: "/stage/Invoice_Confirmed",
    showsExamDetails: false,
  },
  {
    state: "Exam_Details",
    title: "Exam Waiting Students",
    menuLabel: "Exam waiting",
    path: "/stage/Exam_Details",
    showsExamDetails: true,
  },
  {
    state: "Results",
    title: "Wait Result Students",
    menuLabel: "Wait result",
    path: "/stage/Results",
    showsExamDetails: false,
  },
  {
    state: "Send_Score",
    title: "Send Score Students",
    menuLabel: "Send score",
    path: "/stage/Send_Score",
    showsExamDetails: false,
  },
  { state: "Done", title: "Done Students", menuLabel: "Done", path: "/stage/Done", showsExamDetails: false },
];

/**
 * The stage a path segment names, in any of the spellings of spec §2 and §7: case ignored, `-` and
 * `_` alike (`confirmed`, `Not-confirmed`, `Not_confirmed`, `Invoice_Confirmed`). Undefined when
 * no stage has that name.
 */
export function stageFromSegment(segment: string): Stage | undefined {
  const key = segment.toLowerCase().replaceAll("-", "_");
  return STAGES.find((stage) => stage.state.toLowerCase() === key);
}

/** Every page path of spec §2 that shows a stage list (both `/stage/...` and `/Stage/...`). */
export const STAGE_PAGE_PATHS: readonly string[] = [
  ...STAGES.filter((s) => s.state !== "Not_Confirmed").map((s) => `/stage/${s.state}`),
  "/Stage/confirmed",
  "/Stage/Not-confirmed",
  "/Stage/Invoice",
  "/Stage/Invoice_Confirmed",
  "/Stage/Exam_Details",
  "/Stage/Results",
  "/Stage/Send_Score",
  "/Stage/Done",
];

/** Every API path of spec §7 that lists a stage. */
export const STAGE_API_PATHS: readonly string[] = [
  "/api/stage/confirmed",
  "/api/stage/Not_confirmed",
  "/api/stage/Invoice",
  "/api/stage/Invoice_Confirmed",
  "/api/stage/Exam_Details",
  "/api/stage/Results",
  "/api/stage/Send_Score",
  "/api/stage/Done",
];

/** 'Failed to fetch {title} students...' (spec §8), e.g. for 'Confirmed Students'. */
export const stageFetchFailedMessage = (stage: Stage) =>
  `Failed to fetch ${stage.title.replace(/ Students$/, "").toLowerCase()} students. It might be that there are no students in this stage.`;
