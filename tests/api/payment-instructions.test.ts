/**
 * Payment instructions (docs/product.md §2 "Payment instructions"), against the real database and a
 * real SMTP server (smtp-server, every message parsed with mailparser): admins save English and
 * Arabic texts (a new version each time, audited, listed with who and when), auditors read them,
 * other roles are refused; bad input is a 400 naming the field and saves nothing. The saved texts
 * replace `PAYMENT_INSTRUCTIONS` in the invoice e-mail (each candidate's language) and on the status
 * page; with none at all, both say whom to contact meanwhile (support address and phone) instead of
 * promising to say how to pay.
 */
import { count, desc, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, paymentInstructions } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import type { Role } from "#shared/access/roles.ts";
import type { PaymentInstructions } from "#shared/invoices/payment-instructions.ts";
import type { EmailPreview } from "#shared/mail/settings.ts";
import type { CandidateStatus } from "#shared/registration/status.ts";
import { htmlText, ISOLATE_CONTROL } from "#tests/helpers/bidi.ts";
import { deliverQueued } from "#tests/helpers/mail.ts";
import { startTestSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const SUPPORT = "help@exams.test";
const PHONE = "+973 1700 0000";
const ENGLISH = "Bank: Gulf Bank\nIBAN: SA03 8000 0000 6080 1016 7519\nQuote your invoice number.";
const ARABIC = "البنك: بنك الخليج\nالآيبان: SA03 8000 0000 6080 1016 7519\nاذكر رقم الفاتورة.";
/** What the English and Arabic messages used to promise instead of instructions. */
const VAGUE = ["We will tell you how to pay", "سنوافيك بطريقة الدفع"];

let ctx: TestContext;
let smtp: TestSmtp;
let next = 1;

beforeAll(async () => {
  // No PAYMENT_INSTRUCTIONS: a default install.
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: SUPPORT, SUPPORT_PHONE: PHONE } });
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

async function call(method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: object, role?: Role) {
  return ctx.app.inject({
    method,
    url,
    headers: role === undefined ? {} : await ctx.authAs(role),
    ...(payload ? { payload } : {}),
  });
}

async function read(role: Role = "admin"): Promise<PaymentInstructions> {
  const response = await call("GET", "/api/payment-instructions", undefined, role);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentInstructions>();
}

const save = (body: object, role: Role = "admin") => call("PUT", "/api/payment-instructions", body, role);

const versions = async () => (await ctx.db.select({ n: count() }).from(paymentInstructions))[0]!.n;

/** A candidate registered in `locale`, confirmed, moved to Invoice and invoiced (the e-mail queued). */
async function invoiced(locale: "en" | "ar") {
  const registration = buildRegistration(9100 + next++, { test_center: ctx.testCenterId });
  const registered = await call("POST", "/api/FormRegister", { ...registration, locale });
  expect(registered.statusCode, registered.body).toBe(201);
  const { id, reference } = registered.json<{ id: number; reference: string }>();
  expect((await call("PUT", `/api/students/${id}/confirm`, {}, "admin")).statusCode).toBe(200);
  const moved = await call(
    "PATCH",
    "/api/students/change-state",
    { studentIds: [id], state: "Invoice" },
    "admin",
  );
  expect(moved.statusCode, moved.body).toBe(200);
  const invoiceNumber = `INV-PAY-${id}`;
  const created = await call(
    "POST",
    "/api/invoices/create-invoice",
    { studentId: id, invoiceNumber, amount: "950", currency: "SAR" },
    "admin",
  );
  expect(created.statusCode, created.body).toBe(201);
  return { id, reference, email: registration.email, invoiceNumber };
}

/**
 * Delivers everything queued over the test SMTP server, as a server with `environment` as its
 * `PAYMENT_INSTRUCTIONS` would; the invoice e-mail each of `to` received.
 */
async function deliver(environment: string | null, ...to: string[]): Promise<ParsedMail[]> {
  await deliverQueued(
    ctx.db,
    createMailer({ smtpUrl: smtp.url, from: "exams@exams.test", outboxDir: "unused" }),
    {
      statusUrl: async () => "https://exams.test/status",
      supportEmail: SUPPORT,
      supportPhone: PHONE,
      paymentInstructions: environment,
    },
  );
  return to.map((address) => {
    const mail = smtp.received.find(
      (m) =>
        (Array.isArray(m.to) ? m.to[0] : m.to)?.text.includes(address) && /INV-PAY-/.test(m.subject ?? ""),
    );
    expect(mail, `invoice e-mail to ${address}`).toBeDefined();
    return mail!;
  });
}

