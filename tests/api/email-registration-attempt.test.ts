/**
 * The "someone tried to register with your details" notice (decision 0019), through the real app,
 * database, worker and a real SMTP server (smtp-server, parsed by mailparser): a duplicate answer
 * keeps the seed's message; the candidate holding the detail gets one notice, at the address they
 * registered with and in their language, saying when and which detail, and nothing the attempt
 * typed; further attempts (also concurrent ones) within 24 h send none, one after 24 h does; staff
 * can switch it off per language; staff's own duplicates send none.
 */

import { and, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, studentEvents } from "#server/db/schema.ts";
import { queueAttemptNotice } from "#server/features/registration/duplicates.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { attemptTime } from "#server/mail/registration-attempt.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import type { RegistrationInput } from "#shared/registration/registration.ts";
import { ISOLATE_CONTROL } from "#tests/helpers/bidi.ts";
import { deliverQueued } from "#tests/helpers/mail.ts";
import { startTestSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let smtp: TestSmtp;
let n = 9_000;

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** Delivers everything queued to the test SMTP server, with the app's signed status links. */
async function deliverAll() {
  const mailer = createMailer({ smtpUrl: smtp.url, from: "Exams <exams@exams.test>", outboxDir: "unused" });
  await deliverQueued(ctx.db, mailer);
}

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const mailsTo = (address: string) => smtp.received.filter((mail) => to(mail) === address);

const post = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload, headers });

/** Registers a candidate (`overrides` on a valid registration); its id, reference and registration. */
async function registered(overrides: Partial<RegistrationInput> & { locale?: string } = {}) {
  const registration = { ...buildRegistration(++n, { test_center: ctx.testCenterId }), ...overrides };
  const response = await post(registration);
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<{ id: number; reference: string }>(), registration };
}

/** Someone else's registration: their own name, address, phone... with `taken` copied in. */
function intruder(taken: Partial<RegistrationInput>) {
  return {
    ...buildRegistration(++n, { test_center: ctx.testCenterId }),
    firstName: "Mallory",
    lastName: "Intruder",
    fullName: "Mallory Intruder",
    email: `mallory.${n}@attacker.test`,
    phone: "+971500000999",
    mailingAddress: "99 Probe Street, Dubai",
    ...taken,
  };
}

const notices = (studentId: number) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.studentId, studentId), eq(emailOutbox.kind, "registration_attempt")))
    .orderBy(emailOutbox.id);

