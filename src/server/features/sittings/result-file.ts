/**
 * The exam-delivery company's result file (docs/product.md §11 "Results"): CSV or an Excel workbook
 * (its first sheet), read with exceljs, one candidate a row under a header row. Columns are found by
 * name, in any order and case: an identifier (`reference`, `national id`, `passport`: any of them),
 * the result (`result`/`outcome`/`status`: pass, fail, absent and their usual spellings), `score`
 * (optional) and the date received (`date`/`received on`/`result date`; empty: today). The file
 * is read by `lib/sheet-file.ts` (shared with the candidate import), every value as text.
 */
import { badRequest } from "#server/errors.ts";
import { isoDate, readSheet, type SheetType } from "#server/lib/sheet-file.ts";
import { normaliseReference } from "#shared/registration/status.ts";
import {
  type ExamOutcome,
  IMPORT_PROBLEMS,
  type ImportRow,
  RESULT_FILE_MAX_ROWS,
  resultEntrySchema,
} from "#shared/sittings/results.ts";

/** The columns a result file may have, by the header spellings each accepts. */
const COLUMNS = {
  reference: ["reference", "ref", "referenceno", "referencenumber", "candidatereference", "bookingreference"],
  nationalId: [
    "nationalid",
    "nationalidnumber",
    "nationalidno",
    "nid",
    "iqama",
    "emiratesid",
    "qid",
    "civilid",
  ],
  passport: ["passport", "passportno", "passportnumber"],
  outcome: ["result", "outcome", "status", "passfail"],
  score: ["score", "scaledscore", "mark", "marks"],
  receivedOn: ["date", "receivedon", "received", "resultdate", "datereceived", "reportdate"],
} as const;
type Column = keyof typeof COLUMNS;

/** The outcome spellings delivery companies use. */
const OUTCOME_WORDS: Record<string, ExamOutcome> = {
  pass: "pass",
  passed: "pass",
  p: "pass",
  fail: "fail",
  failed: "fail",
  f: "fail",
  absent: "absent",
  "no show": "absent",
  "no-show": "absent",
  noshow: "absent",
  a: "absent",
};

/** One data row: its number in the file and its values by column. */
export interface FileRow {
  row: number;
  values: Partial<Record<Column, string>>;
}

const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** The header's columns; 400 when it has no identifier or no result column. */
function columnsOf(header: string[]): Map<Column, number> {
  const found = new Map<Column, number>();
  header.forEach((text, index) => {
    const key = headerKey(text);
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
      if (!found.has(column) && names.includes(key)) found.set(column, index);
    }
  });
  if (!found.has("reference") && !found.has("nationalId") && !found.has("passport")) {
    throw badRequest(
      "The file's first row must name a column reference, national ID or passport number.",
      "file",
    );
  }
  if (!found.has("outcome")) throw badRequest("The file's first row must name a result column.", "file");
  return found;
}

/** The data rows of a result file (empty rows skipped). */
export async function readResultFile(body: Buffer, type: SheetType): Promise<FileRow[]> {
  const { header, lines } = await readSheet(body, type, RESULT_FILE_MAX_ROWS);
  const columns = columnsOf(header);
  return lines.map(({ row, cells }) => {
    const values: FileRow["values"] = {};
    for (const [column, index] of columns) {
      const cell = cells[index] ?? "";
      if (cell !== "") values[column] = cell.slice(0, 200);
    }
    return { row, values };
  });
}

/** A roster seat with what identifies its candidate. */
export interface RosterKey {
  studentId: number;
  reference: string;
  fullName: string;
  nationalId: string | null;
  passportNumber: string | null;
}

/** Candidates outside the roster who match a key (to tell "not booked here" from "unknown"). */
export type OutsideLookup = (keys: {
  reference?: string;
  nationalId?: string;
  passport?: string;
}) => Promise<boolean>;

/**
 * What each row of the file applies to: the roster candidate its identifiers name (all of them
 * must name the same one), its result checked like a roster entry, or why not. Problem rows first
 * (in {@link IMPORT_PROBLEMS} order), then the rows that apply, each by row number.
 */
export async function matchRows(
  rows: readonly FileRow[],
  roster: readonly RosterKey[],
  today: string,
  outside: OutsideLookup,
): Promise<ImportRow[]> {
  const lower = (value: string | null) => value?.trim().toLowerCase() ?? null;
  const out: ImportRow[] = [];
  for (const { row, values } of rows) {
    const key = values.reference ?? values.nationalId ?? values.passport ?? "";
    const base: ImportRow = {
      row,
      key,
      studentId: null,
      reference: null,
      fullName: null,
      outcome: null,
      score: null,
      receivedOn: null,
      problem: null,
      message: null,
    };
    const hits = new Set<RosterKey>();
    if (values.reference) {
      const wanted = normaliseReference(values.reference);
      for (const r of roster) if (r.reference === wanted) hits.add(r);
    }
    if (values.nationalId) {
      for (const r of roster) if (lower(r.nationalId) === lower(values.nationalId!)) hits.add(r);
    }
    if (values.passport) {
      for (const r of roster) if (lower(r.passportNumber) === lower(values.passport!)) hits.add(r);
    }
    if (!key) {
      out.push({
        ...base,
        problem: "unmatched",
        message: "The row names no reference, national ID or passport.",
      });
      continue;
    }
    if (hits.size > 1) {
      out.push({
        ...base,
        problem: "ambiguous",
        message: `The row's identifiers name ${hits.size} different candidates of this sitting.`,
      });
      continue;
    }
    const [hit] = [...hits];
    if (!hit) {
      const elsewhere = await outside({
        ...(values.reference ? { reference: normaliseReference(values.reference) } : {}),
        ...(values.nationalId ? { nationalId: values.nationalId } : {}),
        ...(values.passport ? { passport: values.passport } : {}),
      });
      out.push({
        ...base,
        problem: elsewhere ? "not_booked" : "unmatched",
        message: elsewhere
          ? "This candidate holds no seat in this sitting."
          : "No candidate of this sitting matches the row.",
      });
      continue;
    }
    const matched = { ...base, studentId: hit.studentId, reference: hit.reference, fullName: hit.fullName };
    const outcome = OUTCOME_WORDS[(values.outcome ?? "").toLowerCase()];
    const scoreText = values.score?.replace(",", ".");
    const parsed = resultEntrySchema.safeParse({
      studentId: hit.studentId,
      outcome: outcome ?? values.outcome ?? "",
      score: scoreText === undefined ? null : Number(scoreText),
      receivedOn: values.receivedOn ? isoDate(values.receivedOn) : today,
    });
    if (!parsed.success) {
      out.push({
        ...matched,
        problem: "invalid",
        message: parsed.error.issues[0]?.message ?? "Invalid row.",
      });
      continue;
    }
    out.push({ ...matched, ...parsed.data, studentId: hit.studentId });
  }
  // One candidate named by two rows: neither applies (which one is right is for staff to say).
  const perStudent = new Map<number, number>();
  for (const r of out)
    if (r.problem === null) perStudent.set(r.studentId!, (perStudent.get(r.studentId!) ?? 0) + 1);
  for (const r of out) {
    if (r.problem === null && perStudent.get(r.studentId!)! > 1) {
      r.problem = "duplicate";
      r.message = "Another row names the same candidate.";
    }
  }
  const rank = (r: ImportRow) =>
    r.problem === null ? IMPORT_PROBLEMS.length : IMPORT_PROBLEMS.indexOf(r.problem);
  return out.sort((a, b) => rank(a) - rank(b) || a.row - b.row);
}
