/**
 * The waiting list and its seat offers (decision 0022, "Waiting list"): a registration for a month
 * with no open seat joins the list; staff read it in order and reorder it (roles); a seat given back
 * is offered to the first waiting candidate with an e-mail delivered through a real SMTP server,
 * whose link claims the held seat; an offer that runs out passes to the next; a seat released
 * without a move tells its candidate once, in their language.
 */

import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, seatBookings, sittings, students, waitingList } from "#server/db/schema.ts";
import { sweepExpiredOffers, waitIfNoSeat } from "#server/domain/seat-offers.ts";
import { createSeatOfferLinks } from "#server/lib/seat-offer-links.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { deliverToSmtp } from "#tests/helpers/mail.ts";
import { createSitting } from "#tests/helpers/sittings.ts";
import { startTestSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, TEST_JWT_SECRET, type TestContext } from "#tests/helpers/test-app.ts";

const START = Date.UTC(2026, 10, 20, 8, 0);
let clock = START;
let ctx: TestContext;
let smtp: TestSmtp;
let otherCenter = 0;
let next = 5000;
const received: ParsedMail[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, otherCenter: true });
  smtp = await startTestSmtp({ received });
  otherCenter = ctx.otherCenterId;
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

async function call(
  method: "GET" | "PATCH" | "POST" | "DELETE",
  url: string,
  role?: string,
  payload?: object,
) {
  const headers = role ? await ctx.authAs(role as "admin") : {};
  return ctx.app.inject({ method, url, headers, payload });
}

interface CandidateChoice {
  center?: number;
  locale?: "en" | "ar";
  registeredFrom?: number;
}

/**
 * Fresh confirmed candidates of `center` (English unless `locale`), in registration order: a minute
 * apart from `registeredFrom` (ms) when given.
 */
async function candidates(
  n: number,
  { center = ctx.testCenterId, locale = "en", registeredFrom }: CandidateChoice = {},
) {
  const ids = await insertCandidates(ctx.db, n, {
    from: next,
    testCenterId: center,
    state: "Invoice_Confirmed",
    registrationDate: registeredFrom === undefined ? undefined : (i) => new Date(registeredFrom + i * 60_000),
  });
  if (locale !== "en") await ctx.db.update(students).set({ locale }).where(inArray(students.id, ids));
  next += n;
  return ids;
}

/** Puts `ids` on the list of `center` and `month`, in order (as their registrations would). */
async function wait(ids: number[], month: string, center = ctx.testCenterId) {
  for (const studentId of ids) {
    const [row] = await ctx.db
      .select({ examCategory: students.examCategory, examName: students.examName })
      .from(students)
      .where(eq(students.id, studentId));
    const joined = await ctx.db.transaction((tx) =>
      waitIfNoSeat(tx, { studentId, testCenterId: center, month, ...row! }, new Date(clock)),
    );
    expect(joined).toBe(true);
  }
}

