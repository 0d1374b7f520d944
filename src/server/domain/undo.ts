/**
 * Recording an undoable change (decision 0029, docs/product.md §12 "Undo and restore"): the write
 * that changes rows stores, in its own transaction, what they were before and what it made of them
 * in `undo_actions`, under the hash of a random one-use token that its answer carries. The undo
 * itself is `features/undo`.
 */
import { createHash, randomBytes } from "node:crypto";
import { inArray, lt, max } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { studentEvents, undoActions } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import {
  type TrashKind,
  UNDO_GRACE_SECONDS,
  UNDO_MAIL_MARGIN_SECONDS,
  UNDO_WINDOW_SECONDS,
} from "#shared/trash/undo.ts";

/** What an undo puts back: a bulk state change or a delete of one of the Trash's kinds. */
export type UndoKind = "students.state" | `${TrashKind}.delete`;

/** One changed row: its id, the fields before the change and what the change wrote. */
export interface UndoRow {
  id: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The last moment the server takes the undo of a change made at `now`: window + grace. */
export const undoExpiry = (now: Date) =>
  new Date(now.getTime() + (UNDO_WINDOW_SECONDS + UNDO_GRACE_SECONDS) * 1000);

/**
 * When the e-mails of an undoable change made at `now` become due: after the undo's last moment and
 * a margin, so that no worker can have leased one the undo still has to withdraw.
 */
export const undoMailHold = (now: Date) =>
  new Date(undoExpiry(now).getTime() + UNDO_MAIL_MARGIN_SECONDS * 1000);

/** The stored form of a token: SHA-256, hex. */
export const undoTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Stores the undo of a change inside its transaction and returns the token (192 random bits,
 * base64url); nothing for a change that changed no row. For candidates, the newest history row of
 * the changed ones is kept too: a later one means they changed since (the undo is then refused).
 */
export async function recordUndo(
  tx: Tx,
  change: {
    kind: UndoKind;
    actor: Actor;
    rows: readonly UndoRow[];
    outboxIds?: readonly number[];
    now: Date;
  },
): Promise<string | undefined> {
  if (change.rows.length === 0) return undefined;
  const token = randomBytes(24).toString("base64url");
  let lastEventId: number | null = null;
  if (change.kind.startsWith("students.")) {
    const [row] = await tx
      .select({ last: max(studentEvents.id) })
      .from(studentEvents)
      .where(
        inArray(
          studentEvents.studentId,
          change.rows.map((r) => r.id),
        ),
      );
    lastEventId = row?.last === null || row?.last === undefined ? null : Number(row.last);
  }
  await tx.insert(undoActions).values({
    tokenHash: undoTokenHash(token),
    kind: change.kind,
    actorUserId: change.actor.id,
    rows: [...change.rows],
    outboxIds: [...(change.outboxIds ?? [])],
    lastEventId,
    createdAt: change.now,
    expiresAt: undoExpiry(change.now),
  });
  return token;
}

/** Forgets undo records a day past their window (nothing can use them any more). */
export async function pruneUndoActions(db: Db, now: Date) {
  await db.delete(undoActions).where(lt(undoActions.expiresAt, new Date(now.getTime() - 86_400_000)));
}
