/**
 * The candidates' history (`student_events`, docs/product.md §4): every write of the back office on a
 * candidate adds one event per candidate in its own transaction, stamped with who did it.
 */
import { inArray, sql } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { studentEvents, students } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";

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

/** One candidate's seat event: their sitting `from` → `to` (null: none), with any further `changes`. */
export interface SeatEventEntry {
  studentId: number;
  from: number | null;
  to: number | null;
  changes?: StudentEventEntry["changes"];
}

/**
 * Writes a seat event of `type` (booked, released, marked absent...) for each entry, its changes
 * `sitting: {from, to}` and the entry's own; like {@link recordStudentEvents}, inside the write's
 * transaction.
 */
export function recordSeatEvents(
  tx: Tx,
  actor: Actor | null,
  type: StudentEventRow["type"],
  entries: readonly SeatEventEntry[],
) {
  return recordStudentEvents(
    tx,
    actor,
    type,
    entries.map(({ studentId, from, to, changes }) => ({
      studentId,
      changes: { sitting: { from, to }, ...changes },
    })),
  );
}

/**
 * Moves the candidates `moving` to pipeline state `to` (writing `set` with it) and records one
 * `state_changed` event each, `changesOf(candidate)` as its changes (docs/product.md §4). The time
 * they entered the state (`state_changed_at`, the board's age in the state, decision 0030) is
 * `set.stateChangedAt`, else `set.updatedAt`, else now, for those whose state changes. The caller has locked them and checked the move.
 */
export async function moveStudentStates<C extends { id: number; state: StudentState }>(
  tx: Tx,
  actor: Actor | null,
  moving: readonly C[],
  to: StudentState,
  set: Partial<typeof students.$inferInsert> = {},
  changesOf: (candidate: C) => StudentEventEntry["changes"] = () => null,
) {
  if (moving.length === 0) return;
  const at = set.stateChangedAt ?? set.updatedAt ?? new Date();
  await tx
    .update(students)
    .set({
      ...set,
      state: to,
      // Only a new state restarts the clock (a confirmation fixed within Confirmed does not).
      stateChangedAt: sql`case when ${students.state} = ${to} then ${students.stateChangedAt} else ${
        at instanceof Date ? at.toISOString() : at
      }::timestamptz end`,
    })
    .where(
      inArray(
        students.id,
        moving.map((c) => c.id),
      ),
    );
  await recordStudentEvents(
    tx,
    actor,
    "state_changed",
    moving.map((c) => ({ studentId: c.id, fromState: c.state, toState: to, changes: changesOf(c) })),
  );
}
