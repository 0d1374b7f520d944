/**
 * A test center's Excel export (docs/product.md §2 test-center dashboard: `{Center_Name}_Students.xlsx`,
 * sheet `Students`): every live candidate of the center with its own six columns (not the
 * dashboard export's), streamed in keyset pages as it is read.
 */
import type { PassThrough } from "node:stream";
import type { Db } from "#server/db/client.ts";
import { sheetFileStream } from "#server/lib/xlsx-stream.ts";
import { EXPORT_SHEET } from "#shared/candidates/candidates.ts";
import { STUDENT_FIELD_LABELS } from "#shared/candidates/field-labels.ts";
import { registrationPlaceLabel } from "#shared/registration/registration.ts";
import { centerStudentPages } from "./queries.ts";

/** The six columns and their widths; headers are the candidate's field labels (`STUDENT_FIELD_LABELS`). */
const COLUMNS = (
  [
    ["first_name", 18],
    ["last_name", 18],
    ["full_name", 28],
    ["exam_category", 14],
    ["exam_name", 36],
    ["registered_from", 26],
  ] as const
).map(([field, width]) => ({
  key: field,
  header: STUDENT_FIELD_LABELS[field],
  width,
}));

/** The center's candidates as sheet rows: the registration place by its label. */
async function* centerRows(db: Db, centerId: number) {
  for await (const page of centerStudentPages(db, centerId)) {
    yield page.map(({ cursor: _, reg_place, ...row }) => ({
      ...row,
      registered_from: registrationPlaceLabel(reg_place),
    }));
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
