/**
 * The candidate's own seat on the status page (docs/product.md §10): they see the sitting and,
 * until its change deadline, may move to another published sitting of the same center and exam
 * with a free seat, or give the seat back; each change is theirs in the history. After the
 * deadline the answer says whom to write to. A bad link is the status page's one 404.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, sittings, studentEvents, students } from "#server/db/schema.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { SITTING_DEFAULTS } from "#tests/helpers/sittings.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

let next = 500;
// Fixed "now": Friday 20 November 2026, 11:00 in Riyadh.
const NOW = Date.UTC(2026, 10, 20, 8, 0);

const ctx = suiteTestContext({ now: () => NOW, otherCenter: true });

type SittingValues = Partial<typeof sittings.$inferInsert>;

/** A sitting row (published, 10 seats, all exams) at the context's center unless overridden. */
async function sitting(values: SittingValues = {}) {
  const [row] = await ctx.db
    .insert(sittings)
    .values({ testCenterId: ctx.testCenterId, ...SITTING_DEFAULTS, ...values })
    .returning({ id: sittings.id });
  return row!.id;
}

/** A fresh candidate booked by staff into `sittingId`, and a status-page token for them. */
async function bookedCandidate(sittingId: number) {
  const [id] = await insertCandidates(ctx.db, 1, {
    from: next++,
    testCenterId: ctx.testCenterId,
    state: "Invoice_Confirmed",
  });
  const booked = await ctx.app.inject({
    method: "POST",
    url: `/api/sittings/${sittingId}/bookings`,
    headers: await ctx.authAs("admin"),
    payload: { studentIds: [id] },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const [row] = await ctx.db
    .select({ reference: students.reference, email: students.email, examName: students.examName })
    .from(students)
    .where(eq(students.id, id!));
  const lookup = await ctx.app.inject({
    method: "POST",
    url: "/api/status",
    payload: { reference: row!.reference, email: row!.email },
  });
  expect(lookup.statusCode, lookup.body).toBe(200);
  return { id: id!, token: lookup.json().token as string, examName: row!.examName, lookup: lookup.json() };
}

const options = (t: string) =>
  ctx.app.inject({ method: "GET", url: `/api/status/sittings?t=${encodeURIComponent(t)}` });
const move = (t: string, sittingId: number) =>
  ctx.app.inject({ method: "POST", url: "/api/status/seat", payload: { t, sittingId } });
const release = (t: string) =>
  ctx.app.inject({ method: "POST", url: "/api/status/seat/release", payload: { t } });

describe("the candidate's seat on the status page", () => {
  it("shows the seat and offers only sittings open to them: same center, their exam, published, free, before its deadline", async () => {
    const current = await sitting();
    const candidate = await bookedCandidate(current);
    expect(candidate.lookup.seat).toMatchObject({
      sittingId: current,
      date: "2026-12-14",
      startTime: "09:00",
      canChange: true,
      changeUntil: "2026-12-12T06:00:00.000Z",
    });
    const open = await sitting({ date: "2026-12-15" });
    const ownExam = await sitting({
      date: "2026-12-16",
      examName: candidate.examName,
      examCategory: "SCFHS",
    });
    await sitting({ date: "2026-12-15", testCenterId: ctx.otherCenterId });
    await sitting({ date: "2026-12-15", status: "draft" });
    await sitting({ date: "2026-12-15", seats: 1, booked: 1 });
    await sitting({ date: "2026-12-15", examName: "Not their exam", examCategory: "MOH" });
    await sitting({ date: "2026-11-21" }); // its own deadline (48 h before) has passed
    await sitting({ date: "2026-12-15", bookingOpensAt: new Date(NOW + 86_400_000) });
    const answer = await options(candidate.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = answer.json().sittings.map((s: { id: number }) => s.id);
    expect(ids).toContain(open);
    expect(ids).toContain(ownExam);
    expect(ids).toHaveLength(2);
    expect(JSON.stringify(answer.json())).not.toMatch(/"(seats|booked|free)"/);
  });

  it("moves the seat: recorded as the candidate's, exam fields rewritten, the exam details sent again", async () => {
    const from = await sitting({ date: "2026-12-17" });
    const to = await sitting({ date: "2026-12-18", startTime: "13:30" });
    const candidate = await bookedCandidate(from);
    const moved = await move(candidate.token, to);
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await ctx.db.select().from(students).where(eq(students.id, candidate.id));
    expect(row).toMatchObject({ examDate: "2026-12-18", examTime: "13:30" });
    const counts = await ctx.db
      .select({ id: sittings.id, booked: sittings.booked })
      .from(sittings)
      .where(eq(sittings.testCenterId, ctx.testCenterId));
    expect(counts.find((c) => c.id === from)!.booked).toBe(0);
    expect(counts.find((c) => c.id === to)!.booked).toBe(1);
    const events = await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, candidate.id));
    const own = events.filter((e) => e.type === "seat_booked" || e.type === "seat_released").slice(-2);
    expect(own.map((e) => e.actorUserId)).toEqual([null, null]);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.studentId, candidate.id), eq(emailOutbox.kind, "exam_details")));
    expect(mails).toHaveLength(2);
  });

  it("refuses a sitting not open to them (draft, another center) with 409, changing nothing", async () => {
    const from = await sitting({ date: "2026-12-19" });
    const draft = await sitting({ date: "2026-12-20", status: "draft" });
    const elsewhere = await sitting({ date: "2026-12-20", testCenterId: ctx.otherCenterId });
    const candidate = await bookedCandidate(from);
    for (const target of [draft, elsewhere]) {
      const answer = await move(candidate.token, target);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().field).toBe("sittingId");
    }
    const [row] = await ctx.db.select().from(students).where(eq(students.id, candidate.id));
    expect(row!.examDate).toBe("2026-12-19");
  });

  it("gives the seat back: exam fields cleared, seat gone from the page, a second give-back is a 409", async () => {
    const from = await sitting({ date: "2026-12-21" });
    const candidate = await bookedCandidate(from);
    const answer = await release(candidate.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await ctx.db.select().from(students).where(eq(students.id, candidate.id));
    expect(row).toMatchObject({ examDate: null, examTime: null, examLocation: null });
    const page = await ctx.app.inject({
      method: "GET",
      url: `/api/status?t=${encodeURIComponent(candidate.token)}`,
    });
    expect(page.json().seat).toBeNull();
    expect((await release(candidate.token)).statusCode).toBe(409);
  });

  it("after the change deadline: no options, moves and give-backs refused naming the support address", async () => {
    const soon = await sitting({ date: "2026-11-21", startTime: "09:00" });
    const later = await sitting({ date: "2026-12-22" });
    const candidate = await bookedCandidate(soon);
    expect(candidate.lookup.seat).toMatchObject({ canChange: false });
    expect((await options(candidate.token)).json().sittings).toEqual([]);
    const moved = await move(candidate.token, later);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain("support@example.com");
    expect((await release(candidate.token)).statusCode).toBe(409);
  });

  it("a forged or unknown link is the status page's one 404", async () => {
    const target = await sitting({ date: "2026-12-23" });
    for (const answer of [await options("forged"), await move("forged", target), await release("forged")]) {
      expect(answer.statusCode).toBe(404);
    }
  });
});
