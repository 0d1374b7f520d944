/**
 * Writes a planned batch of candidate rows (decision 0032) in one transaction: new candidates in
 * state Not_Confirmed with a fresh reference and a `registered` event, matched ones updated field
 * by field with an `edited` event (old → new); both events carry `import` in their changes and name
 * the staff member. Blank cells never clear a stored value, and no e-mail is queued.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "#server/db/errors.ts";
import { students } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordStudentEvents } from "#server/domain/student-events.ts";
import { registrationToRow, studentColumns } from "#server/domain/student-mapping.ts";
import { newCandidateReference } from "#server/lib/candidate-reference.ts";
import type { ColumnMapping } from "#shared/imports/candidates.ts";
import type { Registration, RegistrationField } from "#shared/registration/registration.ts";
import type { PlannedRow } from "./plan.ts";
import { filledFields } from "./rows.ts";

type StudentInsert = typeof students.$inferInsert;

/** The `students` column (Drizzle key) each registration field fills (as `registrationToRow` does). */
const FIELD_COLUMN = {
  firstName: "firstName",
  lastName: "lastName",
  fullName: "fullName",
  nationalId: "nationalId",
  passportNumber: "passportNumber",
  governmentIdIssuingCountry: "governmentIdIssuingCountry",
  email: "email",
  phone: "phone",
  dob: "dateOfBirth",
  city: "city",
  country: "country",
  state: "countryState",
  postalCode: "postalCode",
  nationality: "nationality",
  mailingAddress: "mailingAddress",
  potentialWorkPlace: "potentialWorkPlace",
  requestedDateRange: "requestedDateRange",
  gender: "gender",
  degree: "degree",
  BSC_university: "bscUniversity",
  MSC_university: "mscUniversity",
  PHD_university: "phdUniversity",
  registered_from: "registeredFrom",
  test_center: "testCenterId",
  Trail_month: "trialMonth",
  examCategory: "examCategory",
  examSpecialty: "examSpecialty",
  examName: "examName",
} as const satisfies Record<RegistrationField, keyof StudentInsert>;

/** A `students` column (Drizzle key) → the read wire name the history shows it under. */
const READ_NAME = new Map<string, string>(
  Object.entries(studentColumns).flatMap(([wire, column]) => {
    const key = Object.entries(students).find(([, c]) => c === column)?.[0];
    return key ? [[key, wire]] : [];
  }),
);

/** The columns (database names) a new candidate's row is written with. */
const INSERT_COLUMNS = Object.keys(registrationToRow({} as Registration, null, ""))
  .filter((key) => key !== "locale")
  .concat("registrationDate")
  .map((key) => students[key as keyof StudentInsert].name);

/** `row` (Drizzle keys) keyed by database column names, dates as ISO text. */
function columnRecord(row: Partial<StudentInsert>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined || key === "locale") continue;
    out[students[key as keyof StudentInsert].name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The rows of a raw statement's result, whichever driver ran it. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The changes marker of an import's events: `{ import: { from: null, to: true } }`. */
const IMPORT_MARK = { import: { from: null, to: true } };

/** Reference draws per batch before giving up (a clash among 729 million a year is rare). */
const REFERENCE_ATTEMPTS = 3;
const REFERENCE_UNIQUE = "students_reference_unique";

/** How many candidates a batch added and updated (matched rows whose values were all the same count as updated). */
export interface BatchCounts {
  created: number;
  updated: number;
}

/** The columns `row` changes on its matched candidate, with the history's old → new per field. */
function changesOf(row: PlannedRow, fields: ReadonlySet<RegistrationField>) {
  const next = registrationToRow(row.registration, null, "");
  const existing = row.existing!;
  const set: Partial<StudentInsert> = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const key = FIELD_COLUMN[field];
    const value = next[key];
    if (value === null || value === undefined || value === existing[key]) continue;
    (set as Record<string, unknown>)[key] = value;
    changes[READ_NAME.get(key) ?? key] = { from: existing[key], to: value };
  }
  return { set, changes };
}

/**
 * Writes `batch` by `actor` at `now` in one transaction; a reference clash draws new references
 * and tries the batch again. Throws whatever else the database refuses (the batch is then not
 * written at all).
 */
export async function applyBatch(
  db: Db,
  batch: readonly PlannedRow[],
  mapping: ColumnMapping,
  actor: Actor,
  now: Date,
): Promise<BatchCounts> {
  const fields = filledFields(mapping);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const fresh = batch.filter((row) => row.existing === null);
        if (fresh.length > 0) {
          // One statement per batch, its rows as one JSON parameter (no per-value parameters).
          const rows = fresh.map((row) =>
            columnRecord({
              ...registrationToRow(row.registration, actor.id, newCandidateReference(now)),
              registrationDate: now,
            }),
          );
          const list = sql.raw(INSERT_COLUMNS.map((c) => `"${c}"`).join(", "));
          const created = await tx.execute<{ id: number }>(sql`
            insert into ${students} (${list}) select ${list}
            from json_populate_recordset(null::students, ${JSON.stringify(rows)}::json) returning id`);
          await recordStudentEvents(
            tx,
            actor,
            "registered",
            rowsOf<{ id: number }>(created).map((c) => ({
              studentId: c.id,
              toState: "Not_Confirmed" as const,
              changes: IMPORT_MARK,
            })),
          );
        }
        const edits: { studentId: number; changes: Record<string, { from: unknown; to: unknown }> }[] = [];
        const updates: Record<string, unknown>[] = [];
        for (const row of batch) {
          if (row.existing === null) continue;
          const { set, changes } = changesOf(row, fields);
          if (Object.keys(set).length === 0) continue;
          updates.push({ ...columnRecord(set), id: row.existing.id });
          edits.push({ studentId: row.existing.id, changes: { ...changes, ...IMPORT_MARK } });
        }
        if (updates.length > 0) {
          // Unchanged fields are null in the JSON: coalesce keeps the stored value.
          const assignments = sql.raw(
            [...fields]
              .map((field) => students[FIELD_COLUMN[field]].name)
              .map((c) => `"${c}" = coalesce(j."${c}", s."${c}")`)
              .join(", "),
          );
          await tx.execute(sql`
            update ${students} s set ${assignments}, updated_at = ${now.toISOString()}, updated_by_id = ${actor.id}
            from json_populate_recordset(null::students, ${JSON.stringify(updates)}::json) j
            where s.id = j.id`);
        }
        await recordStudentEvents(tx, actor, "edited", edits);
        return { created: fresh.length, updated: batch.length - fresh.length };
      });
    } catch (error) {
      const { code, constraint } = pgErrorInfo(error);
      if (code === UNIQUE_VIOLATION && constraint === REFERENCE_UNIQUE && attempt < REFERENCE_ATTEMPTS)
        continue;
      throw error;
    }
  }
}
