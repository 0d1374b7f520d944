/**
 * Retakes on the same registration (docs/product.md §11 "Retake", decision 0028): after a fail or
 * an absence the candidate, by the status link, or an admin, from the candidate's page, books a new
 * attempt. Refused for a pass and before a result (400 `result`), twice (409); the same row is
 * reused (one live registration), the previous attempt kept (result row, roster, history), the
 * registration back in Invoice with the move recorded by who, the e-mail queued, a new invoice and
 * a new seat possible. The status page hides the seat and its letter once the result is out.
 */

import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  examResults,
  invoices,
  seatBookings,
  studentEvents,
  students,
  waitingList,
} from "#server/db/schema.ts";
import type { Role } from "#shared/access/roles.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createSitting } from "#tests/helpers/sittings.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const DAY = 86_400_000;
/** 2027-04-14 09:00 in Riyadh. */
const START = Date.UTC(2027, 3, 14, 6, 0);
let clock = START - 5 * DAY;
let ctx: TestContext;
let otherCenter = 0;
let sittingId = 0;
let failed = 0;
let absent = 0;
let passed = 0;
let waiting = 0;

/** A staff call with a fresh session (the tests move the clock by days). */
async function as(role: Role, method: "POST" | "PUT" | "PATCH", url: string, payload?: object) {
  ctx.forgetToken(role);
  return ctx.callAs(role, method, url, payload);
}
async function asGet(url: string) {
  ctx.forgetToken("admin");
  return ctx.getAs("admin", url);
}

async function sitting(date: string) {
  ctx.forgetToken("admin");
  return (await createSitting(ctx, { date, durationMinutes: 120, seats: 20 })).id;
}

async function candidate(id: number) {
  const [row] = await ctx.db.select().from(students).where(eq(students.id, id));
  return row!;
}

/** The status token of candidate `id` (as the lookup gives it). */
async function tokenOf(id: number) {
  const row = await candidate(id);
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/status",
    payload: { reference: row.reference, email: row.email },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

const statusOf = async (id: number) =>
  (
    await ctx.app.inject({ method: "GET", url: `/api/status?t=${encodeURIComponent(await tokenOf(id))}` })
  ).json();

const choice = (overrides: Record<string, unknown> = {}) => ({
  test_center: otherCenter,
  Trail_month: "June",
  requestedDateRange: "First half of June",
  ...overrides,
});

const retakeByLink = async (id: number, body: Record<string, unknown> = choice()) =>
  ctx.app.inject({ method: "POST", url: "/api/status/retake", payload: { t: await tokenOf(id), ...body } });

async function events(id: number) {
  return ctx.db
    .select({
      type: studentEvents.type,
      from: studentEvents.fromState,
      to: studentEvents.toState,
      actor: studentEvents.actorUsername,
      changes: studentEvents.changes,
    })
    .from(studentEvents)
    .where(eq(studentEvents.studentId, id))
    .orderBy(studentEvents.id);
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, otherCenter: true });
  otherCenter = ctx.otherCenterId;
  sittingId = await sitting("2027-04-14");
  const ids = await insertCandidates(ctx.db, 4, {
    from: 7100,
    testCenterId: ctx.testCenterId,
    state: "Invoice_Confirmed",
  });
  [failed, absent, passed, waiting] = ids as [number, number, number, number];
  const booked = await as("admin", "POST", `/api/sittings/${sittingId}/bookings`, {
    studentIds: ids,
  });
  expect(booked.statusCode, booked.body).toBe(200);
  clock = START + 2 * DAY;
  const recorded = await as("admin", "PUT", `/api/sittings/${sittingId}/results`, {
    results: [
      { studentId: failed, outcome: "fail", score: 480, receivedOn: "2027-04-15" },
      { studentId: absent, outcome: "absent", receivedOn: "2027-04-15" },
      { studentId: passed, outcome: "pass", score: 700, receivedOn: "2027-04-15" },
    ],
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
});
afterAll(() => ctx.close());

