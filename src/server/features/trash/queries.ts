/**
 * The Trash (decision 0029, docs/product.md §12 "Undo and restore"): deleted candidates, users,
 * inquiries and messages not yet purged, with who deleted them and when, and their restore.
 */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { inquiries, messages, students, users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { restoreConflict, restoreDeleted } from "#server/domain/trash.ts";
import type { TrashItem, TrashKind } from "#shared/trash/undo.ts";

/** At most this many rows a kind are listed (newest deleted first). */
export const TRASH_LIST_LIMIT = 500;

const deleter = alias(users, "deleter");

/** The listed rows of one kind, before the purge date is added. */
type Listed = Omit<TrashItem, "kind" | "purge_after" | "deleted_at"> & { deleted_at: Date | null };

function listKind(db: Db, kind: TrashKind): Promise<Listed[]> {
  const by = sql<string | null>`${deleter.username}`;
  switch (kind) {
    case "students":
      return db
        .select({
          id: students.id,
          label: students.fullName,
          sublabel: sql<string>`${students.reference} || ' · ' || ${students.email}`,
          deleted_at: students.deletedAt,
          deleted_by: by,
        })
        .from(students)
        .leftJoin(deleter, eq(deleter.id, students.deletedBy))
        .where(and(isNotNull(students.deletedAt), isNull(students.purgedAt)))
        .orderBy(desc(students.deletedAt), desc(students.id))
        .limit(TRASH_LIST_LIMIT);
    case "users":
      return db
        .select({
          id: users.id,
          label: users.username,
          sublabel: sql<string>`${users.role}::text || coalesce(' · ' || ${users.name}, '')`,
          deleted_at: users.deletedAt,
          deleted_by: by,
        })
        .from(users)
        .leftJoin(deleter, eq(deleter.id, users.deletedBy))
        .where(and(isNotNull(users.deletedAt), isNull(users.purgedAt)))
        .orderBy(desc(users.deletedAt), desc(users.id))
        .limit(TRASH_LIST_LIMIT);
    case "inquiries":
      return db
        .select({
          id: inquiries.id,
          label: inquiries.fullName,
          sublabel: sql<string>`${inquiries.email} || ' · ' || ${inquiries.examName}`,
          deleted_at: inquiries.deletedAt,
          deleted_by: by,
        })
        .from(inquiries)
        .leftJoin(deleter, eq(deleter.id, inquiries.deletedBy))
        .where(and(isNotNull(inquiries.deletedAt), isNull(inquiries.purgedAt)))
        .orderBy(desc(inquiries.deletedAt), desc(inquiries.id))
        .limit(TRASH_LIST_LIMIT);
    case "messages":
      return db
        .select({
          id: messages.id,
          label: sql<string>`left(${messages.body}, 120)`,
          sublabel: sql<string>`'From ' || ${messages.senderUsername}`,
          deleted_at: messages.deletedAt,
          deleted_by: by,
        })
        .from(messages)
        .leftJoin(deleter, eq(deleter.id, messages.deletedBy))
        .where(isNotNull(messages.deletedAt))
        .orderBy(desc(messages.deletedAt), desc(messages.id))
        .limit(TRASH_LIST_LIMIT);
  }
}

/** The Trash of `kind`, newest deleted first, each with the day its retention ends. */
export async function listTrash(db: Db, kind: TrashKind, retentionDays: number): Promise<TrashItem[]> {
  const rows = await listKind(db, kind);
  return rows.map((row) => {
    const deletedAt = row.deleted_at ?? new Date(0);
    return {
      ...row,
      kind,
      deleted_at: deletedAt.toISOString(),
      purge_after: new Date(deletedAt.getTime() + retentionDays * 86_400_000).toISOString(),
    };
  });
}

/** Restores one row of the Trash, in one transaction with its history or audit row (see `restoreDeleted`). */
export async function restoreFromTrash(db: Db, kind: TrashKind, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction((tx) => restoreDeleted(tx, kind, [id], actor));
  } catch (error) {
    throw restoreConflict(error);
  }
}
