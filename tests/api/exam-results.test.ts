/**
 * Exam results (docs/product.md §11 "Results", decision 0024): who may record them (admin any
 * sitting, test_center its own center's, auditor reads), every rule of `PUT /api/sittings/{id}/results`,
 * the pipeline moves with their history and the result e-mail (delivered through a real SMTP server,
 * with the retake link to the status page in the candidate's language), the status page in both languages, and the
 * result-file import: a dry run that lists problem rows first and changes nothing, then the apply,
 * with a CSV and with an xlsx file.
 */

import { and, count, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, examResults, studentEvents, students } from "#server/db/schema.ts";
import type { Role } from "#shared/access/roles.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { deliverToSmtp } from "#tests/helpers/mail.ts";
import { createSitting } from "#tests/helpers/sittings.ts";
import { startTestSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const DAY = 86_400_000;
/** 2027-04-14 09:00 in Riyadh. */
const START = Date.UTC(2027, 3, 14, 6, 0);
let clock = START - 5 * DAY;
let ctx: TestContext;
let smtp: TestSmtp;
const received: ParsedMail[] = [];
let next = 9000;
let otherCenter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  smtp = await startTestSmtp({ received });
  otherCenter = await ctx.addCenter({ name: "Kuwait City Test Center", address: "Sharq, Kuwait City" });
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

async function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  role: Role | null,
  payload?: object | string | Buffer,
  contentType?: string,
) {
  if (role) ctx.forgetToken(role);
  const headers: Record<string, string> = role ? await ctx.authAs(role) : {};
  if (contentType) headers["content-type"] = contentType;
  return ctx.app.inject({ method, url, headers, payload });
}

async function sitting(date: string, testCenterId = ctx.testCenterId) {
  ctx.forgetToken("admin");
  return (await createSitting(ctx, { testCenterId, date, durationMinutes: 120, seats: 20 })).id;
}

async function candidates(n: number, center = ctx.testCenterId, locale: "en" | "ar" = "en") {
  const ids = await insertCandidates(ctx.db, n, {
    from: next,
    testCenterId: center,
    state: "Invoice_Confirmed",
  });
  next += n;
  if (locale !== "en") await ctx.db.update(students).set({ locale }).where(inArray(students.id, ids));
  return ids;
}

async function book(sittingId: number, ids: number[]) {
  const response = await call("POST", `/api/sittings/${sittingId}/bookings`, "admin", { studentIds: ids });
  expect(response.statusCode, response.body).toBe(200);
}

async function candidate(id: number) {
  const [row] = await ctx.db.select().from(students).where(eq(students.id, id));
  return row!;
}

const put = (id: number, results: object[], role: Role | null = "admin") =>
  call("PUT", `/api/sittings/${id}/results`, role, { results });

async function resultMails(id: number) {
  return ctx.db
    .select({ params: emailOutbox.params, status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.studentId, id), eq(emailOutbox.kind, "results_sent")))
    .orderBy(emailOutbox.id);
}

const deliver = () => deliverToSmtp(ctx.db, smtp.url, () => clock);

/** A sitting on 2027-04-14 with `n` booked candidates, the clock then moved after its start. */
async function heldSitting(n: number, locale: "en" | "ar" = "en") {
  clock = START - 5 * DAY;
  const id = await sitting("2027-04-14");
  const ids = await candidates(n, ctx.testCenterId, locale);
  await book(id, ids);
  clock = START + 6 * 3_600_000;
  return { id, ids };
}

describe("who may record results", () => {
  it("admin any sitting, test_center its own center's, auditor none; no session 401", async () => {
    const { id, ids } = await heldSitting(2);
    clock = START - 5 * DAY;
    const elsewhere = await sitting("2027-04-14", otherCenter);
    const [foreign] = await candidates(1, otherCenter);
    await book(elsewhere, [foreign!]);
    clock = START + 6 * 3_600_000;
    const entry = (studentId: number) => ({
      studentId,
      outcome: "pass",
      score: 600,
      receivedOn: "2027-04-14",
    });

    expect((await put(id, [entry(ids[0]!)], null)).statusCode).toBe(401);
    expect((await put(id, [entry(ids[0]!)], "auditor")).statusCode).toBe(403);
    expect((await put(elsewhere, [entry(foreign!)], "test_center")).statusCode).toBe(403);
    const own = await put(id, [entry(ids[0]!)], "test_center");
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ success: true, recorded: 1, moved: 1 });
    expect((await put(elsewhere, [entry(foreign!)], "admin")).statusCode).toBe(200);

    // The auditor reads results on the roster; the import is refused to them too.
    const roster = await call("GET", `/api/sittings/${id}`, "auditor");
    expect(roster.statusCode).toBe(200);
    const first = roster.json().roster.find((r: { studentId: number }) => r.studentId === ids[0]);
    expect(first.result).toMatchObject({
      outcome: "pass",
      score: 600,
      receivedOn: "2027-04-14",
      recordedBy: "test_center-user",
    });
    expect(roster.json().roster.find((r: { studentId: number }) => r.studentId === ids[1]).result).toBeNull();
    const imported = await call(
      "POST",
      `/api/sittings/${id}/results/import`,
      "auditor",
      "reference,result\n",
      "text/csv",
    );
    expect(imported.statusCode).toBe(403);
  });
});

