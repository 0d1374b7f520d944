import { and, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { anchorBefore, keepAnchor, type PageAnchor } from "#server/db/page-anchors.ts";
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
  const pageIds = (order: readonly SQL[], limit: number, offset: number, from?: PageAnchor) => {
    const inner = db.select({ id: students.id }).from(students);
    return (
      query.test_center ? inner.leftJoin(testCenters, eq(testCenters.id, students.testCenterId)) : inner
    )
      .where(from ? and(where, atOrAfterAnchor(from)) : where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as("page");
  };
  const byIds = (ids: number[]) =>
    db.select({ id: students.id }).from(students).where(inArray(students.id, ids)).as("page");
  const read = async (page: ReturnType<typeof pageIds> | ReturnType<typeof byIds>) =>
    db
      .select({ ...studentColumns, snapshot: statementSnapshot, micros: registrationMicros })
      .from(students)
      .innerJoin(page, eq(page.id, students.id))
      .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
      .orderBy(...NEWEST_REGISTRATION_FIRST);
  const toWire = (rows: Awaited<ReturnType<typeof read>>) =>
    rows.map(({ snapshot: _, micros: __, ...row }) => toStudentWire(row));

  const offset = (query.page - 1) * query.pageSize;
  if (IDENTIFIER_FILTERS.some((f) => query[f]) && offset + query.pageSize <= KEPT_MATCHES) {
    // An identifier typed (decision 0033, "Identifier filters"): its first matches' ids, in the
    // list's order, are kept with the count per data version, so the page is read by primary key
    // instead of scanning the trigram index again (a "contains" on an ID reads posting lists that
    // every ID shares). The rows are used only if they come from the version the ids were read in.
    const matches = await matchingIds(db, query);
    if (matches.snapshot) {
      const { total, ids } = matches.value;
      const slice = ids.slice(offset, offset + query.pageSize);
      if (slice.length === 0) return { rows: [], total };
      const rows = await read(byIds(slice));
      if (rows[0]?.snapshot === matches.snapshot) return { rows: toWire(rows), total };
    }
  }
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
    } else if (counted.snapshot) {
      // A deep page in the first half: from the nearest page anchor kept for this data version
      // (decision 0033, "Page anchors"), so a page read again, or the next one, skips a page's rows
      // instead of its whole offset; the page's first row is kept as the anchor of its offset.
      const key = listKey(query);
      const anchor = anchorBefore(db, key, counted.snapshot, offset);
      const rows = await read(
        pageIds(NEWEST_REGISTRATION_FIRST, query.pageSize, offset - (anchor?.offset ?? 0), anchor),
      );
      const first = rows[0];
      if (first?.snapshot === counted.snapshot) {
        keepAnchor(db, key, counted.snapshot, { offset, micros: first.micros, id: first.id });
        return { rows: toWire(rows), total: counted.value };
      }
      // Another data version (a write in between): read forwards from the start as below.
      if (!anchor)
        return { rows: toWire(rows), total: (await countMatching(db, query, first?.snapshot)).value };
    }
  }
  const rows = await read(pageIds(NEWEST_REGISTRATION_FIRST, query.pageSize, offset));
  // The page's own snapshot: when the count of these filters is known for it, no query is needed.
  const { value: total } = await countMatching(db, query, rows[0]?.snapshot);
  return { rows: toWire(rows), total };
}

/** The filters a list query sets, as a key of the kept counts and page anchors. */
function listKey(query: Partial<Record<StudentFilter, string>>): string {
  const filters = Object.fromEntries(STUDENT_FILTERS.flatMap((f) => (query[f] ? [[f, query[f]]] : [])));
  return `students:${JSON.stringify(filters)}`;
}

/** A row's registration date in microseconds since 1970, as text (exact: no float rounding). */
const registrationMicros = sql<string>`(extract(epoch from ${students.registrationDate}) * 1000000)::bigint::text`;

/** The anchor's row and every row after it in the list's order (newest registration first). */
const atOrAfterAnchor = (anchor: PageAnchor): SQL =>
  sql`(${students.registrationDate}, ${students.id}) <= (timestamptz 'epoch' + ${anchor.micros}::bigint * interval '1 microsecond', ${anchor.id}::int)`;

/**
 * The filters on identifiers (docs/product.md §2 "Student list": "contains", ignoring case): they
 * usually match one candidate or a few, found through a trigram index whose common trigrams
 * (`nid`, `000`) cost more than the rows (decision 0033, "Identifier filters").
 */
const IDENTIFIER_FILTERS = ["reference", "national_id", "passport_number", "phone"] as const;
/** Matches of an identifier filter whose ids are kept in the list's order (pages 1–25 of 8). */
const KEPT_MATCHES = 200;

/**
 * The total and the first {@link KEPT_MATCHES} ids (in the list's order) of the live candidates
 * matching the filters, in one statement, kept per data version (`aggregateAsOfSnapshot`).
 */
async function matchingIds(db: Db, query: Partial<Record<StudentFilter, string>>) {
  const filters = Object.fromEntries(STUDENT_FILTERS.flatMap((f) => (query[f] ? [[f, query[f]]] : [])));
  const compute = async (snapshot: typeof statementSnapshot) => {
    const where = and(...filterConditions(filters));
    const matching = <Select extends Record<string, unknown>>(
      fields: Parameters<typeof db.select>[0] & Select,
    ) => {
      const select = db.select(fields).from(students);
      return (
        filters.test_center ? select.leftJoin(testCenters, eq(testCenters.id, students.testCenterId)) : select
      ).where(where);
    };
    const [row] = await db
      .select({
        total: sql<number>`(${matching({ total: count() })})`.mapWith(Number),
        ids: sql<string>`array_to_string(array(${matching({ id: students.id })
          .orderBy(...NEWEST_REGISTRATION_FIRST)
          .limit(KEPT_MATCHES)}), ',')`,
        snapshot,
      })
      .from(sql`(select 1) as one`);
    return {
      snapshot: row?.snapshot ?? null,
      value: { total: row?.total ?? 0, ids: row?.ids ? row.ids.split(",").map(Number) : [] },
    };
  };
  return aggregateAsOfSnapshot(db, `ids:${listKey(filters)}`, compute);
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
  return aggregateAsOfSnapshot(db, listKey(filters), compute, seen);
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
