/**
 * The dashboard's Excel export (docs/product.md §2, §9: `AllStudentData.xlsx`, sheet `Students`): the whole
 * filtered result, not just the loaded page, streamed as it is read, with every field of the
 * candidate as read (`STUDENT_EXPORT_COLUMNS`, docs/product.md §3; decision 0009). Rows are read in keyset pages in
 * the list's order (newest registration first, ties by id).
 */
import type { PassThrough } from "node:stream";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { students, testCenters } from "#server/db/schema.ts";
import { studentColumns } from "#server/domain/student-mapping.ts";
import { excelDateTime, sheetStream, writeSheet } from "#server/lib/xlsx-stream.ts";
import { EXPORT_SHEET, type Student, type StudentFilter } from "#shared/candidates/candidates.ts";
import { STUDENT_EXPORT_COLUMNS } from "#shared/candidates/export-columns.ts";
import { LANGUAGE_LABELS } from "#shared/candidates/field-labels.ts";
import { registrationPlaceLabel } from "#shared/registration/registration.ts";
import { toLocale } from "#shared/site/locales.ts";
import { filterConditions } from "./queries.ts";

/** Rows read per query. */
const CHUNK = 2000;

/** Column widths in characters, by field (18 otherwise). */
const WIDTHS: Partial<Record<keyof Student, number>> = {
  id: 10,
  full_name: 28,
  reference: 14,
  email: 32,
  mailing_address: 36,
  potential_work_place: 24,
  BSC_university: 28,
  MSC_university: 28,
  PHD_university: 28,
  exam_specialty: 28,
  exam_name: 36,
  requested_date_range: 24,
  test_center: 28,
  registered_from: 26,
  ExamLocation: 28,
  registration_date: 22,
};

/** Columns frozen on the left while scrolling sideways: Student ID and Full name. */
const FROZEN_COLUMNS = 2;

/**
 * A cell value: states readable, booleans Yes/No, the registration place and the language by their
 * labels, timestamps as UTC text; calendar dates (date of birth, exam date) stay `YYYY-MM-DD` text.
 */
function cellValue(key: keyof Student, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (key === "state") return String(value).replaceAll("_", " ");
  if (key === "confirmed") return value ? "Yes" : "No";
  if (key === "registered_from") return registrationPlaceLabel(String(value));
  if (key === "locale") return LANGUAGE_LABELS[toLocale(String(value))];
  if (value instanceof Date) return excelDateTime(value);
  // Empty optional text (e.g. no postal code) as an empty cell, not a cell holding "".
  if (value === "") return null;
  return value;
}

/** The filtered candidates, in keyset pages of `CHUNK`, as sheet rows. */
async function* candidatePages(db: Db, filters: Partial<Record<StudentFilter, string>>) {
  const selected = Object.fromEntries(STUDENT_EXPORT_COLUMNS.map(({ key }) => [key, studentColumns[key]]));
  const conditions = filterConditions(filters);
  let after: { cursor: string; id: number } | null = null;
  for (;;) {
    const page = (await db
      .select({
        ...selected,
        id: students.id,
        // Exact text of the timestamp (microseconds included) for the keyset: a JS Date would
        // round to milliseconds and skip or repeat rows.
        cursor: sql<string>`${students.registrationDate}::text`,
      })
      .from(students)
      .leftJoin(testCenters, eq(testCenters.id, students.testCenterId))
      .where(
        and(
          ...conditions,
          after
            ? sql`(${students.registrationDate}, ${students.id}) < (${after.cursor}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(students.registrationDate), desc(students.id))
      .limit(CHUNK)) as (Record<string, unknown> & { cursor: string; id: number })[];
    yield page.map((row) =>
      Object.fromEntries(STUDENT_EXPORT_COLUMNS.map(({ key }) => [key, cellValue(key, row[key])])),
    );
    if (page.length < CHUNK) return;
    const last = page[page.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}

const COLUMNS = STUDENT_EXPORT_COLUMNS.map(({ key, header }) => ({ key, header, width: WIDTHS[key] }));

/** Writes the workbook of the filtered candidates into `output`; resolves with the row count. */
export function writeStudentWorkbook(
  db: Db,
  filters: Partial<Record<StudentFilter, string>>,
  output: PassThrough,
  isCancelled?: () => boolean,
): Promise<number> {
  return writeSheet(output, EXPORT_SHEET, COLUMNS, candidatePages(db, filters), isCancelled, FROZEN_COLUMNS);
}

/** A readable stream of the workbook; errors end the stream (the route logs them). */
export function studentWorkbookStream(
  db: Db,
  filters: Partial<Record<StudentFilter, string>>,
  onError: (error: unknown) => void,
): PassThrough {
  return sheetStream((output, cancelled) => writeStudentWorkbook(db, filters, output, cancelled), onError);
}
