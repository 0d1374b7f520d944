/**
 * What a candidate file would do (decision 0032), computed without writing: each row checked by
 * the wizard's rules (rows.ts), then matched to the live candidates by national ID or passport
 * number (the unique indexes of decision 0019, compared without case): a match is updated, no
 * match is added. Rows that clash (with each other, or with another candidate's e-mail) are
 * problems, so an import of the remaining rows does not meet the unique indexes.
 */
import { and, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { students, testCenters } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import type { SheetContent } from "#server/lib/sheet-file.ts";
import type { ExamCatalogue } from "#shared/catalogue/catalogue.ts";
import type { ColumnMapping, RowProblem } from "#shared/imports/candidates.ts";
import type { Registration } from "#shared/registration/registration.ts";
import { checkRow, columnOf, type RowContext } from "./rows.ts";

/** A live candidate as the import compares and updates it. */
export type ExistingCandidate = typeof students.$inferSelect;

/** One row that applies: a new candidate, or the live candidate it updates. */
export interface PlannedRow {
  row: number;
  registration: Registration;
  existing: ExistingCandidate | null;
}

/** The file's plan: the rows that apply, in file order, and every problem, by row. */
export interface ImportPlan {
  rows: number;
  apply: PlannedRow[];
  problems: RowProblem[];
  invalidRows: number;
}

/** Live candidates looked up per query. */
const LOOKUP_CHUNK = 1000;

const lower = (value: string | null) => (value ? value.toLowerCase() : null);

/** Live candidates holding any of the national IDs, passport numbers or e-mails (lower case). */
async function liveHolders(db: Db, ids: string[], passports: string[], emails: string[]) {
  const found: ExistingCandidate[] = [];
  for (let i = 0; i < Math.max(ids.length, passports.length, emails.length); i += LOOKUP_CHUNK) {
    const chunk = (list: string[]) => list.slice(i, i + LOOKUP_CHUNK);
    // Each branch in the shape of its partial unique index, so each is an index scan.
    const rows = await db
      .select()
      .from(students)
      .where(
        and(
          isNull(students.deletedAt),
          or(
            and(isNotNull(students.nationalId), inArray(sql`lower(${students.nationalId})`, chunk(ids))),
            and(
              isNotNull(students.passportNumber),
              inArray(sql`lower(${students.passportNumber})`, chunk(passports)),
            ),
            inArray(sql`lower(${students.email})`, chunk(emails)),
          ),
        ),
      );
    found.push(...rows);
  }
  return found;
}

/** The live test centers by lower-cased name, and their ids. */
async function liveCenters(db: Db) {
  const rows = await db
    .select({ id: testCenters.id, name: testCenters.name })
    .from(testCenters)
    .where(isNull(testCenters.deletedAt));
  return {
    centersByName: new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id])),
    centerIds: new Set(rows.map((r) => r.id)),
  };
}

/**
 * Plans the import of `sheet` under `mapping` by `actor`; `defaultCenterId` is the center of rows
 * naming none (for a test_center user, always their own); `catalogue` is the published tree the
 * rows' exam choices are checked against (docs/product.md §13).
 */
export async function planImport(
  db: Db,
  sheet: SheetContent,
  mapping: ColumnMapping,
  actor: Actor,
  defaultCenterId: number | undefined,
  catalogue: ExamCatalogue,
): Promise<ImportPlan> {
  const context: RowContext = {
    header: sheet.header,
    mapping,
    catalogue,
    ...(await liveCenters(db)),
    defaultCenterId: actor.role === "test_center" ? (actor.testCenterId ?? undefined) : defaultCenterId,
    actor,
  };
  const problemsByRow = new Map<number, RowProblem[]>();
  const add = (row: number, field: string, message: string) => {
    const list = problemsByRow.get(row) ?? [];
    list.push({ row, field, column: columnOf(context, field), message });
    problemsByRow.set(row, list);
  };
  const valid: { row: number; registration: Registration }[] = [];
  // Two rows of the file with one national ID, passport number or e-mail: the later one is a problem.
  const firstRow = {
    nationalId: new Map<string, number>(),
    passportNumber: new Map<string, number>(),
    email: new Map<string, number>(),
  };
  const NAMES = { nationalId: "national ID", passportNumber: "passport number", email: "e-mail address" };
  for (const line of sheet.lines) {
    const checked = checkRow(line, context);
    if (checked.problems) {
      problemsByRow.set(line.row, checked.problems);
      continue;
    }
    let clash = false;
    for (const field of ["nationalId", "passportNumber", "email"] as const) {
      const value = lower(checked.registration[field]);
      if (value === null) continue;
      const earlier = firstRow[field].get(value);
      if (earlier !== undefined) {
        add(line.row, field, `Row ${earlier} of the file has the same ${NAMES[field]}.`);
        clash = true;
      } else firstRow[field].set(value, line.row);
    }
    if (!clash) valid.push(checked);
  }

  const holders = await liveHolders(
    db,
    [...firstRow.nationalId.keys()],
    [...firstRow.passportNumber.keys()],
    [...firstRow.email.keys()],
  );
  const byId = new Map<string, ExistingCandidate>();
  const byPassport = new Map<string, ExistingCandidate>();
  const byEmail = new Map<string, ExistingCandidate>();
  for (const h of holders) {
    if (h.nationalId) byId.set(h.nationalId.toLowerCase(), h);
    if (h.passportNumber) byPassport.set(h.passportNumber.toLowerCase(), h);
    byEmail.set(h.email.toLowerCase(), h);
  }
  const apply: PlannedRow[] = [];
  for (const { row, registration } of valid) {
    const byNationalId = registration.nationalId
      ? byId.get(registration.nationalId.toLowerCase())
      : undefined;
    const byPassportNumber = registration.passportNumber
      ? byPassport.get(registration.passportNumber.toLowerCase())
      : undefined;
    if (byNationalId && byPassportNumber && byNationalId.id !== byPassportNumber.id) {
      add(row, "nationalId", "The national ID and the passport number belong to two different candidates.");
      continue;
    }
    const existing = byNationalId ?? byPassportNumber ?? null;
    const emailHolder = byEmail.get(registration.email.toLowerCase());
    if (emailHolder && emailHolder.id !== existing?.id) {
      add(row, "email", `Duplicate entry '${registration.email}' for field email`);
      continue;
    }
    if (existing && actor.role === "test_center" && existing.testCenterId !== actor.testCenterId) {
      add(
        row,
        existing === byNationalId ? "nationalId" : "passportNumber",
        "This candidate is registered at another test center.",
      );
      continue;
    }
    apply.push({ row, registration, existing });
  }
  const problems = [...problemsByRow.values()].flat().sort((a, b) => a.row - b.row);
  return { rows: sheet.lines.length, apply, problems, invalidRows: problemsByRow.size };
}
