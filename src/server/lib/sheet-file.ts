/**
 * Uploaded spreadsheets (CSV or an Excel workbook's first sheet), read with exceljs, one record a
 * row under a header row: the exam-result import (docs/product.md §11 "Results") and the candidate
 * import (docs/product.md §12 "Staff at speed", decision 0032) read their files here. Files arrive
 * as the request body with their own `Content-Type` (no multipart parser): {@link acceptSheetBodies}.
 * Every value is read as text (an ID keeps its leading zeros).
 */
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { badRequest } from "#server/errors.ts";
import { SHEET_FILE_TYPES, type SheetType } from "#shared/kit/sheet-files.ts";

export type { SheetType };

/** The file type a request's `Content-Type` names, if it is one of {@link SHEET_FILE_TYPES}. */
export function sheetTypeOf(contentType: string | undefined): SheetType | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if ((SHEET_FILE_TYPES.csv as readonly string[]).includes(type)) return "csv";
  if ((SHEET_FILE_TYPES.xlsx as readonly string[]).includes(type)) return "xlsx";
  return null;
}

/**
 * Lets the routes of this plugin scope (encapsulated) take a spreadsheet as the raw body, as a
 * Buffer of at most `maxBytes` (a larger one: 413 before it is read).
 */
export function acceptSheetBodies(app: FastifyInstance, maxBytes: number) {
  app.addContentTypeParser(
    [...SHEET_FILE_TYPES.csv, ...SHEET_FILE_TYPES.xlsx],
    { parseAs: "buffer", bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The request's body as a spreadsheet and its type; 400 (field `file`) for anything else. */
export function sheetBody(contentType: string | undefined, body: unknown): { type: SheetType; body: Buffer } {
  const type = sheetTypeOf(contentType);
  if (!type || !Buffer.isBuffer(body)) {
    throw badRequest("Send the file as the body, with Content-Type text/csv or the xlsx type.", "file");
  }
  return { type, body };
}

/** A cell's value as text: dates as `YYYY-MM-DD`, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value);
}

/** A date as files write it: `YYYY-MM-DD`, `DD/MM/YYYY` or `DD-MM-YYYY` → `YYYY-MM-DD`; else as given. */
export function isoDate(text: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, "0")}-${dmy[1]!.padStart(2, "0")}`;
  return text.slice(0, 10);
}

/** Reads the file's first sheet; 400 (field `file`) when it is not a readable CSV or workbook. */
async function firstSheet(body: Buffer, type: SheetType): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (type === "xlsx") {
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error("no sheet");
      return sheet;
    }
    // Every value kept as written (no number or date guessing): IDs keep their leading zeros.
    return await workbook.csv.read(Readable.from([body]), { map: (value: unknown) => value } as never);
  } catch {
    throw badRequest(
      `The file could not be read as ${type === "xlsx" ? "an Excel workbook" : "CSV"}.`,
      "file",
    );
  }
}

/** One data line of a sheet: its row number in the file (the header is usually row 1) and its cells. */
export interface SheetLine {
  row: number;
  cells: string[];
}

/** A sheet's header row and data rows (empty rows skipped), every cell trimmed text. */
export interface SheetContent {
  header: string[];
  lines: SheetLine[];
}

/**
 * The header and data rows of a spreadsheet. 400 (field `file`) when it is empty, unreadable, or
 * holds more than `maxRows` data rows.
 */
export async function readSheet(body: Buffer, type: SheetType, maxRows: number): Promise<SheetContent> {
  if (body.length === 0) throw badRequest("The file is empty.", "file");
  const sheet = await firstSheet(body, type);
  const lines: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (value) => cellText(value as ExcelJS.CellValue).trim());
    if (cells.some((cell) => cell !== "")) lines.push({ row: number, cells });
  });
  const [header, ...data] = lines;
  if (!header) throw badRequest("The file is empty.", "file");
  if (data.length > maxRows) {
    throw badRequest(`The file has ${data.length} rows; at most ${maxRows} are read.`, "file");
  }
  return { header: header.cells, lines: data };
}
