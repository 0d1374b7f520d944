/**
 * Writes of the back office on candidates (docs/product.md §4 "Student state", §5, §7): bulk state change,
 * bulk soft delete, edit and confirmation. Each runs in one transaction together with its
 * `student_events` rows, and locks the rows it changes, so a failed half leaves nothing changed
 * and two staff members acting at once cannot lose each other's change.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "#server/db/errors.ts";
import { invoices, studentEvents, students, testCenters } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { liveStudentsIn, requireAllStudents } from "#server/domain/live-rows.ts";
import { invoiceOfCurrentAttempt } from "#server/domain/retakes.ts";
import { moveStudentStates, recordStudentEvents } from "#server/domain/student-events.ts";
import {
  EDIT_FIELD_READ_NAME,
  editToRow,
  studentColumns,
  toStudentWire,
} from "#server/domain/student-mapping.ts";
import { recordUndo, undoMailHold } from "#server/domain/undo.ts";
import { AppError, badRequest, conflict, notFound } from "#server/errors.ts";
import { enqueueStateEmails, enqueueStudentEmails } from "#server/mail/outbox.ts";
import type { MoveWarning } from "#shared/candidates/actions.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import { type StudentEdit, studentEditExamIssue } from "#shared/candidates/edit.ts";
import { studentFieldLabel } from "#shared/candidates/field-labels.ts";
import {
  canMove,
  isEditableIn,
  MOVE_WARNING_TEXT,
  moveWarnings,
  PIPELINE,
  STATE_LOCKED_FIELDS,
  type StudentState,
  statesUnlocking,
} from "#shared/candidates/pipeline.ts";
import type { ExamCatalogue } from "#shared/catalogue/catalogue.ts";

/** Locks the live candidates with these ids; 404 (field `studentIds`) unless all of them exist. */
async function lockLiveStudents(tx: Tx, ids: readonly number[]) {
  const rows = await tx
    .select({
      id: students.id,
      state: students.state,
      confirmed: students.confirmed,
      confirmedBy: students.confirmedBy,
      confirmedById: students.confirmedById,
      updatedAt: students.updatedAt,
      stateChangedAt: students.stateChangedAt,
    })
    .from(students)
    .where(liveStudentsIn(ids))
    .orderBy(students.id)
    .for("update");
  requireAllStudents(ids, rows, "Student");
  return rows;
}

/** The message of a move's 409: how many candidates the data contradicts, and how to go on. */
export function moveConflictMessage(state: StudentState, warnings: readonly MoveWarning[]): string {
  const who =
    warnings.length === 1 ? "1 selected student's data" : `${warnings.length} selected students' data`;
  return `The move to ${state} contradicts ${who}: ${warnings
    .slice(0, 3)
    .map((w) => `${w.reference}: ${w.message}`)
    .join(
      "; ",
    )}${warnings.length > 3 ? "; …" : ""}. Check the data, or send the move again with confirm: true to make it anyway.`;
}

/**
 * The candidates of `ids` whose data a move to `state` contradicts on `today` (docs/product.md §4
 * "Moves against the data"), with why; none for a state without rules.
 */
async function contradictions(
  tx: Tx,
  ids: readonly number[],
  state: StudentState,
  today: string,
): Promise<MoveWarning[]> {
  if (
    ids.length === 0 ||
    moveWarnings(state, { examDate: null, hasPaidInvoice: false }, today).length === 0
  ) {
    return [];
  }
  const rows = await tx
    .select({
      id: students.id,
      reference: students.reference,
      name: students.fullName,
      examDate: students.examDate,
    })
    .from(students)
    .where(inArray(students.id, [...ids]))
    .orderBy(students.id);
  const paid = await tx
    .selectDistinct({ studentId: invoices.studentId })
    .from(invoices)
    .where(
      and(
        inArray(invoices.studentId, [...ids]),
        eq(invoices.confirmed, true),
        isNull(invoices.deletedAt),
        invoiceOfCurrentAttempt(),
      ),
    );
  const paidIds = new Set(paid.map((row) => row.studentId));
  return rows.flatMap((row) => {
    const codes = moveWarnings(state, { examDate: row.examDate, hasPaidInvoice: paidIds.has(row.id) }, today);
    if (codes.length === 0) return [];
    const message = codes.map((code) => MOVE_WARNING_TEXT[code]).join("; ");
    return [{ studentId: row.id, reference: row.reference, name: row.name, codes, message }];
  });
}

/**
 * Moves the candidates to `state` (any state to any state: staff correct mistakes, docs/product.md §4).
 * Confirmed also sets confirmed and the confirmer; Not_Confirmed clears both. Candidates already in
 * that state (with that confirmation) are left alone and get no event. A move the data contradicts
 * on `today` (docs/product.md §4 "Moves against the data") is made only with `confirm`, and its
 * event then records the warning (`confirmedDespiteWarning`). Returns how many changed and, when
 * any did, the undo token (decision 0029): the fields before and after are kept for the undo, and
 * the e-mails the move queued are held until its window closed.
 * Errors: 404 when an id is unknown or deleted; 409 with `warnings` and `needsConfirmation` when
 * the data contradicts the move and `confirm` is not set (nothing changes).
 */
