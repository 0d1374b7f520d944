/**
 * Candidate import (docs/product.md §12 "Staff at speed", decision 0032): a 10 000-row workbook
 * with exactly 50 bad rows reports exactly those 50 (by the wizard's own rules) and imports the
 * rest with progress; a second file updates the candidates its national IDs and passports name
 * instead of adding them again, with their history (only the changed fields) and their possible
 * duplicates kept; the mapping is remembered per file layout;
 * who may import into which center; and the bounds of the input.
 */
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { duplicatePairs, studentEvents, students } from "#server/db/schema.ts";
import { candidateCsv, candidateFileRows, candidateXlsx } from "#server/setup/candidate-file.ts";
import type { Role } from "#shared/access/roles.ts";
import type { DraftCatalogue } from "#shared/catalogue/catalogue.ts";
import {
  CANDIDATE_FILE_MAX_BYTES,
  CANDIDATE_FILE_MAX_ROWS,
  type ImportLine,
  type ImportPreview,
  type ImportReport,
} from "#shared/imports/candidates.ts";
import { SHEET_FILE_TYPES } from "#shared/kit/sheet-files.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext({ otherCenter: true });
const CSV = SHEET_FILE_TYPES.csv[0];
const XLSX = SHEET_FILE_TYPES.xlsx[0];

/** The file's own mapping (the preview's guess) as the query's JSON. */
async function guessed(role: Role, file: Buffer | string, type: string) {
  const preview = await send(role, "/api/imports/candidates/preview", file, type);
  expect(preview.statusCode, preview.body).toBe(200);
  return preview.json<ImportPreview>();
}

async function send(role: Role, url: string, payload: Buffer | string, type: string) {
  return ctx.app.inject({
    method: "POST",
    url,
    headers: { ...(await ctx.authAs(role)), "content-type": type },
    payload,
  });
}

const importUrl = (mapping: readonly (string | null)[], query = "") =>
  `/api/imports/candidates?mapping=${encodeURIComponent(JSON.stringify(mapping))}${query}`;

/** The NDJSON lines of an import's answer. */
const linesOf = (body: string) =>
  body
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as ImportLine);

