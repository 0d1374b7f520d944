import { and, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Page } from "#server/db/paging.ts";
import { students, testCenters } from "#server/db/schema.ts";
import { contains } from "#server/db/search.ts";
import { aggregateAsOfSnapshot, countAsOfSnapshot, statementSnapshot } from "#server/db/snapshot-count.ts";
import {
  DEEP_OFFSET,
  NEWEST_REGISTRATION_FIRST,
  OLDEST_REGISTRATION_FIRST,
  windowFromTheEnd,
} from "#server/db/student-order.ts";
import {
  CHOICE_FILTER_COLUMNS,
  CONTAINS_FILTER_COLUMNS,
  studentColumns,
  toStudentWire,
} from "#server/domain/student-mapping.ts";
import {
  isStudentFilterOption,
  STUDENT_FILTERS,
  type Student,
  type StudentFilter,
  type StudentListQuery,
} from "#shared/candidates/candidates.ts";

/** WHERE conditions of the dashboard filters (docs/product.md §2); deleted candidates never show. */
export function filterConditions(query: Partial<Record<StudentFilter, string>>): SQL[] {
  const conditions: SQL[] = [isNull(students.deletedAt)];
  for (const [field, column] of Object.entries(CONTAINS_FILTER_COLUMNS)) {
    const term = query[field as StudentFilter];
    if (term) conditions.push(contains(column, term));
  }
  // State and gender are choices: the query schema gave them their canonical spelling (matched
  // ignoring case), compared exactly here so the indexes serve them; any other value matches nothing.
  for (const [field, column] of Object.entries(CHOICE_FILTER_COLUMNS)) {
    const value = query[field as keyof typeof CHOICE_FILTER_COLUMNS];
    if (value) {
      conditions.push(
        isStudentFilterOption(field as keyof typeof CHOICE_FILTER_COLUMNS, value)
          ? eq(column, value)
          : sql`false`,
      );
    }
  }
  return conditions;
}

/**
 * One page of candidates matching the filters, newest registration first (ties by id), and the
 * total number of matches.
 */
export async function listStudents(db: Db, query: StudentListQuery): Promise<Page<Student>> {
  const where = and(...filterConditions(query));
  // Deferred join: the page's ids first (with no filter, an index-only scan of the ordering index,
  // so a deep OFFSET skips index entries instead of whole rows), then only those rows are read.
  const pageIds = (order: readonly SQL[], limit: number, offset: number) => {
    const inner = db.select({ id: students.id }).from(students);
    return (
      query.test_center ? inner.leftJoin(testCenters, eq(testCenters.id, students.testCenterId)) : inner
    )
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as("page");
  };
  const read = async (page: ReturnType<typeof pageIds>) =>
    db
      .select({ ...studentColumns, snapshot: statementSnapshot })
      .from(students)
      .innerJoin(page, eq(page.id, students.id))
      .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
      .orderBy(...NEWEST_REGISTRATION_FIRST);
  const toWire = (rows: Awaited<ReturnType<typeof read>>) =>
    rows.map(({ snapshot: _, ...row }) => toStudentWire(row));

  const offset = (query.page - 1) * query.pageSize;
  if (offset >= DEEP_OFFSET) {
    // A deep page (decision 0033): the total first (kept per MVCC snapshot, so usually no count
    // runs), then a page in the list's second half is read from its end. Exact only when the rows
    // come from the snapshot the total was counted in; after a write in between, read forwards.
    const counted = await countMatching(db, query);
    const window = windowFromTheEnd(query, counted.value);
    if (window && counted.snapshot) {
      if (window.limit === 0) return { rows: [], total: counted.value };
      const rows = await read(pageIds(OLDEST_REGISTRATION_FIRST, window.limit, window.offset));
      if (rows[0]?.snapshot === counted.snapshot) return { rows: toWire(rows), total: counted.value };
    }
  }
  const rows = await read(pageIds(NEWEST_REGISTRATION_FIRST, query.pageSize, offset));
  // The page's own snapshot: when the count of these filters is known for it, no query is needed.
  const { value: total } = await countMatching(db, query, rows[0]?.snapshot);
  return { rows: toWire(rows), total };
}

/** How many live candidates match the filters. */
export async function countStudents(db: Db, query: Partial<Record<StudentFilter, string>>) {
  return (await countMatching(db, query)).value;
}

async function countMatching(db: Db, query: Partial<Record<StudentFilter, string>>, seen?: string | null) {
  const filters = Object.fromEntries(STUDENT_FILTERS.flatMap((f) => (query[f] ? [[f, query[f]]] : [])));
  const compute = async (snapshot: typeof statementSnapshot) => {
    const where = and(...filterConditions(filters));
    const select = { total: count(), snapshot };
    // The count joins test centers only when filtering by their name.
    const [row] = await (filters.test_center
      ? db
          .select(select)
          .from(students)
          .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
          .where(where)
      : db.select(select).from(students).where(where));
    return { snapshot: row?.snapshot ?? null, value: row?.total ?? 0 };
  };
  return aggregateAsOfSnapshot(db, `students:${JSON.stringify(filters)}`, compute, seen);
}

/** The candidate with this id, unless deleted. */
export async function findStudent(db: Db, id: number) {
  const [row] = await db
    .select(studentColumns)
    .from(students)
    .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
    .where(and(eq(students.id, id), isNull(students.deletedAt)))
    .limit(1);
  return row ? toStudentWire(row) : undefined;
}

/** Confirmed and not-confirmed counts of live candidates (docs/product.md §3 "Confirmation counts"). */
export async function confirmationCounts(db: Db) {
  return countAsOfSnapshot(db, "confirmation-counts", async (snapshot) => {
    const [row] = await db
      .select({
        confirmed_count: sql<number>`count(*) filter (where ${students.confirmed})::int`,
        not_confirmed_count: sql<number>`count(*) filter (where not ${students.confirmed})::int`,
        snapshot,
      })
      .from(students)
      .where(isNull(students.deletedAt));
    return {
      snapshot: row?.snapshot ?? null,
      value: {
        confirmed_count: Number(row?.confirmed_count ?? 0),
        not_confirmed_count: Number(row?.not_confirmed_count ?? 0),
      },
    };
  });
}
