/**
 * Candidate files as a test center or partner would send them (decision 0032), for the import's
 * tests, benchmark and demos: a header row in people's words, then one factory candidate a row
 * (`buildRegistration`), dates written day first. `broken(i)` spoils the i-th row on purpose.
 */
import ExcelJS from "exceljs";
import type { RegistrationInput } from "#shared/registration/registration.ts";
import { buildRegistration } from "./factories.ts";

/** The file's columns: header text → the registration field it holds. */
export const CANDIDATE_FILE_COLUMNS = [
  ["First Name", "firstName"],
  ["Last Name", "lastName"],
  ["National ID", "nationalId"],
  ["Passport Number", "passportNumber"],
  ["Email", "email"],
  ["Phone", "phone"],
  ["Date of Birth", "dob"],
  ["Gender", "gender"],
  ["Nationality", "nationality"],
  ["City", "city"],
  ["Country", "country"],
  ["Degree", "degree"],
  ["BSC University", "BSC_university"],
  ["MSC University", "MSC_university"],
  ["PHD University", "PHD_university"],
  ["Exam Category", "examCategory"],
  ["Exam Specialty", "examSpecialty"],
  ["Exam Name", "examName"],
  ["Trial Month", "Trail_month"],
  ["Requested Date Range", "requestedDateRange"],
] as const satisfies readonly (readonly [string, keyof RegistrationInput])[];

/** `YYYY-MM-DD` as `DD/MM/YYYY`. */
const dayFirst = (date: string) => date.split("-").reverse().join("/");

/** Options of {@link candidateFileRows}. */
export interface CandidateFileOptions {
  /** Factory number of the first row's candidate. */
  from: number;
  /** Per row index: fields to change (e.g. an invalid e-mail). */
  change?: (i: number) => Partial<Record<keyof RegistrationInput, string>> | undefined;
}

/** The header and `count` data rows (text cells). */
export function candidateFileRows(count: number, options: CandidateFileOptions) {
  const header = CANDIDATE_FILE_COLUMNS.map(([text]) => text);
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const candidate = { ...buildRegistration(options.from + i), ...options.change?.(i) };
    rows.push(
      CANDIDATE_FILE_COLUMNS.map(([, field]) => {
        const value = String(candidate[field] ?? "");
        return field === "dob" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayFirst(value) : value;
      }),
    );
  }
  return { header, rows };
}

/** The rows as CSV text (RFC 4180 quoting). */
export function candidateCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [header, ...rows].map((row) => row.map(quote).join(",")).join("\r\n");
}

/** The rows as an xlsx workbook of one sheet (every cell text). */
export async function candidateXlsx(header: readonly string[], rows: readonly (readonly string[])[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Candidates");
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
