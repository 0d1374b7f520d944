/**
 * Exam reminders (docs/product.md §11 "Reminders", decision 0024), with the clock moved (never
 * slept) and every message delivered through a real SMTP server: 7 days and 1 day before a sitting
 * each booked candidate is reminded once, in their language, however often and from however many
 * replicas the sweep runs; a seat given back or moved before the send is withdrawn (the moved seat
 * gets its own reminders); a cancelled sitting's candidates get none; a kind switched off is not queued.
 */

import { and, count, eq, inArray } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, emailSettings, examReminders, students } from "#server/db/schema.ts";
import { dueOffset, queueDueReminders } from "#server/mail/exam-reminders.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { deliverToSmtp } from "#tests/helpers/mail.ts";
import { createSitting } from "#tests/helpers/sittings.ts";
import { startTestSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const DAY = 86_400_000;
/** 2027-03-10 09:00 in Riyadh (UTC+3). */
const START = Date.UTC(2027, 2, 10, 6, 0);
const OFFSETS = [7, 1];
let clock = START - 10 * DAY;
let ctx: TestContext;
let smtp: TestSmtp;
const received: ParsedMail[] = [];
let next = 7000;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  smtp = await startTestSmtp({ received });
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

async function call(method: "POST" | "DELETE" | "PUT", url: string, payload?: object) {
  // The clock moves by days: a token from an earlier moment has run out.
  ctx.forgetToken("admin");
  return ctx.app.inject({ method, url, headers: await ctx.authAs("admin"), payload });
}

async function sitting(date: string, startTime = "09:00") {
  // The clock moves by days: a token from an earlier moment has run out.
  ctx.forgetToken("admin");
  return (await createSitting(ctx, { date, startTime, durationMinutes: 120 })).id;
}

async function candidates(n: number, locale: "en" | "ar" = "en") {
  const ids = await insertCandidates(ctx.db, n, {
    from: next,
    testCenterId: ctx.testCenterId,
    state: "Invoice_Confirmed",
  });
  next += n;
  if (locale !== "en") await ctx.db.update(students).set({ locale }).where(inArray(students.id, ids));
  return ids;
}

async function book(sittingId: number, ids: number[]) {
  const response = await call("POST", `/api/sittings/${sittingId}/bookings`, { studentIds: ids });
  expect(response.statusCode, response.body).toBe(200);
}

const sweep = () => queueDueReminders(ctx.db, new Date(clock), OFFSETS);

const deliver = () => deliverToSmtp(ctx.db, smtp.url, () => clock);

const emailOf = async (id: number) =>
  (await ctx.db.select({ email: students.email }).from(students).where(eq(students.id, id)))[0]!.email;

/** Reminders that reached `id`'s address: subjects in arrival order. */
async function remindersTo(id: number) {
  const address = await emailOf(id);
  return received
    .filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address === address)
    .map((mail) => mail.subject ?? "")
    .filter((subject) => subject.includes("Reminder") || subject.includes("تذكير"));
}

async function reminderStatuses(id: number) {
  const rows = await ctx.db
    .select({ kind: emailOutbox.kind, status: emailOutbox.status })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.studentId, id),
        inArray(emailOutbox.kind, ["exam_reminder", "exam_reminder_day_before"]),
      ),
    )
    .orderBy(emailOutbox.id);
  return rows.map((r) => `${r.kind}:${r.status}`);
}

describe("which reminder is due", () => {
  const start = new Date(START);
  const early = new Date(START - 30 * DAY);
  it("the smallest offset whose moment came, if the seat was booked before it, until the start", () => {
    expect(dueOffset(OFFSETS, start, early, new Date(START - 8 * DAY))).toBeNull();
    expect(dueOffset(OFFSETS, start, early, new Date(START - 7 * DAY))).toBe(7);
    expect(dueOffset(OFFSETS, start, early, new Date(START - 2 * DAY))).toBe(7);
    expect(dueOffset(OFFSETS, start, early, new Date(START - DAY + 1))).toBe(1);
    expect(dueOffset(OFFSETS, start, early, new Date(START))).toBeNull();
    // Booked 3 days before: no 7-day reminder (the exam-details e-mail has just been sent); the 1-day one, yes.
    const late = new Date(START - 3 * DAY);
    expect(dueOffset(OFFSETS, start, late, new Date(START - 2 * DAY))).toBeNull();
    expect(dueOffset(OFFSETS, start, late, new Date(START - DAY))).toBe(1);
  });
});

