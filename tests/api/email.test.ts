/**
 * Candidates' e-mails (decision 0010) against a real SMTP server started here (smtp-server),
 * every message parsed with mailparser: each kind delivered with its content, status link and (exam
 * details) the .ics; an SMTP outage during a burst of changes loses nothing and sends nothing twice;
 * two workers on one database (two pools on PostgreSQL with TEST_DATABASE_URL) deliver each message
 * once; without SMTP the messages are written as .eml files.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import type pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, fromPostgresUrl } from "#server/db/client.ts";
import { emailOutbox, students } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { createEmailWorker, type EmailWorker, type EmailWorkerOptions } from "#server/mail/worker.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import type { StudentEditInput } from "#shared/candidates/edit.ts";
import { studentEditBody } from "#shared/candidates/edit-body.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { releaseHeldEmails } from "#tests/helpers/mail.ts";
import { startTestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const FROM = "Exams <exams@example.com>";
const PAYMENT = "Pay to IBAN SA03 8000 0000 6080 1016 7519\nQuote your invoice number";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { info() {}, warn() {} };

/** Every message the test SMTP server accepted, across its restarts. */
const received: ParsedMail[] = [];

/** The test SMTP server on `port` (0: any free one), adding to `received`. */
async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number }> {
  return startTestSmtp({ port, received });
}

const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

let ctx: TestContext;
let smtp: { server: SMTPServer; port: number };
let next = 1;

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startSmtp();
});
afterAll(async () => {
  await stopSmtp(smtp.server);
  await ctx.close();
});

/** A worker on `db` delivering to the test SMTP server, with short waits for the tests. */
function smtpWorker(db: Db, overrides: Partial<EmailWorkerOptions> = {}): EmailWorker {
  return createEmailWorker({
    db,
    mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM, outboxDir: "unused" }),
    statusUrl: async ({ reference }) => `https://exams.test/status?reference=${reference}`,
    supportEmail: "support@example.com",
    paymentInstructions: PAYMENT,
    domain: "exams.test",
    log: silent,
    pollMs: 50,
    retryBaseMs: 100,
    retryMaxMs: 1_000,
    ...overrides,
  });
}

/** Messages still waiting in the outbox. */
async function queued(): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "queued"));
  return row!.n;
}

/** Runs `worker` until no message waits (a bound on rounds, so a broken worker fails instead of hanging). */
async function drain(worker: EmailWorker) {
  for (let round = 0; round < 200 && (await queued()) > 0; round++) {
    if ((await worker.runOnce()) === 0) await sleep(50);
  }
  expect(await queued()).toBe(0);
}

/** Waits (polling) until `condition` holds, for at most `rounds` × 100 ms. */
async function until(condition: () => Promise<boolean>, rounds = 300) {
  for (let round = 0; round < rounds && !(await condition()); round++) await sleep(100);
  expect(await condition()).toBe(true);
}

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const mailsTo = (address: string) => received.filter((mail) => to(mail) === address);

