/**
 * A file row as a registration (docs/product.md §12 "Staff at speed", decision 0032): its mapped
 * cells under the wizard's wire names, a few spellings made canonical (dates, option case, a test
 * center by name), then checked by the wizard's own rules (`registrationIssues`, the same field and
 * cross-field rules as `POST /api/FormRegister` and `registrationIssues`), the exam choice against
 * the published catalogue as the registration checks it (docs/product.md §13: an unknown or
 * retired exam is a problem on its field).
 */
import type { Actor } from "#server/domain/actor.ts";
import { isoDate, type SheetLine } from "#server/lib/sheet-file.ts";
import type { ExamCatalogue } from "#shared/catalogue/catalogue.ts";
import type { ColumnMapping, RowProblem } from "#shared/imports/candidates.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import {
  DEGREES,
  GENDERS,
  REGISTRATION_PLACES,
  type Registration,
  type RegistrationField,
  registrationCrossFieldIssues,
  registrationFieldsSchema,
} from "#shared/registration/registration.ts";

/** What a row needs besides its cells: the live test centers and whose rows they are. */
export interface RowContext {
  header: readonly string[];
  mapping: ColumnMapping;
  /** The published catalogue (the server's cache): exam choices are checked against it. */
  catalogue: ExamCatalogue;
  /** Live test centers: lower-cased name → id, and the ids. */
  centersByName: ReadonlyMap<string, number>;
  centerIds: ReadonlySet<number>;
  /** The center of rows that name none (a test_center user's: always theirs). */
  defaultCenterId: number | undefined;
  actor: Actor;
}

/** Options written in any case in files, to their canonical spelling (the regulators' codes: the catalogue's). */
const OPTIONS: Partial<Record<RegistrationField, readonly string[]>> = {
  gender: GENDERS,
  degree: DEGREES,
  Trail_month: TRIAL_MONTHS,
};

/** `value` as the option of `options` it names without regard to case, else as given. */
function canonical(value: string, options: readonly string[]): string {
  const lower = value.toLowerCase();
  return options.find((option) => option.toLowerCase() === lower) ?? value;
}

/** A registered-from cell: the value (1, 2) or its label, in any case. */
function registrationPlace(value: string): string {
  const lower = value.toLowerCase();
  return REGISTRATION_PLACES.find((p) => p.label.toLowerCase() === lower)?.value ?? value;
}

/** A row's checked registration, or its problems; the row's number in the file. */
export type CheckedRow =
  | { row: number; registration: Registration; problems: null }
  | { row: number; registration: null; problems: RowProblem[] };

/** The fields the file fills (mapped), plus those the import derives when unmapped. */
export function filledFields(mapping: ColumnMapping): Set<RegistrationField> {
  const fields = new Set(mapping.filter((field): field is RegistrationField => field !== null));
  if (fields.has("firstName") && fields.has("lastName")) fields.add("fullName");
  return fields;
}

/** The header of the column mapped to `field`, or null. */
export function columnOf(context: Pick<RowContext, "header" | "mapping">, field: string): string | null {
  const index = context.mapping.indexOf(field as RegistrationField);
  return index < 0 ? null : (context.header[index] ?? null);
}

/**
 * One file row checked by the wizard's rules. Blank cells count as not given; an unmapped full
 * name is "first last"; an unmapped registration place is 2 (in person at a test center); an
 * unmapped test center is the context's default. A test_center user's row naming another center
 * is a problem (field `test_center`).
 */
export function checkRow(line: SheetLine, context: RowContext): CheckedRow {
  const values: Partial<Record<RegistrationField, unknown>> = {};
  const codes = context.catalogue.regulators.map((regulator) => regulator.code);
  context.mapping.forEach((field, index) => {
    if (field === null) return;
    const cell = line.cells[index] ?? "";
    if (cell === "") return;
    const options = field === "examCategory" ? codes : OPTIONS[field];
    if (options) values[field] = canonical(cell, options);
    else if (field === "dob") values[field] = isoDate(cell);
    else if (field === "registered_from") values[field] = registrationPlace(cell);
    else values[field] = cell;
  });
  const problems: RowProblem[] = [];
  const problem = (field: string, message: string) =>
    problems.push({ row: line.row, field, column: columnOf(context, field), message });

  if (!context.mapping.includes("fullName") && values.firstName && values.lastName) {
    values.fullName = `${values.firstName} ${values.lastName}`;
  }
  if (!context.mapping.includes("registered_from")) values.registered_from = "2";
  const centerCell = values.test_center;
  if (typeof centerCell === "string") {
    const id = /^\d+$/.test(centerCell)
      ? Number(centerCell)
      : context.centersByName.get(centerCell.trim().toLowerCase());
    if (id === undefined || !context.centerIds.has(id)) {
      problem("test_center", `Unknown test center "${centerCell.slice(0, 100)}".`);
    } else values.test_center = id;
  } else if (context.defaultCenterId !== undefined) {
    values.test_center = context.defaultCenterId;
  }
  const { actor } = context;
  if (actor.role === "test_center" && values.test_center !== actor.testCenterId && problems.length === 0) {
    problem("test_center", "You may import candidates only into your own test center.");
  }
  // The wizard's rules as `registrationIssues` runs them (field rules, then cross-field rules), the
  // field rules' parse kept for its output: one parse a row.
  const parsed = registrationFieldsSchema.safeParse(values);
  const issues = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ field: i.path[0] as RegistrationField, message: i.message }))),
    ...registrationCrossFieldIssues(values, { examChoice: context.catalogue }),
  ];
  const seen = new Set(problems.map((p) => p.field));
  for (const issue of issues) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    problem(issue.field, issue.message);
  }
  if (problems.length > 0 || !parsed.success) return { row: line.row, registration: null, problems };
  return { row: line.row, registration: parsed.data, problems: null };
}
