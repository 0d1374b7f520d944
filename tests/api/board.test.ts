/**
 * The pipeline board (docs/product.md §12 "Staff at speed", "The board"; decision 0030): every
 * column with its count and first cards, keyset pages of a column, the filters, who may read it
 * (a test_center user its own center only), the age in the state, and a move through the bulk
 * state change that restarts the age and leaves its history.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { studentEvents, students } from "#server/db/schema.ts";
import type { BoardColumnResponse, BoardResponse } from "#shared/candidates/board.ts";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 9, 0);
const ctx = suiteTestContext({ now: () => NOW, otherCenter: true });

let next = 1;
/** `count` candidates in `state` at `center`, in the state since `daysAgo` days (the i-th one minute later). */
async function candidates(
  count: number,
  state: (typeof STUDENT_STATES)[number],
  daysAgo: number,
  center = ctx.testCenterId,
  set: Partial<typeof students.$inferInsert> = {},
) {
  const ids = await insertCandidates(ctx.db, count, { from: next, testCenterId: center, state });
  next += count;
  for (const [i, id] of ids.entries()) {
    await ctx.db
      .update(students)
      .set({ stateChangedAt: new Date(NOW - daysAgo * DAY + i * 60_000), ...set })
      .where(eq(students.id, id));
  }
  return ids;
}

const board = async (role: "admin" | "auditor" | "test_center", query = "") => {
  const response = await ctx.getAs(role, `/api/board${query}`);
  return { response, body: response.json<BoardResponse>() };
};
const column = (body: BoardResponse, state: string) => body.columns.find((c) => c.state === state)!;

describe("GET /api/board", () => {
  it("gives every state in pipeline order with its count and first cards, longest in the state first", async () => {
    const confirmed = await candidates(3, "Confirmed", 5);
    const older = await candidates(1, "Confirmed", 9);
    await candidates(2, "Invoice", 1, ctx.otherCenterId);
    const { response, body } = await board("admin");
    expect(response.statusCode).toBe(200);
    expect(body.columns.map((c) => c.state)).toEqual([...STUDENT_STATES]);
    expect(body.now).toBe(new Date(NOW).toISOString());
    const col = column(body, "Confirmed");
    expect(col.count).toBe(4);
    expect(col.cards.map((c) => c.id)).toEqual([...older, ...confirmed]);
    expect(col.nextCursor).toBeNull();
    const card = col.cards[0]!;
    expect(card.state_since).toBe(new Date(NOW - 9 * DAY).toISOString());
    expect(card).toMatchObject({ test_center_id: ctx.testCenterId, test_center: expect.any(String) });
    expect(card.full_name).not.toBe("");
    expect(card.exam_name).not.toBe("");
    expect(column(body, "Invoice").count).toBe(2);
    expect(column(body, "Done")).toMatchObject({ count: 0, cards: [], nextCursor: null });
  });

  it("leaves out deleted candidates from cards and counts", async () => {
    const [gone] = await candidates(1, "Results", 2);
    await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, gone!));
    const { body } = await board("admin");
    expect(column(body, "Results").count).toBe(0);
  });

  it("filters by test center, exam category and month", async () => {
    await candidates(2, "Exam_Details", 3, ctx.testCenterId, { examCategory: "DHA", trialMonth: "May" });
    await candidates(1, "Exam_Details", 3, ctx.testCenterId, { examCategory: "DHA", trialMonth: "June" });
    await candidates(1, "Exam_Details", 3, ctx.testCenterId, { examCategory: "MOH", trialMonth: "May" });
    await candidates(1, "Exam_Details", 3, ctx.otherCenterId, { examCategory: "DHA", trialMonth: "May" });
    const count = async (query: string) => column((await board("admin", query)).body, "Exam_Details").count;
    expect(await count("")).toBe(5);
    expect(await count(`?test_center=${ctx.testCenterId}`)).toBe(4);
    expect(await count(`?test_center=${ctx.otherCenterId}`)).toBe(1);
    expect(await count("?exam=DHA")).toBe(4);
    expect(await count("?exam=DHA&month=May")).toBe(3);
    expect(await count(`?exam=DHA&month=May&test_center=${ctx.testCenterId}`)).toBe(2);
    const { body } = await board("admin", "?exam=MOH&month=May");
    expect(column(body, "Exam_Details").cards.map((c) => [c.exam_category, c.Trail_month])).toEqual([
      ["MOH", "May"],
    ]);
  });

  it.each([
    ["?exam=XYZ", "exam"],
    ["?month=Smarch", "month"],
    ["?test_center=abc", "test_center"],
    ["?limit=0", "limit"],
    ["?limit=201", "limit"],
  ])("answers %s with 400 naming the field", async (query, field) => {
    const { response } = await board("admin", query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field, message: expect.any(String) });
  });

  it("shows a test_center user its own center only, and refuses another center's", async () => {
    const { body } = await board("test_center");
    expect(body.test_center).toBe(ctx.testCenterId);
    const cards = body.columns.flatMap((c) => c.cards);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.test_center_id === ctx.testCenterId)).toBe(true);
    expect(column(body, "Invoice").count).toBe(0);
    const other = await board("test_center", `?test_center=${ctx.otherCenterId}`);
    expect(other.response.statusCode).toBe(403);
    expect((await board("test_center", `?test_center=${ctx.testCenterId}`)).response.statusCode).toBe(200);
  });

  it.each(["schoolmoderator", "visitor"] as const)("refuses the %s role", async (role) => {
    expect((await ctx.getAs(role, "/api/board")).statusCode).toBe(403);
    expect((await ctx.getAs(role, "/api/board/column?state=Confirmed")).statusCode).toBe(403);
  });

  it("answers a repeat with the same board, and any write at once (the board kept per data version)", async () => {
    const [id] = await candidates(1, "Results", 7);
    const first = (await board("admin")).body;
    expect((await board("admin")).body.columns).toEqual(first.columns);
    // Not a move: any write raises the data version (decision 0033), so the kept board is not reused.
    await ctx.db.update(students).set({ fullName: "Renamed On The Board" }).where(eq(students.id, id!));
    const card = column((await board("admin")).body, "Results").cards.find((c) => c.id === id);
    expect(card?.full_name).toBe("Renamed On The Board");
    // Another page size is read afresh and agrees with the kept board.
    const wide = (await board("admin", "?limit=60")).body;
    expect(wide.columns.map((c) => c.count)).toEqual((await board("admin")).body.columns.map((c) => c.count));
  });

  it("refuses a call without a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/board" })).statusCode).toBe(401);
  });
});

