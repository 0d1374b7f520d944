/**
 * Deep pages of the candidate list (docs/product.md §7 pages, decision 0033): from `DEEP_OFFSET` on,
 * a page in the list's second half is read from the end of the list. Every page must hold exactly
 * the rows the list's order puts there (newest registration first, ties by id), with or without a
 * filter, and after a write.
 */
import { and, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students } from "#server/db/schema.ts";
import { DEEP_OFFSET } from "#server/db/student-order.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

/** Enough candidates for pages past `DEEP_OFFSET` in both halves at 100 a page. */
const COUNT = 2 * DEEP_OFFSET + 250;
const PAGE_SIZE = 100;
const BASE = Date.UTC(2025, 0, 1);

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // Registration dates in an order unrelated to the ids, three candidates to a date (ties by id).
  await insertCandidates(ctx.db, COUNT, {
    from: 1,
    testCenterId: ctx.testCenterId,
    // (7919 is prime to COUNT: i → i·7919 mod COUNT is a permutation.)
    registrationDate: (i) => new Date(BASE + Math.floor(((i * 7919) % COUNT) / 3) * 60_000),
  });
  // Some deleted: never listed.
  await ctx.db.update(students).set({ deletedAt: new Date() }).where(sql`${students.id} % 17 = 0`);
}, 120_000);
afterAll(() => ctx.close());

/** The ids the list's order gives, straight from the table. */
async function expectedIds(where = isNull(students.deletedAt)) {
  const rows = await ctx.db
    .select({ id: students.id })
    .from(students)
    .where(where)
    .orderBy(desc(students.registrationDate), desc(students.id));
  return rows.map((r) => r.id);
}

async function list(query: string) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/students?${query}`,
    headers: await ctx.authAs("admin"),
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    ids: response.json<Student[]>().map((s) => s.id),
    total: Number(response.headers["x-total-count"]),
  };
}

describe("GET /api/students: deep pages", () => {
  it("gives every page, both halves and the last, the rows of the list's order", async () => {
    const ids = await expectedIds();
    const pages = Math.ceil(ids.length / PAGE_SIZE);
    expect(pages * PAGE_SIZE).toBeGreaterThan(2 * DEEP_OFFSET);
    for (let page = 1; page <= pages + 1; page++) {
      const answer = await list(`page=${page}&pageSize=${PAGE_SIZE}`);
      expect(answer.total).toBe(ids.length);
      expect(answer.ids, `page ${page}`).toEqual(ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
  });

  it("pages a filtered list the same way (8 a page, the last page not full)", async () => {
    const ids = await expectedIds(and(isNull(students.deletedAt), ilike(students.email, "%example%")));
    const last = Math.ceil(ids.length / 8);
    expect(ids.length % 8).not.toBe(0);
    for (const page of [DEEP_OFFSET / 8 + 1, last - 130, last - 1, last, last + 1, last + 1000]) {
      const answer = await list(`email=example&page=${page}`);
      expect(answer.total).toBe(ids.length);
      expect(answer.ids, `page ${page}`).toEqual(ids.slice((page - 1) * 8, page * 8));
    }
  });

  it("follows a write: the last page after a candidate is deleted and one is restored", async () => {
    const before = await expectedIds();
    const last = Math.ceil(before.length / PAGE_SIZE);
    await list(`page=${last}&pageSize=${PAGE_SIZE}`);
    // Delete the oldest live candidate and restore a deleted one: the last page shifts.
    await ctx.db
      .update(students)
      .set({ deletedAt: new Date() })
      .where(eq(students.id, before.at(-1)!));
    const [restored] = await ctx.db
      .select({ id: students.id })
      .from(students)
      .where(sql`${students.deletedAt} is not null and ${students.id} % 17 = 0`)
      .limit(1);
    await ctx.db
      .update(students)
      .set({ deletedAt: null })
      .where(inArray(students.id, [restored!.id]));
    const after = await expectedIds();
    expect(after).not.toEqual(before);
    const answer = await list(`page=${last}&pageSize=${PAGE_SIZE}`);
    expect(answer.total).toBe(after.length);
    expect(answer.ids).toEqual(after.slice((last - 1) * PAGE_SIZE, last * PAGE_SIZE));
  });

  it("reads a first-half deep page again, the pages around it, and the same page after a write", async () => {
    // Decision 0033 "Page anchors": a deep page of the first half starts from the nearest page
    // read before it in the same data version; any write makes the next read start afresh.
    const size = 20;
    const page = DEEP_OFFSET / size + 1;
    const expectPage = async (ids: number[], n: number) => {
      const answer = await list(`page=${n}&pageSize=${size}`);
      expect(answer.total, `page ${n}`).toBe(ids.length);
      expect(answer.ids, `page ${n}`).toEqual(ids.slice((n - 1) * size, n * size));
    };
    const before = await expectedIds();
    // Pages 51–53 lie in the first half (offsets 1 000–1 040 of ~2 100).
    expect((page + 1) * size).toBeLessThanOrEqual(before.length / 2);
    for (const n of [page, page, page + 2, page - 1, page + 1, page]) await expectPage(before, n);
    // A candidate on an earlier page is deleted: every later row moves up by one.
    await ctx.db
      .update(students)
      .set({ deletedAt: new Date() })
      .where(eq(students.id, before[(page - 1) * size - 5]!));
    const after = await expectedIds();
    expect(after.slice((page - 1) * size, page * size)).not.toEqual(
      before.slice((page - 1) * size, page * size),
    );
    for (const n of [page, page + 1, page]) await expectPage(after, n);
  });
});
