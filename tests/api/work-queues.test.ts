/**
 * Work queues and the dashboard's charts (docs/product.md §12 "Work queues", decision 0027): each
 * queue's count, oldest age and pages against the app's clock (moved, never slept), the thresholds
 * admins set and auditors read, what each role gets (a test_center user: its own center, only the
 * queues of pages it may open), the stage trends from the history, and the charts' series.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  inquiries,
  invoices,
  seatBookings,
  sittings,
  studentEvents,
  students,
  waitingList,
} from "#server/db/schema.ts";
import { buildInquiry } from "#server/setup/factories.ts";
import type { Role } from "#shared/access/roles.ts";
import type {
  DashboardCharts,
  WorkQueue,
  WorkQueueSettingsResponse,
  WorkQueuesResponse,
} from "#shared/dashboard/work-queues.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const DAY = 86_400_000;
// Thursday 26 November 2026, 09:00 UTC (12:00 at the centers).
const START = Date.UTC(2026, 10, 26, 9, 0);
let clock = START;
let ctx: TestContext;
let otherCenter = 0;
let next = 1;
const ago = (days: number) => new Date(clock - days * DAY);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, otherCenter: true });
  otherCenter = ctx.otherCenterId;
});
afterAll(() => ctx.close());

/** One candidate of `center` in `state`, registered `daysAgo` days before the clock. */
async function candidate(
  state: "Not_Confirmed" | "Invoice" | "Invoice_Confirmed",
  daysAgo: number,
  center?: number,
) {
  const [id] = await insertCandidates(ctx.db, 1, {
    from: next++,
    testCenterId: center ?? ctx.testCenterId,
    state,
    registrationDate: () => ago(daysAgo),
  });
  return id!;
}

async function invoice(studentId: number, daysAgo: number, paidDaysAgo: number | null, amount = "100.00") {
  await ctx.db.insert(invoices).values({
    studentId,
    invoiceNumber: `INV-${next++}`,
    amount,
    createdAt: ago(daysAgo),
    confirmed: paidDaysAgo !== null,
    confirmedAt: paidDaysAgo === null ? null : ago(paidDaysAgo),
  });
}

/** A published sitting `inDays` days on (the centers' calendar) at 10:00. */
async function sitting(inDays: number, seats: number, booked: number, center?: number) {
  const date = new Date(clock + inDays * DAY).toISOString().slice(0, 10);
  const [row] = await ctx.db
    .insert(sittings)
    .values({
      testCenterId: center ?? ctx.testCenterId,
      date,
      startTime: "10:00",
      durationMinutes: 180,
      seats,
      booked,
      status: "published",
    })
    .returning({ id: sittings.id });
  return { id: row!.id, date };
}