describe("GET /api/board/column", () => {
  it("pages a column by its cursor, every card once, in order, without OFFSET", async () => {
    // Same instant for several cards: the id breaks the tie, and the cursor must too.
    const ids = await candidates(7, "Send_Score", 4);
    await ctx.db
      .update(students)
      .set({ stateChangedAt: new Date(NOW - 4 * DAY) })
      .where(inArray(students.id, ids.slice(2, 6)));
    const { body } = await board("auditor", "?limit=3");
    const first = column(body, "Send_Score");
    expect(first.count).toBe(7);
    expect(first.cards).toHaveLength(3);
    const seen = first.cards.map((c) => c.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const response = await ctx.getAs(
        "auditor",
        `/api/board/column?state=Send_Score&limit=3&cursor=${cursor}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json<BoardColumnResponse>();
      seen.push(...page.cards.map((c) => c.id));
      cursor = page.nextCursor;
    }
    // ids[0] and ids[2..5] share the earliest instant (by id), then ids[1] a minute later, ids[6].
    expect(seen).toEqual([ids[0], ...ids.slice(2, 6), ids[1], ids[6]]);
  });

  it("gives a column's first page as the board does: the same cards, to the millisecond, and cursor", async () => {
    const ids = await candidates(4, "Invoice_Confirmed", 30);
    // Microseconds past the millisecond: both the board (JSON built by the database) and a page
    // (cards built by the server) cut them, never round them up.
    await ctx.db.execute(
      sql`update students set state_changed_at = state_changed_at + interval '999 microseconds' where id = ${ids[0]}`,
    );
    await ctx.db.update(students).set({ testCenterId: null }).where(eq(students.id, ids[1]!));
    const fromBoard = column((await board("admin", "?limit=3")).body, "Invoice_Confirmed");
    const response = await ctx.getAs("admin", "/api/board/column?state=Invoice_Confirmed&limit=3");
    const page = response.json<BoardColumnResponse>();
    expect(page.cards).toEqual(fromBoard.cards);
    expect(page.nextCursor).toBe(fromBoard.nextCursor);
    expect(page.cards.map((c) => c.id)).toEqual(ids.slice(0, 3));
    expect(page.cards[0]!.state_since).toBe(new Date(NOW - 30 * DAY).toISOString());
    expect(page.cards[1]).toMatchObject({ test_center_id: null, test_center: null });
    expect(page.cards[2]).toMatchObject({
      test_center_id: ctx.testCenterId,
      test_center: expect.any(String),
    });
    const rest = await ctx.getAs(
      "admin",
      `/api/board/column?state=Invoice_Confirmed&cursor=${page.nextCursor}`,
    );
    expect(rest.json<BoardColumnResponse>().cards[0]!.id).toBe(ids[3]);
  });

  it("keeps the filters and a test_center user's scope on later pages", async () => {
    await candidates(3, "Done", 2, ctx.otherCenterId);
    await candidates(2, "Done", 6);
    const mine = await ctx.getAs("test_center", "/api/board/column?state=Done&limit=1");
    const page = mine.json<BoardColumnResponse>();
    expect(page.cards.map((c) => c.test_center_id)).toEqual([ctx.testCenterId]);
    const rest = await ctx.getAs("test_center", `/api/board/column?state=Done&cursor=${page.nextCursor}`);
    expect(rest.json<BoardColumnResponse>().cards.map((c) => c.test_center_id)).toEqual([ctx.testCenterId]);
    const all = await ctx.getAs("admin", "/api/board/column?state=Done&limit=10");
    expect(all.json<BoardColumnResponse>().cards).toHaveLength(5);
  });

  it.each([
    ["?state=Nope", "state"],
    ["", "state"],
    ["?state=Done&cursor=12", "cursor"],
    ["?state=Done&cursor=abc.1", "cursor"],
  ])("answers %s with 400 naming the field", async (query, field) => {
    const response = await ctx.getAs("admin", `/api/board/column${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field });
  });
});

describe("a move on the board (PATCH /api/students/change-state)", () => {
  it("moves several cards at once with their history, and restarts their age in the state", async () => {
    const ids = await candidates(2, "Invoice_Confirmed", 20);
    const before = column((await board("admin")).body, "Exam_Details").count;
    const moved = await ctx.callAs("admin", "PATCH", "/api/students/change-state", {
      studentIds: ids,
      state: "Exam_Details",
      confirm: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ success: true, count: 2 });
    const { body } = await board("admin");
    expect(column(body, "Exam_Details").count).toBe(before + 2);
    expect(column(body, "Invoice_Confirmed").cards.map((c) => c.id)).not.toContain(ids[0]);
    const cards = column(body, "Exam_Details").cards.filter((c) => ids.includes(c.id));
    expect(cards).toHaveLength(2);
    // Just moved: in the state since the write, not 20 days.
    for (const card of cards) expect(Date.now() - Date.parse(card.state_since)).toBeLessThan(DAY);
    const history = await ctx.db.select().from(studentEvents).where(inArray(studentEvents.studentId, ids));
    expect(
      history
        .filter((e) => e.type === "state_changed")
        .map((e) => [e.studentId, e.fromState, e.toState, e.actorUsername]),
    ).toEqual(ids.map((id) => [id, "Invoice_Confirmed", "Exam_Details", ctx.users.admin.username]));
  });

  it("refuses a test_center user's move: the board is read-only for that role", async () => {
    const [id] = await candidates(1, "Confirmed", 1);
    const denied = await ctx.callAs("test_center", "PATCH", "/api/students/change-state", {
      studentIds: [id],
      state: "Invoice",
    });
    expect(denied.statusCode).toBe(403);
    const [row] = await ctx.db.select({ state: students.state }).from(students).where(eq(students.id, id!));
    expect(row?.state).toBe("Confirmed");
  });
});
