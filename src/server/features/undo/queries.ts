/**
 * Taking a change back (decision 0029, docs/product.md §12 "Undo and restore"): the undo of a bulk
 * state change puts back exactly the fields it wrote and withdraws the e-mails it held; the undo of
 * a delete restores the rows. One transaction, with a history row per candidate (or an audit row).
 */
import { and, eq, gt, inArray, notInArray } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { studentEvents, students, undoActions } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordStudentEvents } from "#server/domain/student-events.ts";
import { restoreConflict, restoreDeleted } from "#server/domain/trash.ts";
import { type UndoKind, type UndoRow, undoTokenHash } from "#server/domain/undo.ts";
import { AppError, conflict, forbidden, notFound } from "#server/errors.ts";
import { withdrawHeldEmails } from "#server/mail/outbox.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import type { TrashKind } from "#shared/trash/undo.ts";

const CHANGED_SINCE =
  "It cannot be undone: the candidates changed since (moved, edited or restored by someone). Nothing was changed.";

/**
 * History rows that record no change to the candidate: the e-mail worker's outcome for a message
 * (decision 0010), e.g. the registration e-mail delivered a second after staff moved the candidate.
 * They do not stand in the way of an undo (decision 0029).
 */
const NOT_A_CHANGE = ["email_sent", "email_failed"] as const;

/** 409 when a candidate of the change has a history row newer than the change's (e-mail outcomes aside). */
async function refuseIfChangedSince(tx: Tx, ids: readonly number[], lastEventId: number | null) {
  const [later] = await tx
    .select({ id: studentEvents.id })
    .from(studentEvents)
    .where(
      and(
        inArray(studentEvents.studentId, [...ids]),
        notInArray(studentEvents.type, [...NOT_A_CHANGE]),
        lastEventId === null ? undefined : gt(studentEvents.id, lastEventId),
      ),
    )
    .limit(1);
  if (later) throw conflict(CHANGED_SINCE, "undoToken");
}

/** Puts the candidates' state fields back as they were, if each is still as the change left it. */
async function undoStateChange(tx: Tx, rows: readonly UndoRow[], actor: Actor, lastEventId: number | null) {
  const ids = rows.map((r) => r.id);
  const current = await tx
    .select({
      id: students.id,
      state: students.state,
      confirmed: students.confirmed,
      confirmedById: students.confirmedById,
      deletedAt: students.deletedAt,
    })
    .from(students)
    .where(inArray(students.id, ids))
    .orderBy(students.id)
    .for("update");
  const byId = new Map(current.map((row) => [row.id, row]));
  for (const row of rows) {
    const now = byId.get(row.id);
    if (
      !now ||
      now.deletedAt !== null ||
      now.state !== row.after.state ||
      now.confirmed !== row.after.confirmed ||
      (now.confirmedById ?? null) !== (row.after.confirmedById ?? null)
    ) {
      throw conflict(CHANGED_SINCE, "undoToken");
    }
  }
  await refuseIfChangedSince(tx, ids, lastEventId);
  for (const row of rows) {
    const before = row.before as {
      state: StudentState;
      confirmed: boolean;
      confirmedBy: string | null;
      confirmedById: number | null;
      updatedAt: string | null;
      /** Absent in undo records written before the board's clock existed (decision 0030). */
      stateChangedAt?: string;
    };
    await tx
      .update(students)
      .set({
        state: before.state,
        confirmed: before.confirmed,
        confirmedBy: before.confirmedBy,
        confirmedById: before.confirmedById,
        updatedAt: before.updatedAt === null ? null : new Date(before.updatedAt),
        ...(before.stateChangedAt ? { stateChangedAt: new Date(before.stateChangedAt) } : {}),
      })
      .where(eq(students.id, row.id));
  }
  await recordStudentEvents(
    tx,
    actor,
    "undone",
    // The states are in `changes`, not in from/to_state: an undo is no move into a state (the
    // dashboard's stage trends count those, decision 0027).
    rows.map((row) => ({
      studentId: row.id,
      changes: {
        state: { from: row.after.state, to: row.before.state },
        confirmed: { from: row.after.confirmed, to: row.before.confirmed },
      },
    })),
  );
}

/** Undoes a delete: the rows must still be deleted by that very change. */
async function undoDelete(
  tx: Tx,
  kind: UndoKind,
  rows: readonly UndoRow[],
  actor: Actor,
  lastEventId: number | null,
) {
  const trashKind = kind.slice(0, kind.indexOf(".")) as TrashKind;
  if (trashKind === "students")
    await refuseIfChangedSince(
      tx,
      rows.map((r) => r.id),
      lastEventId,
    );
  try {
    return await restoreDeleted(
      tx,
      trashKind,
      rows.map((r) => r.id),
      actor,
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw conflict(CHANGED_SINCE.replace("candidates", "rows"), "undoToken");
    throw error;
  }
}

/**
 * `POST /api/undo`: takes back the change of `token` at `now`. Errors: 404 unknown token; 410 used
 * already or after the window; 403 another staff member's change unless the caller is an admin;
 * 409 the rows changed since, or a restore would break a uniqueness rule. Returns how many rows.
 */
export async function undoChange(db: Db, token: string, actor: Actor, now: Date): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [action] = await tx
        .select()
        .from(undoActions)
        .where(eq(undoActions.tokenHash, undoTokenHash(token)))
        .for("update");
      if (!action) throw notFound("This change cannot be undone: the undo is not known.");
      if (action.actorUserId !== actor.id && actor.role !== "admin") {
        throw forbidden("Only the staff member who made the change, or an admin, can undo it.");
      }
      if (action.usedAt) throw new AppError(410, "This change was undone already.", "undoToken");
      if (now.getTime() > action.expiresAt.getTime()) {
        throw new AppError(410, "The time to undo this change has passed.", "undoToken");
      }
      const kind = action.kind as UndoKind;
      if (kind === "students.state") {
        await undoStateChange(tx, action.rows, actor, action.lastEventId);
        await withdrawHeldEmails(tx, action.outboxIds);
      } else {
        await undoDelete(tx, kind, action.rows, actor, action.lastEventId);
      }
      await tx
        .update(undoActions)
        .set({ usedAt: now, usedById: actor.id })
        .where(eq(undoActions.id, action.id));
      return action.rows.length;
    });
  } catch (error) {
    throw restoreConflict(error);
  }
}
