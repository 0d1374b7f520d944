/**
 * The admin "E-mail" screen's settings (decision 0010), against the real database: every message
 * on by default; a switched-off message is not queued by its cause (and a registration still goes
 * through); saved subject and body templates are what the worker delivers, with the placeholders
 * filled in and escaped in the HTML and the frame (status link, support address) kept; an unknown
 * placeholder is a 400 naming the field; the preview renders a real candidate without sending;
 * admins only; every change audited.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import type { EmailKind } from "#shared/mail/outbox.ts";
import { EMAIL_SETTING_KINDS, type EmailPreview, type EmailSetting } from "#shared/mail/settings.ts";
import { ISOLATE_CONTROL } from "#tests/helpers/bidi.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { deliverQueued, memoryMailer } from "#tests/helpers/mail.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let next = 1;

/** Every message the worker handed to the mailer. */
const mailer = memoryMailer();
const { sent } = mailer;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function call(method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: object, role = "admin") {
  return ctx.app.inject({
    method,
    url,
    headers: await ctx.authAs(role as "admin"),
    ...(payload ? { payload } : {}),
  });
}

/** The settings of one locale (the list holds every locale's, English first). */
async function settings(locale = "en"): Promise<EmailSetting[]> {
  const response = await call("GET", "/api/email-settings");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailSetting[]>().filter((setting) => setting.locale === locale);
}

/** Saves `kind`'s settings; the response. */
const save = (kind: string, body: object) => call("PUT", `/api/email-settings/${kind}`, body);

/** Messages of `kind` queued for candidate `studentId`. */
async function queuedFor(studentId: number, kind: EmailKind): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.studentId, studentId), eq(emailOutbox.kind, kind)));
  return row!.n;
}

/** Registers a candidate through the public form; its id, reference and address. */
async function register(overrides: Record<string, unknown> = {}) {
  const registration = buildRegistration(5000 + next++, { test_center: ctx.testCenterId, ...overrides });
  const response = await ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload: registration });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<{ id: number; reference: string }>(), email: registration.email };
}

/** Delivers everything queued with the in-memory mailer. */
async function deliverAll() {
  await deliverQueued(ctx.db, mailer, {
    statusUrl: async ({ studentId }) => `https://exams.test/status?t=token-${studentId}`,
    supportEmail: "help@exams.test",
    paymentInstructions: "Pay to IBAN SA03 8000",
  });
}

