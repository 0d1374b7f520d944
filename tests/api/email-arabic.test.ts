/**
 * The candidates' e-mails in Arabic (decision 0011), against the real database and a real SMTP server
 * (smtp-server, every message parsed with mailparser): the wizard's `locale` is stored with the
 * candidate; each message is queued in it and links to that language's status page (`/ar/status`);
 * a bad `locale` is a 400 naming the field and saves nothing; an Arabic message arrives with its
 * UTF-8 subject and bodies intact.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, students } from "#server/db/schema.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { REGULATOR_NAMES_AR } from "#server/mail/templates.ar.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { htmlText, ISOLATE_CONTROL } from "#tests/helpers/bidi.ts";
import { deliverQueued, memoryMailer } from "#tests/helpers/mail.ts";
import { startTestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";
import { ar as webArabic } from "#web/i18n/messages/ar.ts";

let ctx: TestContext;
let next = 1;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Every message handed to the in-memory mailer. */
const memory = memoryMailer();
const { sent } = memory;

/** Delivers everything queued through `mailer`, with the app's own signed, per-language status links. */
async function deliverAll(mailer: Mailer = memory) {
  await deliverQueued(ctx.db, mailer, { supportEmail: "support@example.com" });
}

/** POSTs a registration (`overrides` on a valid one); the response. */
function postRegistration(overrides: Record<string, unknown> = {}) {
  const registration = {
    ...buildRegistration(7000 + next++, { test_center: ctx.testCenterId }),
    ...overrides,
  };
  return {
    registration,
    response: ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload: registration }),
  };
}

async function register(overrides: Record<string, unknown> = {}) {
  const { registration, response } = postRegistration(overrides);
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(201);
  return { ...answer.json<{ id: number; reference: string }>(), registration };
}

const outboxOf = (studentId: number) =>
  ctx.db.select().from(emailOutbox).where(eq(emailOutbox.studentId, studentId)).orderBy(emailOutbox.id);