export async function changeStudentStates(
  db: Db,
  ids: readonly number[],
  state: StudentState,
  actor: Actor,
  options: { confirm?: boolean; today: string; now: Date },
): Promise<{ count: number; undoToken?: string }> {
  return db.transaction(async (tx) => {
    const rows = await lockLiveStudents(tx, ids);
    const sets = PIPELINE[state].confirmation;
    const confirmation =
      sets === "set"
        ? { confirmed: true, confirmedBy: actor.username, confirmedById: actor.id }
        : sets === "clear"
          ? { confirmed: false, confirmedBy: null, confirmedById: null }
          : {};
    const changing = rows.filter(
      (r) => r.state !== state || (sets === "set" && !r.confirmed) || (sets === "clear" && r.confirmed),
    );
    if (changing.length === 0) return { count: 0 };
    const refused = changing.find((r) => !canMove(r.state, state));
    if (refused) throw conflict(`A student in state ${refused.state} cannot be moved to ${state}.`, "state");
    const warnings = await contradictions(
      tx,
      changing.map((r) => r.id),
      state,
      options.today,
    );
    if (warnings.length > 0 && !options.confirm) {
      throw new AppError(
        409,
        moveConflictMessage(state, warnings),
        "state",
        {},
        {
          needsConfirmation: true,
          warnings,
        },
      );
    }
    const warned = new Map(warnings.map((w) => [w.studentId, w.message]));
    const updatedAt = options.now;
    await moveStudentStates(tx, actor, changing, state, { ...confirmation, updatedAt }, (r) => {
      const warning = warned.get(r.id);
      return warning ? { confirmedDespiteWarning: { from: null, to: warning } } : null;
    });
    const outboxIds = await enqueueStateEmails(
      tx,
      state,
      changing.map((r) => r.id),
      undoMailHold(options.now),
    );
    const undoToken = await recordUndo(tx, {
      kind: "students.state",
      actor,
      now: options.now,
      outboxIds,
      rows: changing.map((r) => {
        const { id, ...before } = r;
        // A move into another state restarts the board's clock (decision 0030); the undo puts it back.
        const stateChangedAt = before.state === state ? before.stateChangedAt : updatedAt;
        const after = { ...before, state, ...confirmation, updatedAt, stateChangedAt };
        return { id, before: undoFields(before), after: undoFields(after) };
      }),
    });
    return { count: changing.length, undoToken };
  });
}

/** The fields a state change writes, as the undo keeps them (timestamps as ISO strings). */
function undoFields(row: {
  state: StudentState;
  confirmed: boolean;
  confirmedBy: string | null;
  confirmedById: number | null;
  updatedAt: Date | null;
  stateChangedAt: Date;
}) {
  return {
    state: row.state,
    confirmed: row.confirmed,
    confirmedBy: row.confirmedBy,
    confirmedById: row.confirmedById,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    stateChangedAt: row.stateChangedAt.toISOString(),
  };
}

/**
 * Soft-deletes the candidates (deleted_at, deleted_by) with a `deleted` event each; they leave
 * every list and count and go to the Trash; the answer's undo token brings them back within the
 * undo window (decision 0029). Errors: 404 when an id is unknown or already deleted (nothing changes).
 */
export async function deleteStudents(
  db: Db,
  ids: readonly number[],
  actor: Actor,
  now: Date,
): Promise<{ count: number; undoToken?: string }> {
  return db.transaction(async (tx) => {
    const rows = await lockLiveStudents(tx, ids);
    await tx
      .update(students)
      .set({ deletedAt: now, deletedBy: actor.id })
      .where(inArray(students.id, [...ids]));
    await recordStudentEvents(
      tx,
      actor,
      "deleted",
      rows.map((r) => ({ studentId: r.id, fromState: r.state })),
    );
    const undoToken = await recordUndo(tx, {
      kind: "students.delete",
      actor,
      now,
      rows: rows.map((r) => ({
        id: r.id,
        before: { deletedAt: null },
        after: { deletedAt: now.toISOString(), deletedBy: actor.id },
      })),
    });
    return { count: rows.length, undoToken };
  });
}

