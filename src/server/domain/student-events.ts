/**
 * The candidates' history (`student_events`, docs/product.md §4): every write of the back office on a
 * candidate adds one event per candidate in its own transaction, stamped with who did it.
 */
import type { Tx } from "#server/db/client.ts";
import { studentEvents } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";

type StudentEventRow = typeof studentEvents.$inferInsert;

/** One candidate's part of an event: whom it is about, the state before and after, the changes. */
export type StudentEventEntry = Pick<StudentEventRow, "studentId" | "fromState" | "toState" | "changes">;

/**
 * Writes an event of `type` by `actor` for each entry (nothing for none); `actor` null: the
 * candidate did it themselves (their registration, a seat change from the status page). Call it
 * inside the write's transaction.
 */
export async function recordStudentEvents(
  tx: Tx,
  actor: Actor | null,
  type: StudentEventRow["type"],
  entries: readonly StudentEventEntry[],
) {
  if (entries.length === 0) return;
  await tx.insert(studentEvents).values(
    entries.map((entry) => ({
      ...entry,
      type,
      actorUserId: actor?.id ?? null,
      actorUsername: actor?.username ?? null,
    })),
  );
}
