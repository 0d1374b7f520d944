/**
 * Exam-day check-in (docs/product.md §11 "Check-in", decision 0025): today's sittings per center,
 * check-in by the admission letter's code or the reference on the sitting's day only, by the
 * center's own staff; an old letter, a tampered code, another sitting or day refused with a reason;
 * the same check-in twice recorded once; late after the grace period; closing marks the rest
 * absent; the history and the Excel sheet show it.
 */

import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatBookings, studentEvents, students } from "#server/db/schema.ts";
import { createAdmissionCodes } from "#server/lib/admission-codes.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createSitting } from "#tests/helpers/sittings.ts";
import { createTestContext, TEST_JWT_SECRET, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let otherCenter = 0;
let nextCandidate = 5000;

// 2026-12-14 08:30 at the centers (UTC+3).
const NOW = Date.UTC(2026, 11, 14, 5, 30);
let clock = NOW;
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return Date.UTC(2026, 11, 14, h - 3, m);
};
const TODAY = "2026-12-14";
const codes = createAdmissionCodes(TEST_JWT_SECRET, () => clock);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, otherCenter: true });
  otherCenter = ctx.otherCenterId;
});
afterAll(() => ctx.close());

async function sittingToday(overrides: Record<string, unknown> = {}) {
  return (await createSitting(ctx, { date: TODAY, durationMinutes: 180, seats: 30, ...overrides })).id;
}

/** `count` candidates of `centerId` booked into `sittingId`. */
async function booked(sittingId: number, count: number, centerId = ctx.testCenterId) {
  const ids = await insertCandidates(ctx.db, count, {
    from: nextCandidate,
    testCenterId: centerId,
    state: "Invoice_Confirmed",
  });
  nextCandidate += count;
  const response = await ctx.callAs("admin", "POST", `/api/sittings/${sittingId}/bookings`, {
    studentIds: ids,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ids;
}

async function candidate(id: number) {
  const [row] = await ctx.db
    .select({ reference: students.reference, fullName: students.fullName, nationalId: students.nationalId })
    .from(students)
    .where(eq(students.id, id));
  return row!;
}

async function liveBooking(studentId: number) {
  const rows = await ctx.db
    .select({ id: seatBookings.id, sittingId: seatBookings.sittingId, releasedAt: seatBookings.releasedAt })
    .from(seatBookings)
    .where(eq(seatBookings.studentId, studentId));
  return rows.find((r) => r.releasedAt === null)!;
}

async function codeFor(studentId: number) {
  const { reference } = await candidate(studentId);
  const booking = await liveBooking(studentId);
  return codes.sign({ reference, sittingId: booking.sittingId, bookingId: booking.id });
}

async function checkIn(
  sittingId: number,
  body: Record<string, unknown>,
  role: "admin" | "test_center" | "auditor" = "test_center",
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: "POST",
    url: `/api/sittings/${sittingId}/check-ins`,
    headers: { ...(await ctx.authAs(role)), ...headers },
    payload: body,
  });
}

async function events(studentId: number, type: "checked_in" | "marked_absent" | "absence_reverted") {
  return ctx.db
    .select()
    .from(studentEvents)
    .where(and(eq(studentEvents.studentId, studentId), eq(studentEvents.type, type)));
}