describe("the rules of a result", () => {
  it("refuses bad entries with the field, a sitting not yet started or cancelled, an unknown sitting", async () => {
    const { id, ids } = await heldSitting(2);
    const [a, b] = ids as [number, number];
    // The next day in the centers' time zone (2027-04-15).
    clock = START + DAY + 3_600_000;
    const ok = { studentId: a, outcome: "fail", score: 410.5, receivedOn: "2027-04-15" };
    const expectField = async (results: object[], status: number, field: string) => {
      const response = await put(id, results);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().field).toBe(field);
    };
    // Shape errors name the list (the validator's field) and say what is wrong.
    const shape = async (results: object[], message: string) => {
      const response = await put(id, results);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field: "results", message });
    };
    await shape([{ ...ok, outcome: "maybe" }], "Outcome must be pass, fail or absent.");
    await shape([{ ...ok, outcome: "absent" }], "An absent candidate has no score.");
    await shape([{ ...ok, score: -1 }], "Score must be 0 or more.");
    await shape([{ ...ok, score: 1.234 }], "Score may have at most two decimals.");
    await shape([{ ...ok, receivedOn: "2027-02-30" }], "Result date must be a real date (YYYY-MM-DD).");
    await shape([ok, { ...ok }], "Each candidate may appear only once.");
    await shape([], "Please give at least one result.");
    // The date: from the sitting's day to today (the centers' day).
    await expectField([{ ...ok, receivedOn: "2027-04-13" }], 400, "results.0.receivedOn");
    await expectField([{ ...ok, receivedOn: "2027-04-16" }], 400, "results.0.receivedOn");
    // A candidate without a seat here.
    const [stranger] = await candidates(1);
    await expectField([ok, { ...ok, studentId: stranger }], 404, "results.1.studentId");
    expect((await put(999_999, [ok])).statusCode).toBe(404);
    // Nothing was written by the refused requests.
    const [written] = await ctx.db
      .select({ n: count() })
      .from(examResults)
      .where(eq(examResults.sittingId, id));
    expect(written!.n).toBe(0);

    // Before the start: 409.
    clock = START - 60_000;
    const early = await put(id, [ok]);
    expect(early.statusCode).toBe(409);
    expect(early.json().field).toBe("date");
    // A cancelled sitting: 409.
    clock = START - 5 * DAY;
    const empty = await sitting("2027-04-14");
    expect((await call("POST", `/api/sittings/${empty}/cancel`, "admin", { moveTo: null })).statusCode).toBe(
      200,
    );
    clock = START + DAY;
    expect((await put(empty, [ok])).statusCode).toBe(409);
    // Absent with no score is fine, and a score may be left out.
    const fine = await put(id, [
      { studentId: a, outcome: "absent", receivedOn: "2027-04-15" },
      { studentId: b, outcome: "pass", receivedOn: "2027-04-15" },
    ]);
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe("recording moves the candidate and tells them", () => {
  it("Exam_Details → Results → Send_Score with history, one e-mail per distinct result, the retake link to the status page", async () => {
    const { id, ids } = await heldSitting(2);
    const [english] = ids as [number, number];
    clock = START - 5 * DAY;
    const [arabic] = await candidates(1, ctx.testCenterId, "ar");
    await book(id, [arabic!]);
    clock = START + 2 * DAY;
    expect((await candidate(english)).state).toBe("Exam_Details");

    const first = await put(id, [
      { studentId: english, outcome: "fail", score: 480, receivedOn: "2027-04-16" },
      { studentId: arabic!, outcome: "pass", score: 91.25, receivedOn: "2027-04-16" },
    ]);
    expect(first.json()).toEqual({ success: true, recorded: 2, moved: 2 });
    expect((await candidate(english)).state).toBe("Send_Score");
    const events = await ctx.db
      .select({
        type: studentEvents.type,
        from: studentEvents.fromState,
        to: studentEvents.toState,
        changes: studentEvents.changes,
      })
      .from(studentEvents)
      .where(
        and(
          eq(studentEvents.studentId, english),
          inArray(studentEvents.type, ["state_changed", "result_recorded"]),
        ),
      )
      .orderBy(studentEvents.id);
    expect(events.map((e) => `${e.type}:${e.from ?? ""}>${e.to ?? ""}`)).toEqual([
      "state_changed:Invoice_Confirmed>Exam_Details",
      "result_recorded:>",
      "state_changed:Exam_Details>Results",
      "state_changed:Results>Send_Score",
    ]);
    expect(events[1]!.changes).toMatchObject({ result: { from: null, to: "fail 480 (2027-04-16)" } });

    // The same again: nothing new. A correction: a new e-mail, no move.
    const again = await put(id, [
      { studentId: english, outcome: "fail", score: 480, receivedOn: "2027-04-16" },
    ]);
    expect(again.json()).toEqual({ success: true, recorded: 0, moved: 0 });
    expect(await resultMails(english)).toHaveLength(1);
    await deliver();
    const corrected = await put(id, [
      { studentId: english, outcome: "fail", score: 485, receivedOn: "2027-04-16" },
    ]);
    expect(corrected.json()).toEqual({ success: true, recorded: 1, moved: 0 });
    expect(await resultMails(english)).toHaveLength(2);
    await deliver();

    const to = async (sid: number) => {
      const address = (await candidate(sid)).email;
      return received.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address === address);
    };
    const mails = await to(english);
    expect(mails.map((m) => m.subject)).toContain(
      `Your ${(await candidate(english)).examName} result: not passed`,
    );
    const text = mails.at(-1)!.text ?? "";
    expect(text).toContain("Score: 485");
    expect(text).toContain("Book a retake:");
    // The retake is on the same registration: the signed status link, never the wizard (decision 0028).
    expect(text).toContain("https://exams.test/status?retake=1");
    expect(text).not.toContain("/register");
    const arabicMail = (await to(arabic!)).find((m) => m.subject?.includes("نتيجة"));
    expect(arabicMail?.subject).toContain("ناجح");
    expect(arabicMail?.text).toContain("تهانينا");
    expect(arabicMail?.text).not.toContain("/register");

    // A candidate already Done stays Done; the result is still recorded and sent.
    await ctx.db.update(students).set({ state: "Done" }).where(eq(students.id, arabic!));
    const done = await put(id, [
      { studentId: arabic!, outcome: "pass", score: 92, receivedOn: "2027-04-16" },
    ]);
    expect(done.json()).toEqual({ success: true, recorded: 1, moved: 0 });
    expect((await candidate(arabic!)).state).toBe("Done");
  });

  it("the status page shows the result once sent, in both languages' data", async () => {
    const { id, ids } = await heldSitting(1);
    const row = await candidate(ids[0]!);
    const lookup = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/status",
        payload: { reference: row.reference, email: row.email },
      });
    expect((await lookup()).json().result).toBeNull();
    await put(id, [{ studentId: row.id, outcome: "absent", receivedOn: "2027-04-14" }]);
    const status = (await lookup()).json();
    expect(status.resultSent).toBe(true);
    expect(status.result).toEqual({ outcome: "absent", score: null, receivedOn: "2027-04-14" });
  });
});

