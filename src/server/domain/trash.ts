/**
 * Bringing deleted rows back (decision 0029, docs/product.md §12 "Undo and restore"): the Trash's
 * restore and the undo of a delete share it. A restore clears `deleted_at`/`deleted_by`, is recorded
 * (a `restored` event for a candidate, an audit row for the others) and is refused with a 409 when
 * the row would break a uniqueness rule of the live rows (decision 0019: a live registration with
 * the same e-mail, national ID or passport number; a live user with the same username).
 */
import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "#server/db/errors.ts";
import { inquiries, messages, students, users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { type AuditAction, recordAudit } from "#server/domain/audit.ts";
import { recordStudentEvents } from "#server/domain/student-events.ts";
import { AppError, conflict } from "#server/errors.ts";
import type { TrashKind } from "#shared/trash/undo.ts";

/** The table of each kind. */
export const TRASH_TABLES = { students, users, inquiries, messages } as const;

const RESTORE_AUDIT: Record<Exclude<TrashKind, "students">, AuditAction> = {
  users: "user.restored",
  inquiries: "inquiry.restored",
  messages: "message.restored",
};

/** Why a restore would break a uniqueness rule, by the live rows' unique index. */
const RESTORE_CONFLICTS: Record<string, string> = {
  students_email_unique: "A live registration with the same e-mail address exists now.",
  students_national_id_unique: "A live registration with the same national ID exists now.",
  students_passport_number_unique: "A live registration with the same passport number exists now.",
  users_username_unique: "A live user with the same username exists now.",
};

/**
 * Restores the deleted rows `ids` of `kind` inside the caller's transaction. 404 unless every one
 * is deleted and not yet purged; the caller turns a unique violation into its 409 with
 * {@link restoreConflict}.
 */
export async function restoreDeleted(
  tx: Tx,
  kind: TrashKind,
  ids: readonly number[],
  actor: Actor,
): Promise<number> {
  const table = TRASH_TABLES[kind];
  const purgeable = "purgedAt" in table ? isNull(table.purgedAt) : undefined;
  const rows = await tx
    .update(table)
    .set({ deletedAt: null, deletedBy: null })
    .where(and(inArray(table.id, [...ids]), isNotNull(table.deletedAt), purgeable))
    .returning({ id: table.id });
  if (rows.length !== ids.length) {
    throw new AppError(404, "Not in the Trash: it was restored already, purged or never deleted.", "id");
  }
  if (kind === "students") {
    const states = await tx
      .select({ id: students.id, state: students.state })
      .from(students)
      .where(inArray(students.id, [...ids]));
    await recordStudentEvents(
      tx,
      actor,
      "restored",
      // The state in `changes`: a restore is no move into it (the stage trends, decision 0027).
      states.map((s) => ({ studentId: s.id, changes: { state: { from: null, to: s.state } } })),
    );
  } else {
    for (const id of ids) await recordAudit(tx, actor, RESTORE_AUDIT[kind], id);
  }
  return rows.length;
}

/** The 409 of a restore that would break a uniqueness rule, or the error itself. */
export function restoreConflict(error: unknown): unknown {
  const { code, constraint } = pgErrorInfo(error);
  if (code === UNIQUE_VIOLATION && constraint && RESTORE_CONFLICTS[constraint]) {
    return conflict(`It cannot be restored: ${RESTORE_CONFLICTS[constraint]}`, "id");
  }
  return error;
}