describe("a 10 000-row workbook with 50 bad rows", () => {
  // Every 200th row (from the 8th) is spoiled, each in one of five ways the wizard refuses.
  const bad = (i: number) => i % 200 === 7;
  const SPOILERS = [
    { email: "not-an-email" },
    { gender: "Unknown" },
    { dob: "1990-02-31" },
    { nationalId: "", passportNumber: "" },
    { examCategory: "XYZ" },
  ] as const;
  const file = candidateFileRows(10_000, {
    from: 100_000,
    change: (i) => (bad(i) ? SPOILERS[Math.floor(i / 200) % SPOILERS.length] : undefined),
  });
  const badRows = [...Array(10_000).keys()].filter(bad).map((i) => i + 2);

  it("reports exactly those 50 rows in the dry run and changes nothing", async () => {
    const body = await candidateXlsx(file.header, file.rows);
    const preview = await guessed("admin", body, XLSX);
    expect(preview.rows).toBe(10_000);
    expect(preview.remembered).toBe(false);
    expect(preview.mapping).toEqual([
      "firstName",
      "lastName",
      "nationalId",
      "passportNumber",
      "email",
      "phone",
      "dob",
      "gender",
      "nationality",
      "city",
      "country",
      "degree",
      "BSC_university",
      "MSC_university",
      "PHD_university",
      "examCategory",
      "examSpecialty",
      "examName",
      "Trail_month",
      "requestedDateRange",
    ]);
    const before = await ctx.db.select({ n: count() }).from(students);
    const response = await send(
      "admin",
      importUrl(preview.mapping, `&testCenterId=${ctx.testCenterId}`),
      body,
      XLSX,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ImportReport>();
    expect(report.rows).toBe(10_000);
    expect(report.invalidRows).toBe(50);
    expect(report.creates).toBe(9950);
    expect([...new Set(report.problems.map((p) => p.row))]).toEqual(badRows);
    expect(report.problems.find((p) => p.row === 9)).toMatchObject({
      field: "email",
      column: "Email",
      message: "Please enter a valid email address",
    });
    expect(report.problems.find((p) => p.row === 209)).toMatchObject({ field: "gender", column: "Gender" });
    expect(report.problems.find((p) => p.row === 609)).toMatchObject({
      field: "nationalId",
      message: "Please provide a National ID or a Passport Number.",
    });
    expect(await ctx.db.select({ n: count() }).from(students)).toEqual(before);

    const csv = await send(
      "admin",
      importUrl(preview.mapping, `&testCenterId=${ctx.testCenterId}&report=csv`),
      body,
      XLSX,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const csvLines = csv.body.trim().split(/\r?\n/);
    expect(csvLines[0]).toContain("Row,Field,Column,Problem");
    expect(csvLines).toHaveLength(1 + report.problems.length);
  }, 240_000);

  it("imports the other 9 950 with progress, each with its history", async () => {
    const body = await candidateXlsx(file.header, file.rows);
    const { mapping } = await guessed("admin", body, XLSX);
    const response = await send(
      "admin",
      importUrl(mapping, `&dryRun=false&testCenterId=${ctx.testCenterId}`),
      body,
      XLSX,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("application/x-ndjson");
    const lines = linesOf(response.body);
    const progress = lines.filter((line) => line.type === "progress");
    expect(progress.length).toBe(20);
    expect(progress.at(-1)).toMatchObject({ done: 9950, total: 9950 });
    const last = lines.at(-1)!;
    expect(last).toMatchObject({ type: "done", created: 9950, updated: 0 });
    const ids = file.rows.filter((_, i) => !bad(i)).map((row) => row[2] || null);
    const imported = await ctx.db
      .select({ id: students.id, state: students.state, center: students.testCenterId })
      .from(students)
      .where(
        inArray(
          students.email,
          file.rows.filter((_, i) => !bad(i)).map((row) => row[4]!),
        ),
      );
    expect(imported).toHaveLength(9950);
    expect(ids.length).toBe(9950);
    expect(new Set(imported.map((r) => r.state))).toEqual(new Set(["Not_Confirmed"]));
    expect(new Set(imported.map((r) => r.center))).toEqual(new Set([ctx.testCenterId]));
    const [events] = await ctx.db
      .select({ n: count() })
      .from(studentEvents)
      .where(
        and(
          eq(studentEvents.type, "registered"),
          eq(studentEvents.actorUsername, "admin-user"),
          inArray(
            studentEvents.studentId,
            imported.map((r) => r.id),
          ),
        ),
      );
    expect(events!.n).toBe(9950);
  }, 360_000);
});

describe("upsert by national ID or passport", () => {
  it("updates the candidates a second file names instead of adding them again", async () => {
    const first = candidateFileRows(6, { from: 300_000 });
    const { mapping } = await guessed("admin", candidateCsv(first.header, first.rows), CSV);
    const url = importUrl(mapping, `&dryRun=false&testCenterId=${ctx.testCenterId}`);
    const one = await send("admin", url, candidateCsv(first.header, first.rows), CSV);
    expect(linesOf(one.body).at(-1)).toMatchObject({ type: "done", created: 6, updated: 0 });

    // The same people, one with a new phone number, one known by passport only (no national ID cell).
    const second = candidateFileRows(6, {
      from: 300_000,
      change: (i) => (i === 0 ? { phone: "+966 500 000 001" } : undefined),
    });
    const passportOnly = second.rows.findIndex((row) => row[3] !== "");
    second.rows[passportOnly]![2] = "";
    const dry = await send(
      "admin",
      importUrl(mapping, `&testCenterId=${ctx.testCenterId}`),
      candidateCsv(second.header, second.rows),
      CSV,
    );
    expect(dry.json<ImportReport>()).toMatchObject({ creates: 0, updates: 6, invalidRows: 0 });
    const two = await send("admin", url, candidateCsv(second.header, second.rows), CSV);
    expect(linesOf(two.body).at(-1)).toMatchObject({ type: "done", created: 0, updated: 6 });

    const nationalIds = first.rows.map((row) => row[2]!).filter((id) => id !== "");
    const [live] = await ctx.db
      .select({ n: count() })
      .from(students)
      .where(
        and(
          isNull(students.deletedAt),
          inArray(
            students.email,
            first.rows.map((row) => row[4]!),
          ),
        ),
      );
    expect(live!.n).toBe(6);
    const [changed] = await ctx.db
      .select({ id: students.id, phone: students.phone, nationalId: students.nationalId })
      .from(students)
      .where(eq(students.email, first.rows[0]![4]!));
    expect(changed!.phone).toBe("+966 500 000 001");
    expect(nationalIds).toContain(changed!.nationalId);
    const history = await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, changed!.id));
    const edit = history.find((event) => event.type === "edited");
    expect(edit).toMatchObject({ actorUsername: "admin-user" });
    expect(edit!.changes).toEqual({
      phone: { from: first.rows[0]![5], to: "+966 500 000 001" },
      import: { from: null, to: true },
    });
    // The passport-only row kept the stored national ID (a blank cell clears nothing).
    const [kept] = await ctx.db
      .select({ nationalId: students.nationalId })
      .from(students)
      .where(eq(students.email, first.rows[passportOnly]![4]!));
    expect(kept!.nationalId).toBe(first.rows[passportOnly]![2]);
  });

  it("records only the changed fields, and pairs the candidates an update makes alike (decision 0031)", async () => {
    const first = candidateFileRows(4, { from: 315_000 });
    const { mapping } = await guessed("admin", candidateCsv(first.header, first.rows), CSV);
    const url = importUrl(mapping, `&dryRun=false&testCenterId=${ctx.testCenterId}`);
    await send("admin", url, candidateCsv(first.header, first.rows), CSV);
    const ids = await Promise.all(
      first.rows.map(async (row) => {
        const [found] = await ctx.db
          .select({ id: students.id })
          .from(students)
          .where(eq(students.email, row[4]!));
        return found!.id;
      }),
    );
    const reasonsOf = async (x: number, y: number) => {
      const [pair] = await ctx.db
        .select({ reasons: duplicatePairs.reasons })
        .from(duplicatePairs)
        .where(and(eq(duplicatePairs.studentId, Math.min(x, y)), eq(duplicatePairs.otherId, Math.max(x, y))));
      return pair?.reasons ?? null;
    };
    expect(await reasonsOf(ids[0]!, ids[1]!)).toBeNull();

    // Rows 1 and 2 get one new phone, in two spellings (one batch: paired with each other); row 3 a
    // new city and phone; row 4 the phone row 3 leaves in the same batch (so no pair).
    const second = candidateFileRows(4, {
      from: 315_000,
      change: (i) =>
        [
          { phone: "+966 533 000 001" },
          { phone: "0533000001" },
          { city: "Abha", phone: "+966 533 000 003" },
          { phone: first.rows[2]![5]! },
        ][i],
    });
    const two = await send("admin", url, candidateCsv(second.header, second.rows), CSV);
    expect(linesOf(two.body).at(-1)).toMatchObject({ type: "done", created: 0, updated: 4 });
    expect(await reasonsOf(ids[0]!, ids[1]!)).toEqual(["phone"]);
    expect(await reasonsOf(ids[2]!, ids[3]!)).toBeNull();
    const edits = await ctx.db
      .select({ studentId: studentEvents.studentId, changes: studentEvents.changes })
      .from(studentEvents)
      .where(and(inArray(studentEvents.studentId, ids), eq(studentEvents.type, "edited")));
    const changesOf = (id: number) => edits.find((event) => event.studentId === id)?.changes;
    expect(edits).toHaveLength(4);
    expect(changesOf(ids[2]!)).toEqual({
      city: { from: first.rows[2]![9], to: "Abha" },
      phone: { from: first.rows[2]![5], to: "+966 533 000 003" },
      import: { from: null, to: true },
    });
    expect(Object.keys(changesOf(ids[3]!) ?? {})).toEqual(["phone", "import"]);

    // Row 1 moves on to yet another phone: the pair no longer matches and leaves.
    second.rows[0]![5] = "+966 533 000 009";
    await send("admin", url, candidateCsv(second.header, second.rows), CSV);
    expect(await reasonsOf(ids[0]!, ids[1]!)).toBeNull();
  });

  it("reports a row whose e-mail belongs to another candidate, and two rows of one person", async () => {
    const file = candidateFileRows(3, { from: 310_000 });
    const { mapping } = await guessed("admin", candidateCsv(file.header, file.rows), CSV);
    const center = `&testCenterId=${ctx.testCenterId}`;
    await send(
      "admin",
      importUrl(mapping, `&dryRun=false${center}`),
      candidateCsv(file.header, file.rows.slice(0, 1)),
      CSV,
    );
    const clash = candidateFileRows(3, { from: 320_000 });
    clash.rows[0]![4] = file.rows[0]![4]!; // someone else's e-mail
    clash.rows[2]![2] = clash.rows[1]![2]!; // row 4 repeats row 3's national ID
    clash.rows[2]![3] = clash.rows[1]![3]!;
    const dry = await send("admin", importUrl(mapping, center), candidateCsv(clash.header, clash.rows), CSV);
    const report = dry.json<ImportReport>();
    expect(report.problems).toEqual([
      {
        row: 2,
        field: "email",
        column: "Email",
        message: `Duplicate entry '${file.rows[0]![4]}' for field email`,
      },
      {
        row: 4,
        field: expect.stringMatching(/nationalId|passportNumber/),
        column: expect.any(String),
        message: expect.stringMatching(/^Row 3 of the file has the same/),
      },
    ]);
  });
});

describe("the layout's mapping is remembered", () => {
  it("offers the mapping used last time for a file with the same header", async () => {
    const file = candidateFileRows(2, { from: 330_000 });
    const header = file.header.map((text, i) => (i === 0 ? "Given" : i === 1 ? "Family" : text));
    const csv = candidateCsv(header, file.rows);
    const first = await guessed("admin", csv, CSV);
    expect(first.remembered).toBe(false);
    expect(first.mapping.slice(0, 2)).toEqual([null, null]);
    const mapping = ["firstName", "lastName", ...first.mapping.slice(2)];
    const dry = await send("admin", importUrl(mapping, `&testCenterId=${ctx.testCenterId}`), csv, CSV);
    expect(dry.json<ImportReport>()).toMatchObject({ creates: 2, invalidRows: 0 });
    // Another user, the header in other case and spacing: the same layout.
    const again = await guessed(
      "test_center",
      candidateCsv(
        header.map((h) => ` ${h.toUpperCase()} `),
        file.rows,
      ),
      CSV,
    );
    expect(again.remembered).toBe(true);
    expect(again.mapping).toEqual(mapping);
  });
});

describe("roles", () => {
  const file = candidateFileRows(2, { from: 340_000 });
  const csv = () => candidateCsv(file.header, file.rows);

  it("lets admins and test_center users import, no one else", async () => {
    for (const role of ["auditor", "schoolmoderator", "visitor"] as const) {
      const response = await send(role, "/api/imports/candidates/preview", csv(), CSV);
      expect(response.statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/imports/candidates/preview",
      headers: { "content-type": CSV },
      payload: csv(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps a test_center user to their own center", async () => {
    const { mapping } = await guessed("test_center", csv(), CSV);
    const other = await send(
      "test_center",
      importUrl(mapping, `&testCenterId=${ctx.otherCenterId}`),
      csv(),
      CSV,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You may import candidates only into your own test center.");
    // A center column naming another center: those rows are problems.
    const withCenter = candidateCsv(
      [...file.header, "Test Center"],
      file.rows.map((row, i) => [...row, i === 0 ? "Doha West Bay Test Center" : String(ctx.testCenterId)]),
    );
    const mapped = await guessed("test_center", withCenter, CSV);
    expect(mapped.mapping.at(-1)).toBe("test_center");
    const dry = await send("test_center", importUrl(mapped.mapping), withCenter, CSV);
    expect(dry.json<ImportReport>().problems).toEqual([
      {
        row: 2,
        field: "test_center",
        column: "Test Center",
        message: "You may import candidates only into your own test center.",
      },
    ]);
    const done = await send("test_center", importUrl(mapping, "&dryRun=false"), csv(), CSV);
    expect(linesOf(done.body).at(-1)).toMatchObject({ type: "done", created: 2 });
    const centers = await ctx.db
      .select({ center: students.testCenterId })
      .from(students)
      .where(
        inArray(
          students.email,
          file.rows.map((row) => row[4]!),
        ),
      );
    expect(centers).toEqual([{ center: ctx.testCenterId }, { center: ctx.testCenterId }]);
  });

  it("does not let a test_center user update a candidate of another center", async () => {
    const file2 = candidateFileRows(1, { from: 350_000 });
    const { mapping } = await guessed("admin", candidateCsv(file2.header, file2.rows), CSV);
    await send(
      "admin",
      importUrl(mapping, `&dryRun=false&testCenterId=${ctx.otherCenterId}`),
      candidateCsv(file2.header, file2.rows),
      CSV,
    );
    const dry = await send("test_center", importUrl(mapping), candidateCsv(file2.header, file2.rows), CSV);
    expect(dry.json<ImportReport>().problems).toMatchObject([
      { row: 2, message: "This candidate is registered at another test center." },
    ]);
  });
});

describe("bounded input", () => {
  it("refuses a file over the size limit with 413 and a message", async () => {
    const response = await send(
      "admin",
      "/api/imports/candidates/preview",
      Buffer.alloc(CANDIDATE_FILE_MAX_BYTES + 1, 0x41),
      CSV,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("refuses more rows than the limit, an empty file, another type and a bad mapping with 400", async () => {
    const tooMany = `${"a,b\r\n".repeat(1)}${"1,2\r\n".repeat(CANDIDATE_FILE_MAX_ROWS + 1)}`;
    const rows = await send("admin", "/api/imports/candidates/preview", tooMany, CSV);
    expect(rows.statusCode).toBe(400);
    expect(rows.json()).toMatchObject({
      field: "file",
      message: `The file has ${CANDIDATE_FILE_MAX_ROWS + 1} rows; at most ${CANDIDATE_FILE_MAX_ROWS} are read.`,
    });
    const empty = await send("admin", "/api/imports/candidates/preview", "", CSV);
    expect(empty.statusCode).toBe(400);
    const json = await ctx.callAs("admin", "POST", "/api/imports/candidates/preview", { a: 1 });
    expect(json.statusCode).toBe(400);
    expect(json.json().field).toBe("file");
    const file = candidateFileRows(1, { from: 360_000 });
    const noId = await send(
      "admin",
      importUrl(file.header.map(() => null)),
      candidateCsv(file.header, file.rows),
      CSV,
    );
    expect(noId.json()).toMatchObject({ field: "mapping" });
    const badJson = await send(
      "admin",
      "/api/imports/candidates?mapping=%5B",
      candidateCsv(file.header, file.rows),
      CSV,
    );
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().field).toBe("mapping");
    const twice = await send(
      "admin",
      importUrl(["email", "email"]),
      candidateCsv(file.header, file.rows),
      CSV,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("Two columns are mapped to email.");
  });
});

describe("exam choices against the published catalogue (docs/product.md §13)", () => {
  it("refuses a retired or unknown exam on its field and accepts an exam only the catalogue has", async () => {
    const draft = (await ctx.getAs("admin", "/api/catalogue/draft")).json<DraftCatalogue>();
    const dha = draft.regulators.find((regulator) => regulator.code === "DHA")!;
    const physicians = dha.specialties.find((specialty) => specialty.name_en === "Physicians")!;
    const retired = physicians.exams[0]!;
    const { id: _, specialty_id: _s, ...fields } = retired;
    const retire = await ctx.callAs("admin", "PUT", `/api/catalogue/exams/${retired.id}`, {
      ...fields,
      active: false,
    });
    expect(retire.statusCode, retire.body).toBe(200);
    const added = await ctx.callAs("admin", "POST", "/api/catalogue/exams", {
      specialty_id: physicians.id,
      name_en: "Specialist Geriatrics Medicine",
      name_ar: "أخصائي طب المسنين",
    });
    expect(added.statusCode, added.body).toBe(200);

    const choice = (examName: string) => ({ examCategory: "dha", examSpecialty: "Physicians", examName });
    const rows = [
      choice(retired.name_en),
      choice("Specialist Astrology"),
      choice("Specialist Geriatrics Medicine"),
    ];
    const file = candidateFileRows(rows.length, { from: 370_000, change: (i) => rows[i] });
    const { mapping } = await guessed("admin", candidateCsv(file.header, file.rows), CSV);
    const dryRun = async () => {
      const answer = await send(
        "admin",
        importUrl(mapping, `&testCenterId=${ctx.testCenterId}`),
        candidateCsv(file.header, file.rows),
        CSV,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<ImportReport>();
    };

    // Not published yet: the retired exam is still bookable, the new one not yet offered.
    const before = await dryRun();
    const unknown = (row: number) => ({
      row,
      field: "examName",
      column: "Exam Name",
      message: "Please choose an exam of the chosen specialty.",
    });
    expect(before.problems).toEqual([unknown(3), unknown(4)]);

    const published = await ctx.callAs("admin", "POST", "/api/catalogue/publish");
    expect(published.statusCode, published.body).toBe(200);
    const after = await dryRun();
    expect(after.problems).toEqual([
      {
        row: 2,
        field: "examName",
        column: "Exam Name",
        message: "This exam is no longer offered: please choose another.",
      },
      unknown(3),
    ]);
    expect(after.creates).toBe(1);
  });
});