async function api(method: "POST" | "PUT" | "PATCH" | "GET", url: string, payload?: object) {
  const response = await ctx.app.inject({ method, url, headers: await ctx.authAs("admin"), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/**
 * A state change, confirmed: these tests follow the e-mails, not the warnings (candidate-status.test.ts).
 * Its undo window is then taken as passed, so its e-mails are due (decision 0029; undo.test.ts
 * shows the hold).
 */
async function changeState(studentIds: number[], state: StudentState) {
  const response = await api("PATCH", "/api/students/change-state", { studentIds, state, confirm: true });
  await releaseHeldEmails(ctx.db);
  return response;
}

/** The Edit Student Data form as it stands, with `changes`. */
async function edit(id: number, changes: Partial<StudentEditInput>) {
  const s = (await api("GET", `/api/students/${id}`)).json<{ student: Student }>().student;
  await api("PUT", `/api/students/${id}`, { ...studentEditBody(s), ...changes });
}

describe("candidates' e-mails over SMTP", () => {
  it("sends every message of the pipeline once, with its content, the status link and the exam's .ics", async () => {
    const registration = buildRegistration(9001, { test_center: ctx.testCenterId });
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/FormRegister",
      payload: registration,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { id, reference } = registered.json<{ id: number; reference: string }>();
    const address = registration.email;

    await api("PUT", `/api/students/${id}/confirm`, {});
    await changeState([id], "Invoice");
    const invoice = await api("POST", "/api/invoices/create-invoice", {
      studentId: id,
      invoiceNumber: "INV-MAIL-1",
      amount: "1250.5",
      currency: "SAR",
    });
    await api(
      "PATCH",
      `/api/invoices/update-invoice/${invoice.json<{ invoice: { id: number } }>().invoice.id}`,
      {
        confirmed: true,
      },
    );
    await changeState([id], "Exam_Details"); // no date or place yet: no exam e-mail
    await edit(id, { ExamDate: "2027-03-15", ExamLocation: "Riyadh <Exam> Hall", exam_time: "09:00" });
    await edit(id, { ExamLocation: "Jeddah Exam Hall" });
    await edit(id, { ExamLocation: "Jeddah Exam Hall" }); // unchanged: nothing new
    await changeState([id], "Results");
    await changeState([id], "Send_Score");
    await changeState([id], "Done");
    await changeState([id], "Confirmed"); // back and forth: the confirmation was already sent
    await changeState([id], "Done");

    await drain(smtpWorker(ctx.db));
    const mails = mailsTo(address);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toEqual([
      `We received your registration ${reference}`,
      `Your registration ${reference} is confirmed`,
      `Invoice INV-MAIL-1 for your exam registration ${reference}`,
      "Payment received for invoice INV-MAIL-1",
      `Your exam: ${registration.examName} on Monday, 15 March 2027`,
      `Your exam: ${registration.examName} on Monday, 15 March 2027`,
      `Your ${registration.examName} result has been sent`,
      `Your registration ${reference} is complete`,
    ]);
    const link = `https://exams.test/status?reference=${reference}`;
    for (const mail of mails) {
      expect(mail.from?.value[0]?.address).toBe("exams@example.com");
      expect(mail.text).toContain(`Dear ${registration.fullName},`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain("support@example.com");
    }
    const [receivedMail, , invoiceMail, , exam1, exam2] = mails;
    expect(receivedMail!.text).toContain(`Your reference is ${reference}`);
    expect(invoiceMail!.text).toContain("Amount: 1250.50 SAR");
    expect(invoiceMail!.text).toContain(
      "Pay to IBAN SA03 8000 0000 6080 1016 7519\nQuote your invoice number",
    );
    // The place was typed with < >: escaped in the HTML, as typed in the text.
    expect(exam1!.text).toContain("Location: Riyadh <Exam> Hall");
    expect(exam1!.html).toContain("Riyadh &lt;Exam&gt; Hall");
    expect(exam1!.html).not.toContain("<Exam>");
    expect(exam1!.text).toContain("Time: 09:00");
    for (const [mail, place] of [
      [exam1!, "Riyadh <Exam> Hall"],
      [exam2!, "Jeddah Exam Hall"],
    ] as const) {
      expect(mail.attachments).toHaveLength(1);
      const ics = mail.attachments[0]!;
      expect(ics.filename).toBe("exam.ics");
      expect(ics.contentType).toBe("text/calendar");
      const calendar = ics.content.toString("utf8").replaceAll("\r\n ", "");
      expect(calendar).toContain("DTSTART:20270315T090000\r\n");
      expect(calendar).toContain(`LOCATION:${place.replaceAll(",", "\\,")}`);
      expect(calendar).toContain(`UID:exam-${id}@exams.test`);
    }
    for (const mail of mails.filter((m) => !m.subject?.startsWith("Your exam"))) {
      expect(mail.attachments).toHaveLength(0);
    }

    // The History shows each message sent.
    const events = (await api("GET", `/api/students/${id}/events`)).json<StudentEvent[]>();
    const sent = events.filter((event) => event.type === "email_sent");
    expect(sent.map((event) => event.changes?.subject?.to).reverse()).toEqual(subjects);
    expect(sent[0]).toMatchObject({ actor_user_id: null, changes: { kind: { to: "done" } } });
  });

  it("loses nothing and sends nothing twice when the SMTP server is down during a burst of changes", async () => {
    const ids = await insertCandidates(ctx.db, 12, {
      from: next,
      testCenterId: ctx.testCenterId,
      state: "Invoice_Confirmed",
    });
    next += 12;
    await ctx.db
      .update(students)
      .set({ examDate: "2027-05-02", examLocation: "Dammam", examTime: "10:30" })
      .where(inArray(students.id, ids));
    const addresses = await ctx.db
      .select({ email: students.email })
      .from(students)
      .where(inArray(students.id, ids));
    const worker = smtpWorker(ctx.db);
    worker.start();
    await stopSmtp(smtp.server);
    try {
      // The burst: four state changes of 12 candidates, each queuing one message per candidate.
      for (const state of ["Confirmed", "Exam_Details", "Send_Score", "Done"] as const) {
        await changeState(ids, state);
        await changeState(ids, "Invoice_Confirmed");
      }
      await changeState(ids, "Done"); // again: already sent or queued, nothing new
      // Attempts fail while the server is down; they are retried, not dropped.
      await until(async () => {
        const rows = await ctx.db
          .select({
            attempts: emailOutbox.attempts,
            status: emailOutbox.status,
            lastError: emailOutbox.lastError,
          })
          .from(emailOutbox)
          .where(inArray(emailOutbox.studentId, ids));
        return (
          rows.length === 48 && rows.every((r) => r.status === "queued" && r.attempts >= 3 && r.lastError)
        );
      });
      expect(addresses.flatMap(({ email }) => mailsTo(email))).toHaveLength(0);
      await sleep(2_000);
    } finally {
      smtp = await startSmtp(smtp.port);
    }
    await until(async () => (await queued()) === 0);
    await worker.stop();

    for (const { email } of addresses) {
      const subjects = mailsTo(email).map((mail) => mail.subject);
      expect(subjects).toHaveLength(4);
      expect(new Set(subjects).size).toBe(4);
    }
    const ids48 = received
      .filter((mail) => addresses.some((a) => a.email === to(mail)))
      .map((mail) => mail.messageId);
    expect(new Set(ids48).size).toBe(48);
    const [sent] = await ctx.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.studentId, ids), eq(emailOutbox.status, "sent")));
    expect(sent!.n).toBe(48);
  }, 60_000);

  it("two workers on one database deliver each message once", async () => {
    // On PostgreSQL the second worker has a pool of its own, as a second replica would.
    let second: Database | null = null;
    if (ctx.database.kind === "postgres") {
      const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
      second = fromPostgresUrl(pool.options.connectionString!);
    }
    const ids = await insertCandidates(ctx.db, 40, { from: next, testCenterId: ctx.testCenterId });
    next += 40;
    await changeState(ids, "Confirmed");
    const before = received.length;
    const sentBy = { a: 0, b: 0 };
    const a = smtpWorker(ctx.db, { log: { info: () => sentBy.a++, warn() {} } });
    const b = smtpWorker(second?.db ?? ctx.db, { log: { info: () => sentBy.b++, warn() {} } });
    a.start();
    b.start();
    try {
      await until(async () => (await queued()) === 0);
    } finally {
      await a.stop();
      await b.stop();
      await second?.close();
    }
    const delivered = received.slice(before);
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered.map((mail) => mail.messageId)).size).toBe(40);
    expect(new Set(delivered.map(to)).size).toBe(40);
    // Both took part; together they report each message sent once.
    expect(sentBy.a + sentBy.b).toBe(40);
    expect(sentBy.a).toBeGreaterThan(0);
    expect(sentBy.b).toBeGreaterThan(0);
  }, 60_000);

  it("marks a message failed at once when the server refuses it for good, and after the last attempt otherwise", async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const refusingPort = (refusing.server.address() as { port: number }).port;
    const lines: object[] = [];
    const log = { info: (obj: object) => lines.push(obj), warn: (obj: object) => lines.push(obj) };
    try {
      const [refused] = await insertCandidates(ctx.db, 1, { from: next++, testCenterId: ctx.testCenterId });
      await changeState([refused!], "Confirmed");
      await drain(
        smtpWorker(ctx.db, {
          log,
          mailer: createMailer({
            smtpUrl: `smtp://127.0.0.1:${refusingPort}`,
            from: FROM,
            outboxDir: "unused",
          }),
        }),
      );
      const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.studentId, refused!));
      expect(row).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
      expect(row!.lastError).toContain("550 Mailbox unavailable");

      // Nobody listening: retried, then failed after the last attempt.
      const [unreachable] = await insertCandidates(ctx.db, 1, {
        from: next++,
        testCenterId: ctx.testCenterId,
      });
      await changeState([unreachable!], "Confirmed");
      await drain(
        smtpWorker(ctx.db, {
          log,
          maxAttempts: 3,
          retryBaseMs: 10,
          mailer: createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: FROM, outboxDir: "unused" }),
        }),
      );
      const [gaveUp] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.studentId, unreachable!));
      expect(gaveUp).toMatchObject({ status: "failed", attempts: 3 });
      expect(gaveUp!.lastError).toContain("ECONNREFUSED");

      for (const id of [refused!, unreachable!]) {
        const events = (await api("GET", `/api/students/${id}/events`)).json<StudentEvent[]>();
        expect(events[0]).toMatchObject({
          type: "email_failed",
          changes: { kind: { to: "confirmed" }, subject: { to: expect.stringContaining("is confirmed") } },
        });
        expect(events.filter((event) => event.type.startsWith("email_"))).toHaveLength(1);
      }
      // Staff see the failures with their errors, and send one again once the server takes it.
      const failed = await api("GET", `/api/email-outbox?status=failed&student_id=${refused}`);
      expect(failed.headers["x-total-count"]).toBe("1");
      expect(failed.json()).toEqual([
        expect.objectContaining({
          id: row!.id,
          kind: "confirmed",
          status: "failed",
          attempts: 1,
          subject: expect.stringContaining("is confirmed"),
          last_error: expect.stringContaining("550"),
        }),
      ]);
      const retried = await api("POST", `/api/email-outbox/${row!.id}/retry`);
      expect(retried.json()).toEqual({ success: true, message: "The e-mail will be sent again." });
      await drain(smtpWorker(ctx.db));
      const [again] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
      expect(again).toMatchObject({ status: "sent", attempts: 1 });
      expect(mailsTo(again!.toAddress).map((mail) => mail.subject)).toEqual([again!.subject]);
      const history = (await api("GET", `/api/students/${refused}/events`)).json<StudentEvent[]>();
      expect(history.slice(0, 2).map((event) => event.type)).toEqual(["email_sent", "email_failed"]);
      const twice = await ctx.callAs("admin", "POST", `/api/email-outbox/${row!.id}/retry`);
      expect(twice.statusCode).toBe(409);
      const unknown = await ctx.callAs("admin", "POST", "/api/email-outbox/999999/retry");
      expect(unknown.statusCode).toBe(404);

      // The log names messages by id, kind and error code: never an address.
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(lines)).not.toContain("@");
    } finally {
      await stopSmtp(refusing);
    }
  });

  it("stopping waits only for the message in flight: the others stay queued, unclaimed, with no attempt counted", async () => {
    const ids = await insertCandidates(ctx.db, 5, { from: next, testCenterId: ctx.testCenterId });
    next += 5;
    await changeState(ids, "Confirmed");
    let release: () => void = () => {};
    const firstSend = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sends = 0;
    const worker = smtpWorker(ctx.db, {
      mailer: {
        async send() {
          sends++;
          release();
          await sleep(200);
          return { location: "test" };
        },
        close() {},
      },
    });
    worker.start();
    await firstSend;
    await worker.stop();
    expect(sends).toBe(1);
    const rows = await ctx.db
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts, lockedBy: emailOutbox.lockedBy })
      .from(emailOutbox)
      .where(inArray(emailOutbox.studentId, ids));
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(1);
    expect(rows.filter((row) => row.status === "queued")).toEqual(
      Array.from({ length: 4 }, () => ({ status: "queued", attempts: 0, lockedBy: null })),
    );
    await drain(smtpWorker(ctx.db));
  });

  it("sends a one-off e-mail from staff, escaped, and keeps it in the History under the writer's name", async () => {
    const [id] = await insertCandidates(ctx.db, 1, { from: next++, testCenterId: ctx.testCenterId });
    const [{ email }] = (await ctx.db
      .select({ email: students.email })
      .from(students)
      .where(eq(students.id, id!))) as [{ email: string }];
    const anonymous = (payload: object) =>
      ctx.app.inject({ method: "POST", url: `/api/students/${id}/email`, payload });
    const body = "Please bring <b>both</b> passports.\nSee you on Monday.";
    const sent = await ctx.callAs("auditor", "POST", `/api/students/${id}/email`, {
      subject: "Your documents",
      body,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The same message twice is two messages: staff meant to write twice.
    await api("POST", `/api/students/${id}/email`, { subject: "Your documents", body });
    expect((await anonymous({ subject: "x", body: "y" })).statusCode).toBe(401);
    const bad = await ctx.callAs("admin", "POST", `/api/students/${id}/email`, {
      subject: "Two\nlines",
      body,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "subject" });
    const missing = await ctx.callAs("admin", "POST", "/api/students/999999/email", {
      subject: "Hello",
      body,
    });
    expect(missing.statusCode).toBe(404);

    await drain(smtpWorker(ctx.db));
    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your documents", "Your documents"]);
    expect(mails[0]!.text).toContain("Please bring <b>both</b> passports.\nSee you on Monday.");
    expect(mails[0]!.html).toContain("Please bring &lt;b&gt;both&lt;/b&gt; passports.");
    expect(mails[0]!.text).toContain("https://exams.test/status?reference=");
    const events = (await api("GET", `/api/students/${id}/events`)).json<StudentEvent[]>();
    expect(
      events.filter((event) => event.type === "email_sent").map((event) => event.actor_username),
    ).toEqual(["admin-user", "auditor-user"]);
  });

  it("writes .eml files without an SMTP server", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const registration = buildRegistration(9002, { test_center: ctx.testCenterId });
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/FormRegister",
      payload: registration,
    });
    const { reference } = registered.json<{ reference: string }>();
    const paths: string[] = [];
    const worker = createEmailWorker({
      db: ctx.db,
      mailer: createMailer({ from: FROM, outboxDir: dir }),
      statusUrl: async () => "https://exams.test/status",
      supportEmail: "support@example.com",
      paymentInstructions: null,
      domain: "exams.test",
      log: { info: (obj) => paths.push((obj as { location: string }).location), warn() {} },
    });
    await drain(worker);
    const files = readdirSync(dir);
    expect(files).toEqual([expect.stringMatching(/^\d+-registration_received\.eml$/)]);
    expect(paths).toEqual([join(dir, files[0]!)]);
    const mail = await simpleParser(readFileSync(join(dir, files[0]!)));
    expect(mail.subject).toBe(`We received your registration ${reference}`);
    expect(to(mail)).toBe(registration.email);
    expect(mail.text).toContain("https://exams.test/status");
  });
});
