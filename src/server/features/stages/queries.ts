import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Page, PageQuery } from "#server/db/paging.ts";
import { students } from "#server/db/schema.ts";
import { countAsOfSnapshot, statementSnapshot } from "#server/db/snapshot-count.ts";
import { NEWEST_REGISTRATION_FIRST, newestStudentsPage } from "#server/db/student-order.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import type { StageStudent } from "#shared/candidates/stages.ts";

/**
 * One page of the live candidates in `state`, newest registration first (ties by id), with the
 * stage-list fields of docs/product.md §3, and the total in that state.
 */
export async function listStage(db: Db, state: StudentState, query: PageQuery): Promise<Page<StageStudent>> {
  const where = and(eq(students.state, state), isNull(students.deletedAt));
  // Deferred join: the page's ids from an index-only scan of students_state_idx (state, then the
  // list's order), then only those rows.
  const ids = newestStudentsPage(
    db.select({ id: students.id }).from(students).where(where).$dynamic(),
    query,
  ).as("page");
  const rows = await db
    .select({
      id: students.id,
      full_name: students.fullName,
      national_id: students.nationalId,
      passport_number: students.passportNumber,
      state: students.state,
      ExamDate: students.examDate,
      ExamLocation: students.examLocation,
      snapshot: statementSnapshot,
    })
    .from(students)
    .innerJoin(ids, eq(ids.id, students.id))
    .orderBy(...NEWEST_REGISTRATION_FIRST);
  // The state's total, kept per MVCC snapshot: the page's own snapshot tells whether it still holds.
  const total = await countAsOfSnapshot(
    db,
    `stage:${state}`,
    async (snapshot) => {
      const [row] = await db.select({ total: count(), snapshot }).from(students).where(where);
      return { snapshot: row?.snapshot ?? null, value: row?.total ?? 0 };
    },
    rows[0]?.snapshot,
  );
  return { rows: rows.map(({ snapshot: _, ...row }) => row), total };
}
