/**
 * The dashboard's Excel export (spec §2, §9): the whole filtered result (beyond one page and beyond
 * one read chunk), streamed as AllStudentData.xlsx with sheet Students and the table's headers.
 */

import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students } from "../../src/server/db/schema.ts";
import { STUDENT_COLUMNS } from "../../src/shared/student-columns.ts";
import { insertCandidates } from "../helpers/candidates.ts";
import { createTestContext, type TestContext } from "../helpers/test-app.ts";

let ctx: TestContext;
const SAME_TIME = new Date(Date.UTC(2025, 5, 1, 8, 0, 0, 123));
/** More than one read chunk (2 000), all registered at the same instant: the keyset must use ids. */
const MANY = 2_150;

beforeAll(async () => {
  ctx = await createTestContext();
  await insertCandidates(ctx.db, MANY, {
    from: 1,
    testCenterId: ctx.testCenterId,
    registrationDate: () => SAME_TIME,
  });
  const deleted = await insertCandidates(ctx.db, 1, { from: 9_000, testCenterId: ctx.testCenterId });
  await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, deleted[0]!));
}, 60_000);
afterAll(() => ctx.close());

async function exportRows(query: string) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/students/export${query}`,
    headers: await ctx.authAs("auditor"),
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Students");
  expect(sheet).toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { response, header: rows[0], rows: rows.slice(1) };
}

describe("GET /api/students/export", () => {
  it("streams every live candidate as AllStudentData.xlsx with the table's headers", async () => {
    const { response, header, rows } = await exportRows("");
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe('attachment; filename="AllStudentData.xlsx"');
    expect(response.headers["x-total-count"]).toBe(String(MANY));
    expect(header).toEqual(
      STUDENT_COLUMNS.map((c) => (c.key === "registration_date" ? `${c.label} (UTC)` : c.label)),
    );
    expect(rows).toHaveLength(MANY);
    // No candidate twice or missing across the read chunks.
    const emails = new Set(rows.map((r) => r[STUDENT_COLUMNS.findIndex((c) => c.key === "email")]));
    expect(emails.size).toBe(MANY);
  });

  it("holds only the filtered rows, with readable values", async () => {
    const { rows } = await exportRows("?full_name=aisha&gender=female");
    const { rows: expected } = await ctx.app
      .inject({
        method: "GET",
        url: "/api/students?full_name=aisha&gender=female&pageSize=1",
        headers: await ctx.authAs("admin"),
      })
      .then((r) => ({ rows: Number(r.headers["x-total-count"]) }));
    expect(rows.length).toBe(expected);
    expect(rows.length).toBeGreaterThan(8);
    const col = (key: string) => STUDENT_COLUMNS.findIndex((c) => c.key === key);
    for (const row of rows) {
      expect(String(row[col("full_name")])).toMatch(/aisha/i);
      expect(row[col("state")]).toBe("Not Confirmed");
      expect(row[col("confirmed")]).toBe("No");
      expect(row[col("registration_date")]).toBe("2025-06-01 08:00");
    }
  });

  it("gives a header-only file when nothing matches", async () => {
    const { rows, response } = await exportRows("?email=nobody-like-this");
    expect(rows).toEqual([]);
    expect(response.headers["x-total-count"]).toBe("0");
  });
});
