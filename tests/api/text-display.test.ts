/**
 * Names that lie (decision 0017), as stored before the text rule: rows written straight into the
 * database with an RLO, zero-width characters and injected lines are shown safely everywhere staff
 * and candidates read them: the candidate's e-mails (plain text and subject carry no injected line),
 * the dashboard's and the test center's Excel exports (no bidi controls, one line per value), and
 * the start-up report counts them without naming them. Nothing stored is changed by showing it.
 */
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, students, testCenters } from "#server/db/schema.ts";
import type { Mailer, OutgoingEmail } from "#server/mail/mailer.ts";
import { createEmailWorker } from "#server/mail/worker.ts";
import { recountTextRule, textRuleReportLine } from "#server/setup/text-rule-report.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const SPOOFED = "Ann\u202Egnp.exe";
const INJECTED = "Ann\r\nURGENT: your booking is void, pay at http://evil.example\r\n";

let ctx: TestContext;
let spoofedId: number;
let injectedId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [spoofedId, injectedId] = (await insertCandidates(ctx.db, 2, {
    from: 61_000,
    testCenterId: ctx.testCenterId,
    state: "Not_Confirmed",
  })) as [number, number];
  // As a registration before the rule could store them.
  await ctx.db
    .update(students)
    .set({ fullName: SPOOFED, firstName: SPOOFED, city: "Riyadh\u200b" })
    .where(eq(students.id, spoofedId));
  await ctx.db
    .update(students)
    .set({ fullName: INJECTED, firstName: INJECTED, examLocation: "Hall\t2\u2067" })
    .where(eq(students.id, injectedId));
}, 60_000);
afterAll(() => ctx.close());

/** The rows of a workbook answer (header first), cells as strings. */
async function sheetRows(url: string): Promise<string[][]> {
  const response = await ctx.app.inject({ method: "GET", url, headers: await ctx.authAs("admin") });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.getWorksheet("Students")!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? "" : String(v))),
    );
  });
  return rows;
}

describe("Excel exports show stored names safely", () => {
  it("the dashboard's export: no bidi control or zero-width character, one line per value", async () => {
    const rows = await sheetRows("/api/students/export?full_name=Ann");
    const [header, ...data] = rows;
    const name = header!.indexOf("Full name");
    const names = data.map((row) => row[name]);
    expect(names).toContain("Anngnp.exe");
    expect(names).toContain("Ann URGENT: your booking is void, pay at http://evil.example");
    const cells = data.flat().join("|");
    expect(cells).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\r\n\t]/);
    expect(data.find((row) => row[name] === "Anngnp.exe")?.[header!.indexOf("City")]).toBe("Riyadh");
  });

  it("the test center's export the same", async () => {
    const rows = await sheetRows(`/api/students/test-center/${ctx.testCenterId}/export`);
    const cells = rows.flat().join("|");
    expect(cells).toContain("Anngnp.exe");
    expect(cells).not.toMatch(/[\u202A-\u202E\u200B\r\n]/);
  });

  it("the stored values are unchanged", async () => {
    const [row] = await ctx.db.select().from(students).where(eq(students.id, injectedId));
    expect(row?.fullName).toBe(INJECTED);
  });
});

describe("e-mails to a candidate stored with injected lines", () => {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    async send(email) {
      sent.push(email);
      return { location: "memory" };
    },
    close() {},
  };

  it("the confirmation's plain text and subject hold no line of the candidate's own", async () => {
    for (const id of [spoofedId, injectedId]) {
      const response = await ctx.app.inject({
        method: "PUT",
        url: `/api/students/${id}/confirm`,
        headers: await ctx.authAs("admin"),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const worker = createEmailWorker({
      db: ctx.db,
      mailer,
      statusUrl: async ({ studentId }) => `https://exams.test/status?t=token-${studentId}`,
      supportEmail: "help@exams.test",
      paymentInstructions: null,
      domain: "exams.test",
      log: { info() {}, warn() {} },
    });
    while ((await worker.runOnce()) > 0) {}
    const outbox = await ctx.db.select({ status: emailOutbox.status }).from(emailOutbox);
    expect(outbox.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(sent).toHaveLength(2);
    for (const email of sent) {
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.text.split("\n").filter((line) => /^\s*URGENT/.test(line))).toEqual([]);
      expect(`${email.text}${email.html}`).not.toMatch(/[\u202E\u200B\r]/);
    }
    expect(sent.map((email) => email.text.split("\n")[0])).toEqual(
      expect.arrayContaining([
        "Dear Anngnp.exe,",
        "Dear Ann URGENT: your booking is void, pay at http://evil.example,",
      ]),
    );
  });
});

describe("the report of stored values that break the rule", () => {
  it("counts them per column at start, naming columns and counts, never a value", async () => {
    expect(await textRuleReportLine(ctx.db)).toBeNull(); // as migrated: an empty database
    const total = await recountTextRule(ctx.db);
    expect(total).toBe(6); // two full names, two first names, a city and an exam location
    const line = await textRuleReportLine(ctx.db);
    expect(line).toContain("students.full_name 2");
    expect(line).toContain("students.first_name 2");
    expect(line).toContain("students.city 1");
    expect(line).toContain("students.exam_location 1");
    expect(line).toMatch(/^6 stored values break the text rule/);
    expect(line).not.toMatch(/Ann|URGENT|evil|Riyadh/);
  });

  it("counts a corrected value no more", async () => {
    await ctx.db
      .update(testCenters)
      .set({ name: "Center\u00ad" })
      .where(eq(testCenters.id, ctx.testCenterId));
    await ctx.db.update(students).set({ city: "Riyadh" }).where(eq(students.id, spoofedId));
    await recountTextRule(ctx.db);
    const line = await textRuleReportLine(ctx.db);
    expect(line).not.toContain("students.city");
    expect(line).toContain("test_centers.name 1");
  });
});
