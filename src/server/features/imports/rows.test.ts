/**
 * A file row as a registration (decision 0032): the wizard's rules decide, with only spelling
 * forgiven (option case, day-first dates, a center by name); the layout key ignores case and
 * spacing; the guessed mapping reads people's column names.
 */
import { describe, expect, it } from "vitest";
import type { Actor } from "#server/domain/actor.ts";
import type { ColumnMapping } from "#shared/imports/candidates.ts";
import { EXAM_CATALOGUE } from "#tests/helpers/exam-catalogue.ts";
import { guessMapping, layoutKey } from "./layouts.ts";
import { checkRow, type RowContext } from "./rows.ts";

const admin: Actor = { id: 1, username: "admin", role: "admin", testCenterId: null };
const FIELDS = [
  "firstName",
  "lastName",
  "nationalId",
  "email",
  "phone",
  "dob",
  "gender",
  "city",
  "country",
] as const;
const REST = [
  "degree",
  "BSC_university",
  "requestedDateRange",
  "Trail_month",
  "examCategory",
  "examSpecialty",
  "examName",
  "test_center",
] as const;
const mapping: ColumnMapping = [...FIELDS, ...REST];

function context(actor: Actor = admin): RowContext {
  return {
    header: mapping.map((field) => String(field)),
    mapping,
    catalogue: EXAM_CATALOGUE,
    centersByName: new Map([
      ["riyadh olaya test center", 7],
      ["doha west bay", 8],
    ]),
    centerIds: new Set([7, 8]),
    defaultCenterId: undefined,
    actor,
  };
}

/** A valid candidate as a file writes it. */
const CANDIDATE = {
  firstName: "Aisha",
  lastName: "Mansour",
  nationalId: "1029384756",
  email: "aisha.mansour@example.com",
  phone: "+966 50 123 4567",
  dob: "1990-03-05",
  gender: "Female",
  city: "Riyadh",
  country: "Saudi Arabia",
  degree: "BSC",
  BSC_university: "King Saud University",
  requestedDateRange: "March 1-15, 2027",
  Trail_month: "March",
  examCategory: "DHA",
  examSpecialty: "Nursing",
  examName: "Registered Nurse",
  test_center: "Riyadh Olaya Test Center",
};

function cells(changes: Record<string, string> = {}) {
  const r = { ...CANDIDATE, ...changes };
  return mapping.map((field) => String((r as Record<string, unknown>)[field!] ?? ""));
}

describe("checkRow", () => {
  it("accepts a factory candidate with its options in lower case, a day-first date and a center by name", () => {
    const row = cells({ gender: "female", dob: "05/03/1990" });
    row[mapping.indexOf("examCategory")] = row[mapping.indexOf("examCategory")]!.toLowerCase();
    const checked = checkRow({ row: 2, cells: row }, context());
    expect(checked.problems).toBeNull();
    expect(checked.registration).toMatchObject({ gender: "Female", dob: "1990-03-05", test_center: 7 });
    expect(checked.registration!.fullName).toBe(`${row[0]} ${row[1]}`);
    expect(checked.registration!.registered_from).toBe("2");
  });

  it("reports the wizard's messages per field, with the column", () => {
    const checked = checkRow({ row: 9, cells: cells({ email: "nope", nationalId: "" }) }, context());
    expect(checked.problems).toEqual([
      { row: 9, field: "email", column: "email", message: "Please enter a valid email address" },
      {
        row: 9,
        field: "nationalId",
        column: "nationalId",
        message: "Please provide a National ID or a Passport Number.",
      },
    ]);
  });

  it("checks the exam choice against the published catalogue: unknown or retired, on its field", () => {
    const field = (row: number, changes: Record<string, string>) =>
      checkRow({ row, cells: cells(changes) }, context()).problems?.map(({ field, column, message }) => ({
        field,
        column,
        message,
      }));
    expect(field(2, { examName: "Practical Nurse" })).toEqual([
      {
        field: "examName",
        column: "examName",
        message: "This exam is no longer offered: please choose another.",
      },
    ]);
    expect(field(3, { examName: "Night Nurse" })).toEqual([
      { field: "examName", column: "examName", message: "Please choose an exam of the chosen specialty." },
    ]);
    expect(field(4, { examSpecialty: "Astronomy" })).toEqual([
      {
        field: "examSpecialty",
        column: "examSpecialty",
        message: "Please choose a specialty of the chosen exam category.",
      },
    ]);
    // A regulator of the constants that the catalogue does not publish.
    expect(field(5, { examCategory: "SCFHS" })?.[0]?.field).toBe("examCategory");
  });

  it("keeps a test_center user's rows in their own center", () => {
    const own: Actor = { id: 2, username: "center", role: "test_center", testCenterId: 7 };
    expect(checkRow({ row: 2, cells: cells() }, context(own)).problems).toBeNull();
    const other = checkRow({ row: 3, cells: cells({ test_center: "Doha West Bay" }) }, context(own));
    expect(other.problems).toEqual([
      {
        row: 3,
        field: "test_center",
        column: "test_center",
        message: "You may import candidates only into your own test center.",
      },
    ]);
    const unknown = checkRow({ row: 4, cells: cells({ test_center: "Atlantis" }) }, context());
    expect(unknown.problems?.[0]?.message).toBe('Unknown test center "Atlantis".');
  });
});

describe("layouts", () => {
  it("keys a header by its cells, whatever their case and spacing", () => {
    expect(layoutKey(["First Name", "E-mail"])).toBe(layoutKey(["  first   name ", "E-MAIL"]));
    expect(layoutKey(["First Name", "E-mail"])).not.toBe(layoutKey(["E-mail", "First Name"]));
  });

  it("guesses fields from people's column names, each field once", () => {
    expect(
      guessMapping(["Forename", "Surname", "Iqama", "Mobile", "Date of birth", "Email", "email", "Notes"]),
    ).toEqual(["firstName", "lastName", "nationalId", "phone", "dob", "email", null, null]);
  });
});
