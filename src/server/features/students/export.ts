/**
 * The dashboard's Excel export (spec §2, §9: `AllStudentData.xlsx`, sheet `Students`): the whole
 * filtered result, not just the loaded page, streamed as it is read. Rows are read in keyset pages
 * in the list's order (newest registration first, ties by id) and written with exceljs' streaming
 * writer, so memory stays flat however many candidates match.
 */

import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import { and, desc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { STUDENT_COLUMNS } from "../../../shared/student-columns.ts";
import type { StudentFilter } from "../../../shared/students.ts";
import { EXPORT_SHEET } from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import { students, testCenters } from "../../db/schema.ts";
import { studentColumns } from "./mapping.ts";
import { filterConditions } from "./queries.ts";

/** Rows read per query. */
const CHUNK = 2000;

/** Column widths in characters (Excel's unit), by field. */
const WIDTHS: Partial<Record<string, number>> = { full_name: 28, email: 32, exam_name: 36, test_center: 28 };

type Row = Record<string, unknown> & { cursor: string; id: number };

/** A cell value: states readable, booleans Yes/No, timestamps as Excel dates. */
function cellValue(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (key === "state") return String(value).replaceAll("_", " ");
  if (key === "confirmed") return value ? "Yes" : "No";
  return value;
}

/** Writes the workbook of the filtered candidates into `output`; resolves when it is complete. */
export async function writeStudentWorkbook(
  db: Db,
  filters: Partial<Record<StudentFilter, string>>,
  output: Writable,
  isCancelled: () => boolean = () => false,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(EXPORT_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = STUDENT_COLUMNS.map(({ key, label }) => ({
    header: label,
    key,
    width: WIDTHS[key] ?? 18,
    ...(key === "registration_date" ? { style: { numFmt: "yyyy-mm-dd hh:mm" } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const selected = Object.fromEntries(STUDENT_COLUMNS.map(({ key }) => [key, studentColumns[key]]));
  const conditions = filterConditions(filters);
  let after: { cursor: string; id: number } | null = null;
  let written = 0;
  for (;;) {
    if (isCancelled()) break;
    const page: Row[] = (await db
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
      .limit(CHUNK)) as Row[];
    for (const row of page) {
      const values: Record<string, unknown> = {};
      for (const { key } of STUDENT_COLUMNS) values[key] = cellValue(key, row[key]);
      sheet.addRow(values).commit();
    }
    written += page.length;
    // Wait for a slow client instead of buffering the whole file.
    if (output.writableNeedDrain) await once(output, "drain");
    if (page.length < CHUNK) break;
    const last = page[page.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** A readable stream of the workbook; errors end the stream (the route logs them). */
export function studentWorkbookStream(
  db: Db,
  filters: Partial<Record<StudentFilter, string>>,
  onError: (error: unknown) => void,
): PassThrough {
  const stream = new PassThrough();
  writeStudentWorkbook(db, filters, stream, () => stream.destroyed).catch((error) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
