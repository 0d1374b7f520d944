/**
 * Sittings and seats (docs/product.md §10, decision 0022): who may manage which center's sittings,
 * bookings all-or-nothing with never more candidates than seats (also under 50 simultaneous
 * requests), a candidate holding at most one seat, seat changes written into the seed's exam fields
 * with history and e-mail, cancellation, and the public availability of months.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, seatBookings, sittings, studentEvents, students } from "#server/db/schema.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createSitting, SITTING_DEFAULTS } from "#tests/helpers/sittings.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

let nextCandidate = 1000;

// A fixed "now": sittings are in the months after it.
const NOW = Date.UTC(2026, 10, 20, 8, 0);

const ctx = suiteTestContext({ now: () => NOW, otherCenter: true });

const sittingBody = (overrides: Record<string, unknown> = {}) => ({
  testCenterId: ctx.testCenterId,
  ...SITTING_DEFAULTS,
  ...overrides,
});

async function book(sittingId: number, studentIds: number[], role: "admin" | "test_center" = "admin") {
  return ctx.app.inject({
    method: "POST",
    url: `/api/sittings/${sittingId}/bookings`,
    headers: await ctx.authAs(role),
    payload: { studentIds },
  });
}

/** `count` fresh candidates waiting for a seat. */
async function freshCandidates(
  count: number,
  state: "Invoice_Confirmed" | "Confirmed" = "Invoice_Confirmed",
) {
  const ids = await insertCandidates(ctx.db, count, {
    from: nextCandidate,
    testCenterId: ctx.testCenterId,
    state,
  });
  nextCandidate += count;
  return ids;
}

describe("managing sittings", () => {
  it("creates a sitting with its fields; the list and the detail show it", async () => {
    const sitting = await createSitting(ctx, { room: "Hall B", examCategory: "SCFHS" });
    expect(sitting).toMatchObject({ seats: 10, booked: 0, free: 10, status: "published", room: "Hall B" });
    const list = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings?testCenterId=${ctx.testCenterId}&from=2026-12-01&to=2026-12-31`,
      headers: await ctx.authAs("auditor"),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().sittings.map((s: { id: number }) => s.id)).toContain(sitting.id);
    const detail = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings/${sitting.id}`,
      headers: await ctx.authAs("auditor"),
    });
    expect(detail.json()).toMatchObject({
      sitting: { id: sitting.id, testCenter: expect.any(String) },
      roster: [],
    });
  });

  it.each([
    [{ startTime: "9am" }, "startTime"],
    [{ seats: 0 }, "seats"],
    [{ durationMinutes: 5 }, "durationMinutes"],
    [{ date: "2026-02-30" }, "date"],
    [{ examName: "SMLE", examCategory: null }, "examCategory"],
    [{ bookingOpensAt: "2026-12-01T00:00:00Z", bookingClosesAt: "2026-11-01T00:00:00Z" }, "bookingClosesAt"],
    [{ testCenterId: 999_999 }, "testCenterId"],
  ])("refuses %j with 400 naming the field, and creates nothing", async (overrides, field) => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(sittings);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/sittings",
      headers: await ctx.authAs("admin"),
      payload: sittingBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(sittings);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("a test_center user manages its own center's sittings only; auditors and others only read", async () => {
    await createSitting(ctx, {}, "test_center");
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/sittings",
      headers: await ctx.authAs("test_center"),
      payload: sittingBody({ testCenterId: ctx.otherCenterId }),
    });
    expect(other.statusCode).toBe(403);
    const auditor = await ctx.app.inject({
      method: "POST",
      url: "/api/sittings",
      headers: await ctx.authAs("auditor"),
      payload: sittingBody(),
    });
    expect(auditor.statusCode).toBe(403);
    for (const role of ["visitor", "schoolmoderator"] as const) {
      const read = await ctx.app.inject({
        method: "GET",
        url: "/api/sittings",
        headers: await ctx.authAs(role),
      });
      expect(read.statusCode).toBe(403);
    }
    // A test_center user lists its own center's sittings whatever it asks for.
    const [foreign] = await ctx.db
      .insert(sittings)
      .values({
        testCenterId: ctx.otherCenterId,
        date: "2026-12-15",
        startTime: "10:00",
        durationMinutes: 60,
        seats: 5,
      })
      .returning({ id: sittings.id });
    const list = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings?testCenterId=${ctx.otherCenterId}`,
      headers: await ctx.authAs("test_center"),
    });
    expect(
      list.json().sittings.every((s: { testCenterId: number }) => s.testCenterId === ctx.testCenterId),
    ).toBe(true);
    const foreignDetail = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings/${foreign!.id}`,
      headers: await ctx.authAs("test_center"),
    });
    expect(foreignDetail.statusCode).toBe(403);
  });
});

