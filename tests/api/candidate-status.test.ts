/**
 * The candidate's status page (docs/product.md §2 "Status page") against the real database: the view for a
 * reference and e-mail address (stage, dated timeline, invoice to pay, exam appointment, result
 * sent, contacts) and nothing personal in it; the same status and byte-identical body for an
 * unknown reference, a wrong address and a deleted registration; the signed link of the e-mails
 * (read from a real message the worker wrote) works, and an expired, tampered or voided one (the
 * address changed) is refused the same way; the exam as an `.ics`; 429 past `RATE_LIMIT_PUBLIC`.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, students } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { STUDENT_STATES, type StudentState } from "#shared/candidates/pipeline.ts";
import { type CandidateStatus, STATUS_TEXTS } from "#shared/registration/status.ts";
import { deliverQueued } from "#tests/helpers/mail.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const ORIGIN = "https://exams.test";
const PAYMENT = "Bank: Gulf Bank\\nIBAN: SA03 8000 0000 6080 1016 7519";
const DAY_MS = 24 * 3600 * 1000;

let ctx: TestContext;
/** The app's clock: moved forward to run a link out. */
let clock = Date.now();

beforeAll(async () => {
  ctx = await createTestContext({
    now: () => clock,
    env: {
      PUBLIC_URL: ORIGIN,
      PAYMENT_INSTRUCTIONS: PAYMENT,
      SUPPORT_EMAIL: "help@exams.test",
      SUPPORT_PHONE: "+973 1700 0000",
    },
  });
});
afterAll(() => ctx.close());

let n = 0;
interface Registered {
  id: number;
  reference: string;
  email: string;
  personal: string[];
}

/** A candidate registered through the wizard's endpoint; its id, reference, e-mail and personal values. */
async function register(): Promise<Registered> {
  const payload = buildRegistration(7_000 + ++n, { test_center: ctx.testCenterId });
  const response = await ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload });
  expect(response.statusCode, response.body).toBe(201);
  const { id, reference } = response.json<{ id: number; reference: string }>();
  const personal = [
    payload.firstName,
    payload.lastName,
    payload.fullName,
    payload.phone,
    payload.nationalId,
    payload.passportNumber,
    payload.dob,
    payload.city,
    payload.mailingAddress,
    payload.email,
  ].filter((value): value is string => typeof value === "string" && value.length > 3);
  return { id, reference, email: payload.email, personal };
}

const lookup = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/status", payload });
const byLink = (token: string) =>
  ctx.app.inject({ method: "GET", url: `/api/status?t=${encodeURIComponent(token)}` });