describe("the registration-attempt notice", () => {
  it("keeps the seed's 409 and e-mails the registrant once, saying when and which detail, nothing typed", async () => {
    const { id, reference, registration } = await registered({ nationalId: "NOTICE-NID-1" });
    const before = Date.now();
    const attempt = intruder({ nationalId: "notice-nid-1" });
    const answer = await post(attempt);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      success: false,
      message: "Duplicate entry 'notice-nid-1' for field nationalId",
      field: "nationalId",
    });

    const [queued] = await notices(id);
    expect(queued).toMatchObject({ toAddress: registration.email, locale: "en", status: "queued" });
    const attemptedAt = String(queued!.params.attemptedAt);
    expect(Date.parse(attemptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(attemptedAt)).toBeLessThanOrEqual(Date.now());

    await deliverAll();
    const [mail, ...more] = mailsTo(registration.email).filter((m) => m.subject?.includes("tried"));
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Someone tried to register with your national ID number");
    const text = mail!.text ?? "";
    expect(text).toContain(`On ${attemptTime("en", attemptedAt)}, someone tried to register`);
    expect(attemptTime("en", attemptedAt)).toMatch(/^\w+, \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC$/);
    expect(text).toContain(`(reference ${reference})`);
    expect(text).toContain(`Dear ${registration.fullName},`);
    // Nothing the attempt typed: not its national ID as typed, name, address, phone or e-mail.
    for (const typed of [
      "notice-nid-1",
      "Mallory",
      "Intruder",
      "Probe Street",
      attempt.phone,
      attempt.email,
    ]) {
      expect(text).not.toContain(typed);
      expect(mail!.html).not.toContain(typed);
    }
    expect(mailsTo(attempt.email)).toHaveLength(0);
    // Its status link opens the registrant's own status page.
    const token = /\/status\?t=([\w.-]+)/.exec(text)![1]!;
    const view = await ctx.app.inject({ method: "GET", url: `/api/status?t=${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ reference });
    // Staff see it on the candidate's History like any e-mail.
    const events = await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, id));
    expect(events.some((e) => e.type === "email_sent" && JSON.stringify(e.changes).includes("tried"))).toBe(
      true,
    );
  });

  it("sends no second notice within 24 h, whichever detail or how many at once; one after 24 h", async () => {
    const { id, registration } = await registered({ nationalId: "BURST-NID-1" });
    expect((await post(intruder({ email: registration.email }))).statusCode).toBe(409);
    // Ten more at the same moment, with the e-mail address or the national ID.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          intruder(
            i % 2 ? { email: registration.email.toUpperCase() } : { nationalId: registration.nationalId },
          ),
        ),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(409));
    expect(await notices(id)).toHaveLength(1);
    await deliverAll();
    expect(mailsTo(registration.email).filter((m) => m.subject?.includes("tried"))).toHaveLength(1);

    // A day later (the notice moved 25 h back): the next attempt is told again.
    await ctx.db
      .update(emailOutbox)
      .set({ createdAt: sql`${emailOutbox.createdAt} - interval '25 hours'` })
      .where(and(eq(emailOutbox.studentId, id), eq(emailOutbox.kind, "registration_attempt")));
    expect((await post(intruder({ nationalId: registration.nationalId }))).statusCode).toBe(409);
    expect(await notices(id)).toHaveLength(2);
  });

  it("queues one notice when ten attempts check at the same moment (each on its own connection on PostgreSQL)", async () => {
    const { id } = await registered({ nationalId: "RACE-NID-1" });
    const queued = await Promise.all(
      Array.from({ length: 10 }, () => queueAttemptNotice(ctx.db, "nationalId", "race-nid-1", new Date())),
    );
    expect(queued.filter((studentId) => studentId === id)).toHaveLength(1);
    expect(await notices(id)).toHaveLength(1);
  });

  it("writes to an Arabic registrant in Arabic, linking to /ar/status", async () => {
    const { reference, registration } = await registered({ locale: "ar" });
    expect((await post(intruder({ email: registration.email }))).statusCode).toBe(409);
    await deliverAll();
    const [mail] = mailsTo(registration.email).filter((m) => m.subject?.startsWith("محاولة"));
    expect(mail!.subject).toBe("محاولة تسجيل باستخدام بريدك الإلكتروني");
    const text = mail!.text ?? "";
    expect(text).toContain("حاول أحدهم التسجيل في بوابتنا باستخدام بريدك الإلكتروني");
    expect(text).toContain(`الرقم المرجعي ${reference})`);
    expect(`${mail!.subject}${text}`).not.toMatch(ISOLATE_CONTROL);
    // Isolated in the HTML.
    expect(mail!.html).toContain("باستخدام <bdi>بريدك الإلكتروني</bdi>");
    expect(mail!.html).toContain(`الرقم المرجعي <bdi>${reference}</bdi>`);
    expect(text).toMatch(/بتوقيت غرينتش/);
    expect(text).toMatch(/\nhttps:\/\/exams\.test\/ar\/status\?t=[\w.-]+\n/);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("is not queued while staff switched it off in the registrant's language", async () => {
    const admin = await ctx.authAs("admin");
    const save = (locale: string, enabled: boolean) =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/email-settings/registration_attempt",
        headers: admin,
        payload: { locale, enabled, subject: null, body: null },
      });
    expect((await save("en", false)).statusCode).toBe(200);
    try {
      const english = await registered();
      const arabic = await registered({ locale: "ar" });
      expect((await post(intruder({ email: english.registration.email }))).statusCode).toBe(409);
      expect((await post(intruder({ email: arabic.registration.email }))).statusCode).toBe(409);
      expect(await notices(english.id)).toHaveLength(0);
      expect(await notices(arabic.id)).toHaveLength(1);
    } finally {
      expect((await save("en", true)).statusCode).toBe(200);
    }
  });

  it("is not sent for a duplicate entered by staff (admin, test center): they are not the public", async () => {
    const { id, registration } = await registered();
    for (const role of ["admin", "test_center"] as const) {
      const answer = await post(intruder({ email: registration.email }), await ctx.authAs(role));
      expect(answer.statusCode).toBe(409);
    }
    expect(await notices(id)).toHaveLength(0);
    // A low-privilege account is limited like the public, and tells the registrant.
    expect(
      (await post(intruder({ email: registration.email }), await ctx.authAs("visitor"))).statusCode,
    ).toBe(409);
    expect(await notices(id)).toHaveLength(1);
  });
});