/** Letters of the Arabic script, and a Latin word of four letters or more. */
const ARABIC = /[\u0600-\u06FF]{3,}/;
/** The message without its isolated values, links and tags: the catalogue's own words. */
const ownWords = (text: string) =>
  text
    .replace(/\u2068[^\u2069]*\u2069/g, " ")
    .replace(/<bdi>[^<]*<\/bdi>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");

describe("the candidate's language", () => {
  it("registers with locale ar: stored, the registration e-mail queued and written in Arabic, linking to /ar/status", async () => {
    const { id, reference, registration } = await register({ locale: "ar" });
    const [student] = await ctx.db
      .select({ locale: students.locale })
      .from(students)
      .where(eq(students.id, id));
    expect(student!.locale).toBe("ar");
    const [queued] = await outboxOf(id);
    expect(queued).toMatchObject({ kind: "registration_received", locale: "ar", status: "queued" });

    sent.length = 0;
    await deliverAll();
    const mail = sent.find((m) => m.to === registration.email)!;
    // Isolated in the HTML only: the subject and plain text carry no isolate marks (decision 0017).
    expect(mail.subject).toBe(`استلمنا طلب تسجيلك ${reference}`);
    expect(mail.text).toMatch(ARABIC);
    expect(mail.text).toContain(`الرقم المرجعي: ${reference}\n`);
    expect(htmlText(mail.html)).toContain(`الرقم المرجعي: \u2068${reference}\u2069`);
    expect(`${mail.subject}${mail.text}`).not.toMatch(ISOLATE_CONTROL);
    expect(mail.text).toMatch(/\nhttps:\/\/exams\.test\/ar\/status\?t=[\w.-]+\n/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(/href="https:\/\/exams\.test\/ar\/status\?t=[\w.-]+"/);
    expect(ownWords(htmlText(mail.html))).not.toMatch(/[A-Za-z]{4,}/);
    expect(ownWords(mail.html)).not.toMatch(/[A-Za-z]{4,}/);
    // The status link opens the status page of that very candidate.
    const token = /\/ar\/status\?t=([\w.-]+)/.exec(mail.text)![1]!;
    const view = await ctx.app.inject({ method: "GET", url: `/api/status?t=${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ reference });
  });

  it("registers without locale in English, linking to /status", async () => {
    const { id, reference, registration } = await register();
    const [student] = await ctx.db
      .select({ locale: students.locale })
      .from(students)
      .where(eq(students.id, id));
    expect(student!.locale).toBe("en");
    expect((await outboxOf(id))[0]).toMatchObject({ locale: "en" });
    sent.length = 0;
    await deliverAll();
    const mail = sent.find((m) => m.to === registration.email)!;
    expect(mail.subject).toBe(`We received your registration ${reference}`);
    expect(mail.text).toMatch(/\nhttps:\/\/exams\.test\/status\?t=[\w.-]+\n/);
    expect(mail.text).not.toMatch(/[\u0600-\u06FF]/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it.each([["xx"], ["AR"], [""], [null], [7]])(
    "refuses locale %j with a 400 naming the field, and saves nothing",
    async (locale) => {
      const [before] = await ctx.db.select({ n: count() }).from(students);
      const [queuedBefore] = await ctx.db.select({ n: count() }).from(emailOutbox);
      const { response } = postRegistration({ locale });
      const answer = await response;
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ field: "locale", message: expect.stringContaining("Language") });
      expect(answer.body).not.toContain("    at ");
      const [after] = await ctx.db.select({ n: count() }).from(students);
      const [queuedAfter] = await ctx.db.select({ n: count() }).from(emailOutbox);
      expect(after!.n).toBe(before!.n);
      expect(queuedAfter!.n).toBe(queuedBefore!.n);
    },
  );

  it("queues an Arabic candidate's state changes and invoice in Arabic, an English candidate's in English", async () => {
    const arabic = await register({ locale: "ar" });
    const english = await register({ locale: "en" });
    const headers = await ctx.authAs("admin");
    for (const { id } of [arabic, english]) {
      const confirmed = await ctx.app.inject({
        method: "PUT",
        url: `/api/students/${id}/confirm`,
        headers,
        payload: {},
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const moved = await ctx.app.inject({
      method: "PATCH",
      url: "/api/students/change-state",
      headers,
      payload: { studentIds: [arabic.id, english.id], state: "Invoice" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const invoice = await ctx.app.inject({
      method: "POST",
      url: "/api/invoices/create-invoice",
      headers,
      payload: { studentId: arabic.id, invoiceNumber: "INV-AR-1", amount: "1250.5", currency: "SAR" },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);

    const arabicRows = await outboxOf(arabic.id);
    expect(arabicRows.map((row) => [row.kind, row.locale])).toEqual([
      ["registration_received", "ar"],
      ["confirmed", "ar"],
      ["invoice_issued", "ar"],
    ]);
    expect((await outboxOf(english.id)).map((row) => row.locale)).toEqual(["en", "en"]);

    sent.length = 0;
    await deliverAll();
    const [, confirmedMail, invoiceMail] = sent.filter((m) => m.to === arabic.registration.email);
    expect(confirmedMail!.subject).toBe(`تم تأكيد تسجيلك ${arabic.reference}`);
    expect(confirmedMail!.text).toContain("يسعدنا إبلاغك بتأكيد تسجيلك في اختبار");
    expect(ownWords(htmlText(confirmedMail!.html))).not.toMatch(/[A-Za-z]{4,}/);
    expect(invoiceMail!.subject).toBe(`الفاتورة INV-AR-1 لتسجيلك ${arabic.reference}`);
    for (const mail of [confirmedMail!, invoiceMail!]) {
      expect(`${mail.subject}${mail.text}`).not.toMatch(ISOLATE_CONTROL);
    }
    const amount = new Intl.NumberFormat("ar-u-nu-latn", { style: "currency", currency: "SAR" }).format(
      1250.5,
    );
    expect(invoiceMail!.text).toContain(`المبلغ: ${amount}\n`);
    expect(invoiceMail!.html).toContain(`<bdi>${amount}</bdi>`);
    expect(invoiceMail!.html).toContain("<bdi>INV-AR-1</bdi>");
    const englishConfirmed = sent.find(
      (m) => m.to === english.registration.email && m.subject.includes("is confirmed"),
    );
    expect(englishConfirmed?.subject).toBe(`Your registration ${english.reference} is confirmed`);
  });

  it("names the regulators in the web catalogue's own Arabic wording", () => {
    for (const [code, name] of Object.entries(REGULATOR_NAMES_AR)) {
      expect(webArabic[`regulator.${code}` as keyof typeof webArabic]).toBe(name);
    }
  });
});

describe("an Arabic message over SMTP", () => {
  it("arrives with its UTF-8 subject, text and HTML intact", async () => {
    const { received, url, close } = await startTestSmtp();
    try {
      // Everything else already delivered: only this candidate's message goes over SMTP.
      await deliverAll();
      const { reference, registration } = await register({ locale: "ar", fullName: "رنا حداد" });
      const mailer = createMailer({
        smtpUrl: url,
        from: "الاختبارات <exams@example.com>",
        outboxDir: "unused",
      });
      await deliverAll(mailer);
      mailer.close();
      expect(received).toHaveLength(1);
      const [mail] = received;
      const [row] = await ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, registration.email));
      expect(row).toMatchObject({ status: "sent", locale: "ar" });
      // Byte for byte what was rendered: subject and text (without isolate marks), and HTML.
      expect(mail!.subject).toBe(`استلمنا طلب تسجيلك ${reference}`);
      expect(mail!.subject).toBe(row!.subject);
      expect(mail!.text?.replace(/\r\n/g, "\n")).toBe(row!.textBody);
      expect(mail!.text).toContain("مرحبًا رنا حداد،");
      expect(`${mail!.subject}${mail!.text}`).not.toMatch(ISOLATE_CONTROL);
      expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail!.html).toContain("<p>مرحبًا <bdi>رنا حداد</bdi>،</p>");
      expect(mail!.from?.value[0]).toMatchObject({ name: "الاختبارات", address: "exams@example.com" });
    } finally {
      await close();
    }
  });
});
