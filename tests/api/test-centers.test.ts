/**
 * Test centers (docs/product.md §2, §5, §7; decision 0007): registration by admins, one center's details and
 * candidates for admins and for that center's own test_center user only, and its Excel export.
 */

import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import type { TestCenterStudent } from "#shared/admin/test-centers.ts";
import { testCenterExportFileName } from "#shared/admin/test-centers.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let otherCenter = 0;
let ownIds: number[] = [];
let otherToken = "";

beforeAll(async () => {
  ctx = await createTestContext({ otherCenter: true });
  otherCenter = ctx.otherCenterId;
  ownIds = await insertCandidates(ctx.db, 13, { from: 1, testCenterId: ctx.testCenterId });
  await insertCandidates(ctx.db, 4, { from: 100, testCenterId: otherCenter });
  await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, ownIds[0]!));
  // A test_center user of the other center.
  await ctx.db.insert(users).values({
    username: "doha-center",
    passwordHash: await hashPassword("DohaPass1"),
    role: "test_center",
    testCenterId: otherCenter,
  });
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: "doha-center", password: "DohaPass1" },
  });
  otherToken = login.json().token;
});
afterAll(() => ctx.close());

describe("POST /api/test-center", () => {
  const create = async (body: Record<string, unknown>) =>
    ctx.callAs("admin", "POST", "/api/test-center", body);

  it("registers a center (contact optional) with an audit row; it joins the public list", async () => {
    const response = await create({
      name: "  Manama Seef Test Center ",
      address: "Seef District, Manama",
      contact: "",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { testCenter } = response.json();
    expect(testCenter).toMatchObject({ name: "Manama Seef Test Center", contact: null });
    const list = await ctx.app.inject({ method: "GET", url: "/api/test-center" });
    expect(list.json().testCenters.map((c: { id: number }) => c.id)).toContain(testCenter.id);
    const audit = await ctx.lastAudit();
    expect(audit).toMatchObject({
      action: "test_center.created",
      targetId: testCenter.id,
      actorUsername: "admin-user",
    });
  });

  it.each([
    [{ name: "", address: "Somewhere" }, "name", "Name is required."],
    [{ name: "Somewhere", address: " " }, "address", "Address is required."],
  ])("refuses %j with 400", async (body, field, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
  });

  it("refuses a name already used (any case) with 409", async () => {
    const response = await create({ name: "DOHA WEST BAY TEST CENTER", address: "x" });
    expect(response.statusCode).toBe(409);
    expect(response.json().field).toBe("name");
  });
});

describe("a test center's own data", () => {
  const get = async (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: "GET", url, headers });

  it("admins read any center; its test_center user only its own (403 otherwise)", async () => {
    const own = await ctx.authAs("test_center");
    expect((await get(`/api/test-center/${ctx.testCenterId}`, own)).json().testCenter.id).toBe(
      ctx.testCenterId,
    );
    expect((await get(`/api/test-center/${otherCenter}`, own)).statusCode).toBe(403);
    expect((await get(`/api/students/test-center/${otherCenter}/students`, own)).statusCode).toBe(403);
    expect((await get(`/api/students/test-center/${otherCenter}/export`, own)).statusCode).toBe(403);
    const asOther = { authorization: `Bearer ${otherToken}` };
    expect((await get(`/api/students/test-center/${ctx.testCenterId}/students`, asOther)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/test-center/${otherCenter}`, await ctx.authAs("admin"))).statusCode).toBe(200);
    expect((await get("/api/test-center/9999", await ctx.authAs("admin"))).statusCode).toBe(404);
  });

  it("lists the center's live candidates, 10 per page, with the spec's fields and X-Total-Count", async () => {
    const own = await ctx.authAs("test_center");
    const first = await get(`/api/students/test-center/${ctx.testCenterId}/students`, own);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("12");
    const rows = first.json<TestCenterStudent[]>();
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["exam_category", "exam_name", "first_name", "full_name", "id", "last_name", "reg_place"].sort(),
    );
    // Newest first: the last inserted (latest registration) leads; the deleted one never shows.
    expect(rows[0]!.id).toBe(ownIds[12]);
    const second = await get(`/api/students/test-center/${ctx.testCenterId}/students?page=2`, own);
    expect(second.json<TestCenterStudent[]>().map((r) => r.id)).toEqual([ownIds[2], ownIds[1]]);
  });

  it("exports all the center's candidates as {Center_Name}_Students.xlsx, sheet Students", async () => {
    const response = await get(`/api/students/test-center/${otherCenter}/export`, {
      authorization: `Bearer ${otherToken}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(
      'filename="Doha_West_Bay_Test_Center_Students.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Students")!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "First name",
      "Last name",
      "Full name",
      "Exam category",
      "Exam name",
      "Registered from",
    ]);
  });

  it("names the file Students.xlsx without a center name (docs/product.md §9)", () => {
    expect(testCenterExportFileName("Riyadh Olaya Test Center")).toBe(
      "Riyadh_Olaya_Test_Center_Students.xlsx",
    );
    expect(testCenterExportFileName("")).toBe("Students.xlsx");
    expect(testCenterExportFileName(null)).toBe("Students.xlsx");
  });
});
