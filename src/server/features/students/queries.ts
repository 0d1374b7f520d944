import { and, count, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import { GENDERS } from "../../../shared/registration.ts";
import { STUDENT_STATES } from "../../../shared/student-states.ts";
import type { StudentFilter, StudentListQuery } from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import { students, testCenters } from "../../db/schema.ts";
import { studentColumns, toStudentWire } from "./mapping.ts";

/** `%term%` for ILIKE, with the pattern characters of the term itself escaped. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const containsColumns = {
  full_name: students.fullName,
  national_id: students.nationalId,
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
  const [rows, total] = await Promise.all([
    db
      .select(studentColumns)
      .from(students)
      .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
      .where(where)
      .orderBy(desc(students.registrationDate), desc(students.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countStudents(db, query),
  ]);
  return { students: rows.map(toStudentWire), total };
}

/** How many live candidates match the filters. */
export async function countStudents(db: Db, query: Partial<Record<StudentFilter, string>>) {
  const where = and(...filterConditions(query));
  // The count joins test centers only when filtering by their name.
  const [row] = await (query.test_center
    ? db
        .select({ total: count() })
        .from(students)
        .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
        .where(where)
    : db.select({ total: count() }).from(students).where(where));
  return row?.total ?? 0;
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
  const [row] = await db
    .select({
      confirmed_count: sql<number>`count(*) filter (where ${students.confirmed})::int`,
      not_confirmed_count: sql<number>`count(*) filter (where not ${students.confirmed})::int`,
    })
    .from(students)
    .where(isNull(students.deletedAt));
  return {
    confirmed_count: Number(row?.confirmed_count ?? 0),
    not_confirmed_count: Number(row?.not_confirmed_count ?? 0),
  };
}
