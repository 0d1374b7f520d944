import { and, count, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import { GENDERS } from "../../../shared/registration.ts";
import { STUDENT_STATES } from "../../../shared/student-states.ts";
import { STUDENT_FILTERS, type StudentFilter, type StudentListQuery } from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import { students, testCenters } from "../../db/schema.ts";
import { studentColumns, toStudentWire } from "./mapping.ts";

/** `%term%` for ILIKE, with the pattern characters of the term itself escaped. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const containsColumns = {
  full_name: students.fullName,
  national_id: students.nationalId,
  passport_number: students.passportNumber,
  phone: students.phone,
  email: students.email,
  exam_category: students.examCategory,
  exam_name: students.examName,
  BSC_university: students.bscUniversity,
  MSC_university: students.mscUniversity,
  test_center: testCenters.name,
} as const;

/** WHERE conditions of the dashboard filters (spec §2); deleted candidates never show. */
export function filterConditions(query: Partial<Record<StudentFilter, string>>): SQL[] {
  const conditions: SQL[] = [isNull(students.deletedAt)];
  for (const [field, column] of Object.entries(containsColumns)) {
    const term = query[field as StudentFilter];
    if (term) conditions.push(ilike(column, contains(term)));
  }
  // State and gender are choices, matched exactly but ignoring case, on their canonical spelling
  // (so the indexes serve them); an unknown value matches nothing.
  if (query.state) {
    const state = STUDENT_STATES.find((s) => s.toLowerCase() === query.state?.toLowerCase());
    conditions.push(state ? eq(students.state, state) : sql`false`);
  }
  if (query.gender) {
    const gender = GENDERS.find((g) => g.toLowerCase() === query.gender?.toLowerCase());
    conditions.push(gender ? eq(students.gender, gender) : sql`false`);
  }
  return conditions;
}

/**
 * One page of candidates matching the filters, newest registration first (ties by id), and the
 * total number of matches.
 */
export async function listStudents(db: Db, query: StudentListQuery) {
  const where = and(...filterConditions(query));
  // Deferred join: the page's ids first (with no filter, an index-only scan of the ordering index,
  // so a deep OFFSET skips index entries instead of whole rows), then only those rows are read.
  const inner = db.select({ id: students.id }).from(students);
  const page = (
    query.test_center ? inner.leftJoin(testCenters, eq(testCenters.id, students.testCenterId)) : inner
  )
    .where(where)
    .orderBy(desc(students.registrationDate), desc(students.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("page");
  const rows = await db
    .select({ ...studentColumns, snapshot: statementSnapshot })
    .from(students)
    .innerJoin(page, eq(page.id, students.id))
    .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
    .orderBy(desc(students.registrationDate), desc(students.id));
  // The page's own snapshot: when the count of these filters is known for it, no query is needed.
  const total = await countMatching(db, query, rows[0]?.snapshot);
  return { students: rows.map(({ snapshot: _, ...row }) => toStudentWire(row)), total };
}

/**
 * The statement's MVCC snapshot as text (`xmin:xmax:running xids`), or null inside a transaction
 * that has written (its own changes are not told apart by the snapshot). Select it beside a page's
 * rows to pass to `countAsOfSnapshot`.
 */
export const statementSnapshot = sql<
  string | null
>`case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text end`;

/** Counts computed per key, with the snapshot they were computed in; least recently used first. */
const snapshotCache = new Map<string, { snapshot: string; value: unknown }>();
const SNAPSHOT_CACHE_SIZE = 500;

/**
 * An aggregate (a count) that is exact yet cheap to ask again: `compute` runs the aggregate and
 * selects `statementSnapshot` in the same statement; its result is kept under `key` with that
 * MVCC snapshot. While no transaction has committed or aborted since (the snapshot is unchanged),
 * the same statement would see exactly the same rows, so the kept value is returned instead of
 * counting up to a million rows again. Any write anywhere on the server changes the snapshot and
 * the next call counts afresh. `seen`: the snapshot of a statement the caller just ran (e.g. the
 * page's rows); when absent, one tiny query reads the current snapshot.
 */
export async function countAsOfSnapshot<T>(
  db: Db,
  key: string,
  compute: (snapshot: typeof statementSnapshot) => Promise<{ snapshot: string | null; value: T }>,
  seen?: string | null,
): Promise<T> {
  const cached = snapshotCache.get(key);
  if (cached) {
    const current =
      seen !== undefined
        ? seen
        : (await db.select({ snapshot: statementSnapshot }).from(sql`(select 1) as one`))[0]?.snapshot;
    if (current && current === cached.snapshot) {
      snapshotCache.delete(key);
      snapshotCache.set(key, cached);
      return cached.value as T;
    }
  }
  const { snapshot, value } = await compute(statementSnapshot);
  snapshotCache.delete(key);
  if (snapshot) {
    snapshotCache.set(key, { snapshot, value });
    if (snapshotCache.size > SNAPSHOT_CACHE_SIZE) snapshotCache.delete(snapshotCache.keys().next().value!);
  }
  return value;
}

/** How many live candidates match the filters. */
export async function countStudents(db: Db, query: Partial<Record<StudentFilter, string>>) {
  return countMatching(db, query);
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
  return countAsOfSnapshot(db, `students:${JSON.stringify(filters)}`, compute, seen);
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

/** Confirmed and not-confirmed counts of live candidates (spec §3 "Confirmation counts"). */
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