async function queuesAs(role: Role, query = "") {
  const response = await ctx.getAs(role, `/api/work-queues${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorkQueuesResponse>();
}
const queue = (body: WorkQueuesResponse, id: WorkQueue["id"]) => body.queues.find((q) => q.id === id);

/** Moves the clock; tokens signed before may have run out, so they are fetched again. */
function advance(days: number) {
  clock += days * DAY;
  for (const role of ["admin", "auditor", "test_center", "schoolmoderator", "visitor"] as const)
    ctx.forgetToken(role);
}

let oldestUnconfirmed = 0;
let unpaidStudent = 0;
let unseatedStudent = 0;
let soonSitting = 0;
let fullWithWaiting = 0;

describe("work queues", () => {
  beforeAll(async () => {
    // Unconfirmed: 3 and 1 days old here, 5 days old in the other center.
    await candidate("Not_Confirmed", 3);
    await candidate("Not_Confirmed", 1);
    oldestUnconfirmed = await candidate("Not_Confirmed", 5, otherCenter);
    // Invoices: one unpaid for 8 days, one for 3, one paid.
    unpaidStudent = await candidate("Invoice", 10);
    await invoice(unpaidStudent, 8, null);
    await invoice(await candidate("Invoice", 4), 3, null);
    // Paid without a seat (paid 1 day ago); paid with a seat; paid with a typed exam date.
    unseatedStudent = await candidate("Invoice_Confirmed", 20);
    await invoice(unseatedStudent, 5, 1, "250.50");
    const seated = await candidate("Invoice_Confirmed", 20);
    await invoice(seated, 5, 2, "100.00");
    const typed = await candidate("Invoice_Confirmed", 20);
    await ctx.db.update(students).set({ examDate: "2026-12-01" }).where(eq(students.id, typed));
    // Sittings: free seats in 3 days; full in 1 day with a waiting list for its month; free seats
    // in 10 days (too far); in the other center, free seats in 1 day and full in 2 days with nobody
    // waiting (its center has no list).
    soonSitting = (await sitting(3, 10, 0)).id;
    const full = await sitting(2, 1, 1, otherCenter);
    await ctx.db.insert(seatBookings).values({ sittingId: full.id, studentId: seated });
    const fullWaiting = await sitting(1, 1, 1);
    fullWithWaiting = fullWaiting.id;
    await ctx.db.insert(waitingList).values({
      studentId: await candidate("Not_Confirmed", 0),
      testCenterId: ctx.testCenterId,
      month: fullWaiting.date.slice(0, 7),
      examCategory: "DHA",
      examName: "DHA exam",
      position: 1,
    });
    await sitting(10, 10, 0);
    await sitting(1, 5, 0, otherCenter);
    // Inquiries: new for 3 days, new for 1 day, contacted for 5 days.
    await ctx.db.insert(inquiries).values([
      { ...buildInquiry(1), createdAt: ago(3) },
      { ...buildInquiry(2), createdAt: ago(1) },
      { ...buildInquiry(3), createdAt: ago(5), status: "contacted" },
    ]);
    // E-mails: one failed, one sent.
    await ctx.db.insert(emailOutbox).values([
      {
        kind: "confirmed",
        toAddress: "a@example.org",
        dedupeKey: "wq-1",
        status: "failed",
        createdAt: ago(2),
      },
      { kind: "confirmed", toAddress: "b@example.org", dedupeKey: "wq-2", status: "sent", createdAt: ago(1) },
    ]);
  });

  it("gives an admin every queue with its count, oldest age and the pages of its action", async () => {
    const body = await queuesAs("admin");
    expect(body.now).toBe(new Date(START).toISOString());
    expect(body.testCenterId).toBeNull();
    expect(body.queues.map((q) => q.id)).toEqual([
      "unconfirmed",
      "unpaid_invoices",
      "unseated",
      "sittings_soon",
      "new_inquiries",
      "failed_emails",
      "possible_duplicates",
    ]);
    // Not confirmed after 2 days: the 3- and 5-day-old ones; the oldest is in the other center.
    expect(queue(body, "unconfirmed")).toMatchObject({
      count: 2,
      oldestAt: ago(5).toISOString(),
      thresholdDays: 2,
      href: "/Stage/Not-confirmed",
      itemHref: `/students/${oldestUnconfirmed}`,
    });
    expect(queue(body, "unpaid_invoices")).toMatchObject({
      count: 1,
      oldestAt: ago(8).toISOString(),
      thresholdDays: 7,
      itemHref: `/students/${unpaidStudent}`,
    });
    // Waiting since the invoice was confirmed, not since registering; the seated and the typed date are out.
    expect(queue(body, "unseated")).toMatchObject({
      count: 1,
      oldestAt: ago(1).toISOString(),
      itemHref: `/students/${unseatedStudent}`,
    });
    // Free seats in 3 days, a full sitting with a waiting list tomorrow, the other center's tomorrow.
    const soon = queue(body, "sittings_soon")!;
    expect(soon.count).toBe(3);
    expect(soon.nextAt).toMatch(/T07:00:00\.000Z$/);
    expect(soon.href).toBe("/sittings");
    expect(queue(body, "new_inquiries")).toMatchObject({
      count: 1,
      oldestAt: ago(3).toISOString(),
      href: "/inquiries?status=new",
    });
    expect(queue(body, "failed_emails")).toMatchObject({
      count: 1,
      oldestAt: ago(2).toISOString(),
      href: "/email?tab=outbox&status=failed",
      thresholdDays: null,
    });
  });

  it("counts by the app's clock: two days on, more items are late", async () => {
    advance(2);
    try {
      const body = await queuesAs("admin");
      // The 1-day-old registration is now 3 days old; the one of "today" 2 days old.
      expect(queue(body, "unconfirmed")?.count).toBe(4);
      // The 3-day-old invoice is 5 days old: still under 7.
      expect(queue(body, "unpaid_invoices")?.count).toBe(1);
      expect(queue(body, "new_inquiries")?.count).toBe(2);
      // The sittings of "tomorrow" are yesterday's now.
      expect(queue(body, "sittings_soon")?.count).toBe(1);
    } finally {
      advance(-2);
    }
  });

  it("gives an auditor the queues of the pages it may open, without inquiries and e-mails", async () => {
    const body = await queuesAs("auditor");
    expect(body.queues.map((q) => q.id)).toEqual([
      "unconfirmed",
      "unpaid_invoices",
      "unseated",
      "sittings_soon",
      "possible_duplicates",
    ]);
    expect(queue(body, "unpaid_invoices")?.itemHref).toBe(`/students/${unpaidStudent}`);
  });

  it("gives a test_center user its own center's seat queues only, pointing at the sittings", async () => {
    const body = await queuesAs("test_center");
    expect(body.testCenterId).toBe(ctx.testCenterId);
    expect(body.queues.map((q) => q.id)).toEqual(["unseated", "sittings_soon"]);
    expect(queue(body, "unseated")).toMatchObject({
      count: 1,
      href: `/sittings?center=${ctx.testCenterId}`,
      // It may not open a candidate's page.
      itemHref: null,
    });
    // Its own two sittings; the soonest is the full one with a waiting list.
    expect(queue(body, "sittings_soon")).toMatchObject({
      count: 2,
      itemHref: `/sittings/${fullWithWaiting}`,
    });
    expect((await ctx.getAs("test_center", `/api/work-queues?testCenterId=${otherCenter}`)).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.getAs("test_center", `/api/dashboard/charts?testCenterId=${otherCenter}`)).statusCode,
    ).toBe(403);
  });

  it("lets an admin look at one center: its candidates and sittings, no inboxes", async () => {
    const body = await queuesAs("admin", `?testCenterId=${ctx.testCenterId}`);
    expect(body.queues.map((q) => q.id)).toEqual([
      "unconfirmed",
      "unpaid_invoices",
      "unseated",
      "sittings_soon",
    ]);
    expect(queue(body, "unconfirmed")?.count).toBe(1);
    expect(queue(body, "sittings_soon")).toMatchObject({
      count: 2,
      href: `/sittings?center=${ctx.testCenterId}`,
    });
  });

  it("refuses the roles without a dashboard and a bad center id", async () => {
    expect((await ctx.getAs("schoolmoderator", "/api/work-queues")).statusCode).toBe(403);
    expect((await ctx.getAs("visitor", "/api/dashboard/charts")).statusCode).toBe(403);
    const bad = await ctx.getAs("admin", "/api/work-queues?testCenterId=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, field: "testCenterId" });
  });
});

describe("thresholds", () => {
  const saved = { unconfirmedDays: 0, unpaidDays: 2, unseatedDays: 3, sittingDaysAhead: 14, inquiryDays: 0 };

  it("start at the defaults, which auditors read and may not change", async () => {
    const read = await ctx.getAs("auditor", "/api/work-queues/settings");
    expect(read.statusCode).toBe(200);
    expect(read.json<WorkQueueSettingsResponse>()).toMatchObject({
      settings: { unconfirmedDays: 2, unpaidDays: 7, unseatedDays: 0, sittingDaysAhead: 7, inquiryDays: 2 },
      updatedBy: null,
    });
    expect((await ctx.callAs("auditor", "PUT", "/api/work-queues/settings", saved)).statusCode).toBe(403);
    expect((await ctx.getAs("test_center", "/api/work-queues/settings")).statusCode).toBe(403);
  });

  it("refuse a bad value with its field and save nothing", async () => {
    const response = await ctx.callAs("admin", "PUT", "/api/work-queues/settings", {
      ...saved,
      unpaidDays: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: "unpaidDays" });
    const tooMany = await ctx.callAs("admin", "PUT", "/api/work-queues/settings", {
      ...saved,
      inquiryDays: 1000,
    });
    expect(tooMany.json()).toMatchObject({ field: "inquiryDays" });
    const read = await ctx.getAs("admin", "/api/work-queues/settings");
    expect(read.json<WorkQueueSettingsResponse>().updatedAt).toBeNull();
  });

  it("saved by an admin, are audited and decide the queues", async () => {
    const response = await ctx.callAs("admin", "PUT", "/api/work-queues/settings", saved);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WorkQueueSettingsResponse>()).toMatchObject({
      settings: saved,
      updatedBy: "admin-user",
    });
    const audit = await ctx.lastAudit("work_queue_settings.updated");
    expect(audit?.details).toMatchObject({ changes: { unpaidDays: { from: 7, to: 2 } } });

    const body = await queuesAs("admin");
    expect(queue(body, "unconfirmed")).toMatchObject({ count: 4, thresholdDays: 0 });
    expect(queue(body, "unpaid_invoices")?.count).toBe(2);
    // Paid 1 day ago: not yet 3 days without a seat.
    expect(queue(body, "unseated")?.count).toBe(0);
    expect(queue(body, "unseated")?.oldestAt).toBeNull();
    // 14 days ahead: the sitting in 10 days counts too.
    expect(queue(body, "sittings_soon")?.count).toBe(4);
    expect(queue(body, "new_inquiries")?.count).toBe(2);
    expect(soonSitting).toBeGreaterThan(0);
  });
});

describe("stage trends and charts", () => {
  beforeAll(async () => {
    const [a, b] = await insertCandidates(ctx.db, 2, {
      from: next,
      testCenterId: ctx.testCenterId,
      state: "Confirmed",
      registrationDate: () => ago(30),
    });
    next += 2;
    // Into Confirmed: two this week, one the week before, one three weeks ago (out of both).
    await ctx.db.insert(studentEvents).values([
      {
        studentId: a!,
        type: "state_changed",
        fromState: "Not_Confirmed",
        toState: "Confirmed",
        createdAt: ago(1),
      },
      {
        studentId: b!,
        type: "state_changed",
        fromState: "Not_Confirmed",
        toState: "Confirmed",
        createdAt: ago(6),
      },
      {
        studentId: b!,
        type: "state_changed",
        fromState: "Not_Confirmed",
        toState: "Confirmed",
        createdAt: ago(9),
      },
      {
        studentId: a!,
        type: "state_changed",
        fromState: "Not_Confirmed",
        toState: "Confirmed",
        createdAt: ago(21),
      },
      { studentId: a!, type: "edited", createdAt: ago(1) },
    ]);
  });

  it("count each stage now and its moves this week against last week", async () => {
    const body = await queuesAs("admin");
    const confirmed = body.stages.find((s) => s.state === "Confirmed");
    expect(confirmed).toEqual({ state: "Confirmed", count: 2, thisWeek: 2, lastWeek: 1 });
    const total = body.stages.reduce((sum, s) => sum + s.count, 0);
    expect(total).toBe(await ctx.db.$count(students));
    // Another center's view: its candidates only, and no move of ours.
    const other = await queuesAs("admin", `?testCenterId=${otherCenter}`);
    expect(other.stages.find((s) => s.state === "Confirmed")).toMatchObject({ count: 0, thisWeek: 0 });
    expect(other.stages.find((s) => s.state === "Not_Confirmed")?.count).toBe(1);
  });

  it("give an admin every series", async () => {
    const response = await ctx.getAs("admin", "/api/dashboard/charts");
    expect(response.statusCode, response.body).toBe(200);
    const charts = response.json<DashboardCharts>();
    expect(charts.registrationsPerWeek).toHaveLength(12);
    // The current week starts on Sunday 22 November (the centers' calendar).
    expect(charts.registrationsPerWeek.at(-1)?.week).toBe("2026-11-22");
    const live = await ctx.db.$count(students);
    // Everyone registered within the 12 weeks (the oldest 30 days ago).
    expect(charts.registrationsPerWeek.reduce((sum, w) => sum + w.count, 0)).toBe(live);
    expect(charts.funnel[0]).toEqual({ state: "Not_Confirmed", reached: live });
    expect(charts.funnel.find((f) => f.state === "Invoice_Confirmed")?.reached).toBe(3);
    // 250.50 and 100.00 confirmed this month.
    expect(charts.revenuePerMonth).toEqual([{ month: "2026-11", currency: "USD", amount: "350.50" }]);
    expect(charts.perRegulator.reduce((sum, r) => sum + r.count, 0)).toBe(live);
    expect(charts.perCenter?.find((c) => c.testCenterId === otherCenter)).toMatchObject({
      name: "Doha West Bay Test Center",
      count: 1,
    });
    expect(charts.sittingFill).toBeNull();
  });

  it("give a test_center user its center's series and its next sittings' fill, no revenue", async () => {
    const response = await ctx.getAs("test_center", "/api/dashboard/charts");
    expect(response.statusCode, response.body).toBe(200);
    const charts = response.json<DashboardCharts>();
    expect(charts.testCenterId).toBe(ctx.testCenterId);
    expect(charts.revenuePerMonth).toBeNull();
    expect(charts.perCenter).toBeNull();
    const total = charts.funnel[0]?.reached ?? 0;
    expect(total).toBe((await ctx.db.$count(students)) - 1);
    expect(charts.sittingFill?.map((s) => [s.seats, s.booked])).toEqual([
      [1, 1],
      [10, 0],
      [10, 0],
    ]);
  });
});