/** The live candidate, locked for update, in wire shape; 404 when unknown or deleted. */
async function lockStudent(tx: Tx, id: number): Promise<Student> {
  const [row] = await tx
    .select(studentColumns)
    .from(students)
    .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
    .where(and(eq(students.id, id), isNull(students.deletedAt)))
    .for("update", { of: students });
  if (!row) throw notFound("Student not found.");
  return toStudentWire(row);
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** Edit field → wire field named in a 409 for each uniqueness constraint. */
const EDIT_UNIQUE_FIELDS: Record<string, keyof StudentEdit> = {
  students_email_unique: "email",
  students_national_id_unique: "national_id",
  students_passport_number_unique: "passport_number",
};

/**
 * The 409 of a change to a field its state does not unlock, naming the fields the same states
 * unlock: 'Exam Date and Exam Location can be changed only in state Exam_Details.' (docs/product.md §4).
 */
function lockedFieldMessage(field: keyof StudentEdit): string {
  const states = statesUnlocking(field);
  const together = STATE_LOCKED_FIELDS.filter((f) => statesUnlocking(f).join() === states.join());
  const names = together.map((f) =>
    studentFieldLabel(EDIT_FIELD_READ_NAME[f]).replace(/\b\w/g, (letter) => letter.toUpperCase()),
  );
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `${list} can be changed only in state ${states.join(" or ")}.`;
}

/**
 * Saves the Edit Student Data form (docs/product.md §5) and records an `edited` event with each changed field
 * (read wire name → old and new value) and the editor. Returns the changed fields (none: nothing
 * written). Errors: 404 unknown candidate; 409 `ExamDate`/`ExamLocation` changed outside state
 * Exam_Details (docs/product.md §4); 400 `test_center_id` unknown test center; 400 a changed exam
 * choice that `catalogue` (the published one, decision 0034) does not offer; 409 duplicate email,
 * national ID or passport of another live candidate.
 */
export async function editStudent(
  db: Db,
  id: number,
  edit: StudentEdit,
  actor: Actor,
  catalogue: ExamCatalogue,
): Promise<string[]> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockStudent(tx, id);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, readName] of Object.entries(EDIT_FIELD_READ_NAME)) {
        const to = edit[field as keyof StudentEdit];
        const from = before[readName];
        if (!same(from, to)) changes[readName] = { from: from ?? null, to: to ?? null };
      }
      for (const field of STATE_LOCKED_FIELDS) {
        const readName = EDIT_FIELD_READ_NAME[field];
        if (changes[readName] && !isEditableIn(field, before.state)) {
          throw conflict(lockedFieldMessage(field), readName);
        }
      }
      if (Object.keys(changes).length === 0) return [];
      const kept = {
        exam_category: before.exam_category,
        examSubcategory: before.exam_specialty,
        exam_name: before.exam_name,
      };
      const examIssue = studentEditExamIssue(catalogue, edit, kept);
      if (examIssue) throw badRequest(examIssue.message, examIssue.field);
      if (changes.test_center_id) {
        const [center] = await tx
          .select({ id: testCenters.id })
          .from(testCenters)
          .where(and(eq(testCenters.id, edit.test_center_id), isNull(testCenters.deletedAt)));
        if (!center) throw badRequest("Please choose a test center.", "test_center_id");
      }
      await tx
        .update(students)
        .set({ ...editToRow(edit), updatedAt: new Date(), updatedById: actor.id })
        .where(eq(students.id, id));
      await recordStudentEvents(tx, actor, "edited", [{ studentId: id, changes }]);
      // An edit in a state that unlocks fields sends its e-mail again: a new exam date, time or place
      // is a new exam-details e-mail (the same ones are queued once).
      const { unlocks, email } = PIPELINE[before.state];
      if (unlocks.length > 0 && email) await enqueueStudentEmails(tx, email, [id]);
      return Object.keys(changes);
    });
  } catch (error) {
    const { code, constraint } = pgErrorInfo(error);
    const field = constraint ? EDIT_UNIQUE_FIELDS[constraint] : undefined;
    if (code === UNIQUE_VIOLATION && field) {
      throw conflict(`Another student already has this ${field.replace("_", " ")}.`, field);
    }
    throw error;
  }
}

/**
 * Confirms one candidate (docs/product.md §4): confirmed, confirmed_by the staff user, state Confirmed, and a
 * `confirmed` event. Errors: 404 unknown candidate; 409 already confirmed.
 */
export async function confirmStudent(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockStudent(tx, id);
    if (before.confirmed) throw conflict("This student is already confirmed.", "confirmed");
    await tx
      .update(students)
      .set({
        confirmed: true,
        confirmedBy: actor.username,
        confirmedById: actor.id,
        state: "Confirmed",
        updatedAt: new Date(),
        // The board's age in the state (decision 0030) restarts only with a new state.
        ...(before.state === "Confirmed" ? {} : { stateChangedAt: new Date() }),
      })
      .where(eq(students.id, id));
    await recordStudentEvents(tx, actor, "confirmed", [
      { studentId: id, fromState: before.state, toState: "Confirmed" },
    ]);
    await enqueueStateEmails(tx, "Confirmed", [id]);
  });
}

/** A candidate's history, newest first (ties by id); 404 when the candidate is unknown. */
export async function listStudentEvents(db: Db, id: number) {
  const [exists] = await db.select({ id: students.id }).from(students).where(eq(students.id, id));
  if (!exists) throw notFound("Student not found.");
  const rows = await db
    .select({
      id: studentEvents.id,
      type: studentEvents.type,
      actor_user_id: studentEvents.actorUserId,
      actor_username: studentEvents.actorUsername,
      from_state: studentEvents.fromState,
      to_state: studentEvents.toState,
      changes: studentEvents.changes,
      created_at: studentEvents.createdAt,
    })
    .from(studentEvents)
    .where(eq(studentEvents.studentId, id))
    .orderBy(sql`${studentEvents.createdAt} desc, ${studentEvents.id} desc`);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