describe("the status page after a result", () => {
  it("shows the result and the retake instead of the seat card and its letter", async () => {
    const before = await statusOf(waiting);
    expect(before.seat).not.toBeNull();
    expect(before.retake).toBeNull();

    const view = await statusOf(failed);
    expect(view.result).toEqual({ outcome: "fail", score: 480, receivedOn: "2027-04-15" });
    expect(view.seat).toBeNull();
    expect(view.appointment).toBeNull();
    expect(view.retake).toEqual({
      testCenterId: ctx.testCenterId,
      trialMonth: expect.any(String),
      requestedDateRange: expect.anything(),
    });
    const letter = await ctx.app.inject({
      method: "GET",
      url: `/api/status/admission-letter.pdf?t=${encodeURIComponent(view.token)}`,
    });
    expect(letter.statusCode).toBe(404);
    expect((await statusOf(passed)).retake).toBeNull();
  });
});

describe("refusals", () => {
  it("a pass and no result are refused with 400 `result`, changing nothing", async () => {
    const pass = await retakeByLink(passed);
    expect(pass.statusCode).toBe(400);
    expect(pass.json()).toMatchObject({ field: "result", message: expect.stringContaining("passed") });
    const none = await retakeByLink(waiting);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: "result", message: expect.stringContaining("No result") });
    expect((await candidate(passed)).state).toBe("Send_Score");
    expect((await candidate(waiting)).state).toBe("Exam_Details");
    const staff = await as("admin", "POST", `/api/students/${passed}/retake`, choice());
    expect(staff.statusCode).toBe(400);
    expect(staff.json().field).toBe("result");
  });

  it("the wizard's rules on the month and center; a bad link is the status page's 404", async () => {
    const month = await retakeByLink(failed, choice({ Trail_month: "Smarch" }));
    expect(month.statusCode).toBe(400);
    expect(month.json()).toMatchObject({ field: "Trail_month", message: "Please choose a test month." });
    const center = await retakeByLink(failed, choice({ test_center: 999_999 }));
    expect(center.statusCode).toBe(400);
    expect(center.json()).toMatchObject({ field: "test_center", message: "Please choose a test center." });
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/status/retake",
      payload: { t: "not-a-token", ...choice() },
    });
    expect(forged.statusCode).toBe(404);
    expect((await candidate(failed)).state).toBe("Send_Score");
  });
});

