/** Spreadsheets staff upload (exam results, candidate lists): CSV or an Excel workbook's first sheet. */

/** A spreadsheet's kind. */
export type SheetType = "csv" | "xlsx";

/** Content types of an uploaded spreadsheet, per kind (the first of each is what the browser sends). */
export const SHEET_FILE_TYPES = {
  csv: ["text/csv", "application/csv"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
} as const;
