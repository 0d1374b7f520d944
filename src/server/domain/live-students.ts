/**
 * The live candidates a bulk write names (docs/product.md §4, §7): the `where` that finds them and
 * the 404 when some are unknown or deleted, written once for the writes that lock them.
 */
import { and, inArray, isNull } from "drizzle-orm";
import { students } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";

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
