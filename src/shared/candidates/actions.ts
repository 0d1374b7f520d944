/**
 * Contracts of the back office's candidate actions (docs/product.md §4 student state, §5 bulk state change,
 * §7 student calls): bulk state change and delete, single confirmation, and the history of
 * `student_events`. The acting staff user always comes from the session: user names and ids a
 * client sends in these bodies (docs/product.md §7 lists `username`, `userId`, `confirmedBy`, ...) are
 * accepted for compatibility and ignored.
 */
import { z } from "zod";
import { errorBodySchema, positiveId, savedAnswer } from "#shared/kit/schemas.ts";
import { STUDENT_STATES } from "./pipeline.ts";

/** Most candidates one bulk call may change (a page of the dashboard is 8, of a stage list 100). */
export const BULK_MAX_STUDENTS = 500;

const studentIdsSchema = z
  .array(positiveId, {
    error: "Please select a state and at least one student.",
  })
  .min(1, "Please select a state and at least one student.")
  .max(BULK_MAX_STUDENTS, `At most ${BULK_MAX_STUDENTS} students can be changed at once.`)
  .transform((ids) => [...new Set(ids)]);

/**
 * `PATCH /api/students/change-state` body (docs/product.md §7): the selected candidates and the new state.
 * `additionalValue` (1 with Confirmed, 0 with Not_Confirmed) is implied by the state and ignored.
 * `confirm: true` makes a move the data contradicts after staff saw the warnings (docs/product.md
 * §4 "Moves against the data"); without it such a move is refused with {@link moveConflictSchema}.
 */
export const changeStateBodySchema = z.object({
  studentIds: studentIdsSchema,
  state: z.enum(STUDENT_STATES, "Please select a state and at least one student."),
  confirm: z.boolean({ error: "confirm must be true or false." }).optional(),
});

/** One candidate whose data contradicts a move: who, and why (codes and their text). */
export const moveWarningSchema = z.object({
  studentId: z.number().int(),
  reference: z.string(),
  name: z.string(),
  codes: z.array(z.enum(["exam_not_taken", "no_exam_date", "no_paid_invoice"])),
  message: z.string(),
});
export type MoveWarning = z.infer<typeof moveWarningSchema>;

/**
 * The 409 of a move the data contradicts, made without `confirm: true`: nothing changed; the
 * client shows `warnings` and sends the same move again with `confirm: true` if staff agree.
 */
export const moveConflictSchema = errorBodySchema.extend({
  needsConfirmation: z.literal(true),
  warnings: z.array(moveWarningSchema),
});
export type MoveConflict = z.infer<typeof moveConflictSchema>;
export type ChangeStateBody = z.input<typeof changeStateBodySchema>;

/** `DELETE /api/students` body (docs/product.md §7): the selected candidates (soft delete). */
export const deleteStudentsBodySchema = z.object({ studentIds: studentIdsSchema });
export type DeleteStudentsBody = z.input<typeof deleteStudentsBodySchema>;

/** Answer of the bulk calls: how many candidates actually changed. */
export const bulkResultSchema = savedAnswer({
  count: z.number().int(),
  /**
   * Present when something changed: `POST /api/undo` with it takes the change back within the
   * undo window (decision 0029).
   */
  undoToken: z.string().optional(),
});

/** Answer of `PUT /api/students/{id}` and `PUT /api/students/{id}/confirm` (docs/product.md §7). */
export const studentActionResultSchema = savedAnswer({});

/** Kinds of `student_events` rows (the database enum `student_event_type` is made from this list). */
export const STUDENT_EVENT_TYPES = [
  "registered",
  "state_changed",
  "confirmed",
  "edited",
  "deleted",
  "invoice_created",
  "invoice_confirmed",
  // The e-mail worker's outcome for one outbox message (kind and subject in `changes`; decision 0010).
  "email_sent",
  "email_failed",
  // The candidate registered through an inquiry's invitation (`changes.inquiryId`).
  "from_inquiry",
  "seat_booked",
  "seat_released",
  // Exam day (docs/product.md §11 "Check-in"): checked in (`changes.attendance` present or late, with
  // `sitting` and `checkedInAt`), or marked absent when staff closed the sitting.
  "checked_in",
  "marked_absent",
  // docs/product.md §11 "Results": an exam result recorded or corrected (`changes.result`).
  "result_recorded",
  // Decision 0029: a change taken back with Undo (`changes.undoneEvent`: what it reverted), and a
  // deleted candidate brought back (from the Trash, or by undoing the delete).
  "undone",
  "restored",
  // docs/product.md §11 "Retake" (decision 0028): the candidate (or staff) booked a new attempt on the
  // same registration; `changes` holds the previous exam, sitting, result and place.
  "retake_booked",
  // docs/product.md §11 "Check-in": an admin re-opened a closed sitting and this absence was reverted.
  "absence_reverted",
  // Decision 0031: two records of one person merged; on the kept record and on the merged one
  // (`changes.mergedFrom` / `changes.mergedInto`: the other's reference; `changes.moved`: counts).
  "merged",
] as const;

/**
 * One entry of a candidate's history (`GET /api/students/{id}/events`): who (`actor_username`,
 * null for the candidate's own registration), when (`created_at`, ISO timestamp), and what:
 * `from_state` → `to_state` for state changes, `changes` (wire field → old and new value) for edits
 * and invoices (`invoiceNumber`); for `email_sent`/`email_failed` (decision 0010, written by the e-mail
 * worker, no actor) `changes` holds `kind`, `subject` and, for a failure, `error` (as `to`); for
 * `from_inquiry` (docs/product.md §2 "Inquiries page": registered through an inquiry's invitation) `inquiryId`; for a
 * `state_changed` made despite a warning (docs/product.md §4 "Moves against the data")
 * `confirmedDespiteWarning` (the warning's text as `to`).
 */
export const studentEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(STUDENT_EVENT_TYPES),
  actor_user_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  from_state: z.enum(STUDENT_STATES).nullable(),
  to_state: z.enum(STUDENT_STATES).nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  created_at: z.string(),
});
export type StudentEvent = z.infer<typeof studentEventSchema>;
export const studentEventListSchema = z.array(studentEventSchema);
