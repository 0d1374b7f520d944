/**
 * The dashboard's Excel export (docs/product.md §2, §9; decision 0009): the whole filtered result (beyond
 * one page and beyond one read chunk), streamed as AllStudentData.xlsx with sheet Students and
 * every field of the candidate as read (docs/product.md §3) under readable headers.
 */

import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students } from "#server/db/schema.ts";
import { numberedReference } from "#server/lib/candidate-reference.ts";
import { studentSchema } from "#shared/candidates/candidates.ts";
import { STUDENT_EXPORT_COLUMNS, STUDENT_EXPORT_OMITTED } from "#shared/candidates/export-columns.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
const SAME_TIME = new Date(Date.UTC(2025, 5, 1, 8, 0, 0, 123));
/** More than one read chunk (2 000), all registered at the same instant: the keyset must use ids. */
const MANY = 2_150;
/** One candidate with every field filled, booked for an exam (see `beforeAll`). */
let bookedId: number;

/** The headers of the file, in order (decision 0009: the 13 columns of the table were not enough). */
const EXPECTED_HEADERS = [
  "Student ID",
  "Full name",
  "Reference",
  "First name",
  "Last name",
  "National ID",
  "Passport number",
  "ID issuing country",
  "Date of birth",
  "Gender",
  "Nationality",
  "Email",
  "Phone",
  "Country",
  "State/province",
  "City",
  "Postal code",
  "Mailing address",
  "Potential workplace",
  "Degree",
  "BSC university",
  "MSC university",
  "PHD university",
  "College",
  "Exam category",
  "Exam specialty",
  "Exam name",
  "Test month",
  "Requested date range",
  "Test center",
  "Registered from",
  "State",
  "Confirmed",
  "Confirmed by",
  "Exam date",
  "Exam time",
  "Exam location",
  "Confirmation number",
  "Registration date (UTC)",
  // Appended after the columns above: the language the candidate registered in (decision 0011).
  "Language",
];

beforeAll(async () => {
  ctx = await createTestContext();
  await insertCandidates(ctx.db, MANY, {
    from: 1,
    testCenterId: ctx.testCenterId,
    registrationDate: () => SAME_TIME,
  });
  const deleted = await insertCandidates(ctx.db, 1, { from: 9_000, testCenterId: ctx.testCenterId });
  await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, deleted[0]!));

  const booked = await insertCandidates(ctx.db, 1, {
    from: 9_500,
    testCenterId: ctx.testCenterId,
    state: "Exam_Details",
    registrationDate: () => new Date(Date.UTC(2026, 2, 4, 13, 45, 10)),
    overrides: () => ({
      firstName: "Mariam",
      lastName: "Haddad",
      fullName: "Mariam Yousef Haddad",
      nationalId: "",
      passportNumber: "PX7734120",
      governmentIdIssuingCountry: "Jordan",
      email: "mariam.haddad.export@example.com",
      phone: "+962791234567",
      dob: "1991-07-23",
      gender: "Female",
      nationality: "Jordan",
      country: "United States",
      state: "Texas",
      postalCode: "77030",
      city: "Houston",
      mailingAddress: "6565 Fannin St, Houston",
      potentialWorkPlace: "University hospital",
      degree: "MSC",
      BSC_university: "University of Jordan",
      MSC_university: "Baylor College of Medicine",
      PHD_university: "",
      registered_from: "2",
      Trail_month: "October",
      requestedDateRange: "October 1-15, 2027",
      examCategory: "DHA",
      examSpecialty: "Nursing",
      examName: "Registered Nurse",
    }),
  });
  bookedId = booked[0]!;
  await ctx.db
    .update(students)
    .set({
      college: "College of Nursing",
      confirmedBy: "auditor",
      examDate: "2027-10-12",
      examTime: "09:30",
      examLocation: "Dubai Healthcare City Test Center",
      confirmationNumber: "CONF-88412",
      locale: "ar",
    })
    .where(eq(students.id, bookedId));
}, 60_000);
afterAll(() => ctx.close());

