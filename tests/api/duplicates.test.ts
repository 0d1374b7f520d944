/**
 * Possible duplicate persons and their merge (docs/product.md §12 "Duplicates and merge", decision
 * 0031): each reason is detected (name and date of birth, phone in another spelling, a national ID or
 * passport one typo apart, an e-mail differing in case and dots), unrelated persons are not; a pair
 * dismissed leaves the queue for good; a merge moves every related row in one transaction, records
 * it on both histories, and refuses what cannot belong to one candidate twice; roles.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  duplicatePairs,
  emailOutbox,
  examResults,
  invoices,
  seatBookings,
  sittings,
  studentEvents,
  students,
  waitingList,
} from "#server/db/schema.ts";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import type { DuplicatePair, MergeAnswer } from "#shared/candidates/duplicates.ts";
import type { WorkQueuesResponse } from "#shared/dashboard/work-queues.ts";
import type { RegistrationInput } from "#shared/registration/registration.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { pageOf, suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();
let next = 100;

/**
 * One fresh candidate (factory data, its own phone and e-mail) with `overrides`. Its national ID is
 * scattered, not the factory's numbered one: consecutive numbers are one typo apart, and two test
 * persons given one date of birth would then also match by national ID.
 */
async function person(overrides: Partial<RegistrationInput> = {}): Promise<number> {
  const n = next++;
  const [id] = await insertCandidates(ctx.db, 1, {
    from: n,
    testCenterId: ctx.testCenterId,
    overrides: () => ({
      nationalId: String(1_000_000_000 + ((n * 2_654_435_761) % 1_000_000_000)),
      passportNumber: "",
      ...overrides,
    }),
  });
  return id!;
}

/** The whole open queue (as an admin). */
async function queue(): Promise<DuplicatePair[]> {
  return pageOf<DuplicatePair>(await ctx.getAs("admin", "/api/duplicates?pageSize=100")).rows;
}

/** The reasons of the pair of `a` and `b` in the queue, or null when they are not a pair. */
async function reasonsOf(a: number, b: number) {
  const pair = (await queue()).find((p) => p.first.id === Math.min(a, b) && p.second.id === Math.max(a, b));
  return pair ? pair.reasons : null;
}

