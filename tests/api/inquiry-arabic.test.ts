/**
 * An inquiry's language (decision 0011), against the real database and a real SMTP server
 * (smtp-server, every message parsed with mailparser): `POST /api/contact` takes an optional
 * `locale` (`en`, `ar`; anything else a 400 naming the field, nothing stored), stored with the
 * inquiry; the staff inbox (`GET /api/inquiries`, `PATCH /api/inquiries/{id}`) reads it back as
 * `locale`; the invitation to register is then queued in it, arrives in Arabic with its UTF-8
 * subject and bodies intact, and links to the Arabic wizard, whose invitation pre-fill works.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, inquiries } from "#server/db/schema.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { CONTACT_SUCCESS } from "#shared/inquiries/contact-forms.ts";
import type { InquiryRead, InvitePrefill } from "#shared/inquiries/inquiries.ts";
import { ISOLATE_CONTROL } from "#tests/helpers/bidi.ts";
import { deliverQueued } from "#tests/helpers/mail.ts";
import { startTestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let next = 1;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A valid inquiry with a unique e-mail address, `overrides` on top. */
function inquiryBody(overrides: Record<string, unknown> = {}) {
  const n = next++;
  return {
    exam_name: "DHA Exam",
    full_name: `رنا حداد ${n}`,
    email: `inquirer-ar-${n}@example.org`,
    phone: "+971 50 123 4567",
    current_job: "ممرضة",
    nationality: "Jordan",
    message: "أرغب في حجز اختبار DHA.",
    ...overrides,
  };
}

const postInquiry = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/contact", payload });

/** The stored inquiry sent from `email`. */
async function inquiryFrom(email: string) {
  const [row] = await ctx.db
    .select({ id: inquiries.id, locale: inquiries.locale })
    .from(inquiries)
    .where(eq(inquiries.email, email));
  return row;
}

/** Delivers everything queued through `mailer`. */
async function deliverAll(mailer: Mailer) {
  await deliverQueued(ctx.db, mailer, { supportEmail: "support@example.com" });
}

/** The test SMTP server on a free port, with a mailer that sends to it. */
async function startSmtp() {
  const smtp = await startTestSmtp();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: "الاختبارات <exams@example.com>",
    outboxDir: "unused",
  });
  return {
    received: smtp.received,
    mailer,
    close: async () => {
      mailer.close();
      await smtp.close();
    },
  };
}

describe("POST /api/contact locale (decision 0011)", () => {
  it("stores locale ar with the inquiry, and en when there is none", async () => {
    const arabic = inquiryBody({ locale: "ar" });
    const answer = await postInquiry(arabic);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ success: true, message: CONTACT_SUCCESS });
    expect((await inquiryFrom(arabic.email))?.locale).toBe("ar");

    const english = inquiryBody();
    expect((await postInquiry(english)).statusCode).toBe(201);
    expect((await inquiryFrom(english.email))?.locale).toBe("en");
    const explicit = inquiryBody({ locale: "en" });
    expect((await postInquiry(explicit)).statusCode).toBe(201);
    expect((await inquiryFrom(explicit.email))?.locale).toBe("en");
  });

  it.each([["xx"], ["AR"], [""], [null], [7], [["ar"]]])(
    "refuses locale %j with a 400 naming the field, and stores nothing",
    async (locale) => {
      const [before] = await ctx.db.select({ n: count() }).from(inquiries);
      const answer = await postInquiry(inquiryBody({ locale }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        field: "locale",
        message: "Language must be one of: en, ar.",
      });
      expect(answer.body).not.toContain("    at ");
      const [after] = await ctx.db.select({ n: count() }).from(inquiries);
      expect(after!.n).toBe(before!.n);
    },
  );

  it("still answers the spec's first problem before the language's", async () => {
    const answer = await postInquiry(inquiryBody({ full_name: " ", locale: "xx" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: "full_name", message: "Full name is required." });
  });
});