describe("E-mail settings", () => {
  it("lists every candidate message switched on with its built-in texts as templates", async () => {
    const list = await settings();
    expect(list.map((s) => s.kind)).toEqual([...EMAIL_SETTING_KINDS]);
    for (const setting of list) {
      expect(setting).toMatchObject({
        locale: "en",
        enabled: true,
        subject: null,
        body: null,
        updated_at: null,
      });
      expect(setting.placeholders).toContain("reference");
    }
    const invoice = list.find((s) => s.kind === "invoice_issued")!;
    expect(invoice.default_subject).toBe(
      "Invoice {{invoice_number}} for your exam registration {{reference}}",
    );
    expect(invoice.default_body).toContain("Amount: {{amount}} {{currency}}");
    expect(invoice.placeholders).toEqual(expect.arrayContaining(["invoice_number", "amount", "currency"]));
    const exam = list.find((s) => s.kind === "exam_details")!;
    expect(exam.default_body).toContain("Date: {{exam_date}}");
    // Defaults are offered as templates that pass their own placeholder check.
    for (const setting of list) {
      const saved = await save(setting.kind, {
        enabled: true,
        subject: setting.default_subject,
        body: setting.default_body,
      });
      expect(saved.statusCode, `${setting.kind}: ${saved.body}`).toBe(200);
      await save(setting.kind, { enabled: true, subject: null, body: null });
    }
  });

  it("queues no message of a switched-off kind, and the registration still goes through", async () => {
    expect(
      (await save("registration_received", { enabled: false, subject: null, body: null })).statusCode,
    ).toBe(200);
    expect((await save("confirmed", { enabled: false, subject: null, body: null })).statusCode).toBe(200);
    const off = await register();
    expect(await queuedFor(off.id, "registration_received")).toBe(0);
    const confirmed = await call("PUT", `/api/students/${off.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await queuedFor(off.id, "confirmed")).toBe(0);
    // Other kinds still go: the move to Invoice, then an invoice.
    await call("PATCH", "/api/students/change-state", { studentIds: [off.id], state: "Invoice" });
    const invoice = await call("POST", "/api/invoices/create-invoice", {
      studentId: off.id,
      invoiceNumber: "INV-SET-1",
      amount: "300",
      currency: "SAR",
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(await queuedFor(off.id, "invoice_issued")).toBe(1);

    // Switched back on: queued again for the next candidate.
    await save("registration_received", { enabled: true, subject: null, body: null });
    await save("confirmed", { enabled: true, subject: null, body: null });
    const on = await register();
    expect(await queuedFor(on.id, "registration_received")).toBe(1);
    await call("PUT", `/api/students/${on.id}/confirm`, {});
    expect(await queuedFor(on.id, "confirmed")).toBe(1);
  });

  it("delivers the saved subject and body with the values filled in, escaped in the HTML, in the usual frame", async () => {
    const saved = await save("confirmed", {
      enabled: true,
      subject: "  Welcome {{ first_name }}: {{reference}} confirmed  ",
      body: "Hello {{full_name}}, your {{exam}} seat is kept.\n\nQuote {{reference}}.\nSee {{status_link}}",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ setting: EmailSetting }>().setting).toMatchObject({
      subject: "Welcome {{ first_name }}: {{reference}} confirmed",
      updated_by: "admin-user",
    });

    const candidate = await register({ firstName: "Rana<b>", fullName: "Rana <b>Haddad</b> & Co" });
    await call("PUT", `/api/students/${candidate.id}/confirm`, {});
    sent.length = 0;
    await deliverAll();
    const mail = sent.find((m) => m.to === candidate.email && m.name.endsWith("-confirmed"));
    expect(mail, JSON.stringify(sent.map((m) => m.name))).toBeDefined();
    expect(mail!.subject).toBe(`Welcome Rana<b>: ${candidate.reference} confirmed`);
    expect(mail!.text).toContain(`Hello Rana <b>Haddad</b> & Co, your `);
    expect(mail!.text).toContain(
      `Quote ${candidate.reference}.\nSee https://exams.test/status?t=token-${candidate.id}`,
    );
    expect(mail!.text).not.toContain("Next, we will send you an invoice"); // the built-in body is replaced
    expect(mail!.html).toContain("Hello Rana &lt;b&gt;Haddad&lt;/b&gt; &amp; Co, your ");
    expect(mail!.html).not.toContain("<b>Haddad");
    // The frame stays: greeting, the status link block and the support address.
    expect(mail!.text).toMatch(/^Dear Rana <b>Haddad<\/b> & Co,/);
    expect(mail!.html).toContain(`<a href="https://exams.test/status?t=token-${candidate.id}">`);
    expect(mail!.text).toContain("help@exams.test");

    // Back to the built-in texts.
    await save("confirmed", { enabled: true, subject: "", body: null });
    const plain = await register();
    await call("PUT", `/api/students/${plain.id}/confirm`, {});
    sent.length = 0;
    await deliverAll();
    const builtIn = sent.find((m) => m.to === plain.email && m.name.endsWith("-confirmed"))!;
    expect(builtIn.subject).toBe(`Your registration ${plain.reference} is confirmed`);
  });

  it("keeps an invoice's payment instructions after a custom body", async () => {
    await save("invoice_issued", {
      enabled: true,
      subject: null,
      body: "Invoice {{invoice_number}}: {{amount}} {{currency}}.",
    });
    const candidate = await register();
    await call("PATCH", "/api/students/change-state", { studentIds: [candidate.id], state: "Invoice" });
    await call("POST", "/api/invoices/create-invoice", {
      studentId: candidate.id,
      invoiceNumber: "INV-SET-2",
      amount: "1250.5",
      currency: "SAR",
    });
    sent.length = 0;
    await deliverAll();
    const mail = sent.find((m) => m.to === candidate.email && m.name.endsWith("-invoice_issued"))!;
    expect(mail.subject).toBe(`Invoice INV-SET-2 for your exam registration ${candidate.reference}`);
    expect(mail.text).toContain("Invoice INV-SET-2: 1250.50 SAR.");
    expect(mail.text).toContain("How to pay:\n\nPay to IBAN SA03 8000");
    await save("invoice_issued", { enabled: true, subject: null, body: null });
  });

  it("refuses an unknown placeholder with 400 naming the field, and saves nothing", async () => {
    const before = await settings();
    const subject = await save("confirmed", { enabled: false, subject: "Hi {{password}}", body: null });
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toMatchObject({ success: false, field: "subject" });
    expect(subject.json().message).toContain("{{password}}");
    // invoice_number is not in a confirmation's snapshot.
    const body = await save("confirmed", {
      enabled: false,
      subject: null,
      body: "Invoice {{invoice_number}}",
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ field: "body" });
    const twoLines = await save("confirmed", { enabled: true, subject: "a\nb", body: null });
    expect(twoLines.json()).toMatchObject({ field: "subject", message: "Subject must be one line." });
    expect((await save("confirmed", { enabled: "yes", subject: null, body: null })).json()).toMatchObject({
      field: "enabled",
    });
    expect((await save("one_off", { enabled: false, subject: null, body: null })).statusCode).toBe(400);
    expect(
      (await save("confirmed", { enabled: true, subject: "x".repeat(201), body: null })).statusCode,
    ).toBe(400);
    expect(await settings()).toEqual(before);
  });

  it("previews a message for a real candidate with drafts or the saved texts, sending nothing", async () => {
    const [id] = await insertCandidates(ctx.db, 1, {
      from: 70_000,
      testCenterId: ctx.testCenterId,
      state: "Exam_Details",
      overrides: () => ({ fullName: "Omar <script>alert(1)</script> Saleh" }),
    });
    const queuedBefore = await ctx.db.select({ n: count() }).from(emailOutbox);
    const response = await call("POST", "/api/email-settings/exam_details/preview", {
      student_id: id,
      subject: "Exam for {{full_name}} ({{reference}})",
      body: "See you on {{exam_date}} at {{exam_time}}.",
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<EmailPreview>();
    const student = (await call("GET", `/api/students/${id}`)).json<{
      student: { reference: string; email: string };
    }>().student;
    expect(preview.to).toBe(student.email);
    expect(preview.subject).toBe(`Exam for Omar <script>alert(1)</script> Saleh (${student.reference})`);
    expect(preview.text).toContain("See you on ");
    expect(preview.text).toMatch(/\/status\?t=[\w.-]+/);
    expect(preview.html).toContain("Omar &lt;script&gt;alert(1)&lt;/script&gt; Saleh");
    expect(preview.html).not.toContain("<script>");

    // Without drafts: the saved texts (here the built-in ones).
    const builtIn = await call("POST", "/api/email-settings/done/preview", { student_id: id });
    expect(builtIn.json<EmailPreview>().subject).toBe(`Your registration ${student.reference} is complete`);
    // A draft with an unknown placeholder; an unknown candidate.
    const bad = await call("POST", "/api/email-settings/done/preview", { student_id: id, body: "{{nope}}" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "body" });
    // The registration-attempt notice (decision 0019): shown as for an attempt now with the national ID.
    const attempt = await call("POST", "/api/email-settings/registration_attempt/preview", {
      student_id: id,
      subject: "{{matched_detail}} used",
      body: "At {{attempted_at}}.",
    });
    expect(attempt.statusCode, attempt.body).toBe(200);
    expect(attempt.json<EmailPreview>().subject).toBe("national ID number used");
    expect(attempt.json<EmailPreview>().text).toMatch(/At \w+, \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\./);
    const missing = await call("POST", "/api/email-settings/done/preview", { student_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await ctx.db.select({ n: count() }).from(emailOutbox)).toEqual(queuedBefore);
  });

  it("is for admins only", async () => {
    for (const role of ["auditor", "test_center", "schoolmoderator", "visitor"]) {
      expect((await call("GET", "/api/email-settings", undefined, role)).statusCode).toBe(403);
      expect(
        (await call("PUT", "/api/email-settings/done", { enabled: false, subject: null, body: null }, role))
          .statusCode,
      ).toBe(403);
      expect(
        (await call("POST", "/api/email-settings/done/preview", { student_id: 1 }, role)).statusCode,
      ).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/email-settings" });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPut = await ctx.app.inject({
      method: "PUT",
      url: "/api/email-settings/done",
      payload: { enabled: false, subject: null, body: null },
    });
    expect(anonymousPut.statusCode).toBe(401);
    expect((await settings()).find((s) => s.kind === "done")!.enabled).toBe(true);
  });

  it("keeps Arabic settings apart: listed beside the English ones, switched off for Arabic candidates only, previewed right to left", async () => {
    const arabic = await settings("ar");
    expect(arabic.map((s) => s.kind)).toEqual([...EMAIL_SETTING_KINDS]);
    const confirmedAr = arabic.find((s) => s.kind === "confirmed")!;
    expect(confirmedAr.default_subject).toBe("تم تأكيد تسجيلك {{reference}}");
    expect(confirmedAr.placeholders).toContain("regulator");
    // Arabic "registration received" off: an Arabic candidate gets none, an English one does.
    const off = await save("registration_received", {
      locale: "ar",
      enabled: false,
      subject: null,
      body: null,
    });
    expect(off.statusCode, off.body).toBe(200);
    const arCandidate = await register({ locale: "ar" });
    const enCandidate = await register();
    expect(await queuedFor(arCandidate.id, "registration_received")).toBe(0);
    expect(await queuedFor(enCandidate.id, "registration_received")).toBe(1);
    expect((await settings("en")).find((s) => s.kind === "registration_received")!.enabled).toBe(true);
    await save("registration_received", { locale: "ar", enabled: true, subject: null, body: null });

    // A saved Arabic template is what an Arabic candidate gets, values isolated.
    await save("confirmed", {
      locale: "ar",
      enabled: true,
      subject: "أهلًا {{first_name}}",
      body: "رقمك {{reference}}",
    });
    sent.length = 0;
    await call("PUT", `/api/students/${arCandidate.id}/confirm`, {});
    await deliverAll();
    const [mail] = sent.filter((m) => m.to === arCandidate.email);
    // Isolated in the HTML; the subject and plain text carry no isolate marks.
    expect(mail!.subject).toMatch(/^أهلًا [^\u2066-\u2069]+$/);
    expect(mail!.text).toContain(`رقمك ${arCandidate.reference}\n`);
    expect(mail!.text).not.toMatch(ISOLATE_CONTROL);
    expect(mail!.html).toContain(`رقمك <bdi>${arCandidate.reference}</bdi>`);
    await save("confirmed", { locale: "ar", enabled: true, subject: null, body: null });

    const preview = await call("POST", "/api/email-settings/done/preview", {
      student_id: enCandidate.id,
      locale: "ar",
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { html, text, subject } = preview.json<EmailPreview>();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<bdi>");
    expect(`${subject}${text}`).not.toMatch(ISOLATE_CONTROL);
    expect(text).toMatch(/\/ar\/status\?t=[\w.-]+/);
    expect(text).toContain("اكتمل تسجيلك");
    const unknown = await call("POST", "/api/email-settings/done/preview", {
      student_id: enCandidate.id,
      locale: "fr",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "locale" });
  });

  it("audits every change with who, when and what changed", async () => {
    const start = new Date(Date.now() - 1000);
    await save("results_sent", { enabled: false, subject: "Results for {{exam}}", body: null });
    const row = await ctx.lastAudit("email_setting.updated");
    expect(row).toMatchObject({
      actorUserId: ctx.users.admin.id,
      actorUsername: "admin-user",
      targetType: "email_setting",
      details: {
        kind: "results_sent",
        locale: "en",
        changes: {
          enabled: { from: true, to: false },
          subject: { from: null, to: "Results for {{exam}}" },
        },
      },
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(start.getTime());
    const setting = (await settings()).find((s) => s.kind === "results_sent")!;
    expect(setting).toMatchObject({ enabled: false, updated_by: "admin-user" });
    expect(Date.parse(setting.updated_at!)).toBeGreaterThanOrEqual(start.getTime());
  });
});
