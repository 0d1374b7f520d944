/**
 * Exam results (docs/product.md §11 "Results"): staff record each booked candidate's result on the
 * sitting's roster, or import the exam-delivery company's result file; the candidate then moves to
 * Results and Send_Score and is e-mailed the result and what comes next (decision 0024).
 */
import { z } from "zod";
import { positiveId, successAnswer } from "#shared/kit/schemas.ts";
import { SHEET_FILE_TYPES } from "#shared/kit/sheet-files.ts";
import { calendarDate } from "#shared/kit/text-fields.ts";

/** Most results one request records: a full hall (`SITTING_SEATS_MAX` of sittings.ts). */
export const RESULTS_MAX = 1000;

/** pass, fail, or absent (did not sit: no score). */
export const EXAM_OUTCOMES = ["pass", "fail", "absent"] as const;
export type ExamOutcome = (typeof EXAM_OUTCOMES)[number];

/** The outcome for staff (roster, import preview, history). */
export const OUTCOME_LABELS: Record<ExamOutcome, string> = {
  pass: "Pass",
  fail: "Fail",
  absent: "Absent",
};

/** Highest score accepted (regulators' scales run to 800 or 100; room for others). */
export const SCORE_MAX = 10_000;

/** One candidate's result as staff send it. A score only with pass or fail. */
export const resultEntrySchema = z
  .object({
    studentId: positiveId,
    outcome: z.enum(EXAM_OUTCOMES, "Outcome must be pass, fail or absent."),
    score: z
      .number("Score must be a number.")
      .min(0, "Score must be 0 or more.")
      .max(SCORE_MAX, `Score must be at most ${SCORE_MAX}.`)
      .multipleOf(0.01, "Score may have at most two decimals.")
      .nullish()
      .transform((value) => value ?? null),
    receivedOn: calendarDate({ label: "Result date" }),
  })
  .refine((entry) => entry.outcome !== "absent" || entry.score === null, {
    message: "An absent candidate has no score.",
    path: ["score"],
  });
export type ResultEntry = z.output<typeof resultEntrySchema>;

/** `PUT /api/sittings/{id}/results` body: one entry per candidate, each at most once. */
export const recordResultsBodySchema = z.object({
  results: z
    .array(resultEntrySchema, "Results must be a list.")
    .min(1, "Please give at least one result.")
    .max(RESULTS_MAX, `At most ${RESULTS_MAX} results at once.`)
    .superRefine((entries, issue) => {
      const seen = new Set<number>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.studentId)) {
          issue.addIssue({
            code: "custom",
            message: "Each candidate may appear only once.",
            path: [index, "studentId"],
          });
        }
        seen.add(entry.studentId);
      });
    }),
});
export type RecordResultsBody = z.input<typeof recordResultsBodySchema>;

/** A recorded result as the roster and the status page show it. */
export const examResultSchema = z.object({
  outcome: z.enum(EXAM_OUTCOMES),
  score: z.number().nullable(),
  receivedOn: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** Answer of `PUT /api/sittings/{id}/results`. */
export const recordResultsResponseSchema = successAnswer({
  /** Results written (new or changed). */
  recorded: z.number().int(),
  /** Candidates moved along the pipeline (to Results, then Send_Score). */
  moved: z.number().int(),
});

/** Largest result file accepted (bytes): a full hall's rows many times over. */
export const RESULT_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** Content types of a result file: CSV or an Excel workbook (first sheet). */
export const RESULT_FILE_TYPES = SHEET_FILE_TYPES;

/** `POST /api/sittings/{id}/results/import` query: `dryRun` (default true) lists, false applies. */
export const importResultsQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], "dryRun must be true or false.")
    .default("true")
    .transform((value) => value === "true"),
});

/** Why a row of a result file is not applied. */
export const IMPORT_PROBLEMS = ["unmatched", "ambiguous", "invalid", "not_booked", "duplicate"] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

/** One row of a result file and what the import makes of it. */
export const importRowSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number().int(),
  /** What identified the candidate (reference, national ID or passport number), as written. */
  key: z.string(),
  studentId: z.number().int().nullable(),
  reference: z.string().nullable(),
  fullName: z.string().nullable(),
  outcome: z.enum(EXAM_OUTCOMES).nullable(),
  score: z.number().nullable(),
  receivedOn: z.string().nullable(),
  /** Null: the row applies; else why not, with `message`. */
  problem: z.enum(IMPORT_PROBLEMS).nullable(),
  message: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** Answer of the import: problem rows first (unmatched, ambiguous, ...), then the rows that apply. */
export const importResultsResponseSchema = successAnswer({
  dryRun: z.boolean(),
  rows: z.array(importRowSchema),
  /** Rows that apply (dry run) or were applied. */
  matched: z.number().int(),
  problems: z.number().int(),
  recorded: z.number().int(),
  moved: z.number().int(),
});
export type ImportResultsResponse = z.infer<typeof importResultsResponseSchema>;

/** Most rows a result file may hold. */
export const RESULT_FILE_MAX_ROWS = 5000;