describe("check-in", () => {
  let morning = 0;
  let afternoon = 0;
  let tomorrow = 0;
  let elsewhere = 0;
  let seated: number[] = [];

  beforeAll(async () => {
    clock = NOW;
    morning = await sittingToday({ room: "Hall A" });
    afternoon = await sittingToday({ startTime: "13:00" });
    tomorrow = await sittingToday({ date: "2026-12-15" });
    elsewhere = await sittingToday({ testCenterId: otherCenter });
    seated = await booked(morning, 6);
  });

  it("lists today's sittings of the user's center with their counts; admins pick a center, auditors read", async () => {
    const mine = await ctx.getAs("test_center", `/api/check-in/today?testCenterId=${otherCenter}`);
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().sittings.map((s: { id: number }) => s.id);
    // A test_center user always sees its own center, whatever it asks for.
    expect(mine.json().date).toBe(TODAY);
    expect(ids).toEqual([morning, afternoon]);
    expect(mine.json().sittings[0].counts).toEqual({ expected: 6, present: 0, late: 0, absent: 0 });
    expect(mine.json().sittings[0].lateAfter).toBe(new Date(at("09:30")).toISOString());
    const admin = await ctx.getAs("admin", `/api/check-in/today?testCenterId=${otherCenter}`);
    expect(admin.json().sittings.map((s: { id: number }) => s.id)).toEqual([elsewhere]);
    const auditor = await ctx.getAs("auditor", "/api/check-in/today");
    expect(auditor.statusCode).toBe(200);
    expect(auditor.json().sittings).toHaveLength(3);
    expect((await ctx.getAs("schoolmoderator", "/api/check-in/today")).statusCode).toBe(403);
  });

  it("checks in by reference: the candidate to compare with the ID, present, with who and when in the history", async () => {
    const id = seated[0]!;
    const { reference, fullName, nationalId } = await candidate(id);
    const response = await checkIn(morning, { reference: ` ${reference.toLowerCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      alreadyCheckedIn: false,
      candidate: {
        studentId: id,
        reference,
        fullName,
        idType: "national_id",
        idNumber: nationalId,
        status: "present",
        checkedInAt: new Date(NOW).toISOString(),
        checkedInBy: "test_center-user",
      },
    });
    const history = await events(id, "checked_in");
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actorUsername: "test_center-user",
      changes: { sitting: { to: morning }, attendance: { to: "present" } },
    });
  });

  it("the same check-in again answers 2xx with alreadyCheckedIn and records nothing more", async () => {
    const id = seated[0]!;
    const response = await checkIn(morning, { code: await codeFor(id) }, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ alreadyCheckedIn: true, candidate: { status: "present" } });
    expect(await events(id, "checked_in")).toHaveLength(1);
    // Still the first check-in's time and staff user.
    expect(response.json().candidate.checkedInBy).toBe("test_center-user");
  });

  it("a queued check-in sent twice with its Idempotency-Key counts once", async () => {
    const id = seated[1]!;
    const body = { reference: (await candidate(id)).reference, at: new Date(NOW).toISOString() };
    const key = { "idempotency-key": "queued-check-in-0001" };
    const first = await checkIn(morning, body, "test_center", key);
    const again = await checkIn(morning, body, "test_center", key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await events(id, "checked_in")).toHaveLength(1);
  });

  it("checks in by the letter's code", async () => {
    const id = seated[2]!;
    const response = await checkIn(morning, { code: await codeFor(id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      alreadyCheckedIn: false,
      candidate: { studentId: id, status: "present" },
    });
  });

  it("refuses a tampered or forged code (400 invalid_code) and records nothing", async () => {
    const id = seated[3]!;
    const code = await codeFor(id);
    const [head, payload, signature] = code.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, bid: claims.bid + 1 })).toString(
      "base64url",
    );
    const forged = createAdmissionCodes("another-secret-that-is-long-enough-0123456789", () => clock);
    for (const bad of [
      `${head}.${forgedPayload}.${signature}`,
      `${head}.${payload}.${signature.slice(0, -2)}xx`,
      await forged.sign({ reference: (await candidate(id)).reference, sittingId: morning, bookingId: 1 }),
      "not a code at all",
    ]) {
      const response = await checkIn(morning, { code: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ reason: "invalid_code", field: "code" });
    }
    expect(await events(id, "checked_in")).toHaveLength(0);
  });

  it("refuses an old letter: the seat was moved after it was printed", async () => {
    const id = seated[3]!;
    const oldCode = await codeFor(id);
    // Moved to the afternoon and back: a new booking row, so the first letter no longer holds.
    expect(
      (await ctx.callAs("admin", "POST", `/api/sittings/${afternoon}/bookings`, { studentIds: [id] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.callAs("admin", "POST", `/api/sittings/${morning}/bookings`, { studentIds: [id] }))
        .statusCode,
    ).toBe(200);
    const response = await checkIn(morning, { code: oldCode });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: "old_letter", field: "code" });
    expect(await events(id, "checked_in")).toHaveLength(0);
    // The new letter works.
    expect((await checkIn(morning, { code: await codeFor(id) })).statusCode).toBe(200);
  });

  it("refuses a candidate of another sitting today, or of another day, naming when their seat is", async () => {
    const [later] = await booked(afternoon, 1);
    const [nextDay] = await booked(tomorrow, 1);
    const byReference = await checkIn(morning, { reference: (await candidate(later!)).reference });
    expect(byReference.statusCode).toBe(409);
    expect(byReference.json()).toMatchObject({ reason: "wrong_sitting", seatTime: "13:00" });
    const byCode = await checkIn(morning, { code: await codeFor(later!) });
    expect(byCode.json()).toMatchObject({ reason: "wrong_sitting", field: "code" });
    const wrongDay = await checkIn(morning, { code: await codeFor(nextDay!) });
    expect(wrongDay.statusCode).toBe(409);
    expect(wrongDay.json()).toMatchObject({ reason: "wrong_day", seatDate: "2026-12-15" });
    const wrongDayRef = await checkIn(morning, { reference: (await candidate(nextDay!)).reference });
    expect(wrongDayRef.json()).toMatchObject({ reason: "wrong_day" });
    // Tomorrow's sitting itself takes no check-in today.
    const notToday = await checkIn(tomorrow, { code: await codeFor(nextDay!) });
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json()).toMatchObject({ reason: "not_today" });
    expect(await events(later!, "checked_in")).toHaveLength(0);
    expect(await events(nextDay!, "checked_in")).toHaveLength(0);
  });

  it("refuses an unknown reference (404) and a candidate without a seat (409)", async () => {
    const unknown = await checkIn(morning, { reference: "EX-26-ZZZZZZ" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: "unknown_reference", field: "reference" });
    const [seatless] = await insertCandidates(ctx.db, 1, {
      from: nextCandidate++,
      testCenterId: ctx.testCenterId,
    });
    const none = await checkIn(morning, { reference: (await candidate(seatless!)).reference });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ reason: "not_booked", message: expect.stringContaining("no seat") });
  });

  it("refuses malformed bodies with 400 naming the field", async () => {
    for (const body of [
      {},
      { reference: "EX-1", code: "x" },
      { code: "x".repeat(2000) },
      { reference: "EX-1\n2" },
      { reference: "EX-1", at: "yesterday" },
    ]) {
      const response = await checkIn(morning, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field).toBeTruthy();
    }
  });

  it("lets a test_center user check in at its own center only; auditors cannot check in", async () => {
    const [there] = await booked(elsewhere, 1, otherCenter);
    const reference = (await candidate(there!)).reference;
    const refused = await checkIn(elsewhere, { reference });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.getAs("test_center", `/api/sittings/${elsewhere}/attendance`)).statusCode).toBe(403);
    expect((await ctx.getAs("test_center", `/api/sittings/${elsewhere}/attendance.xlsx`)).statusCode).toBe(
      403,
    );
    expect((await checkIn(morning, { reference }, "auditor")).statusCode).toBe(403);
    expect(await events(there!, "checked_in")).toHaveLength(0);
    const admin = await checkIn(elsewhere, { reference }, "admin");
    expect(admin.statusCode).toBe(200);
    expect((await ctx.getAs("auditor", `/api/sittings/${elsewhere}/attendance`)).statusCode).toBe(200);
  });

  it("marks an arrival after the start plus the grace period late; a queued check-in keeps its own time", async () => {
    clock = at("09:31");
    const late = await checkIn(morning, { reference: (await candidate(seated[4]!)).reference });
    expect(late.json()).toMatchObject({ candidate: { status: "late" } });
    expect((await events(seated[4]!, "checked_in"))[0]).toMatchObject({
      changes: { attendance: { to: "late" } },
    });
    // Made offline at 09:20 and sent at 09:31: on time.
    const queued = await checkIn(morning, {
      reference: (await candidate(seated[5]!)).reference,
      at: new Date(at("09:20")).toISOString(),
    });
    expect(queued.json()).toMatchObject({
      candidate: { status: "present", checkedInAt: new Date(at("09:20")).toISOString() },
    });
  });

  it("closing before the start is refused; closing marks the rest absent in their history; later check-ins are refused", async () => {
    const early = await ctx.callAs("test_center", "POST", `/api/sittings/${afternoon}/attendance/close`);
    expect(early.statusCode).toBe(409);
    const [noShow] = await booked(morning, 1);
    clock = at("12:05");
    const closed = await ctx.callAs("test_center", "POST", `/api/sittings/${morning}/attendance/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ markedAbsent: 1, alreadyClosed: false });
    expect(await events(noShow!, "marked_absent")).toHaveLength(1);
    expect((await events(noShow!, "marked_absent"))[0]).toMatchObject({ actorUsername: "test_center-user" });
    const again = await ctx.callAs("test_center", "POST", `/api/sittings/${morning}/attendance/close`);
    expect(again.json()).toMatchObject({ markedAbsent: 0, alreadyClosed: true });
    const after = await checkIn(morning, { reference: (await candidate(noShow!)).reference });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ reason: "closed" });
    const roster = await ctx.getAs("auditor", `/api/sittings/${morning}/attendance`);
    const statuses = roster
      .json()
      .roster.map((e: { status: string }) => e.status)
      .sort();
    expect(statuses).toEqual(["absent", "late", "present", "present", "present", "present", "present"]);
    expect(roster.json().sitting.counts).toEqual({ expected: 0, present: 5, late: 1, absent: 1 });
    expect(roster.json().roster.map((e: { line: number }) => e.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("gives the attendance sheet as Excel with each candidate's status", async () => {
    const response = await ctx.getAs("test_center", `/api/sittings/${morning}/attendance.xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain(`Attendance_${TODAY}_0900_`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Attendance")!;
    expect(sheet.getRow(1).getCell(7).value).toBe("Attendance");
    const column = (sheet.getColumn(7).values as unknown[]).slice(2).sort();
    expect(column).toEqual(["Absent", "Late", "Present", "Present", "Present", "Present", "Present"]);
  });

  it("an admin re-opens a closed sitting on its day: the close's absences are expected again, recorded; check-in works again", async () => {
    const absentOnes = (await ctx.getAs("admin", `/api/sittings/${morning}/attendance`))
      .json()
      .roster.filter((e: { status: string }) => e.status === "absent")
      .map((e: { studentId: number }) => e.studentId);
    expect(absentOnes).toHaveLength(1);
    const byCenter = await ctx.callAs("test_center", "POST", `/api/sittings/${morning}/attendance/reopen`);
    expect(byCenter.statusCode).toBe(403);
    const reopened = await ctx.callAs("admin", "POST", `/api/sittings/${morning}/attendance/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ success: true, revertedAbsent: 1 });
    const roster = await ctx.getAs("admin", `/api/sittings/${morning}/attendance`);
    expect(roster.json().sitting).toMatchObject({
      closedAt: null,
      counts: { expected: 1, present: 5, late: 1, absent: 0 },
    });
    expect(await events(absentOnes[0], "absence_reverted")).toHaveLength(1);
    expect((await events(absentOnes[0], "absence_reverted"))[0]).toMatchObject({
      actorUsername: "admin-user",
    });
    expect(await ctx.lastAudit("sitting.reopened")).toMatchObject({
      targetId: morning,
      details: { revertedAbsent: 1 },
    });
    // Not closed any more: a second re-open is refused; the candidate can be checked in now.
    const again = await ctx.callAs("admin", "POST", `/api/sittings/${morning}/attendance/reopen`);
    expect(again.statusCode).toBe(409);
    expect(again.json().field).toBe("status");
    const { reference } = await candidate(absentOnes[0]);
    const late = await checkIn(morning, { reference });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ candidate: { status: "late" } });

    // Closed again, then the next day: too late to re-open.
    expect((await ctx.callAs("admin", "POST", `/api/sittings/${morning}/attendance/close`)).statusCode).toBe(
      200,
    );
    clock = at("12:05") + 86_400_000;
    ctx.forgetToken("admin");
    const nextDay = await ctx.callAs("admin", "POST", `/api/sittings/${morning}/attendance/reopen`);
    expect(nextDay.statusCode).toBe(409);
    expect(nextDay.json().field).toBe("date");
    clock = at("12:05");
  });
});