describe("detection", () => {
  it("finds the same name and date of birth, whatever the case, spaces, hyphens and alef forms", async () => {
    const a = await person({ fullName: "Mohammed Al-Harbi", dob: "1988-03-14" });
    const b = await person({ fullName: "mohammed  al harbi", dob: "1988-03-14" });
    const arabic = await person({ fullName: "أحمد الحربي", dob: "1991-07-02" });
    const arabicPlain = await person({ fullName: "احمد الحربي", dob: "1991-07-02" });
    expect(await reasonsOf(a, b)).toEqual(["name_dob"]);
    expect(await reasonsOf(arabic, arabicPlain)).toEqual(["name_dob"]);
  });

  it("finds one phone written in two ways (country code, trunk 0, spaces)", async () => {
    const a = await person({ phone: "+966 50 123 4567" });
    const b = await person({ phone: "0501234567" });
    expect(await reasonsOf(a, b)).toEqual(["phone"]);
  });

  it("finds a national ID one typo apart (two digits swapped, one changed) with the same date of birth", async () => {
    const a = await person({ nationalId: "1012345678", dob: "1979-01-21", fullName: "Fatima Zahrani" });
    const swapped = await person({
      nationalId: "1012345687",
      dob: "1979-01-21",
      fullName: "Fatimah Al Zahrani",
    });
    const changed = await person({ nationalId: "1012345670", dob: "1979-01-21", fullName: "F. Zahrani" });
    expect(await reasonsOf(a, swapped)).toEqual(["national_id"]);
    expect(await reasonsOf(a, changed)).toEqual(["national_id"]);
  });

  it("finds a passport number with a character left out, with the same date of birth", async () => {
    const a = await person({ passportNumber: "K8812345", dob: "1984-11-30", fullName: "Priya Nair" });
    const b = await person({ passportNumber: "K881234", dob: "1984-11-30", fullName: "Priya S. Nair" });
    expect(await reasonsOf(a, b)).toEqual(["passport"]);
  });

  it("finds an e-mail differing in case and dots before the @", async () => {
    const a = await person({ email: "sara.ahmed@example.org" });
    const b = await person({ email: "SaraAhmed@Example.org" });
    expect(await reasonsOf(a, b)).toEqual(["email"]);
  });

  it("lists every reason a pair has", async () => {
    const a = await person({ fullName: "Omar Saleh", dob: "1975-05-05", phone: "+97455512345" });
    const b = await person({ fullName: "OMAR SALEH", dob: "1975-05-05", phone: "55512345" });
    expect(await reasonsOf(a, b)).toEqual(["name_dob", "phone"]);
  });

  it("does not pair unrelated persons, a near ID with another date of birth, or a deleted record", async () => {
    const a = await person({ nationalId: "2098765432", dob: "1990-02-02", fullName: "Khalid Otaibi" });
    const otherBirth = await person({
      nationalId: "2098765423",
      dob: "1990-02-03",
      fullName: "Noura Otaibi",
    });
    const farId = await person({ nationalId: "2098700000", dob: "1990-02-02", fullName: "Huda Qahtani" });
    const sameNameOtherBirth = await person({ fullName: "Khalid Otaibi", dob: "1993-02-02" });
    expect(await reasonsOf(a, otherBirth)).toBeNull();
    expect(await reasonsOf(a, farId)).toBeNull();
    expect(await reasonsOf(a, sameNameOtherBirth)).toBeNull();

    const live = await person({ fullName: "Layla Hassan", dob: "1986-06-06" });
    const twin = await person({ fullName: "Layla Hassan", dob: "1986-06-06" });
    expect(await reasonsOf(live, twin)).toEqual(["name_dob"]);
    const removed = await ctx.callAs("admin", "DELETE", "/api/students", { studentIds: [twin] });
    expect(removed.statusCode).toBe(200);
    expect(await reasonsOf(live, twin)).toBeNull();
  });

  it("drops a pair that an edit makes different, and finds one an edit makes alike", async () => {
    const a = await person({ fullName: "Yusuf Malik", dob: "1982-08-08" });
    const b = await person({ fullName: "Yusuf Malik", dob: "1982-08-08" });
    expect(await reasonsOf(a, b)).toEqual(["name_dob"]);
    await ctx.db.update(students).set({ dateOfBirth: "1982-08-09" }).where(eq(students.id, b));
    expect(await reasonsOf(a, b)).toBeNull();
    await ctx.db.update(students).set({ dateOfBirth: "1982-08-08" }).where(eq(students.id, b));
    expect(await reasonsOf(a, b)).toEqual(["name_dob"]);
  });

  it("keeps the pairs right when one statement updates many candidates (as an import batch does)", async () => {
    // Three pairs by name and date of birth, and two unrelated persons.
    const twins = async (fullName: string, dob: string): Promise<[number, number]> => [
      await person({ fullName, dob }),
      await person({ fullName, dob }),
    ];
    const [a, b] = await twins("Salma Qahtani", "1984-02-02");
    const [c, d] = await twins("Omar Faris", "1977-05-05");
    const [g, h] = await twins("Nora Shehri", "1990-10-10");
    const e = await person();
    const f = await person();
    const dismissed = await ctx.callAs("admin", "POST", "/api/duplicates/dismiss", {
      studentId: c,
      otherId: d,
    });
    expect(dismissed.statusCode).toBe(200);
    const pairRow = async (x: number, y: number) => {
      const [row] = await ctx.db
        .select()
        .from(duplicatePairs)
        .where(and(eq(duplicatePairs.studentId, Math.min(x, y)), eq(duplicatePairs.otherId, Math.max(x, y))));
      return row ? { reasons: row.reasons, dismissed: row.dismissedAt !== null } : null;
    };
    const before = { ab: await pairRow(a, b), cd: await pairRow(c, d), gh: await pairRow(g, h) };
    expect(before).toEqual({
      ab: { reasons: ["name_dob"], dismissed: false },
      cd: { reasons: ["name_dob"], dismissed: true },
      gh: { reasons: ["name_dob"], dismissed: false },
    });

    // A statement that changes no compared field leaves every pair as it was.
    await ctx.db.execute(sql`update ${students} set city = 'Tabuk' where id in (${a}, ${b}, ${c}, ${d})`);
    expect({ ab: await pairRow(a, b), cd: await pairRow(c, d), gh: await pairRow(g, h) }).toEqual(before);

    // One statement: b born another day (a-b no longer alike), d given c's phone (the dismissed
    // pair gains a reason and stays dismissed), e and f one new phone (paired with each other),
    // h deleted (its pair leaves).
    await ctx.db.execute(sql`
      update ${students} s set
        date_of_birth = case when s.id = ${b} then date '1984-02-03' else s.date_of_birth end,
        phone = case when s.id = ${d} then (select phone from ${students} where id = ${c})
                     when s.id in (${e}, ${f}) then '+966 54 999 0001' else s.phone end,
        deleted_at = case when s.id = ${h} then now() else s.deleted_at end
      where s.id in (${b}, ${d}, ${e}, ${f}, ${h})`);
    expect(await pairRow(a, b)).toBeNull();
    expect(await pairRow(c, d)).toEqual({ reasons: ["name_dob", "phone"], dismissed: true });
    expect(await pairRow(e, f)).toEqual({ reasons: ["phone"], dismissed: false });
    expect(await pairRow(g, h)).toBeNull();
  });

  it("pages the queue newest first with the total in X-Total-Count; 400 for a bad page", async () => {
    const all = pageOf<DuplicatePair>(await ctx.getAs("admin", "/api/duplicates?pageSize=100"));
    expect(all.total).toBe(all.rows.length);
    const second = pageOf<DuplicatePair>(await ctx.getAs("admin", "/api/duplicates?page=2&pageSize=2"));
    expect(second.rows.map((p) => p.first.id)).toEqual(all.rows.slice(2, 4).map((p) => p.first.id));
    const dates = all.rows.map((p) => p.detected_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The dashboard's work queue counts the same open pairs (decision 0027).
    const queues = (await ctx.getAs("admin", "/api/work-queues")).json<WorkQueuesResponse>();
    expect(queues.queues.find((q) => q.id === "possible_duplicates")).toMatchObject({
      count: all.total,
      href: "/duplicates",
    });
    const bad = await ctx.getAs("admin", "/api/duplicates?pageSize=1000");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "pageSize" });
  });
});

