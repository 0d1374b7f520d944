import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "#server/db/errors.ts";
import type { Page, PageQuery } from "#server/db/paging.ts";
import { students, testCenters } from "#server/db/schema.ts";
import { NEWEST_REGISTRATION_FIRST, newestStudentsPage } from "#server/db/student-order.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { conflict } from "#server/errors.ts";
import type { CreateTestCenter, TestCenterStudent } from "#shared/admin/test-centers.ts";

const centerColumns = {
  id: testCenters.id,
  name: testCenters.name,
  address: testCenters.address,
  contact: testCenters.contact,
};

/** Live test centers by name. */
export function listTestCenters(db: Db) {
  return db
    .select(centerColumns)
    .from(testCenters)
    .where(isNull(testCenters.deletedAt))
    .orderBy(asc(testCenters.name));
}

/** One live test center, or undefined. */
export async function findTestCenter(db: Db, id: number) {
  const [row] = await db
    .select(centerColumns)
    .from(testCenters)
    .where(and(eq(testCenters.id, id), isNull(testCenters.deletedAt)));
  return row;
}

/**
 * Registers a test center (docs/product.md §5: name and address required, contact optional) with a
 * `test_center.created` audit row. Errors: 409 `name` when a live center has that name (any case).
 */
export async function createTestCenter(db: Db, input: CreateTestCenter, actor: Actor) {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(testCenters)
        .values({ name: input.name, address: input.address, contact: input.contact })
        .returning(centerColumns);
      await recordAudit(tx, actor, "test_center.created", created!.id, { name: input.name });
      return created!;
    });
  } catch (error) {
    if (pgErrorInfo(error).code === UNIQUE_VIOLATION) {
      throw conflict("A test center with this name already exists.", "name");
    }
    throw error;
  }
}

const centerStudentColumns = {
  id: students.id,
  first_name: students.firstName,
  last_name: students.lastName,
  full_name: students.fullName,
  exam_category: students.examCategory,
  exam_name: students.examName,
  reg_place: students.registeredFrom,
};

const ofCenter = (id: number) => and(eq(students.testCenterId, id), isNull(students.deletedAt));

/** One page of a test center's live candidates, newest registration first, and their total. */
export async function listCenterStudents(
  db: Db,
  centerId: number,
  query: PageQuery,
): Promise<Page<TestCenterStudent>> {
  const [rows, [total]] = await Promise.all([
    newestStudentsPage(
      db.select(centerStudentColumns).from(students).where(ofCenter(centerId)).$dynamic(),
      query,
    ),
    db.select({ total: count() }).from(students).where(ofCenter(centerId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A candidate row of the export, with its keyset cursor (the registration time as exact text). */
export interface CenterStudentRow {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  exam_category: string;
  exam_name: string;
  reg_place: string;
  cursor: string;
}

/** Every live candidate of a test center, in keyset pages of 2 000 (for the export). */
export async function* centerStudentPages(db: Db, centerId: number) {
  let after: { cursor: string; id: number } | null = null;
  for (;;) {
    const page: CenterStudentRow[] = await db
      .select({ ...centerStudentColumns, cursor: sql<string>`${students.registrationDate}::text` })
      .from(students)
      .where(
        and(
          ofCenter(centerId),
          after
            ? sql`(${students.registrationDate}, ${students.id}) < (${after.cursor}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(...NEWEST_REGISTRATION_FIRST)
      .limit(2000);
    yield page;
    if (page.length < 2000) return;
    const last = page[page.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}
