/**
 * The dry run's report as a download (decision 0032): one line per problem (row, field, column,
 * message), as CSV or a one-sheet workbook, so staff can fix the file beside it.
 */
import type { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { type SheetColumn, sheetFileStream } from "#server/lib/xlsx-stream.ts";
import type { RowProblem } from "#shared/imports/candidates.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";

const COLUMNS: SheetColumn[] = [
  { key: "row", header: "Row", width: 8 },
  { key: "field", header: "Field", width: 24 },
  { key: "column", header: "Column", width: 24 },
  { key: "message", header: "Problem", width: 70 },
];

/** Text as a spreadsheet shows it, never read as a formula (a header from the file may start with "="). */
const inert = (text: string) => {
  const shown = safeDisplayText(text);
  return /^[=+\-@]/.test(shown) ? `'${shown}` : shown;
};

/** The problems as a CSV file (UTF-8 with a byte-order mark, so Excel reads Arabic right). */
export async function reportCsv(problems: readonly RowProblem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Problems");
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key }));
  for (const p of problems) {
    sheet.addRow({
      ...p,
      column: p.column === null ? "" : inert(p.column),
      message: inert(p.message),
    });
  }
  const csv = Buffer.from(await workbook.csv.writeBuffer());
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv]);
}

/** The problems as a streamed workbook; `onError` hears a failure. */
export function reportXlsx(problems: readonly RowProblem[], onError: (error: unknown) => void): PassThrough {
  async function* pages() {
    for (let i = 0; i < problems.length; i += 1000) yield problems.slice(i, i + 1000);
  }
  return sheetFileStream("Problems", COLUMNS, pages(), onError);
}