async function exportRows(query: string) {
  const response = await ctx.getAs("auditor", `/api/students/export${query}`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Students");
  expect(sheet).toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows[0] as string[];
  /** The row's cell under `name` (undefined for an empty cell). */
  const cell = (row: unknown[], name: string) => {
    expect(header).toContain(name);
    return row[header.indexOf(name)];
  };
  return { response, sheet: sheet!, header, rows: rows.slice(1), cell };
}

describe("GET /api/students/export", () => {
  it("streams every live candidate as AllStudentData.xlsx with readable headers", async () => {
    const { response, header, rows, cell, sheet } = await exportRows("");
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe('attachment; filename="AllStudentData.xlsx"');
    expect(response.headers["x-total-count"]).toBe(String(MANY + 1));
    expect(header).toEqual(EXPECTED_HEADERS);
    // The header row and the ID and name columns stay in view while scrolling.
    expect(sheet.views[0]).toMatchObject({ state: "frozen", xSplit: 2, ySplit: 1 });
    expect(rows).toHaveLength(MANY + 1);
    // No candidate twice or missing across the read chunks.
    const emails = new Set(rows.map((r) => cell(r, "Email")));
    expect(emails.size).toBe(MANY + 1);
  });

  it("covers every field of the candidate as read (docs/product.md §3) but the test center's id", () => {
    const exported = STUDENT_EXPORT_COLUMNS.map((c) => c.key);
    expect(new Set(exported).size).toBe(exported.length);
    expect([...exported, ...STUDENT_EXPORT_OMITTED].sort()).toEqual(Object.keys(studentSchema.shape).sort());
  });

  it("writes a candidate's values as staff read them", async () => {
    const { rows, cell } = await exportRows("?email=mariam.haddad.export");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const expected: Record<string, unknown> = {
      "Student ID": bookedId,
      "Full name": "Mariam Yousef Haddad",
      Reference: numberedReference(9_500),
      "First name": "Mariam",
      "Last name": "Haddad",
      "National ID": undefined,
      "Passport number": "PX7734120",
      "ID issuing country": "Jordan",
      "Date of birth": "1991-07-23",
      Gender: "Female",
      Nationality: "Jordan",
      Email: "mariam.haddad.export@example.com",
      Phone: "+962791234567",
      Country: "United States",
      "State/province": "Texas",
      City: "Houston",
      "Postal code": "77030",
      "Mailing address": "6565 Fannin St, Houston",
      "Potential workplace": "University hospital",
      Degree: "MSC",
      "BSC university": "University of Jordan",
      "MSC university": "Baylor College of Medicine",
      "PHD university": undefined,
      College: "College of Nursing",
      "Exam category": "DHA",
      "Exam specialty": "Nursing",
      "Exam name": "Registered Nurse",
      "Test month": "October",
      "Requested date range": "October 1-15, 2027",
      "Test center": expect.any(String),
      "Registered from": "In person at a test center",
      State: "Exam Details",
      Confirmed: "Yes",
      "Confirmed by": "auditor",
      "Exam date": "2027-10-12",
      "Exam time": "09:30",
      "Exam location": "Dubai Healthcare City Test Center",
      "Confirmation number": "CONF-88412",
      "Registration date (UTC)": "2026-03-04 13:45",
      Language: "Arabic",
    };
    expect(Object.fromEntries(EXPECTED_HEADERS.map((name) => [name, cell(row, name)]))).toEqual(expected);
    // The test center by its name, as the API reads it.
    const detail = await ctx.getAs("admin", `/api/students/${bookedId}`);
    expect(cell(row, "Test center")).toBe(detail.json().student.test_center);
  });

  it("holds only the filtered rows, with readable values", async () => {
    const { rows, cell } = await exportRows("?full_name=aisha&gender=female");
    const { rows: expected } = await ctx.app
      .inject({
        method: "GET",
        url: "/api/students?full_name=aisha&gender=female&pageSize=1",
        headers: await ctx.authAs("admin"),
      })
      .then((r) => ({ rows: Number(r.headers["x-total-count"]) }));
    expect(rows.length).toBe(expected);
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) {
      expect(String(cell(row, "Full name"))).toMatch(/aisha/i);
      expect(cell(row, "Gender")).toBe("Female");
      expect(cell(row, "State")).toBe("Not Confirmed");
      expect(cell(row, "Confirmed")).toBe("No");
      expect(cell(row, "Registration date (UTC)")).toBe("2025-06-01 08:00");
      expect(cell(row, "Language")).toBe("English");
    }
  });

  it("finds a candidate by reference, typed in any case, and exports it (docs/product.md §2 Student list)", async () => {
    const reference = numberedReference(9_500);
    const { rows, cell } = await exportRows(`?reference=${reference.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    expect(cell(rows[0]!, "Reference")).toBe(reference);
    expect(cell(rows[0]!, "Student ID")).toBe(bookedId);
  });

  it("exports the candidates of one language (the dashboard's Language filter)", async () => {
    const { rows, cell } = await exportRows("?locale=AR");
    expect(rows.map((row) => cell(row, "Student ID"))).toEqual([bookedId]);
    expect(cell(rows[0]!, "Language")).toBe("Arabic");
  });

  it("gives a header-only file when nothing matches", async () => {
    const { rows, response, header } = await exportRows("?email=nobody-like-this");
    expect(rows).toEqual([]);
    expect(header).toEqual(EXPECTED_HEADERS);
    expect(response.headers["x-total-count"]).toBe("0");
  });
});