async function listed(month: string, center = ctx.testCenterId, role = "admin") {
  const response = await call("GET", `/api/waiting-list?testCenterId=${center}&month=${month}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as { id: number; studentId: number; position: number; status: string }[];
}

async function sitting(date: string, seats: number) {
  return (await createSitting(ctx, { date, durationMinutes: 180, seats })).id;
}

async function outbox(studentId: number, kind: "seat_offer" | "seat_cancelled") {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.studentId, studentId), eq(emailOutbox.kind, kind)));
}

async function seatsOf(id: number) {
  const [row] = await ctx.db
    .select({ seats: sittings.seats, booked: sittings.booked })
    .from(sittings)
    .where(eq(sittings.id, id));
  return row!;
}

/** Delivers every queued message to the test SMTP server. */
const deliver = () => deliverToSmtp(ctx.db, smtp.url);

const emailOf = async (id: number) =>
  (await ctx.db.select({ email: students.email }).from(students).where(eq(students.id, id)))[0]!.email;

const offerCtx = () => ({
  links: createSeatOfferLinks(TEST_JWT_SECRET, () => clock),
  origin: "https://exams.test",
  holdHours: 48,
});

describe("joining the waiting list", () => {
  it("a registration for a month with no open seat joins that center and month's list; one with a seat does not", async () => {
    const march = await sitting("2027-03-10", 5);
    expect(march).toBeGreaterThan(0);
    const full = buildRegistration(next++, {
      test_center: otherCenter,
      Trail_month: "January",
    });
    const open = buildRegistration(next++, {
      test_center: ctx.testCenterId,
      Trail_month: "March",
    });
    const a = await call("POST", "/api/FormRegister", "admin", full);
    const b = await call("POST", "/api/FormRegister", "admin", open);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    const january = await listed("2027-01", otherCenter);
    expect(january.map((e) => e.studentId)).toEqual([a.json().id]);
    const rows = await ctx.db.select().from(waitingList).where(eq(waitingList.studentId, b.json().id));
    expect(rows).toEqual([]);
  });

  it("reads the test month by the app's clock: in December 2027, March is March 2028", async () => {
    clock = Date.UTC(2027, 11, 20, 8, 0);
    // A token signed by the earlier clock has run out by this one.
    ctx.forgetToken("admin");
    try {
      const created = await call("POST", "/api/sittings", "admin", {
        testCenterId: otherCenter,
        date: "2028-03-14",
        startTime: "09:00",
        durationMinutes: 180,
        seats: 5,
        status: "published",
      });
      expect(created.statusCode, created.body).toBe(201);
      const registered = await call(
        "POST",
        "/api/FormRegister",
        "admin",
        buildRegistration(next++, { test_center: otherCenter, Trail_month: "March" }),
      );
      expect(registered.statusCode, registered.body).toBe(201);
      // March 2028 has seats at that center, so the candidate does not wait (by the real clock
      // it would have been March 2027, which has none there).
      const rows = await ctx.db
        .select()
        .from(waitingList)
        .where(eq(waitingList.studentId, registered.json().id));
      expect(rows).toEqual([]);
    } finally {
      clock = START;
      ctx.forgetToken("admin");
    }
  });
});

describe("reading and reordering", () => {
  it("lists in registration order; admins and the center reorder; auditors read; others are refused", async () => {
    const ids = await candidates(3);
    await wait(ids, "2027-04");
    const list = await listed("2027-04");
    expect(list.map((e) => e.studentId)).toEqual(ids);
    expect(list.map((e) => e.position)).toEqual([1, 2, 3]);
    expect((await listed("2027-04", ctx.testCenterId, "auditor")).length).toBe(3);

    const moved = await call("PATCH", `/api/waiting-list/${list[2]!.id}`, "admin", { position: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().entries.map((e: { studentId: number }) => e.studentId)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);

    const byCenter = await call("PATCH", `/api/waiting-list/${list[2]!.id}`, "test_center", { position: 9 });
    expect(byCenter.statusCode, byCenter.body).toBe(200);
    expect((await listed("2027-04")).map((e) => e.studentId)).toEqual([ids[0], ids[1], ids[2]]);

    expect(
      (await call("PATCH", `/api/waiting-list/${list[0]!.id}`, "auditor", { position: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await call("PATCH", `/api/waiting-list/${list[0]!.id}`, "visitor", { position: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await call("PATCH", `/api/waiting-list/${list[0]!.id}`, "admin", { position: 0 })).statusCode,
    ).toBe(400);
    expect((await call("PATCH", "/api/waiting-list/999999", "admin", { position: 1 })).statusCode).toBe(404);
    expect(
      (await call("GET", `/api/waiting-list?testCenterId=${ctx.testCenterId}&month=2027-4`, "admin"))
        .statusCode,
    ).toBe(400);

    const other = await candidates(1, { center: otherCenter });
    await wait(other, "2027-04", otherCenter);
    const [entry] = await listed("2027-04", otherCenter);
    expect(
      (await call("GET", `/api/waiting-list?testCenterId=${otherCenter}&month=2027-04`, "test_center"))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("PATCH", `/api/waiting-list/${entry!.id}`, "test_center", { position: 1 })).statusCode,
    ).toBe(403);
  });
});

describe("offers", () => {
  it("a seat given back is offered to the first waiting, e-mailed over SMTP, claimed and booked; the one released hears once in their language; an offer that runs out passes on", async () => {
    const id = await sitting("2026-12-14", 1);
    const [holder] = await candidates(1, { locale: "ar" });
    const booked = await call("POST", `/api/sittings/${id}/bookings`, "admin", { studentIds: [holder] });
    expect(booked.statusCode, booked.body).toBe(200);
    const [first, second, third] = await candidates(3);
    await wait([first!, second!, third!], "2026-12");

    const cancelled = await call("DELETE", `/api/sittings/${id}/bookings/${holder}`, "admin");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notice = await outbox(holder!, "seat_cancelled");
    expect(notice).toHaveLength(1);
    expect(notice[0]!.locale).toBe("ar");
    // The seat is held for the first on the list: still counted, nobody else can take it.
    expect(await seatsOf(id)).toEqual({ seats: 1, booked: 1 });
    const other = await candidates(1);
    expect(
      (await call("POST", `/api/sittings/${id}/bookings`, "admin", { studentIds: other })).statusCode,
    ).toBe(409);
    expect(await outbox(first!, "seat_offer")).toHaveLength(1);
    expect(await outbox(second!, "seat_offer")).toHaveLength(0);

    await deliver();
    const address = await emailOf(first!);
    const mail = received.find((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address === address);
    expect(mail?.subject).toContain("A seat is free");
    const link = /\/status\?offer=([^\s"<]+)/.exec(mail!.text ?? "");
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const arabic = received.find((m) => m.subject?.includes("أُلغي"));
    expect(arabic).toBeDefined();

    const claim = await call("POST", "/api/seat-offers/claim", undefined, { t: token });
    expect(claim.statusCode, claim.body).toBe(200);
    const [row] = await ctx.db
      .select({ examDate: students.examDate, state: students.state })
      .from(students)
      .where(eq(students.id, first!));
    expect(row).toEqual({ examDate: "2026-12-14", state: "Exam_Details" });
    const live = await ctx.db
      .select({ heldUntil: seatBookings.heldUntil })
      .from(seatBookings)
      .where(and(eq(seatBookings.studentId, first!), isNull(seatBookings.releasedAt)));
    expect(live).toEqual([{ heldUntil: null }]);
    expect((await call("POST", "/api/seat-offers/claim", undefined, { t: token })).statusCode).toBe(409);
    expect((await listed("2026-12")).map((e) => e.studentId)).toEqual([second, third]);

    // The first gives the seat back: offered to the second, who lets it run out; it passes to the third.
    await call("DELETE", `/api/sittings/${id}/bookings/${first}`, "admin");
    const [offer] = await outbox(second!, "seat_offer");
    const secondToken = decodeURIComponent(/offer=([^&]+)$/.exec(String(offer!.params.offerUrl))![1]!);
    clock += 47 * 3_600_000;
    expect(await sweepExpiredOffers(ctx.db, new Date(clock), offerCtx())).toBe(0);
    clock += 2 * 3_600_000;
    expect(await sweepExpiredOffers(ctx.db, new Date(clock), offerCtx())).toBe(1);
    expect(await sweepExpiredOffers(ctx.db, new Date(clock), offerCtx())).toBe(0);
    expect((await call("POST", "/api/seat-offers/claim", undefined, { t: secondToken })).statusCode).toBe(
      404,
    );
    expect(await outbox(third!, "seat_offer")).toHaveLength(1);
    expect(await seatsOf(id)).toEqual({ seats: 1, booked: 1 });
    const lapsed = await ctx.db
      .select({ status: waitingList.status })
      .from(waitingList)
      .where(eq(waitingList.studentId, second!));
    expect(lapsed).toEqual([{ status: "lapsed" }]);
    // A released seat tells the candidate once per release.
    expect(await outbox(first!, "seat_cancelled")).toHaveLength(1);
    clock = START;
  });

  it("more seats via PATCH are offered to the waiting in order", async () => {
    const id = await sitting("2027-05-12", 1);
    const [seated] = await candidates(1);
    await call("POST", `/api/sittings/${id}/bookings`, "admin", { studentIds: [seated] });
    const ids = await candidates(3);
    await wait(ids, "2027-05");
    const patched = await call("PATCH", `/api/sittings/${id}`, "admin", { seats: 3 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().sitting).toMatchObject({ seats: 3, booked: 3 });
    expect(await outbox(ids[0]!, "seat_offer")).toHaveLength(1);
    expect(await outbox(ids[1]!, "seat_offer")).toHaveLength(1);
    expect(await outbox(ids[2]!, "seat_offer")).toHaveLength(0);
    // Staff book the third by hand: they leave the list; the others' offers stay.
    const other = await sitting("2027-05-20", 5);
    expect(
      (await call("POST", `/api/sittings/${other}/bookings`, "admin", { studentIds: [ids[2]] })).statusCode,
    ).toBe(200);
    expect((await listed("2027-05")).map((e) => [e.studentId, e.status])).toEqual([
      [ids[0], "offered"],
      [ids[1], "offered"],
    ]);
  });
});

describe("a sitting cancelled back to the pool", () => {
  it("puts its candidates on the center and month's list at their registration-time place; a new sitting offers them seats", async () => {
    // Five candidates registered a minute apart: c1, w2, c3, w4, c5.
    const ids = await candidates(5, { registeredFrom: Date.UTC(2026, 5, 1) });
    const [c1, w2, c3, w4, c5] = ids as [number, number, number, number, number];
    const full = await sitting("2027-06-10", 3);
    const booked = await call("POST", `/api/sittings/${full}/bookings`, "admin", {
      studentIds: [c1, c3, c5],
    });
    expect(booked.statusCode, booked.body).toBe(200);
    // The month is full, so w2 and w4 wait; c3 has an older row (a seat once claimed for another month).
    await wait([w2, w4], "2027-06");
    await ctx.db.insert(waitingList).values({
      studentId: c3,
      testCenterId: otherCenter,
      month: "2027-02",
      examCategory: "DHA",
      examName: "old",
      position: 1,
      status: "booked",
    });

    const cancelled = await call("POST", `/api/sittings/${full}/cancel`, "admin", {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const list = await listed("2027-06");
    expect(list.map((e) => [e.studentId, e.position, e.status])).toEqual([
      [c1, 1, "waiting"],
      [w2, 2, "waiting"],
      [c3, 3, "waiting"],
      [w4, 4, "waiting"],
      [c5, 5, "waiting"],
    ]);
    const [row] = await ctx.db
      .select({ examDate: students.examDate })
      .from(students)
      .where(eq(students.id, c3));
    expect(row).toEqual({ examDate: null });

    // Seats appear: a new sitting of that month with two seats is offered to the first two.
    const fresh = await sitting("2027-06-24", 2);
    expect(await seatsOf(fresh)).toEqual({ seats: 2, booked: 2 });
    expect(await outbox(c1, "seat_offer")).toHaveLength(1);
    expect(await outbox(w2, "seat_offer")).toHaveLength(1);
    expect(await outbox(c3, "seat_offer")).toHaveLength(0);
    expect((await listed("2027-06")).map((e) => [e.studentId, e.status])).toEqual([
      [c1, "offered"],
      [w2, "offered"],
      [c3, "waiting"],
      [w4, "waiting"],
      [c5, "waiting"],
    ]);
  });

  it("keeps staff's order of the others and resets a candidate whose offer was in the cancelled sitting", async () => {
    const ids = await candidates(3, { registeredFrom: Date.UTC(2026, 6, 1) });
    const [a, b, c] = ids as [number, number, number];
    const first = await sitting("2027-08-05", 1);
    expect(
      (await call("POST", `/api/sittings/${first}/bookings`, "admin", { studentIds: [b] })).statusCode,
    ).toBe(200);
    await wait([a, c], "2027-08");
    // Staff put c first; then a seat appears in a second sitting and is offered to c.
    const before = await listed("2027-08");
    expect(
      (await call("PATCH", `/api/waiting-list/${before[1]!.id}`, "admin", { position: 1 })).statusCode,
    ).toBe(200);
    const second = await sitting("2027-08-06", 1);
    expect(await outbox(c, "seat_offer")).toHaveLength(1);
    // The second sitting is cancelled back to the pool: c's hold goes, c waits again in place.
    expect((await call("POST", `/api/sittings/${second}/cancel`, "admin", {})).statusCode).toBe(200);
    expect((await listed("2027-08")).map((e) => [e.studentId, e.status])).toEqual([
      [c, "waiting"],
      [a, "waiting"],
    ]);
    // The first is cancelled too: b registered before c, so b goes before c; a keeps its place after c.
    expect((await call("POST", `/api/sittings/${first}/cancel`, "admin", {})).statusCode).toBe(200);
    expect((await listed("2027-08")).map((e) => [e.studentId, e.position])).toEqual([
      [b, 1],
      [c, 2],
      [a, 3],
    ]);
  });
});
