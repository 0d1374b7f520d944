/**
 * Possible duplicate persons and their merge (docs/product.md §12 "Duplicates and merge", decision
 * 0031): the queue `GET /api/duplicates` (pairs of live candidates with their reasons, newest first,
 * total in `X-Total-Count`), `POST /api/duplicates/merge` and `POST /api/duplicates/dismiss`.
 */
import { z } from "zod";
import { pageQuery, positiveId, readFields, savedAnswer } from "#shared/kit/schemas.ts";
import { STUDENT_STATES } from "./pipeline.ts";

/**
 * Why two records may be one person (the database's `duplicate_matches` gives these codes): the same
 * name (folded: case, Arabic letter forms, punctuation) and date of birth; the same phone (its last
 * 8 digits); a national ID or passport number equal or one typo apart (one character changed, added,
 * left out or two swapped) with the same date of birth; the same e-mail up to case and dots in the
 * part before `@`.
 */
export const DUPLICATE_REASONS = ["name_dob", "phone", "national_id", "passport", "email"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Rows per page of the queue by default (at most `PAGE_SIZE_MAX`). */
export const DUPLICATES_PAGE_SIZE = 20;

/** Query of `GET /api/duplicates`: `page`, `pageSize`. */
export const duplicatesQuerySchema = z.object(pageQuery(DUPLICATES_PAGE_SIZE));

/** One side of a pair: what staff compare before choosing which record to keep. */
export const duplicatePersonSchema = z.object({
  ...readFields.candidate,
  dob: z.string(),
  ...readFields.contact,
  nationalId: z.string().nullable(),
  passportNumber: z.string().nullable(),
  state: z.enum(STUDENT_STATES),
  exam_name: z.string(),
  test_center: z.string().nullable(),
  registration_date: z.string(),
  /** Live invoices, and whether a seat is held (its sitting's date). */
  invoices: z.number().int(),
  seat_date: z.string().nullable(),
});
export type DuplicatePerson = z.infer<typeof duplicatePersonSchema>;

/** One pair of the queue: the lower id first, its reasons, when it was found. */
export const duplicatePairSchema = z.object({
  first: duplicatePersonSchema,
  second: duplicatePersonSchema,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  detected_at: z.string(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;
export const duplicatePairListSchema = z.array(duplicatePairSchema);

const twoDifferent = <T extends Record<string, unknown>>(schema: z.ZodType<T>, a: keyof T, b: keyof T) =>
  schema.refine((body) => body[a] !== body[b], {
    error: "Choose two different candidates.",
    path: [b as string],
  });

/** Body of `POST /api/duplicates/merge`: the record kept and the one merged into it. */
export const mergeBodySchema = twoDifferent(
  z.object({
    keepId: positiveId,
    mergeId: positiveId,
  }),
  "keepId",
  "mergeId",
);
export type MergeBody = z.input<typeof mergeBodySchema>;

/**
 * The kinds of rows a merge moves to the kept record: invoices, seats, waiting-list entries, results,
 * e-mails, history entries and the inquiries converted into the merged one.
 */
export const MERGE_MOVED_KINDS = [
  "invoices",
  "seats",
  "waitingList",
  "results",
  "emails",
  "events",
  "inquiries",
] as const;
export type MergeMovedKind = (typeof MERGE_MOVED_KINDS)[number];

/** What a merge moved to the kept record: how many rows of each kind. */
export const mergeMovedSchema = z.object(
  Object.fromEntries(MERGE_MOVED_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    MergeMovedKind,
    z.ZodNumber
  >,
);
export type MergeMoved = z.infer<typeof mergeMovedSchema>;

/** Answer of the merge: the kept record's id and what moved to it. */
export const mergeAnswerSchema = savedAnswer({ keptId: z.number().int(), moved: mergeMovedSchema });
export type MergeAnswer = z.infer<typeof mergeAnswerSchema>;

/** Body of `POST /api/duplicates/dismiss`: the two candidates of a pair, in either order. */
export const dismissBodySchema = twoDifferent(
  z.object({ studentId: positiveId, otherId: positiveId }),
  "studentId",
  "otherId",
);
export type DismissBody = z.input<typeof dismissBodySchema>;

/** Answer of the dismissal. */
export const dismissAnswerSchema = savedAnswer({});