describe("backfill", () => {
  it("finds set-based exactly the pairs the trigger keeps (what the migration runs on existing rows)", async () => {
    const pairsNow = async () =>
      (
        await ctx.db.select().from(duplicatePairs).orderBy(duplicatePairs.studentId, duplicatePairs.otherId)
      ).map(
        (p) => `${p.studentId}-${p.otherId}:${p.reasons.join(",")}:${p.dismissedAt ? "dismissed" : "open"}`,
      );
    const kept = await pairsNow();
    expect(kept.length).toBeGreaterThan(5);
    await ctx.db.delete(duplicatePairs).where(isNull(duplicatePairs.dismissedAt));
    await ctx.db.execute(sql`select duplicate_pairs_backfill()`);
    expect(await pairsNow()).toEqual(kept);
  });
});

describe("dismiss", () => {
  it("takes a pair out of the queue for good, with who and when", async () => {
    const a = await person({ fullName: "Maryam Said", dob: "1992-12-12" });
    const b = await person({ fullName: "Maryam Said", dob: "1992-12-12" });
    const dismissed = await ctx.callAs("admin", "POST", "/api/duplicates/dismiss", {
      studentId: b,
      otherId: a,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await reasonsOf(a, b)).toBeNull();
    // An edit that keeps them alike does not bring the pair back.
    await ctx.db.update(students).set({ phone: "+966 55 000 1111" }).where(eq(students.id, b));
    expect(await reasonsOf(a, b)).toBeNull();
    expect(await ctx.lastAudit("duplicate.dismissed")).toMatchObject({
      actorUsername: expect.any(String),
      targetId: Math.min(a, b),
      details: { otherId: Math.max(a, b) },
    });
    const again = await ctx.callAs("admin", "POST", "/api/duplicates/dismiss", { studentId: a, otherId: b });
    expect(again.statusCode).toBe(404);
  });

  it("answers 400 with the field for the same candidate twice or a missing id", async () => {
    const same = await ctx.callAs("admin", "POST", "/api/duplicates/dismiss", { studentId: 5, otherId: 5 });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: "otherId" });
    const missing = await ctx.callAs("admin", "POST", "/api/duplicates/dismiss", { studentId: 5 });
    expect(missing.statusCode).toBe(400);
  });
});

