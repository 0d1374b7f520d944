/**
 * Live (not soft-deleted) rows as the writes lock them (docs/product.md §7: soft deletes), written
 * once: one row by id or a 404, and the candidates a bulk write names with the 404 when some are
 * unknown or deleted.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Tx } from "#server/db/client.ts";
import { students } from "#server/db/schema.ts";
import { AppError, notFound } from "#server/errors.ts";

/** A soft-deleting table: its `id` and its `deletedAt` (null while live). */
type SoftDeleting = PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn };

/**
 * Locks (`FOR UPDATE`) the live row `id` of `table` and reads `fields` of it; 404 with `missing`
 * ("Invoice not found.") when it is unknown or deleted.
 */
export async function lockLiveRow<Fields extends SelectedFields>(
  tx: Tx,
  table: SoftDeleting,
  id: number,
  fields: Fields,
  missing: string,
) {
  const live = and(eq(table.id, id), isNull(table.deletedAt));
  // drizzle cannot type a select over "any soft-deleting table": the row is what `fields` select.
  const rows = await tx
    .select(fields)
    .from(table as PgTable)
    .where(live)
    .for("update");
  const [row] = rows as SelectResultFields<Fields>[];
  if (!row) throw notFound(missing);
  return row;
}

/** `where` of the live (not deleted) candidates among `ids`. */
export const liveStudentsIn = (ids: readonly number[]) =>
  and(inArray(students.id, [...ids]), isNull(students.deletedAt));

/**
 * 404 on field `studentIds` naming the `ids` that `found` lacks (unknown or deleted); `noun` is the
 * word the route's message has always used ("Student not found: 7, 9.").
 */
export function requireAllStudents(
  ids: readonly number[],
  found: readonly { id: number }[],
  noun: "Student" | "Candidate",
): void {
  if (found.length === ids.length) return;
  const present = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !present.has(id));
  throw new AppError(404, `${noun} not found: ${missing.join(", ")}.`, "studentIds");
}