describe("booking a retake by the status link", () => {
  it("reuses the same registration, keeps the attempt, moves to Invoice as the candidate, queues the e-mail", async () => {
    const email = (await candidate(failed)).email;
    const response = await retakeByLink(failed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, state: "Invoice", waitingList: true });

    // One live registration with that address: the same row.
    const [live] = await ctx.db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.email, email), isNull(students.deletedAt)));
    expect(live!.n).toBe(1);
    const row = await candidate(failed);
    expect(row).toMatchObject({
      state: "Invoice",
      testCenterId: otherCenter,
      trialMonth: "June",
      requestedDateRange: "First half of June",
      examDate: null,
      examLocation: null,
    });

    // The attempt is kept: its result row, its seat on the old roster (concluded), its history.
    expect(await ctx.db.select().from(examResults).where(eq(examResults.studentId, failed))).toHaveLength(1);
    const [seat] = await ctx.db.select().from(seatBookings).where(eq(seatBookings.studentId, failed));
    expect(seat!.releasedAt).toBeNull();
    expect(seat!.concludedAt).not.toBeNull();
    const roster = await asGet(`/api/sittings/${sittingId}/attendance`);
    expect(roster.json().roster.map((e: { studentId: number }) => e.studentId)).toContain(failed);

    const history = await events(failed);
    const retake = history.find((e) => e.type === "retake_booked");
    expect(retake).toMatchObject({
      actor: null,
      changes: {
        sitting: { from: sittingId, to: null },
        result: { from: "fail 480 (2027-04-15)", to: null },
        ExamDate: { from: "2027-04-14", to: null },
        Trail_month: { to: "June" },
      },
    });
    expect(history.at(-1)).toMatchObject({
      type: "state_changed",
      from: "Send_Score",
      to: "Invoice",
      actor: null,
    });

    const [mail] = await ctx.db
      .select({ params: emailOutbox.params, status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.studentId, failed), eq(emailOutbox.kind, "retake_booked")));
    expect(mail).toMatchObject({ status: "queued", params: { trialMonth: "June", waitingList: 1 } });
    // No open seat in June at that center: on its waiting list.
    const [wait] = await ctx.db.select().from(waitingList).where(eq(waitingList.studentId, failed));
    expect(wait).toMatchObject({ testCenterId: otherCenter, status: "waiting" });

    // The status page: no retake offered any more, no result of the old attempt, invoice pending.
    const view = await statusOf(failed);
    expect(view.stage.key).toBe("Invoice");
    expect(view.retake).toBeNull();
    expect(view.seat).toBeNull();
  });

  it("a second retake for the same result is refused (409)", async () => {
    const again = await retakeByLink(failed);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: "result" });
    const [mails] = await ctx.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.studentId, failed), eq(emailOutbox.kind, "retake_booked")));
    expect(mails!.n).toBe(1);
  });

  it("takes a new invoice and a new seat on the same registration", async () => {
    const invoice = await as("admin", "POST", "/api/invoices/create-invoice", {
      studentId: failed,
      invoiceNumber: "RT-2027-0001",
      amount: "950",
      currency: "SAR",
    });
    expect(invoice.statusCode, invoice.body).toBeLessThan(300);
    expect((await statusOf(failed)).invoice).toMatchObject({ number: "RT-2027-0001", amount: "950.00" });

    clock = START + 3 * DAY;
    const next = await sitting("2027-06-10");
    const booked = await as("admin", "POST", `/api/sittings/${next}/bookings`, { studentIds: [failed] });
    expect(booked.statusCode, booked.body).toBe(200);
    const seats = await ctx.db
      .select({ sittingId: seatBookings.sittingId })
      .from(seatBookings)
      .where(and(eq(seatBookings.studentId, failed), isNull(seatBookings.releasedAt)));
    expect(seats.map((s) => s.sittingId).sort()).toEqual([sittingId, next].sort());
    expect((await statusOf(failed)).seat).toMatchObject({ sittingId: next });
  });
});

describe("booking a retake from the candidate's page", () => {
  it("an admin books it for an absent candidate, recorded as theirs; other roles are refused", async () => {
    for (const role of ["auditor", "test_center", "schoolmoderator", "visitor"] as const) {
      const refused = await as(role, "POST", `/api/students/${absent}/retake`, choice());
      expect(refused.statusCode).toBe(403);
    }
    // The first attempt's invoice, paid: it does not pay for the retake (decision 0028).
    await ctx.db.insert(invoices).values({
      studentId: absent,
      invoiceNumber: "FIRST-ATTEMPT-1",
      amount: "950.00",
      currency: "SAR",
      confirmed: true,
    });
    const response = await as(
      "admin",
      "POST",
      `/api/students/${absent}/retake`,
      choice({ test_center: ctx.testCenterId, Trail_month: "July" }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await candidate(absent)).state).toBe("Invoice");
    const history = await events(absent);
    expect(history.find((e) => e.type === "retake_booked")).toMatchObject({
      actor: "admin-user",
      changes: { result: { from: "absent (2027-04-15)" } },
    });
    expect(history.at(-1)).toMatchObject({ type: "state_changed", to: "Invoice", actor: "admin-user" });
    const concluded = await ctx.db
      .select({ id: seatBookings.id })
      .from(seatBookings)
      .where(and(eq(seatBookings.studentId, absent), isNotNull(seatBookings.concludedAt)));
    expect(concluded).toHaveLength(1);
    const unpaid = await as("admin", "PATCH", "/api/students/change-state", {
      studentIds: [absent],
      state: "Invoice_Confirmed",
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      needsConfirmation: true,
      warnings: [{ codes: ["no_paid_invoice"] }],
    });
    const missing = await as("admin", "POST", "/api/students/999999/retake", choice());
    expect(missing.statusCode).toBe(404);
  });
});
