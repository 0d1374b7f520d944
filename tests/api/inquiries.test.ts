/** The inquiries inbox (docs/product.md §2, §7, §8; decision 0007): admin only, server-side search and pages. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "#server/db/schema.ts";
import { buildInquiry } from "#server/setup/factories.ts";
import type { InquiryRead } from "#shared/inquiries/inquiries.ts";
import { createTestContext, pageOf, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(inquiries).values(
    Array.from({ length: 25 }, (_, i) => ({
      ...buildInquiry(i),
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
    })),
  );
});
afterAll(() => ctx.close());

async function list(query = "", role: "admin" | "auditor" = "admin") {
  const response = await ctx.getAs(role, `/api/inquiries${query}`);
  return pageOf<InquiryRead>(response);
}

describe("GET /api/inquiries", () => {
  it("gives the first page of 10, newest first, with the total", async () => {
    const { rows, total } = await list();
    expect(rows).toHaveLength(10);
    expect(total).toBe(25);
    const times = rows.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({
      full_name: buildInquiry(24).fullName,
      exam_name: buildInquiry(24).examName,
    });
  });

  it("pages on the server", async () => {
    const third = await list("?page=3");
    expect(third.rows).toHaveLength(5);
  });

  it("searches name, email, phone and nationality, ignoring case", async () => {
    const sample = buildInquiry(7);
    for (const term of [
      sample.fullName.toUpperCase(),
      sample.email,
      sample.phone.slice(-6),
      sample.nationality.toLowerCase(),
    ]) {
      const { rows, total } = await list(`?search=${encodeURIComponent(term)}`);
      expect(total).toBeGreaterThan(0);
      expect(rows.some((r) => r.email === sample.email)).toBe(true);
    }
    expect((await list("?search=zzzz-nothing")).total).toBe(0);
  });

  it("filters by exam", async () => {
    const { rows, total } = await list("?exam=DHA%20Exam");
    expect(total).toBe(5);
    expect(new Set(rows.map((r) => r.exam_name))).toEqual(new Set(["DHA Exam"]));
  });

  it("is refused to every role but admin", async () => {
    expect((await list("", "auditor")).response.statusCode).toBe(403);
  });
});
