import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PublishedCatalogueCache } from "#server/domain/catalogue.ts";
import type { ClockedOptions } from "#server/lib/route-plugin.ts";
import {
  bulkResultSchema,
  changeStateBodySchema,
  deleteStudentsBodySchema,
  moveConflictSchema,
  studentActionResultSchema,
  studentEventListSchema,
} from "#shared/candidates/actions.ts";
import { studentEditSchema } from "#shared/candidates/edit.ts";
import { isoDay } from "#shared/candidates/pipeline.ts";
import { deniedResponses, errorBodySchema, errorResponses, idParam } from "#shared/kit/schemas.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import {
  changeStudentStates,
  confirmStudent,
  deleteStudents,
  editStudent,
  listStudentEvents,
} from "./actions.ts";

/**
 * Candidate writes of the back office (docs/product.md §4, §5, §7) and the history: admin only for writes
 * (the policy table), admin and auditor for the history.
 */
export const studentActionRoutes: FastifyPluginAsyncZod<
  ClockedOptions & {
    /** The published catalogue a newly chosen exam is checked against (decision 0034). */
    catalogue: PublishedCatalogueCache;
  }
> = async (app, { db, catalogue, now = Date.now }) => {
  /**
   * Bulk state change `{studentIds, state}` (docs/product.md §4, §7): any state to any state, one transaction,
   * a `state_changed` event per changed candidate; the answer's `undoToken` takes it back within the
   * undo window, and the e-mails it queued wait until then (docs/product.md §12 "Undo and restore"). Confirmed sets the confirmer, Not_Confirmed
   * clears it. 400 'Please select a state and at least one student.'; 404 unknown id; 409
   * `{needsConfirmation: true, warnings}` when the data contradicts the move (docs/product.md §4
   * "Moves against the data") and the body lacks `confirm: true` (an older client gets this 409
   * with a message saying so, and nothing changes).
   */
  app.patch(
    "/api/students/change-state",
    {
      schema: {
        tags: ["students"],
        body: changeStateBodySchema,
        response: {
          200: bulkResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: moveConflictSchema,
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      const { studentIds, state, confirm } = request.body;
      const at = now();
      const { count, undoToken } = await changeStudentStates(db, studentIds, state, request.actor(), {
        confirm,
        today: isoDay(at),
        now: new Date(at),
      });
      return { success: true as const, message: BACK_OFFICE_TEXTS.stateUpdated, count, undoToken };
    },
  );

  /**
   * Bulk soft delete `{studentIds}` (docs/product.md §7): deleted_at and deleted_by, a `deleted` event each,
   * one transaction; to the Trash, with an `undoToken` (docs/product.md §12 "Undo and restore"). 400 empty selection; 404 unknown or already deleted id.
   */
  app.delete(
    "/api/students",
    {
      schema: {
        tags: ["students"],
        body: deleteStudentsBodySchema,
        response: { 200: bulkResultSchema, 400: errorBodySchema, 404: errorBodySchema, ...deniedResponses },
      },
    },
    async (request) => {
      const { count, undoToken } = await deleteStudents(
        db,
        request.body.studentIds,
        request.actor(),
        new Date(now()),
      );
      const message = count === 1 ? "Student deleted." : `${count} students deleted.`;
      return { success: true as const, message, count, undoToken };
    },
  );

  /**
   * Edit Student Data (docs/product.md §5, §7): every editable field; records an `edited` event with the
   * changed fields (old → new) and the editor. 400 invalid field; 404 unknown; 409 Exam Date or
   * Exam Location changed outside Exam_Details, or duplicate email / national ID / passport. A
   * changed exam choice (exam_category → examSubcategory → exam_name) must be bookable in the
   * published catalogue (docs/product.md §13 "The catalogue"): 400 naming the first field that is
   * not, a retired exam refused on exam_name; the choice the candidate already has is kept as it
   * is, retired or not (`studentEditExamIssue`).
   */
  app.put(
    "/api/students/:id",
    {
      schema: {
        tags: ["students"],
        params: idParam("id"),
        body: studentEditSchema,
        response: {
          200: studentActionResultSchema,
          ...errorResponses(400, 404, 409),
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      const { tree } = await catalogue.get();
      const changed = await editStudent(db, request.params.id, request.body, request.actor(), tree);
      const message = changed.length === 0 ? "No changes to save." : "Student details updated successfully.";
      return { success: true as const, message };
    },
  );

  /** Confirm Student (docs/product.md §4): confirmed, confirmer, state Confirmed. 404 unknown; 409 already confirmed. */
  app.put(
    "/api/students/:id/confirm",
    {
      schema: {
        tags: ["students"],
        params: idParam("id"),
        response: {
          200: studentActionResultSchema,
          ...errorResponses(400, 404, 409),
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      await confirmStudent(db, request.params.id, request.actor());
      return { success: true as const, message: "Student confirmed successfully." };
    },
  );

  /** A candidate's history (beyond the spec): every `student_events` row, newest first. */
  app.get(
    "/api/students/:id/events",
    {
      schema: {
        tags: ["students"],
        params: idParam("id"),
        response: {
          200: studentEventListSchema,
          ...errorResponses(400, 404),
          ...deniedResponses,
        },
      },
    },
    async (request) => listStudentEvents(db, request.params.id),
  );
};