/** The status view of a candidate, by reference and address. */
async function status(candidate: { reference: string; email: string }): Promise<CandidateStatus> {
  const response = await call("POST", "/api/status", {
    reference: candidate.reference,
    email: candidate.email,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CandidateStatus>();
}

describe("payment instructions: a default install", () => {
  it("has none: both languages missing, no history", async () => {
    expect(await read()).toEqual({
      en: null,
      ar: null,
      environment: null,
      effective: { en: null, ar: null },
      missing: ["en", "ar"],
      updated_at: null,
      updated_by: null,
      history: [],
    });
  });

  it("e-mails the invoice saying whom to contact meanwhile, in English and in Arabic", async () => {
    const en = await invoiced("en");
    const ar = await invoiced("ar");
    const [english, arabic] = await deliver(null, en.email, ar.email);
    expect(english!.text).toContain(
      `Our payment instructions will follow. Meanwhile, to find out how to pay, write to ${SUPPORT} or call ${PHONE} and quote invoice number ${en.invoiceNumber}.`,
    );
    expect(english!.html).toContain(`write to ${SUPPORT} or call ${PHONE} and quote invoice number`);
    expect(arabic!.text).toContain(
      `لمعرفة طريقة الدفع راسلنا على ${SUPPORT} أو اتصل بنا على ${PHONE}، مع ذكر رقم الفاتورة ${ar.invoiceNumber}.`,
    );
    expect(htmlText(arabic!.html || "")).toContain(
      `لمعرفة طريقة الدفع راسلنا على \u2068${SUPPORT}\u2069 أو اتصل بنا على \u2068${PHONE}\u2069، مع ذكر رقم الفاتورة \u2068${ar.invoiceNumber}\u2069.`,
    );
    expect(`${arabic!.subject}${arabic!.text}`).not.toMatch(ISOLATE_CONTROL);
    for (const mail of [english!, arabic!]) {
      for (const vague of VAGUE) expect(mail.text).not.toContain(vague);
      expect(mail.text).not.toContain("How to pay:");
      expect(mail.text).not.toContain("طريقة الدفع:");
    }
  });

  it("shows no instructions on the status page, which then names the contacts", async () => {
    const candidate = await invoiced("en");
    const view = await status(candidate);
    expect(view.invoice).toMatchObject({ paymentInstructions: null, paymentInstructionsAr: null });
    expect(view.contact).toEqual({ email: SUPPORT, phone: PHONE });
  });
});

describe("payment instructions: the setting", () => {
  it("lets auditors read and only admins write; other roles and anonymous callers are refused", async () => {
    expect((await read("auditor")).missing).toEqual(["en", "ar"]);
    for (const role of ["test_center", "schoolmoderator", "visitor"] as const) {
      expect((await call("GET", "/api/payment-instructions", undefined, role)).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/payment-instructions")).statusCode).toBe(401);
    for (const role of ["auditor", "test_center", "schoolmoderator", "visitor"] as const) {
      expect((await save({ en: ENGLISH, ar: null }, role)).statusCode).toBe(403);
    }
    expect((await call("PUT", "/api/payment-instructions", { en: ENGLISH, ar: null })).statusCode).toBe(401);
    expect(await versions()).toBe(0);
  });

  it("refuses bad input with a 400 naming the field, and saves nothing", async () => {
    const cases: [object, string][] = [
      [{ en: "x".repeat(2001), ar: null }, "en"],
      [{ en: ENGLISH, ar: "bad\u0000text" }, "ar"],
      [{ en: 42, ar: null }, "en"],
      [{ en: ENGLISH }, "ar"],
    ];
    for (const [body, field] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
      expect(response.json<{ message: string }>().message).not.toBe("");
    }
    const tooLong = await save({ en: "x".repeat(2001), ar: null });
    expect(tooLong.json()).toMatchObject({
      message: "English payment instructions must be 2000 characters or fewer.",
    });
    expect(await versions()).toBe(0);
    const [audits] = await ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, "payment_instructions.updated"));
    expect(audits!.n).toBe(0);
  });

  it("saves a version with who and when, audited; Arabic falls back to the English text", async () => {
    const response = await save({ en: ENGLISH.replaceAll("\n", "\r\n"), ar: "   " });
    expect(response.statusCode, response.body).toBe(200);
    const { settings } = response.json<{ settings: PaymentInstructions }>();
    expect(settings).toMatchObject({
      en: ENGLISH,
      ar: null,
      effective: { en: ENGLISH, ar: ENGLISH },
      missing: [],
      updated_by: "admin-user",
    });
    expect(settings.history).toHaveLength(1);
    expect(await read("auditor")).toEqual(settings);

    const second = await save({ en: ENGLISH, ar: ARABIC });
    expect(second.statusCode, second.body).toBe(200);
    const now = await read();
    expect(now).toMatchObject({
      en: ENGLISH,
      ar: ARABIC,
      effective: { en: ENGLISH, ar: ARABIC },
      missing: [],
    });
    // Newest first; the first version is kept.
    expect(now.history.map((version) => [version.en, version.ar, version.updated_by])).toEqual([
      [ENGLISH, ARABIC, "admin-user"],
      [ENGLISH, null, "admin-user"],
    ]);
    expect(Date.parse(now.updated_at!)).toBeGreaterThan(Date.now() - 60_000);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "payment_instructions.updated"))
      .orderBy(desc(auditLog.id));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorUsername: "admin-user",
      actorUserId: ctx.users.admin.id,
      targetType: "payment_instructions",
      // Only what changed: the Arabic text.
      details: { changes: { ar: { from: null, to: ARABIC } } },
    });
    expect(audits[1]!.details).toEqual({
      changes: { en: { from: null, to: ENGLISH } },
    });
  });

  it("e-mails the saved text in each candidate's language, over PAYMENT_INSTRUCTIONS", async () => {
    const en = await invoiced("en");
    const ar = await invoiced("ar");
    const [english, arabic] = await deliver("Old instructions from the environment", en.email, ar.email);
    expect(english!.text).toContain(`How to pay:\n\n${ENGLISH}`);
    expect(arabic!.text).toContain(`طريقة الدفع:\n\n${ARABIC}\n`);
    expect(htmlText(arabic!.html || "")).toContain(`طريقة الدفع:\n\n\u2068${ARABIC}\u2069`);
    expect(arabic!.text).not.toMatch(ISOLATE_CONTROL);
    for (const mail of [english!, arabic!]) {
      expect(mail.text).not.toContain("Old instructions");
      expect(mail.text).not.toContain("Meanwhile");
      expect(mail.text).not.toContain("وإلى ذلك الحين");
    }
  });

  it("shows the saved texts on the status page, and in the e-mail preview", async () => {
    const candidate = await invoiced("en");
    expect((await status(candidate)).invoice).toMatchObject({
      paymentInstructions: ENGLISH,
      paymentInstructionsAr: ARABIC,
    });
    const preview = await call(
      "POST",
      "/api/email-settings/invoice_issued/preview",
      { student_id: candidate.id, locale: "ar" },
      "admin",
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const { subject, text, html } = preview.json<EmailPreview>();
    expect(text).toContain(`${ARABIC}\n`);
    expect(`${subject}${text}`).not.toMatch(ISOLATE_CONTROL);
    expect(htmlText(html)).toContain(`\u2068${ARABIC}\u2069`);
  });

  it("goes back to none when both texts are cleared: the contacts again, a third version kept", async () => {
    expect((await save({ en: "", ar: null })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ effective: { en: null, ar: null }, missing: ["en", "ar"] });
    expect(await versions()).toBe(3);
    const candidate = await invoiced("en");
    const [mail] = await deliver(null, candidate.email);
    expect(mail!.text).toContain(`write to ${SUPPORT} or call ${PHONE}`);
  });
});

describe("payment instructions: PAYMENT_INSTRUCTIONS as the initial value", () => {
  let withEnv: TestContext;
  beforeAll(async () => {
    withEnv = await createTestContext({
      env: { PAYMENT_INSTRUCTIONS: "Pay to IBAN SA03\\nQuote the invoice" },
    });
  });
  afterAll(() => withEnv.close());

  it("is in force in both languages until an admin saves; the saved English text then wins", async () => {
    const headers = await withEnv.authAs("admin");
    const before = await withEnv.app.inject({ method: "GET", url: "/api/payment-instructions", headers });
    expect(before.json()).toMatchObject({
      en: null,
      environment: "Pay to IBAN SA03\nQuote the invoice",
      effective: { en: "Pay to IBAN SA03\nQuote the invoice", ar: "Pay to IBAN SA03\nQuote the invoice" },
      missing: [],
    });
    const saved = await withEnv.app.inject({
      method: "PUT",
      url: "/api/payment-instructions",
      headers,
      payload: { en: "Pay to IBAN SA99", ar: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ settings: PaymentInstructions }>().settings.effective).toEqual({
      en: "Pay to IBAN SA99",
      ar: "Pay to IBAN SA99",
    });
  });
});