describe("reminders through the outbox", () => {
  it("each sent once, in the candidate's language; none for a seat given back, moved or cancelled", async () => {
    const main = await sitting("2027-03-10");
    const later = await sitting("2027-03-12", "13:00");
    const doomed = await sitting("2027-03-11");
    const [a, gaveBack, moved] = await candidates(3);
    const [arabic] = await candidates(1, "ar");
    const [cancelled] = await candidates(1);
    await book(main, [a!, gaveBack!, moved!, arabic!]);
    await book(doomed, [cancelled!]);

    // Ten days before: nothing due.
    expect(await sweep()).toBe(0);

    // The sitting `doomed` is cancelled into the pool before any reminder.
    expect((await call("POST", `/api/sittings/${doomed}/cancel`, { moveTo: null })).statusCode).toBe(200);

    // Seven days before (and a minute): the 7-day reminders, once, however many sweeps run at once.
    clock = START - 7 * DAY + 60_000;
    const counts = await Promise.all([sweep(), sweep()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(4);
    expect(await sweep()).toBe(0);
    const keys = await ctx.db.select({ n: count() }).from(examReminders);
    expect(keys[0]!.n).toBe(4);

    // Before the worker's turn: one seat given back, one moved to another sitting.
    expect((await call("DELETE", `/api/sittings/${main}/bookings/${gaveBack}`)).statusCode).toBe(200);
    await book(later, [moved!]);
    await deliver();

    expect(await remindersTo(a!)).toEqual(["Reminder: your exam in 7 days, on Wednesday, 10 March 2027"]);
    expect(await remindersTo(arabic!)).toHaveLength(1);
    expect((await remindersTo(arabic!))[0]).toContain("تذكير: اختبارك بعد 7 أيام");
    expect(await remindersTo(gaveBack!)).toEqual([]);
    expect(await reminderStatuses(gaveBack!)).toEqual(["exam_reminder:withdrawn"]);
    expect(await remindersTo(moved!)).toEqual([]);
    expect(await reminderStatuses(moved!)).toEqual(["exam_reminder:withdrawn"]);
    expect(await remindersTo(cancelled!)).toEqual([]);
    expect(await reminderStatuses(cancelled!)).toEqual([]);

    // A day before (and a minute): the day-before kind; the moved seat's own 7-day one (its sitting is 3 days away).
    clock = START - DAY + 60_000;
    expect(await sweep()).toBe(3);
    expect(await sweep()).toBe(0);
    await deliver();
    expect(await remindersTo(a!)).toEqual([
      "Reminder: your exam in 7 days, on Wednesday, 10 March 2027",
      "Reminder: your exam is on Wednesday, 10 March 2027",
    ]);
    expect(await remindersTo(arabic!)).toHaveLength(2);
    expect(await remindersTo(moved!)).toEqual(["Reminder: your exam in 7 days, on Friday, 12 March 2027"]);

    // The day before the moved seat's sitting; then the sittings start: nothing more, ever.
    clock = Date.UTC(2027, 2, 11, 10, 1);
    expect(await sweep()).toBe(1);
    await deliver();
    expect(await remindersTo(moved!)).toEqual([
      "Reminder: your exam in 7 days, on Friday, 12 March 2027",
      "Reminder: your exam is on Friday, 12 March 2027",
    ]);
    clock = Date.UTC(2027, 2, 12, 12, 0);
    expect(await sweep()).toBe(0);
    expect(await remindersTo(a!)).toHaveLength(2);
    expect(await remindersTo(gaveBack!)).toEqual([]);
    expect(await remindersTo(cancelled!)).toEqual([]);
  });

  it("a reminder switched off for a language is not queued in it", async () => {
    clock = Date.UTC(2027, 4, 1, 6, 0);
    const id = await sitting("2027-05-05");
    const [en] = await candidates(1);
    const [ar] = await candidates(1, "ar");
    await book(id, [en!, ar!]);
    await ctx.db
      .insert(emailSettings)
      .values({ kind: "exam_reminder_day_before", locale: "en", enabled: false });
    clock = Date.UTC(2027, 4, 4, 7, 0);
    expect(await sweep()).toBe(1);
    expect(await reminderStatuses(en!)).toEqual([]);
    expect(await reminderStatuses(ar!)).toEqual(["exam_reminder_day_before:queued"]);
    // Switched on again: the switched-off reminder is not sent late (its key is taken).
    await ctx.db.delete(emailSettings);
    expect(await sweep()).toBe(0);
  });
});