async function staff(method: "PATCH" | "POST" | "DELETE" | "PUT", url: string, payload: object) {
  const response = await ctx.app.inject({ method, url, headers: await ctx.authAs("admin"), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
}
/** A staff move, confirmed when the data contradicts it (the warnings have their own tests). */
const move = (id: number, state: StudentState) =>
  staff("PATCH", "/api/students/change-state", { studentIds: [id], state, confirm: true });
/** Staff issue invoice `invoiceNumber` of `amount` SAR to candidate `studentId`. */
const issueInvoice = (studentId: number, invoiceNumber: string, amount: string) =>
  staff("POST", "/api/invoices/create-invoice", { studentId, invoiceNumber, amount, currency: "SAR" });

/** The view of a registration, expecting a 200. */
async function view(candidate: Registered): Promise<CandidateStatus> {
  const response = await lookup({ reference: candidate.reference, email: candidate.email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CandidateStatus>();
}

/** The body of the lookup's one refusal. */
const NOT_FOUND_BODY = JSON.stringify({ success: false, message: STATUS_TEXTS.notFound });

describe("POST /api/status (reference and e-mail address)", () => {
  it("answers the registration's status, with the reference's case, spaces and dashes and the address's case ignored", async () => {
    const candidate = await register();
    const typed = {
      reference: ` ${candidate.reference.toLowerCase().replaceAll("-", " ")} `,
      email: `  ${candidate.email.toUpperCase()} `,
    };
    const response = await lookup(typed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const status = response.json<CandidateStatus>();
    expect(status).toMatchObject({
      success: true,
      reference: candidate.reference,
      stage: { key: "Not_Confirmed", label: "Registration received" },
      invoice: null,
      appointment: null,
      resultSent: false,
      contact: { email: "help@exams.test", phone: "+973 1700 0000" },
    });
    // Every state in pipeline order, the first current.
    expect(status.timeline.map((stage) => [stage.key, stage.status])).toEqual(
      STUDENT_STATES.map((state, index) => [state, index === 0 ? "current" : "upcoming"]),
    );
    expect(status.timeline.map((stage) => stage.key).slice(0, 2)).toEqual(["Not_Confirmed", "Confirmed"]);
    // The registration's own event dates the first stage.
    expect(Math.abs(Date.parse(status.timeline[0]!.reachedAt!) - Date.now())).toBeLessThan(60_000);
    expect(status.timeline.slice(1).every((stage) => stage.reachedAt === null)).toBe(true);
    const [row] = await ctx.db
      .select({ examName: students.examName, examCategory: students.examCategory })
      .from(students)
      .where(eq(students.id, candidate.id));
    expect(status.exam).toMatchObject({ category: row!.examCategory, name: row!.examName });
  });

  it("shows nothing personal: no name, phone, identity number, birth date, city, address or e-mail", async () => {
    const candidate = await register();
    const response = await lookup({ reference: candidate.reference, email: candidate.email });
    expect(response.statusCode).toBe(200);
    for (const value of candidate.personal) expect(response.body).not.toContain(value);
    expect(Object.keys(response.json<object>()).sort()).toEqual(
      [
        "appointment",
        "contact",
        "exam",
        "invoice",
        "next",
        "reference",
        "resultSent",
        "result",
        "retake",
        "seat",
        "stage",
        "success",
        "timeline",
        "token",
      ].sort(),
    );
  });

  it("follows the pipeline: dated stages, the invoice to pay, the exam appointment, the result sent", async () => {
    const candidate = await register();
    await staff("PUT", `/api/students/${candidate.id}/confirm`, {});
    await move(candidate.id, "Invoice");
    await issueInvoice(candidate.id, `INV-ST-${candidate.id}`, "1250.5");

    const invoiced = await view(candidate);
    expect(invoiced.stage).toEqual({ key: "Invoice", label: "Invoice issued" });
    expect(invoiced.invoice).toEqual({
      number: `INV-ST-${candidate.id}`,
      amount: "1250.50",
      currency: "SAR",
      paymentInstructions: "Bank: Gulf Bank\nIBAN: SA03 8000 0000 6080 1016 7519",
      // No Arabic text saved: the Arabic page shows the English one (PAYMENT_INSTRUCTIONS).
      paymentInstructionsAr: "Bank: Gulf Bank\nIBAN: SA03 8000 0000 6080 1016 7519",
    });
    expect(invoiced.timeline.slice(0, 4).map((stage) => [stage.status, stage.reachedAt !== null])).toEqual([
      ["done", true],
      ["done", true],
      ["current", true],
      ["upcoming", false],
    ]);

    const [invoice] = await ctx.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.studentId, candidate.id));
    await staff("PATCH", `/api/invoices/update-invoice/${invoice!.id}`, { confirmed: true });
    const paid = await view(candidate);
    expect(paid.stage.key).toBe("Invoice_Confirmed");
    expect(paid.invoice).toBeNull();

    // Staff skip ahead to Exam_Details and set the appointment (the edit form's fields).
    await move(candidate.id, "Exam_Details");
    const waiting = await view(candidate);
    expect(waiting.appointment).toBeNull();
    await ctx.db
      .update(students)
      .set({ examDate: "2026-12-01", examTime: "09:30", examLocation: "Manama, Seef District, Hall 2" })
      .where(eq(students.id, candidate.id));
    const booked = await view(candidate);
    expect(booked.stage).toEqual({ key: "Exam_Details", label: "Exam booking" });
    expect(booked.appointment).toEqual({
      date: "2026-12-01",
      time: "09:30",
      location: "Manama, Seef District, Hall 2",
      testCenter: expect.any(String),
      calendar: true,
    });
    expect(booked.resultSent).toBe(false);

    await move(candidate.id, "Send_Score");
    const sent = await view(candidate);
    expect(sent.resultSent).toBe(true);
    // Results was skipped: done, with no date of its own.
    expect(sent.timeline.find((stage) => stage.key === "Results")).toMatchObject({
      status: "done",
      reachedAt: null,
    });

    // Moved back: later stages are upcoming again, undated, whatever they were before.
    await move(candidate.id, "Invoice_Confirmed");
    const back = await view(candidate);
    const upcoming = back.timeline.filter((stage) => stage.status === "upcoming");
    expect(upcoming.map((stage) => stage.key)).toEqual(
      STUDENT_STATES.slice(STUDENT_STATES.indexOf("Invoice_Confirmed") + 1),
    );
    expect(upcoming.map((stage) => stage.reachedAt)).toEqual(upcoming.map(() => null));
    expect(back.appointment).toBeNull();
    expect(back.resultSent).toBe(false);
  });

  it("gives the same status and byte-identical body for an unknown reference, a wrong address and a deleted registration", async () => {
    const [first, second, deleted] = [await register(), await register(), await register()];
    await staff("DELETE", "/api/students", { studentIds: [deleted.id] });
    const unknownReference = first.reference.endsWith("Z")
      ? `${first.reference.slice(0, -1)}Y`
      : `${first.reference.slice(0, -1)}Z`;
    const answers = await Promise.all([
      lookup({ reference: unknownReference, email: first.email }),
      lookup({ reference: first.reference, email: second.email }),
      lookup({ reference: first.reference, email: `x${first.email}` }),
      lookup({ reference: deleted.reference, email: deleted.email }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(NOT_FOUND_BODY);
      expect(answer.headers["content-type"]).toBe(answers[0]!.headers["content-type"]);
      expect(answer.headers["content-length"]).toBe(answers[0]!.headers["content-length"]);
    }
    // The right pair still works.
    expect((await lookup({ reference: first.reference, email: first.email })).statusCode).toBe(200);
  });

  it("refuses a malformed reference or address with 400 and the field (the format is public)", async () => {
    const malformed = await lookup({ reference: "EX-26-0O1IL", email: "a@example.com" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: "reference", message: STATUS_TEXTS.referenceInvalid });
    const tooLong = await lookup({ reference: "E".repeat(5_000), email: "a@example.com" });
    expect(tooLong.statusCode).toBe(400);
    const email = await lookup({ reference: "EX-26-7K3QF9", email: "not-an-address" });
    expect(email.json()).toMatchObject({ field: "email", message: STATUS_TEXTS.emailInvalid });
    const missing = await lookup({});
    expect(missing.statusCode).toBe(400);
  });
});

describe('the page says only what the data shows (docs/product.md §2 "Status page")', () => {
  /** An ISO day `days` after the app's clock. */
  const dayFromNow = (days: number) => new Date(clock + days * DAY_MS).toISOString().slice(0, 10);
  const setExam = (id: number, values: Partial<typeof students.$inferInsert>) =>
    ctx.db.update(students).set(values).where(eq(students.id, id));

  it("in stage Invoice with no invoice yet says the invoice is being prepared, then asks to pay it", async () => {
    const candidate = await register();
    await move(candidate.id, "Invoice");
    const preparing = await view(candidate);
    expect(preparing.invoice).toBeNull();
    expect(preparing.next).toBe("Invoice_preparing");
    await issueInvoice(candidate.id, `INV-PREP-${candidate.id}`, "90");
    const issued = await view(candidate);
    expect(issued.next).toBe("Invoice");
    expect(issued.invoice?.number).toBe(`INV-PREP-${candidate.id}`);
  });

  it("with no exam date shows no date and says the exam is being booked", async () => {
    const candidate = await register();
    await move(candidate.id, "Exam_Details");
    const pending = await view(candidate);
    expect(pending.next).toBe("Exam_Details_pending");
    expect(pending.appointment).toBeNull();
    await setExam(candidate.id, { examDate: dayFromNow(10) });
    expect((await view(candidate)).next).toBe("Exam_Details");
  });

  it("moved to Results before the exam date does not say the exam was taken, until the day comes", async () => {
    const candidate = await register();
    await move(candidate.id, "Exam_Details");
    await setExam(candidate.id, { examDate: dayFromNow(25) });
    await move(candidate.id, "Results"); // confirmed despite the warning
    const early = await view(candidate);
    expect(early.stage).toEqual({ key: "Results", label: "Awaiting result" });
    expect(early.next).toBe("Results_pending");
    const saved = clock;
    clock += 25 * DAY_MS;
    try {
      expect((await view(candidate)).next).toBe("Results");
    } finally {
      clock = saved;
    }
  });

  it("shows one place: the typed location when staff typed one, else the test center's", async () => {
    const candidate = await register();
    await move(candidate.id, "Exam_Details");
    await setExam(candidate.id, { examDate: dayFromNow(5) });
    const centerOnly = await view(candidate);
    expect(centerOnly.appointment?.location).toBe(centerOnly.appointment?.testCenter);
    expect(centerOnly.appointment?.location).toEqual(expect.any(String));
    expect(centerOnly.appointment?.calendar).toBe(false);
    await setExam(candidate.id, { examLocation: "Hall 3, Seef Tower" });
    const typed = await view(candidate);
    expect(typed.appointment?.location).toBe("Hall 3, Seef Tower");
    expect(typed.appointment?.calendar).toBe(true);
  });
});

describe("the signed link", () => {
  it("the link of a real e-mail opens the status; the view's token is the link's own", async () => {
    const candidate = await register();
    const outbox = mkdtempSync(join(tmpdir(), "status-test-outbox-"));
    const mailer = createMailer({ from: "exams@exams.test", outboxDir: outbox });
    await deliverQueued(ctx.db, mailer, { supportEmail: "help@exams.test" });
    const name = readdirSync(outbox).find((file) => file.endsWith("registration_received.eml"));
    const mails = await Promise.all(
      readdirSync(outbox).map(async (file) => simpleParser(readFileSync(join(outbox, file)))),
    );
    expect(name).toBeDefined();
    const mail = mails.find((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text.includes(candidate.email));
    const link = /https:\/\/exams\.test\/status\?t=\S+/.exec(mail?.text ?? "")?.[0];
    expect(link, mail?.text).toBeDefined();
    const token = new URL(link!).searchParams.get("t")!;

    const response = await byLink(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const status = response.json<CandidateStatus>();
    expect(status.reference).toBe(candidate.reference);
    expect(status.token).toBe(token);
    for (const value of candidate.personal) expect(response.body).not.toContain(value);
  });

  it("refuses a tampered, expired or voided link with the lookup's one answer", async () => {
    const candidate = await register();
    const { token } = await view(candidate);
    expect((await byLink(token)).statusCode).toBe(200);

    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    // Another candidate's id under the same signature.
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { sid: number };
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sid: claims.sid + 1 })).toString(
      "base64url",
    );
    for (const forged of [`${header}.${payload}.${flipped}`, `${header}.${otherPayload}.${signature}`, "x"]) {
      const answer = await byLink(forged);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(NOT_FOUND_BODY);
    }

    // Expiry: valid on day 29, refused after 30 days.
    const start = clock;
    try {
      clock = start + 29 * DAY_MS;
      expect((await byLink(token)).statusCode).toBe(200);
      clock = start + 30 * DAY_MS + 60_000;
      const expired = await byLink(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toBe(NOT_FOUND_BODY);
    } finally {
      clock = start;
    }
    expect((await byLink(token)).statusCode).toBe(200);

    // A changed address voids the links sent to the old one; the new address works.
    const newEmail = `moved-${candidate.id}@example.org`;
    await ctx.db.update(students).set({ email: newEmail }).where(eq(students.id, candidate.id));
    const voided = await byLink(token);
    expect(voided.statusCode).toBe(404);
    expect(voided.body).toBe(NOT_FOUND_BODY);
    const fresh = await view({ ...candidate, email: newEmail });
    expect((await byLink(fresh.token)).statusCode).toBe(200);

    // A deleted registration's links stop too.
    await staff("DELETE", "/api/students", { studentIds: [candidate.id] });
    expect((await byLink(fresh.token)).body).toBe(NOT_FOUND_BODY);
  });
});

describe("GET /api/status/calendar.ics", () => {
  it("downloads the exam as a calendar entry once it has a date and place", async () => {
    const candidate = await register();
    const { token } = await view(candidate);
    const early = await ctx.app.inject({ method: "GET", url: `/api/status/calendar.ics?t=${token}` });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ message: STATUS_TEXTS.noExam });

    await move(candidate.id, "Exam_Details");
    await ctx.db
      .update(students)
      .set({ examDate: "2026-11-23", examTime: "2:00 PM", examLocation: "Riyadh, Olaya Street 12" })
      .where(eq(students.id, candidate.id));
    const response = await ctx.app.inject({ method: "GET", url: `/api/status/calendar.ics?t=${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="exam.ics"');
    expect(response.headers["cache-control"]).toBe("no-store");
    const ics = response.body.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toMatch(/DTSTART:20261123T140000\r?\n/);
    expect(ics).toContain("LOCATION:Riyadh\\, Olaya Street 12");
    expect(ics).toContain(`UID:exam-${candidate.id}@exams.test`);
    expect(ics).toContain(candidate.reference);
    expect(ics).toContain(`URL:${ORIGIN}/status?t=`);

    const forged = await ctx.app.inject({ method: "GET", url: "/api/status/calendar.ics?t=forged" });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toBe(NOT_FOUND_BODY);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past RATE_LIMIT_PUBLIC a minute, right or wrong", async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_PUBLIC: "3" } });
    try {
      const payload = buildRegistration(7_900, { test_center: limited.testCenterId });
      const registered = await limited.app.inject({ method: "POST", url: "/api/FormRegister", payload });
      const { reference } = registered.json<{ reference: string }>();
      const statuses: number[] = [];
      let last = registered;
      for (const email of [payload.email, "wrong@example.org", "wrong2@example.org", payload.email]) {
        last = await limited.app.inject({
          method: "POST",
          url: "/api/status",
          payload: { reference, email },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 404, 404, 429]);
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
      expect(last.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Too many requests/),
      });

      // The signed-link routes count too.
      const links = [];
      for (let i = 0; i < 4; i++) {
        links.push((await limited.app.inject({ method: "GET", url: "/api/status?t=x" })).statusCode);
      }
      expect(links).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