/** Two booked candidates with national IDs and one booked elsewhere; the sitting's id. */
async function importSitting() {
  const { id, ids } = await heldSitting(3);
  // National IDs with a leading zero (kept as text by the import); a passport for the first only.
  for (const [i, sid] of ids.entries()) {
    await ctx.db
      .update(students)
      .set({ nationalId: `0${900000 + sid}`, passportNumber: i === 0 ? `PX${sid}` : null })
      .where(eq(students.id, sid));
  }
  const rows = await ctx.db.select().from(students).where(inArray(students.id, ids)).orderBy(students.id);
  clock = START - 5 * DAY;
  const elsewhere = await sitting("2027-04-20");
  const [outsider] = await candidates(1);
  await book(elsewhere, [outsider!]);
  clock = START + 6 * 3_600_000;
  return { id, rows, outsider: await candidate(outsider!) };
}

describe("importing the delivery company's file", () => {
  it("CSV: the dry run lists unmatched and ambiguous rows first and changes nothing; the apply records the rest", async () => {
    const { id, rows, outsider } = await importSitting();
    const [a, b, c] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const csv = [
      "Candidate Reference,National ID,Result,Score,Date Received",
      `${a.reference.toLowerCase().replaceAll("-", " ")},,PASSED,612,14/04/2027`,
      `,${b.nationalId ?? ""},fail,398,2027-04-14`,
      "EX-26-ZZZZZZ,,pass,700,2027-04-14",
      `${a.reference},${c.nationalId ?? ""},pass,650,2027-04-14`,
      `${outsider.reference},,pass,650,2027-04-14`,
      `${c.reference},,maybe,,2027-04-14`,
      "",
    ].join("\n");
    const dry = await call("POST", `/api/sittings/${id}/results/import`, "admin", csv, "text/csv");
    expect(dry.statusCode, dry.body).toBe(200);
    const body = dry.json();
    expect(body).toMatchObject({ dryRun: true, matched: 2, problems: 4, recorded: 0, moved: 0 });
    expect(body.rows.map((r: { row: number; problem: string | null }) => `${r.row}:${r.problem}`)).toEqual([
      "4:unmatched",
      "5:ambiguous",
      "7:invalid",
      "6:not_booked",
      "2:null",
      "3:null",
    ]);
    expect(body.rows[4]).toMatchObject({
      studentId: a.id,
      outcome: "pass",
      score: 612,
      receivedOn: "2027-04-14",
    });
    const [none] = await ctx.db.select({ n: count() }).from(examResults).where(eq(examResults.sittingId, id));
    expect(none!.n).toBe(0);

    const applied = await call(
      "POST",
      `/api/sittings/${id}/results/import?dryRun=false`,
      "admin",
      csv,
      "text/csv",
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ dryRun: false, matched: 2, recorded: 2, moved: 2 });
    const written = await ctx.db
      .select({ studentId: examResults.studentId, outcome: examResults.outcome, source: examResults.source })
      .from(examResults)
      .where(eq(examResults.sittingId, id))
      .orderBy(examResults.studentId);
    expect(written).toEqual([
      { studentId: a.id, outcome: "pass", source: "import" },
      { studentId: b.id, outcome: "fail", source: "import" },
    ]);
    expect((await candidate(c.id)).state).toBe("Exam_Details");
  });

  it("xlsx: matched by passport or national ID, applied after the dry run", async () => {
    const { id, rows } = await importSitting();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Results");
    sheet.addRow(["Passport Number", "NID", "Outcome", "Scaled Score", "Result Date"]);
    for (const row of rows) {
      sheet.addRow([
        row.passportNumber ?? "",
        row.passportNumber ? "" : (row.nationalId ?? ""),
        "No Show",
        null,
        new Date(Date.UTC(2027, 3, 14)),
      ]);
    }
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    const dry = await call("POST", `/api/sittings/${id}/results/import`, "admin", file, type);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ matched: 3, problems: 0, recorded: 0 });
    const applied = await call(
      "POST",
      `/api/sittings/${id}/results/import?dryRun=false`,
      "test_center",
      file,
      type,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ matched: 3, recorded: 3, moved: 3 });
    const outcomes = await ctx.db
      .select({ outcome: examResults.outcome })
      .from(examResults)
      .where(eq(examResults.sittingId, id));
    expect(outcomes.map((o) => o.outcome)).toEqual(["absent", "absent", "absent"]);
  });

  it("refuses a file it cannot read, without an identifier or result column, of another type, or too large", async () => {
    const { id } = await importSitting();
    const url = `/api/sittings/${id}/results/import`;
    const expect400 = async (payload: string | Buffer | object, type: string) => {
      const response = await call("POST", url, "admin", payload, type);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toBe("file");
    };
    await expect400("name,result\nA,pass\n", "text/csv");
    await expect400("reference,score\nEX-26-AAAAAA,5\n", "text/csv");
    await expect400("", "text/csv");
    await expect400(
      Buffer.from("not a zip at all"),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    await expect400({ results: [] }, "application/json");
    const big = await call("POST", url, "admin", Buffer.alloc(3 * 1024 * 1024, 65), "text/csv");
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The request body is too large (limit 2 MB).");
    const bad = await call("POST", `${url}?dryRun=maybe`, "admin", "reference,result\n", "text/csv");
    expect(bad.statusCode).toBe(400);
  });
});
