/**
 * The Trash (decision 0029, docs/product.md §12 "Undo and restore"): deleted candidates, users,
 * inquiries and messages not yet purged, with who deleted them and when, and their restore.
 */
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { inquiries, messages, students, users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { restoreConflict, restoreDeleted, type TRASH_TABLES } from "#server/domain/trash.ts";
import type { TrashItem, TrashKind } from "#shared/trash/undo.ts";

/** At most this many rows a kind are listed (newest deleted first). */
export const TRASH_LIST_LIMIT = 500;

const deleter = alias(users, "deleter");

/** The listed rows of one kind, before the purge date is added. */
type Listed = Omit<TrashItem, "kind" | "purge_after" | "deleted_at"> & { deleted_at: Date | null };

/**
 * The deleted rows of `table`, newest deleted first, with who deleted them: `label` and `sublabel`
 * say what each was; `notPurged` keeps out the rows the retention sweep already anonymised.
 */
function deletedRows(
  db: Db,
  table: (typeof TRASH_TABLES)[TrashKind],
  label: SQL<string>,
  sublabel: SQL<string>,
  notPurged?: SQL,
): Promise<Listed[]> {
  // The four tables share `id`, `deletedAt` and `deletedBy`; drizzle cannot type a query over "any of them".
  const t = table as typeof messages;
  return db
    .select({
      id: t.id,
      label,
      sublabel,
      deleted_at: t.deletedAt,
      deleted_by: sql<string | null>`${deleter.username}`,
    })
    .from(t)
    .leftJoin(deleter, eq(deleter.id, t.deletedBy))
    .where(and(isNotNull(t.deletedAt), notPurged))
    .orderBy(desc(t.deletedAt), desc(t.id))
    .limit(TRASH_LIST_LIMIT);
}

function listKind(db: Db, kind: TrashKind): Promise<Listed[]> {
  switch (kind) {
    case "students": {
      const sublabel = sql<string>`${students.reference} || ' · ' || ${students.email}`;
      return deletedRows(db, students, sql`${students.fullName}`, sublabel, isNull(students.purgedAt));
    }
    case "users": {
      const sublabel = sql<string>`${users.role}::text || coalesce(' · ' || ${users.name}, '')`;
      return deletedRows(db, users, sql`${users.username}`, sublabel, isNull(users.purgedAt));
    }
    case "inquiries": {
      const sublabel = sql<string>`${inquiries.email} || ' · ' || ${inquiries.examName}`;
      return deletedRows(db, inquiries, sql`${inquiries.fullName}`, sublabel, isNull(inquiries.purgedAt));
    }
    case "messages": {
      // Messages have no purge mark: every deleted one is listed.
      const label = sql<string>`left(${messages.body}, 120)`;
      return deletedRows(db, messages, label, sql<string>`'From ' || ${messages.senderUsername}`);
    }
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