/** A sitting of the context's center with `booked` seats taken. */
async function sitting(date: string, booked: number) {
  const [row] = await ctx.db
    .insert(sittings)
    .values({
      testCenterId: ctx.testCenterId,
      date,
      startTime: "09:00",
      durationMinutes: 120,
      seats: 10,
      booked,
      status: "published",
    })
    .returning({ id: sittings.id });
  return row!.id;
}

describe("merge", () => {
  it("moves invoices, seats, waiting list, results, e-mails and history to the kept record in one go", async () => {
    const keep = await person({ fullName: "Hessa Mutairi", dob: "1987-04-04" });
    const merge = await person({ fullName: "Hessa Al-Mutairi", dob: "1987-04-04" });
    await ctx.db.update(students).set({ fullName: "hessa mutairi" }).where(eq(students.id, merge));
    expect(await reasonsOf(keep, merge)).toEqual(["name_dob"]);

    const past = await sitting("2026-01-10", 0);
    const coming = await sitting("2027-02-10", 1);
    const [invoice] = await ctx.db
      .insert(invoices)
      .values({ studentId: merge, invoiceNumber: "INV-DUP-1", amount: "950.00" })
      .returning({ id: invoices.id });
    const [oldSeat] = await ctx.db
      .insert(seatBookings)
      .values({ sittingId: past, studentId: merge, releasedAt: new Date("2026-01-11") })
      .returning({ id: seatBookings.id });
    const [seat] = await ctx.db
      .insert(seatBookings)
      .values({ sittingId: coming, studentId: merge })
      .returning({ id: seatBookings.id });
    await ctx.db.insert(examResults).values({
      studentId: merge,
      sittingId: past,
      bookingId: oldSeat!.id,
      outcome: "fail",
      score: 41,
      receivedOn: "2026-01-20",
      source: "roster",
      recordedAt: new Date("2026-01-20"),
    });
    await ctx.db.insert(waitingList).values({
      studentId: merge,
      testCenterId: ctx.testCenterId,
      month: "2027-03",
      examCategory: "SCFHS",
      examName: "SLE",
      position: 1,
    });
    await ctx.db.insert(emailOutbox).values({
      studentId: merge,
      kind: "registration_received",
      toAddress: "x@example.com",
      dedupeKey: `dup-${merge}`,
    });
    await ctx.db
      .insert(studentEvents)
      .values({ studentId: merge, type: "registered", toState: "Not_Confirmed" });

    const response = await ctx.callAs("admin", "POST", "/api/duplicates/merge", {
      keepId: keep,
      mergeId: merge,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<MergeAnswer>();
    expect(answer).toMatchObject({
      success: true,
      keptId: keep,
      moved: { invoices: 1, seats: 2, waitingList: 1, results: 1, emails: 1, events: 1, inquiries: 0 },
    });

    const [movedInvoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(movedInvoice!.studentId).toBe(keep);
    const [movedSeat] = await ctx.db.select().from(seatBookings).where(eq(seatBookings.id, seat!.id));
    expect(movedSeat!.studentId).toBe(keep);
    expect((await ctx.db.select().from(examResults).where(eq(examResults.studentId, keep))).length).toBe(1);
    expect((await ctx.db.select().from(waitingList).where(eq(waitingList.studentId, keep))).length).toBe(1);
    expect((await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.studentId, keep))).length).toBe(1);
    const [merged] = await ctx.db.select().from(students).where(eq(students.id, merge));
    expect(merged!.deletedAt).not.toBeNull();
    expect(merged!.mergedIntoId).toBe(keep);
    expect(merged!.deletedBy).toBe(ctx.users.admin.id);
    // The sitting's count did not change: the seat changed hands.
    const [comingRow] = await ctx.db.select().from(sittings).where(eq(sittings.id, coming));
    expect(comingRow!.booked).toBe(1);

    // The kept record's history holds the merged one's events and the merge, with who.
    const history = (await ctx.getAs("admin", `/api/students/${keep}/events`)).json<StudentEvent[]>();
    const mergedEvent = history.find((e) => e.type === "merged");
    expect(mergedEvent).toMatchObject({
      actor_username: ctx.users.admin.username,
      changes: { mergedFrom: { from: merged!.reference }, moved: { to: answer.moved } },
    });
    expect(history.some((e) => e.type === "registered")).toBe(true);
    const [onMerged] = await ctx.db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, merge), eq(studentEvents.type, "merged")));
    expect(onMerged!.changes).toMatchObject({ mergedInto: { from: merged!.reference } });
    expect(await ctx.lastAudit("duplicate.merged")).toMatchObject({
      targetId: keep,
      details: { mergeId: merge },
    });

    // The pair left the queue; the merged record is gone from reads; the kept one shows the invoice.
    expect(await reasonsOf(keep, merge)).toBeNull();
    expect((await ctx.getAs("admin", `/api/students/${merge}`)).statusCode).toBe(404);
    const kept = await ctx.getAs("admin", `/api/invoices/${keep}`);
    expect(JSON.stringify(kept.json())).toContain("INV-DUP-1");

    const twice = await ctx.callAs("admin", "POST", "/api/duplicates/merge", {
      keepId: keep,
      mergeId: merge,
    });
    expect(twice.statusCode).toBe(404);
  });

  it("refuses (409, nothing changed) when both hold a seat, one waits with an offer, or both have a result for one sitting", async () => {
    const day = await sitting("2027-04-01", 2);
    const a = await person({ fullName: "Reem Aziz", dob: "1995-09-09" });
    const b = await person({ fullName: "Reem Aziz", dob: "1995-09-09" });
    await ctx.db.insert(seatBookings).values([
      { sittingId: day, studentId: a },
      { sittingId: day, studentId: b },
    ]);
    await ctx.db.insert(invoices).values({ studentId: b, invoiceNumber: "INV-DUP-2", amount: "100.00" });
    const seats = await ctx.callAs("admin", "POST", "/api/duplicates/merge", { keepId: a, mergeId: b });
    expect(seats.statusCode).toBe(409);
    expect(seats.json().message).toMatch(/same sitting/);
    const [stillB] = await ctx.db.select().from(students).where(eq(students.id, b));
    expect(stillB!.deletedAt).toBeNull();
    const [invoiceB] = await ctx.db.select().from(invoices).where(eq(invoices.invoiceNumber, "INV-DUP-2"));
    expect(invoiceB!.studentId).toBe(b);

    const c = await person({ fullName: "Dana Pillai", dob: "1996-10-10" });
    const d = await person({ fullName: "Dana Pillai", dob: "1996-10-10" });
    const [offer] = await ctx.db
      .insert(seatBookings)
      .values({ sittingId: day, studentId: d, heldUntil: new Date("2027-03-30") })
      .returning({ id: seatBookings.id });
    for (const [position, studentId] of [c, d].entries()) {
      await ctx.db.insert(waitingList).values({
        studentId,
        testCenterId: ctx.testCenterId,
        month: "2027-05",
        examCategory: "DHA",
        examName: "DHA Nursing",
        position: position + 1,
        status: studentId === d ? "offered" : "waiting",
        offerBookingId: studentId === d ? offer!.id : null,
      });
    }
    const waiting = await ctx.callAs("admin", "POST", "/api/duplicates/merge", { keepId: c, mergeId: d });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/offered seat/);

    const past = await sitting("2026-02-01", 0);
    const e = await person({ fullName: "Tariq Nasser", dob: "1997-11-11" });
    const f = await person({ fullName: "Tariq Nasser", dob: "1997-11-11" });
    for (const studentId of [e, f]) {
      const [booking] = await ctx.db
        .insert(seatBookings)
        .values({ sittingId: past, studentId, releasedAt: new Date("2026-02-02") })
        .returning({ id: seatBookings.id });
      await ctx.db.insert(examResults).values({
        studentId,
        sittingId: past,
        bookingId: booking!.id,
        outcome: "pass",
        score: 80,
        receivedOn: "2026-02-10",
        source: "roster",
        recordedAt: new Date("2026-02-10"),
      });
    }
    const results = await ctx.callAs("admin", "POST", "/api/duplicates/merge", { keepId: e, mergeId: f });
    expect(results.statusCode).toBe(409);
    expect(results.json().message).toMatch(/result/);
    const live = await ctx.db
      .select()
      .from(students)
      .where(and(eq(students.id, f), isNull(students.deletedAt)));
    expect(live.length).toBe(1);
  });

  it("keeps one waiting-list entry when both wait: the kept record takes the place further ahead", async () => {
    const a = await person({ fullName: "Nadia Rahman", dob: "1994-03-03" });
    const b = await person({ fullName: "Nadia Rahman", dob: "1994-03-03" });
    for (const [studentId, position] of [
      [a, 7],
      [b, 2],
    ] as const) {
      await ctx.db.insert(waitingList).values({
        studentId,
        testCenterId: ctx.testCenterId,
        month: "2027-06",
        examCategory: "SCFHS",
        examName: "SLE",
        position,
      });
    }
    const response = await ctx.callAs("admin", "POST", "/api/duplicates/merge", { keepId: a, mergeId: b });
    expect(response.statusCode).toBe(200);
    const entries = await ctx.db.select().from(waitingList).where(eq(waitingList.month, "2027-06"));
    expect(entries.find((e) => e.studentId === a)).toMatchObject({ position: 2, status: "waiting" });
    expect(entries.find((e) => e.studentId === b)).toMatchObject({ status: "merged" });
  });

  it("answers 400 for one id twice and 404 for an unknown candidate", async () => {
    const a = await person();
    const same = await ctx.callAs("admin", "POST", "/api/duplicates/merge", { keepId: a, mergeId: a });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: "mergeId" });
    const unknown = await ctx.callAs("admin", "POST", "/api/duplicates/merge", {
      keepId: a,
      mergeId: 99_999,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("roles", () => {
  it("lets auditors read the queue, only admins merge and dismiss, others nothing", async () => {
    expect((await ctx.getAs("auditor", "/api/duplicates")).statusCode).toBe(200);
    for (const role of ["test_center", "schoolmoderator", "visitor"] as const) {
      expect((await ctx.getAs(role, "/api/duplicates")).statusCode).toBe(403);
    }
    const a = await person({ fullName: "Salem Amiri", dob: "1970-01-30" });
    const b = await person({ fullName: "Salem Amiri", dob: "1970-01-30" });
    for (const role of ["auditor", "test_center"] as const) {
      const merge = await ctx.callAs(role, "POST", "/api/duplicates/merge", { keepId: a, mergeId: b });
      expect(merge.statusCode).toBe(403);
      const dismiss = await ctx.callAs(role, "POST", "/api/duplicates/dismiss", { studentId: a, otherId: b });
      expect(dismiss.statusCode).toBe(403);
    }
    expect(await reasonsOf(a, b)).toEqual(["name_dob"]);
  });
});
