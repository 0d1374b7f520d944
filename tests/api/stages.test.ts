/** Stage lists (docs/product.md §2, §3, §7): every spelling of the API path, pages, and live candidates only. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students } from "#server/db/schema.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { STAGE_API_PATHS, STUDENT_STATES, stageFromSegment } from "#shared/candidates/pipeline.ts";
import type { StageStudent } from "#shared/candidates/stages.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
/** Ids per state, newest registration first. */
const byState = new Map<StudentState, number[]>();

beforeAll(async () => {
  ctx = await createTestContext();
  let from = 1;
  for (const [index, state] of STUDENT_STATES.entries()) {
    // index + 2 candidates per state, registered in an order unrelated to their ids.
    const count = index + 2;
    const ids = await insertCandidates(ctx.db, count, {
      from,
      testCenterId: ctx.testCenterId,
      state,
      registrationDate: (i) => new Date(Date.UTC(2025, 0, 1) + ((i * 5) % count) * 3_600_000),
    });
    from += count;
    const dates = ids.map((id, i) => ({ id, t: (i * 5) % count }));
    byState.set(
      state,
      dates.sort((a, b) => b.t - a.t || b.id - a.id).map((d) => d.id),
    );
  }
  const exam = byState.get("Exam_Details")![0]!;
  await ctx.db
    .update(students)
    .set({ examDate: "2027-02-10", examLocation: "Doha" })
    .where(eq(students.id, exam));
  // A deleted candidate never shows.
  const gone = byState.get("Done")!.shift()!;
  await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, gone));
});
afterAll(() => ctx.close());

async function stage(path: string, role: "admin" | "auditor" = "admin") {
  const response = await ctx.getAs(role, path);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<StageStudent[]>(), total: Number(response.headers["x-total-count"]) };
}

describe("GET /api/stage/{stage}", () => {
  it.each(STAGE_API_PATHS)("%s lists the live candidates of its state, newest first", async (path) => {
    const state = stageFromSegment(path.split("/").pop()!)!.state;
    const { body, total } = await stage(path, "auditor");
    expect(body.map((s) => s.id)).toEqual(byState.get(state));
    expect(total).toBe(byState.get(state)!.length);
    for (const row of body) {
      expect(Object.keys(row).sort()).toEqual([
        "ExamDate",
        "ExamLocation",
        "full_name",
        "id",
        "national_id",
        "passport_number",
        "state",
      ]);
      expect(row.state).toBe(state);
    }
  });

  it("carries Exam Date and Exam Location", async () => {
    const { body } = await stage("/api/stage/Exam_Details");
    expect(body[0]).toMatchObject({ ExamDate: "2027-02-10", ExamLocation: "Doha" });
  });

  it("accepts the page spellings too (case, - or _)", async () => {
    expect((await stage("/api/stage/Not-confirmed")).total).toBe(2);
    expect((await stage("/api/stage/invoice_confirmed")).total).toBe(5);
  });

  it("pages on the server", async () => {
    const all = byState.get("Done")!;
    // Done, the last state, has the most candidates: at least three pages of 3, the last one partial.
    expect(all.length).toBeGreaterThan(6);
    const pages = Math.ceil(all.length / 3);
    const answers = [];
    for (let page = 1; page <= pages; page++)
      answers.push(await stage(`/api/stage/Done?pageSize=3&page=${page}`));
    expect(answers.at(-1)!.body).toHaveLength(all.length - 3 * (pages - 1));
    expect(answers.flatMap((answer) => answer.body).map((s) => s.id)).toEqual(all);
    expect(answers[0]!.total).toBe(all.length);
  });

  it("answers 404 for an unknown stage and 400 for a bad page", async () => {
    const headers = await ctx.authAs("admin");
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/stage/Paid", headers });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/stage/Done?page=0", headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "page" });
  });
});