describe("the inbox reads an inquiry's language (decision 0011)", () => {
  /** The inquiries listed for a search of `email`, as an admin. */
  async function listed(email: string) {
    const answer = await ctx.getAs("admin", `/api/inquiries?search=${encodeURIComponent(email)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<InquiryRead[]>();
  }

  it("lists an inquiry sent with locale ar as ar, and one sent without as en", async () => {
    const arabic = inquiryBody({ locale: "ar" });
    const english = inquiryBody({ full_name: "Omar Saleh" });
    for (const body of [arabic, english]) expect((await postInquiry(body)).statusCode).toBe(201);

    expect(await listed(arabic.email)).toEqual([
      expect.objectContaining({ email: arabic.email, full_name: arabic.full_name, locale: "ar" }),
    ]);
    expect(await listed(english.email)).toEqual([
      expect.objectContaining({ email: english.email, locale: "en" }),
    ]);
  });

  it("keeps the language in the inquiry a follow-up answers with", async () => {
    const arabic = inquiryBody({ locale: "ar" });
    expect((await postInquiry(arabic)).statusCode).toBe(201);
    const { id } = (await inquiryFrom(arabic.email))!;
    const saved = await ctx.callAs("admin", "PATCH", `/api/inquiries/${id}`, { status: "contacted" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ inquiry: InquiryRead }>().inquiry).toMatchObject({
      id,
      status: "contacted",
      locale: "ar",
    });
  });

  it("documents locale as en or ar in the OpenAPI schema of the list", async () => {
    const docs = await ctx.getAs("admin", "/api/docs/json");
    expect(docs.statusCode).toBe(200);
    const list = docs.json().paths["/api/inquiries"].get.responses["200"].content["application/json"].schema;
    expect(list.items.properties.locale).toMatchObject({ type: "string", enum: ["en", "ar"] });
    expect(list.items.required).toContain("locale");
  });
});

describe("the invitation of an Arabic inquiry", () => {
  it("is queued in Arabic and arrives over SMTP in Arabic, linking to the Arabic wizard", async () => {
    const smtp = await startSmtp();
    try {
      // Everything queued so far goes out first: only the invitations below are counted.
      await deliverAll(smtp.mailer);
      smtp.received.length = 0;
      const arabic = inquiryBody({ locale: "ar" });
      const english = inquiryBody({ full_name: "Amal Noor" });
      for (const body of [arabic, english]) expect((await postInquiry(body)).statusCode).toBe(201);
      const headers = await ctx.authAs("admin");
      for (const body of [arabic, english]) {
        const { id } = (await inquiryFrom(body.email))!;
        const invited = await ctx.app.inject({ method: "POST", url: `/api/inquiries/${id}/invite`, headers });
        expect(invited.statusCode, invited.body).toBe(200);
      }
      const [queued] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, arabic.email));
      expect(queued).toMatchObject({ kind: "inquiry_invite", locale: "ar", status: "queued" });

      await deliverAll(smtp.mailer);
      expect(smtp.received).toHaveLength(2);
      const mail = smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(arabic.email))!;
      const [sent] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, arabic.email));
      expect(sent).toMatchObject({ status: "sent", locale: "ar" });
      // Byte for byte what was rendered, in Arabic.
      // The exam in Arabic: the inquiry's "DHA Exam" is «اختبار DHA», as the Arabic form labels it.
      expect(mail.subject).toBe("سجّل الآن في اختبار DHA");
      expect(mail.subject).toBe(sent!.subject);
      expect(mail.text?.replace(/\r\n/g, "\n")).toBe(sent!.textBody);
      expect(mail.text).toContain("شكرًا لاستفسارك عن اختبار DHA");
      expect(mail.html).toContain("شكرًا لاستفسارك عن اختبار <bdi>DHA</bdi>");
      expect(`${mail.subject}${mail.text}`).not.toMatch(ISOLATE_CONTROL);
      expect(mail.text).not.toContain("Exam");
      expect(mail.text).toContain(`مرحبًا ${arabic.full_name}،`);
      expect(mail.html).toContain(`مرحبًا <bdi>${arabic.full_name}</bdi>،`);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      // The link opens the Arabic wizard, and its token pre-fills it.
      const link = /https?:\/\/[^\s"]+\/ar\/register\?invite=[^\s"]+/.exec(mail.text ?? "")?.[0];
      expect(link, mail.text).toBeDefined();
      expect(mail.html).toContain(`href="${link}"`);
      const token = new URL(link!).searchParams.get("invite")!;
      const prefill = await ctx.app.inject({
        method: "GET",
        url: `/api/register/invite?t=${encodeURIComponent(token)}`,
      });
      expect(prefill.statusCode, prefill.body).toBe(200);
      expect(prefill.json<InvitePrefill>()).toMatchObject({
        full_name: arabic.full_name,
        email: arabic.email,
      });

      // The English inquiry's invitation stays English, linking to /register.
      const englishMail = smtp.received.find((m) => JSON.stringify(m.to).includes(english.email))!;
      expect(englishMail.subject).toBe("Register for your DHA Exam");
      expect(englishMail.text).toMatch(/https?:\/\/\S+\/register\?invite=/);
      expect(englishMail.text).not.toContain("/ar/register");
      expect(englishMail.text).not.toMatch(/[\u0600-\u06FF]/);
    } finally {
      await smtp.close();
    }
  });
});
