/**
 * Contracts of the pipeline board (docs/product.md §12 "Staff at speed", "The board"; decision
 * 0030): one column per pipeline state, its count and its first cards (`GET /api/board`), and the
 * next cards of one column, keyset-paged (`GET /api/board/column`). Moves go through the bulk
 * state change (`PATCH /api/students/change-state`), never a board route of their own.
 */
import { z } from "zod";
import { positiveId, readFields, successAnswer } from "#shared/kit/schemas.ts";
import { CALENDAR_MONTHS } from "#shared/reference/months.ts";
import { REGULATOR_CODES } from "#shared/reference/regulator-links.ts";
import { STUDENT_STATES } from "./pipeline.ts";

/** Cards of a column in one answer, unless `limit` asks for another number (1..{@link BOARD_PAGE_MAX}). */
export const BOARD_PAGE_SIZE = 50;
export const BOARD_PAGE_MAX = 200;

/**
 * A position in a column: the card's `state_since` in microseconds since 1970 and its id
 * (`<micros>.<id>`), opaque to clients; the next page starts after it.
 */
export const boardCursorSchema = z
  .string()
  .regex(/^\d{1,17}\.\d{1,10}$/, "cursor must be a cursor the board gave.")
  .transform((value) => {
    const [micros, id] = value.split(".");
    return { micros: micros!, id: Number(id) };
  })
  .refine((cursor) => cursor.id > 0 && cursor.id <= 2_147_483_647, "cursor must be a cursor the board gave.");

/**
 * The board's filters: a test center (id; a test_center user always has its own), an exam
 * category (regulator code, as the candidate's `exam_category`) and a test month (the
 * candidate's `Trail_month`, January..December). Each absent: all.
 */
export const boardFilterSchema = z.object({
  test_center: positiveId.optional(),
  exam: z.enum(REGULATOR_CODES, `exam must be one of ${REGULATOR_CODES.join(", ")}.`).optional(),
  month: z.enum(CALENDAR_MONTHS, "month must be a month name, January to December.").optional(),
});
export type BoardFilter = z.infer<typeof boardFilterSchema>;

/** `GET /api/board` query: the filters and how many cards per column (default {@link BOARD_PAGE_SIZE}). */
export const boardQuerySchema = boardFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(BOARD_PAGE_MAX).default(BOARD_PAGE_SIZE),
});
export type BoardQueryInput = z.input<typeof boardQuerySchema>;

/** `GET /api/board/column` query: one state's cards after `cursor` (none: from the first), same filters. */
export const boardColumnQuerySchema = boardQuerySchema.extend({
  state: z.enum(STUDENT_STATES, `state must be one of ${STUDENT_STATES.join(", ")}.`),
  cursor: boardCursorSchema.optional(),
});
export type BoardColumnQueryInput = z.input<typeof boardColumnQuerySchema>;

/** One card: who, which exam, where, and since when in the state (ISO; the age is `now` − it). */
export const boardCardSchema = z.object({
  ...readFields.candidate,
  ...readFields.exam,
  Trail_month: z.string(),
  test_center_id: z.number().int().nullable(),
  test_center: z.string().nullable(),
  state_since: z.string(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

/** A page of one column: its cards, longest in the state first, and the cursor of the next page (null: none). */
export const boardPageSchema = z.object({
  cards: z.array(boardCardSchema),
  nextCursor: z.string().nullable(),
});

/** One column of the board: the state, how many live candidates (of the filters) are in it, its first page. */
export const boardColumnSchema = boardPageSchema.extend({
  state: z.enum(STUDENT_STATES),
  count: z.number().int(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** `GET /api/board` answer: every state in pipeline order, and the server's clock (ISO) the ages count to. */
export const boardResponseSchema = successAnswer({
  now: z.string(),
  test_center: z.number().int().nullable(),
  columns: z.array(boardColumnSchema),
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;

/** `GET /api/board/column` answer. */
export const boardColumnResponseSchema = successAnswer({
  now: z.string(),
  state: z.enum(STUDENT_STATES),
  ...boardPageSchema.shape,
});
export type BoardColumnResponse = z.infer<typeof boardColumnResponseSchema>;
