/**
 * Schema pieces that many contracts share (docs/architecture.md), written once: ids in paths and bodies, the
 * `page`/`pageSize` query of every paged list, the success answers and the fields records share,
 * optional free text, and the error body of every 4xx and 5xx answer. Calendar dates (YYYY-MM-DD) are `calendarDate`/`optionalCalendarDate` in
 * `kit/text-fields.ts`, beside the other input rules.
 */
import { z } from "zod";
import { PAGE_SIZE_MAX, pageNumberSchema } from "./paging.ts";
import { multiLineText, oneLineText } from "./text-fields.ts";
import type { TextLines } from "./text-rule.ts";

/** Largest value of a PostgreSQL `integer` (ids). */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A row id as a client sends it (path, query or body): a number or numeric string, coerced; 400
 * unless a whole number in 1..{@link PG_INT_MAX} (a larger one would overflow the `integer` column).
 */
export const positiveId = z.coerce.number().int().positive().max(PG_INT_MAX);

/** Path parameters `{ [name]: id }` of a route such as `/api/students/:id` (see {@link positiveId}). */
export function idParam<const Name extends string>(name: Name) {
  return z.object({ [name]: positiveId } as { [K in Name]: typeof positiveId });
}

/**
 * The `page` and `pageSize` fields of a paged list's query, to spread into its `z.object` (after
 * its own fields, so their problems are reported first): `page` as `pageNumberSchema` (paging.ts),
 * `pageSize` a whole number in 1..`maxSize` (every list's {@link PAGE_SIZE_MAX} unless given), `defaultSize` when absent.
 */
export function pageQuery(defaultSize: number, maxSize = PAGE_SIZE_MAX) {
  return {
    page: pageNumberSchema,
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/** A successful answer (`{ success: true, ...fields }`, the spec's answers; docs/product.md §7). */
export function successAnswer<const Shape extends z.ZodRawShape>(fields: Shape) {
  return z.object({ success: z.literal(true), ...fields });
}

/** A successful write's answer: `success`, the message staff are shown, and what was written. */
export function savedAnswer<const Shape extends z.ZodRawShape>(fields: Shape) {
  return successAnswer({ message: z.string(), ...fields });
}

/**
 * Fields that several records share as read, written once (docs/product.md §3): a candidate as a
 * list names them (id, reference, full name: the board's cards, possible duplicates), a person's names
 * (candidates, the test-center dashboard's rows), how to reach them (candidates, possible duplicates,
 * inquiries and their invitations, contact messages) and the exam they are about (candidates, the
 * dashboard's rows).
 */
export const readFields = {
  candidate: { id: z.number().int(), reference: z.string(), full_name: z.string() },
  names: { full_name: z.string(), first_name: z.string(), last_name: z.string() },
  contact: { email: z.string(), phone: z.string() },
  exam: { exam_category: z.string(), exam_name: z.string() },
};

/**
 * Optional free text of the forms: at most `max` characters (default 200) of one line (or several,
 * `lines: "multi"`) under the text rule (`oneLineText`/`multiLineText` in `kit/text-fields.ts`, decision
 * 0017); missing, null and blank all mean "not given" and become null.
 */
export function optionalText(label: string, max = 200, lines: TextLines = "one") {
  return (lines === "multi" ? multiLineText : oneLineText)({ label, max })
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Body of every 4xx/5xx answer of the API. `field` names the offending input field (wire name)
 * for validation (400) and duplicate (409) errors.
 */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The refusals of every route behind a session: 401 no or bad token, 403 role or object not allowed. */
export const deniedResponses = { 401: errorBodySchema, 403: errorBodySchema };

/** Response schemas `{ [status]: errorBodySchema }` for the given error statuses, e.g. `errorResponses(400, 404)`. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [S in Status]: typeof errorBodySchema;
  };
}

/** The request header of a safe retry (decision 0019), lower case as Node reads headers. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** How long a kept answer is replayed for the same key (hours). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/**
 * Request headers of a write that can be retried safely: an optional `Idempotency-Key` of 8 to
 * 255 visible ASCII characters (a UUID is usual; the wizard sends one per submission attempt). A
 * retry with the same key within {@link IDEMPOTENCY_WINDOW_HOURS} h gets the first answer again.
 * Loose: the other headers stay as they came.
 */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{8,255}$/, "Idempotency-Key must be 8 to 255 visible ASCII characters.")
    .optional(),
});