describe("GET /api/sittings/calendar", () => {
  it("answers the month's sittings with only what the calendar draws; a test_center user its own; ranges bounded", async () => {
    const mine = await createSitting(ctx, { date: "2027-09-07", startTime: "13:30", seats: 12 });
    const theirs = await createSitting(ctx, { testCenterId: ctx.otherCenterId, date: "2027-09-05" });
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/sittings/calendar?from=2027-09-01&to=2027-09-30",
      headers: await ctx.authAs("admin"),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sittings).toEqual([
      {
        id: theirs.id,
        testCenterId: ctx.otherCenterId,
        date: "2027-09-05",
        startTime: "09:00",
        seats: 10,
        booked: 0,
        status: "published",
      },
      {
        id: mine.id,
        testCenterId: ctx.testCenterId,
        date: "2027-09-07",
        startTime: "13:30",
        seats: 12,
        booked: 0,
        status: "published",
      },
    ]);
    // A test_center user sees its own center's only, whatever it asks.
    const own = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings/calendar?from=2027-09-01&to=2027-09-30&testCenterId=${ctx.otherCenterId}`,
      headers: await ctx.authAs("test_center"),
    });
    expect(own.json().sittings.map((s: { id: number }) => s.id)).toEqual([mine.id]);
    for (const query of [
      "from=2027-09-01&to=2027-12-31",
      "from=2027-09-30&to=2027-09-01",
      "from=2027-09-01",
    ]) {
      const refused = await ctx.app.inject({
        method: "GET",
        url: `/api/sittings/calendar?${query}`,
        headers: await ctx.authAs("admin"),
      });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().field).toBe("to");
    }
  });
});

describe("booking seats", () => {
  it("books candidates: state Exam_Details, the seed's exam fields, history and the exam-details e-mail", async () => {
    const sitting = await createSitting(ctx, { date: "2026-12-16", startTime: "13:30" });
    const ids = await freshCandidates(3);
    const response = await book(sitting.id, ids);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ booked: ids, free: 7 });
    const rows = await ctx.db.select().from(students).where(eq(students.id, ids[0]!));
    expect(rows[0]).toMatchObject({ state: "Exam_Details", examDate: "2026-12-16", examTime: "13:30" });
    expect(rows[0]!.examLocation).toBeTruthy();
    const events = await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, ids[0]!));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["state_changed", "seat_booked"]));
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.studentId, ids[0]!), eq(emailOutbox.kind, "exam_details")));
    expect(mails).toHaveLength(1);
    // Booking the same candidates again keeps their seats: no second seat, no second e-mail.
    const again = await book(sitting.id, ids);
    expect(again.json()).toMatchObject({ booked: ids, free: 7 });
  });

  it("all or nothing: more candidates than free seats is a 409 with the free count, and nothing changes", async () => {
    const sitting = await createSitting(ctx, { seats: 2 });
    const ids = await freshCandidates(3);
    const response = await book(sitting.id, ids);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ free: 2, field: "studentIds" });
    const held = await ctx.db.select().from(seatBookings).where(eq(seatBookings.sittingId, sitting.id));
    expect(held).toHaveLength(0);
    const [row] = await ctx.db.select().from(students).where(eq(students.id, ids[0]!));
    expect(row).toMatchObject({ state: "Invoice_Confirmed", examDate: null });
  });

  it("50 simultaneous bookings for 10 free seats: exactly 10 booked and 40 refusals with the free count", async () => {
    const sitting = await createSitting(ctx, { seats: 10 });
    const ids = await freshCandidates(50);
    const headers = await ctx.authAs("admin");
    const answers = await Promise.all(
      ids.map((id) =>
        ctx.app.inject({
          method: "POST",
          url: `/api/sittings/${sitting.id}/bookings`,
          headers,
          payload: { studentIds: [id] },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().free).toBe(0);
    const [row] = await ctx.db.select().from(sittings).where(eq(sittings.id, sitting.id));
    expect(row).toMatchObject({ booked: 10, seats: 10 });
    const live = await ctx.db
      .select()
      .from(seatBookings)
      .where(and(eq(seatBookings.sittingId, sitting.id), isNull(seatBookings.releasedAt)));
    expect(live).toHaveLength(10);
  });

  it("a candidate holds one seat: booking into another sitting moves them and frees the first seat", async () => {
    const first = await createSitting(ctx, { date: "2026-12-17" });
    const second = await createSitting(ctx, { date: "2026-12-18", startTime: "14:00" });
    const [id] = await freshCandidates(1);
    expect((await book(first.id, [id!])).statusCode).toBe(200);
    const moved = await book(second.id, [id!]);
    expect(moved.statusCode).toBe(200);
    const [a] = await ctx.db.select().from(sittings).where(eq(sittings.id, first.id));
    const [b] = await ctx.db.select().from(sittings).where(eq(sittings.id, second.id));
    expect([a!.booked, b!.booked]).toEqual([0, 1]);
    const [row] = await ctx.db.select().from(students).where(eq(students.id, id!));
    expect(row).toMatchObject({ examDate: "2026-12-18", examTime: "14:00" });
    const live = await ctx.db
      .select()
      .from(seatBookings)
      .where(and(eq(seatBookings.studentId, id!), isNull(seatBookings.releasedAt)));
    expect(live).toHaveLength(1);
    // The changed date sends the exam-details e-mail again.
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.studentId, id!), eq(emailOutbox.kind, "exam_details")));
    expect(mails).toHaveLength(2);
  });

  it("a test_center user books only its own center's candidates into its own sittings", async () => {
    const sitting = await createSitting(ctx);
    const [foreign] = await insertCandidates(ctx.db, 1, {
      from: nextCandidate++,
      testCenterId: ctx.otherCenterId,
    });
    expect((await book(sitting.id, [foreign!], "test_center")).statusCode).toBe(403);
    const [own] = await freshCandidates(1);
    expect((await book(sitting.id, [own!], "test_center")).statusCode).toBe(200);
    const auditor = await ctx.app.inject({
      method: "POST",
      url: `/api/sittings/${sitting.id}/bookings`,
      headers: await ctx.authAs("auditor"),
      payload: { studentIds: [own] },
    });
    expect(auditor.statusCode).toBe(403);
  });

  it("unknown candidates: 404, nothing booked; a past sitting or a cancelled one: 409", async () => {
    const sitting = await createSitting(ctx);
    const [id] = await freshCandidates(1);
    const missing = await book(sitting.id, [id!, 9_999_999]);
    expect(missing.statusCode).toBe(404);
    expect(
      (await ctx.db.select().from(seatBookings).where(eq(seatBookings.sittingId, sitting.id))).length,
    ).toBe(0);
    const past = await createSitting(ctx, { date: "2026-11-19" });
    expect((await book(past.id, [id!])).statusCode).toBe(409);
    // On the day, after the start: a walk-in is still booked.
    const today = await createSitting(ctx, { date: "2026-11-20", startTime: "09:00" });
    expect((await book(today.id, [id!])).statusCode).toBe(200);
  });

  it("gives a seat back until the start: exam fields cleared, count lowered, history kept", async () => {
    const sitting = await createSitting(ctx, { date: "2026-12-20" });
    const [id] = await freshCandidates(1);
    await book(sitting.id, [id!]);
    const response = await ctx.app.inject({
      method: "DELETE",
      url: `/api/sittings/${sitting.id}/bookings/${id}`,
      headers: await ctx.authAs("admin"),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select().from(students).where(eq(students.id, id!));
    expect(row).toMatchObject({ examDate: null, examTime: null, examLocation: null });
    const [s] = await ctx.db.select().from(sittings).where(eq(sittings.id, sitting.id));
    expect(s!.booked).toBe(0);
    const events = await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, id!));
    expect(events.map((e) => e.type)).toContain("seat_released");
    const again = await ctx.app.inject({
      method: "DELETE",
      url: `/api/sittings/${sitting.id}/bookings/${id}`,
      headers: await ctx.authAs("admin"),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("GET /api/sittings/{id}/waiting", () => {
  it("lists the center's candidates waiting for a seat: confirmed, seatless, no typed date, of the sitting's exam", async () => {
    const centerId = await ctx.addCenter({ name: "Waiting List Center", address: "Olaya, Riyadh" });
    const at = (
      state: "Invoice_Confirmed" | "Confirmed" | "Not_Confirmed" | "Exam_Details",
      count: number,
    ) => {
      const ids = insertCandidates(ctx.db, count, { from: nextCandidate, testCenterId: centerId, state });
      nextCandidate += count;
      return ids;
    };
    const [paid, seated, typed] = await at("Invoice_Confirmed", 3);
    const [confirmed] = await at("Confirmed", 1);
    await at("Not_Confirmed", 1);
    await at("Exam_Details", 1);
    // Another center's waiting candidate is not listed.
    await freshCandidates(1);
    await ctx.db.update(students).set({ examDate: "2027-01-03" }).where(eq(students.id, typed!));
    const sitting = await createSitting(ctx, { testCenterId: centerId, date: "2026-12-21", seats: 5 });
    const other = await createSitting(ctx, { testCenterId: centerId, date: "2026-12-22", seats: 5 });
    expect((await book(other.id, [seated!])).statusCode).toBe(200);

    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings/${sitting.id}/waiting`,
      headers: await ctx.authAs("auditor"),
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().candidates as { id: number; state: string }[];
    // The paid ones first, then the confirmed, each by registration time.
    expect(listed.map((c) => c.id)).toEqual([paid, confirmed]);

    // A sitting of one exam lists only that exam's candidates.
    const [row] = await ctx.db.select().from(students).where(eq(students.id, paid!));
    const forExam = await createSitting(ctx, {
      testCenterId: centerId,
      date: "2026-12-23",
      examCategory: row!.examCategory,
      examName: `${row!.examName} (other)`,
    });
    const none = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings/${forExam.id}/waiting`,
      headers: await ctx.authAs("admin"),
    });
    expect(none.json().candidates).toEqual([]);

    // A test_center user of another center is refused.
    const refused = await ctx.app.inject({
      method: "GET",
      url: `/api/sittings/${sitting.id}/waiting`,
      headers: await ctx.authAs("test_center"),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("editing and cancelling sittings", () => {
  it("refuses fewer seats than booked; a new time reaches the booked candidates", async () => {
    const sitting = await createSitting(ctx, { seats: 5, date: "2026-12-21" });
    const ids = await freshCandidates(3);
    await book(sitting.id, ids);
    const headers = await ctx.authAs("admin");
    const tooFew = await ctx.app.inject({
      method: "PATCH",
      url: `/api/sittings/${sitting.id}`,
      headers,
      payload: { seats: 2 },
    });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().field).toBe("seats");
    const moved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/sittings/${sitting.id}`,
      headers,
      payload: { startTime: "11:15", seats: 3 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().sitting).toMatchObject({ startTime: "11:15", seats: 3, free: 0 });
    const [row] = await ctx.db.select().from(students).where(eq(students.id, ids[0]!));
    expect(row!.examTime).toBe("11:15");
  });

  it("cancels into another sitting (all or nothing) or back to the pool", async () => {
    const cancelled = await createSitting(ctx, { date: "2026-12-22" });
    const small = await createSitting(ctx, { date: "2026-12-23", seats: 1 });
    const roomy = await createSitting(ctx, { date: "2026-12-24", seats: 20 });
    const ids = await freshCandidates(2);
    await book(cancelled.id, ids);
    const headers = await ctx.authAs("admin");
    const noRoom = await ctx.app.inject({
      method: "POST",
      url: `/api/sittings/${cancelled.id}/cancel`,
      headers,
      payload: { moveTo: small.id },
    });
    expect(noRoom.statusCode).toBe(409);
    const [still] = await ctx.db.select().from(sittings).where(eq(sittings.id, cancelled.id));
    expect(still).toMatchObject({ status: "published", booked: 2 });

    const ok = await ctx.app.inject({
      method: "POST",
      url: `/api/sittings/${cancelled.id}/cancel`,
      headers,
      payload: { moveTo: roomy.id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sitting).toMatchObject({ status: "cancelled", booked: 0 });
    const [row] = await ctx.db.select().from(students).where(eq(students.id, ids[0]!));
    expect(row!.examDate).toBe("2026-12-24");

    const pool = await ctx.app.inject({
      method: "POST",
      url: `/api/sittings/${roomy.id}/cancel`,
      headers,
      payload: {},
    });
    expect(pool.statusCode).toBe(200);
    const [back] = await ctx.db.select().from(students).where(eq(students.id, ids[0]!));
    expect(back!.examDate).toBeNull();
    expect((await book(roomy.id, ids)).statusCode).toBe(409);
  });
});

describe("GET /api/availability", () => {
  it("shows the next 12 months as levels, not counts, from published sittings only; a booking changes it", async () => {
    const center = await ctx.addCenter({ name: "Manama Seef Test Center", address: "Seef, Manama" });
    const url = `/api/availability?testCenter=${center}&exam=${encodeURIComponent("Saudi Medical Licensing Exam (SMLE)")}`;
    const empty = await ctx.app.inject({ method: "GET", url });
    expect(empty.statusCode, empty.body).toBe(200);
    const months = empty.json().months as {
      month: string;
      open: boolean;
      level: string;
      trialMonth: string | null;
    }[];
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe("2026-11");
    expect(months.every((m) => !m.open && m.level === "none")).toBe(true);
    expect(months.find((m) => m.month === "2027-02")!.trialMonth).toBeNull();
    expect(months.find((m) => m.month === "2027-01")!.trialMonth).toBe("January");

    const headers = await ctx.authAs("admin");
    await ctx.app.inject({
      method: "POST",
      url: "/api/sittings",
      headers,
      payload: sittingBody({ testCenterId: center, date: "2027-01-12", seats: 3, status: "draft" }),
    });
    const draftOnly = await ctx.app.inject({ method: "GET", url });
    expect(draftOnly.json().months.find((m: { month: string }) => m.month === "2027-01").open).toBe(false);

    const published = await ctx.app.inject({
      method: "POST",
      url: "/api/sittings",
      headers,
      payload: sittingBody({ testCenterId: center, date: "2027-01-19", seats: 1, examCategory: "SCFHS" }),
    });
    const open = await ctx.app.inject({ method: "GET", url });
    const january = open.json().months.find((m: { month: string }) => m.month === "2027-01");
    expect(january).toMatchObject({ open: true, level: "few" });
    expect(JSON.stringify(open.json())).not.toMatch(/"(seats|free|booked)"/);
    // Another regulator's sitting does not open the month for this exam.
    const other = `/api/availability?testCenter=${center}&exam=${encodeURIComponent("Registrar")}`;
    const otherMonths = await ctx.app.inject({ method: "GET", url: other });
    expect(otherMonths.json().months.find((m: { month: string }) => m.month === "2027-01").open).toBe(false);

    const [id] = await insertCandidates(ctx.db, 1, { from: nextCandidate++, testCenterId: center });
    expect((await book(published.json().sitting.id, [id!])).statusCode).toBe(200);
    const full = await ctx.app.inject({ method: "GET", url });
    expect(full.json().months.find((m: { month: string }) => m.month === "2027-01").open).toBe(false);
  });

  it("refuses a missing center or exam with 400", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/availability?exam=SMLE" });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("testCenter");
  });
});
