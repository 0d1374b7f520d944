/**
 * A test center's Excel export (docs/product.md §2 test-center dashboard: `{Center_Name}_Students.xlsx`,
 * sheet `Students`): every live candidate of the center with its own six columns (not the
 * dashboard export's), streamed in keyset pages as it is read.
 */
import type { PassThrough } from "node:stream";
import type { Db } from "#server/db/client.ts";
import { sheetFileStream } from "#server/lib/xlsx-stream.ts";
import { EXPORT_SHEET } from "#shared/candidates/candidates.ts";
import { registrationPlaceLabel } from "#shared/registration/registration.ts";
import { centerStudentPages } from "./queries.ts";

const COLUMNS = [
  { key: "first_name", header: "First name", width: 18 },
  { key: "last_name", header: "Last name", width: 18 },
  { key: "full_name", header: "Full name", width: 28 },
  { key: "exam_category", header: "Exam category", width: 14 },
  { key: "exam_name", header: "Exam name", width: 36 },
  { key: "reg_place", header: "Registered from", width: 26 },
];

/** The center's candidates as sheet rows: the registration place by its label. */
async function* centerRows(db: Db, centerId: number) {
  for await (const page of centerStudentPages(db, centerId)) {
    yield page.map(({ cursor: _, ...row }) => ({ ...row, reg_place: registrationPlaceLabel(row.reg_place) }));
  }
}

/** A readable stream of the center's workbook; errors end the stream (the route logs them). */
export function testCenterWorkbookStream(
  db: Db,
  centerId: number,
  onError: (error: unknown) => void,
): PassThrough {
  return sheetFileStream(EXPORT_SHEET, COLUMNS, centerRows(db, centerId), onError);
}
