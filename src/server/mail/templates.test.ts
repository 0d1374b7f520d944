import { describe, expect, it } from "vitest";
import { EMAIL_KINDS } from "#shared/mail/outbox.ts";
import { EMAIL_SETTING_KINDS, KIND_PLACEHOLDERS, placeholdersIn } from "#shared/mail/settings.ts";
import { INQUIRY_EXAM_OPTIONS } from "#shared/reference/regulators.ts";
import { htmlText, ISOLATE_CONTROL, numbersJoiningLatin } from "#tests/helpers/bidi.ts";
import { examCalendarAttachment, parseExamTime } from "./calendar.ts";
import { defaultTexts, escapeHtml, renderEmail } from "./templates.ts";

const ctx = {
  statusUrl: "https://exams.test/status?t=a&b=<c>",
  supportEmail: "support@example.com",
  paymentInstructions: null,
};
/** A candidate with plain values: what the fixtures below share. */
const named = { reference: "EX-26-7K3QF9", fullName: "Rana Haddad" };
const rana = {
  ...named,
  firstName: "Rana",
  examCategory: "DHA",
  currency: "SAR",
  examDate: "2027-03-15",
  attemptedAt: "2027-03-15T14:05:09.000Z",
};
const hostile = "<script>alert(\"x\")</script> & 'quotes'";
const params = {
  reference: "EX-26-7K3QF9",
  fullName: hostile,
  firstName: hostile,
  examName: hostile,
  testCenter: hostile,
  invoiceNumber: hostile,
  amount: "10.00",
  currency: "SAR",
  examDate: "2027-03-15",
  examTime: hostile,
  examLocation: hostile,
  subject: hostile,
  body: hostile,
};

describe("renderEmail", () => {
  it.each(EMAIL_KINDS)("%s: escapes every value in the HTML and ends with the status link", (kind) => {
    const { subject, text, html } = renderEmail(kind, "en", params, ctx);
    expect(subject.length).toBeGreaterThan(0);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(hostile);
    expect(html).toContain('href="https://exams.test/status?t=a&amp;b=&lt;c&gt;"');
    expect(text).toContain(ctx.statusUrl);
    expect(text).toContain("support@example.com");
  });

  it("falls back to English for a locale without a catalogue", () => {
    expect(renderEmail("confirmed", "xx", params, ctx)).toEqual(renderEmail("confirmed", "en", params, ctx));
    expect(renderEmail("confirmed", "toString", params, ctx)).toEqual(
      renderEmail("confirmed", "en", params, ctx),
    );
  });

  it("signs with SITE_NAME and rules the HTML in BRAND_COLOR (decision 0013)", () => {
    const plain = renderEmail("confirmed", "en", params, ctx);
    expect(plain.text).toContain("The exams team\nExam Registration Portal");
    expect(renderEmail("confirmed", "ar", params, ctx).text).toContain(
      "فريق الاختبارات\nبوابة تسجيل الاختبارات",
    );
    const brand = { siteName: "Gulf <Health> Exams", color: "#5f3dc4" };
    const branded = renderEmail("confirmed", "ar", params, { ...ctx, brand });
    expect(branded.text).toContain("فريق الاختبارات\nGulf <Health> Exams");
    expect(branded.html).toContain("Gulf &lt;Health&gt; Exams");
    expect(branded.html).toContain("border-top:4px solid #5f3dc4");
    const hostileColour = renderEmail("confirmed", "en", params, {
      ...ctx,
      brand: { ...brand, color: "red;x" },
    });
    expect(hostileColour.html).toContain("border-top:4px solid #0ca678");
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("the exam's calendar entry", () => {
  it("reads clock times and refuses the rest", () => {
    expect(parseExamTime("09:00")).toEqual([9, 0]);
    expect(parseExamTime("2:30 PM")).toEqual([14, 30]);
    expect(parseExamTime("12.15 am")).toEqual([0, 15]);
    expect(parseExamTime("morning")).toBeNull();
    expect(parseExamTime("25:00")).toBeNull();
  });

  /** An exam's calendar file (the e-mail's attachment), as text. */
  const icsOf = (exam: Parameters<typeof examCalendarAttachment>[0], url = "https://exams.test/status") =>
    Buffer.from(
      examCalendarAttachment(exam, { uid: "exam-1@exams.test", url, sequence: 1 }).content,
      "base64",
    ).toString("utf8");
  const exam = {
    examDate: "2027-03-15",
    examTime: "morning",
    examLocation: "Prometric Riyadh, Hall 2",
    examName: "Registered Nurse",
    reference: "EX-26-7K3QF9",
  };

  it("is an all-day entry when the time is not a clock time", () => {
    const ics = icsOf({ ...exam, examDate: "2027-12-31" });
    expect(ics).toContain("DTSTART;VALUE=DATE:20271231");
    expect(ics).toContain("DTEND;VALUE=DATE:20280101");
    expect(ics).toContain("Time: morning");
  });

  it("carries no isolate marks in SUMMARY, LOCATION or DESCRIPTION, whatever the snapshot held", () => {
    const isolated = (text: string, mark = "\u2068") => `${mark}${text}\u2069`;
    const ics = icsOf(
      {
        ...exam,
        examTime: isolated(exam.examTime),
        examLocation: isolated(exam.examLocation),
        examName: isolated(exam.examName, "\u2066"),
        reference: isolated(exam.reference),
      },
      "https://exams.test/ar/status",
    );
    expect(ics).not.toMatch(ISOLATE_CONTROL);
    expect(ics).toContain("SUMMARY:Exam: Registered Nurse");
    expect(ics).toContain("LOCATION:Prometric Riyadh\\, Hall 2");
    expect(ics).toContain("Reference EX-26-7K3QF9.");
  });
});

describe("custom texts (the E-mail screen)", () => {
  const plain = {
    ...rana,
    examName: "DHA Registered Nurse",
    testCenter: "Riyadh Center",
    invoiceNumber: "INV-7",
    amount: "125.50",
    examTime: null,
    examLocation: "Hall 2",
    matchedField: "passportNumber",
  };

  it.each(EMAIL_SETTING_KINDS)("%s: its built-in texts as templates render the built-in message", (kind) => {
    const builtIn = renderEmail(kind, "en", plain, ctx);
    const custom = renderEmail(kind, "en", plain, ctx, defaultTexts(kind, "en"));
    expect(custom.subject).toBe(builtIn.subject);
    expect(custom.text).toBe(builtIn.text);
    for (const name of placeholdersIn(`${defaultTexts(kind, "en").subject} ${defaultTexts(kind, "en").body}`))
      expect(KIND_PLACEHOLDERS[kind]).toContain(name);
  });

  it("escapes placeholder values and the template's own text in the HTML, keeping the frame", () => {
    const { subject, text, html } = renderEmail("confirmed", "en", params, ctx, {
      subject: "Hi {{first_name}}",
      body: "<i>Dear</i> {{full_name}}\n\nSee {{status_link}}",
    });
    expect(subject).toBe(`Hi ${hostile}`);
    expect(text).toContain(`<i>Dear</i> ${hostile}\n\nSee ${ctx.statusUrl}`);
    expect(html).toContain(`<p>&lt;i&gt;Dear&lt;/i&gt; ${escapeHtml(hostile)}</p>`);
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="https://exams.test/status?t=a&amp;b=&lt;c&gt;"');
    expect(text).toContain("support@example.com");
  });
});

describe("the Arabic catalogue (decision 0011)", () => {
  const arCtx = {
    statusUrl: "https://exams.test/ar/status?t=a.b-c",
    supportEmail: "support@example.com",
    paymentInstructions: "Bank: Example Bank\nIBAN: SA03 8000 0000 6080 1016 7519",
  };
  const latin = {
    ...rana,
    examName: "Registered Nurse",
    testCenter: "Riyadh Olaya Test Center",
    invoiceNumber: "INV-2027-0007",
    amount: "1250.50",
    examTime: "09:00",
    examLocation: "Prometric Riyadh, Hall 2",
    subject: "رسالة من فريق الاختبارات",
    body: "Please bring your original passport.",
    inviteUrl: "https://exams.test/register?invite=tok",
    matchedField: "nationalId",
  };
  /** The text with isolated values, URLs and e-mail addresses taken out: what the catalogue itself wrote. */
  const ownWords = (text: string) =>
    text
      .replace(/\u2068[^\u2069]*\u2069/g, " ")
      .replace(/<bdi>[^<]*<\/bdi>/g, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/&[a-z]+;/g, " ");

  /** `text` with the fixture's values taken out (the subject and plain text do not isolate them). */
  const withoutValues = (text: string) =>
    [...Object.values(latin), arCtx.supportEmail, arCtx.paymentInstructions].reduce(
      (rest, value) => rest.replaceAll(value, " "),
      text,
    );

  it.each(EMAIL_KINDS)(
    "%s: Arabic words, right to left, every Latin value isolated in the HTML; no isolate marks in subject and text",
    (kind) => {
      const { subject, text, html } = renderEmail(kind, "ar", latin, arCtx);
      expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><body dir="rtl"/);
      expect(html).toContain('<div dir="rtl" lang="ar"');
      for (const part of [subject, text, html]) expect(part).toMatch(/[\u0600-\u06FF]{3,}/);
      // No English sentence or word left outside the isolated values and links.
      expect(ownWords(html)).not.toMatch(/[A-Za-z]{4,}/);
      for (const part of [subject, text]) {
        expect(part).not.toMatch(ISOLATE_CONTROL);
        expect(ownWords(withoutValues(part))).not.toMatch(/[A-Za-z]{4,}/);
      }
      // No number joining a Latin value before it: in the subject as clients show it, and in the
      // HTML's text with its isolated values (a plain-text reader gets the values as they are).
      expect(numbersJoiningLatin(subject)).toEqual([]);
      expect(numbersJoiningLatin(htmlText(html))).toEqual([]);
      expect(html).toContain(`<bdi>${arCtx.supportEmail}</bdi>`);
      expect(text).toContain(` ${arCtx.supportEmail}.`);
      expect(html).toContain(`<span dir="ltr"><a href="${arCtx.statusUrl}">${arCtx.statusUrl}</a></span>`);
      expect(text).toContain(`\n${arCtx.statusUrl}\n`);
      expect(html).toContain("<p>مرحبًا <bdi>Rana Haddad</bdi>،</p>");
      expect(text.startsWith("مرحبًا Rana Haddad،")).toBe(true);
      expect(text).toContain("فريق الاختبارات");
    },
  );

  it.each(EMAIL_KINDS)(
    "%s: no isolate marks in the subject and plain text, in English and in Arabic",
    (kind) => {
      for (const locale of ["en", "ar"]) {
        const custom = { subject: "{{reference}} {{full_name}}", body: "{{exam}} {{invoice_number}}" };
        for (const rendered of [
          renderEmail(kind, locale, latin, arCtx),
          renderEmail(kind, locale, latin, arCtx, custom),
        ]) {
          expect(rendered.subject).not.toMatch(ISOLATE_CONTROL);
          expect(rendered.text).not.toMatch(ISOLATE_CONTROL);
          if (locale === "ar") expect(rendered.html).toContain("<bdi>");
        }
      }
    },
  );

  it("isolates the reference, invoice number and amount, with Arabic month and currency in Latin digits", () => {
    const invoice = renderEmail("invoice_issued", "ar", latin, arCtx);
    expect(invoice.subject).toBe("الفاتورة INV-2027-0007 لتسجيلك EX-26-7K3QF9");
    expect(invoice.html).toContain("<bdi>EX-26-7K3QF9</bdi>");
    expect(invoice.html).toContain("<bdi>INV-2027-0007</bdi>");
    const amount = new Intl.NumberFormat("ar-u-nu-latn", { style: "currency", currency: "SAR" }).format(
      1250.5,
    );
    expect(amount).toMatch(/1,?250\.50/);
    expect(amount).toContain("ر.س");
    expect(invoice.html).toContain(`<td><bdi>${amount}</bdi></td>`);
    expect(invoice.text).toContain(`المبلغ: ${amount}\n`);
    // The configured instructions (English here) follow, isolated as a whole.
    expect(invoice.html).toContain("<bdi>Bank: Example Bank\nIBAN:");
    const exam = renderEmail("exam_details", "ar", latin, arCtx);
    expect(exam.html).toContain("<td><bdi>الاثنين، 15 مارس 2027</bdi></td>");
    expect(exam.text).toContain("التاريخ: الاثنين، 15 مارس 2027\n");
    expect(exam.text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("names the regulator by its Arabic name (the English one in English)", () => {
    const { text, html } = renderEmail("registration_received", "ar", latin, arCtx);
    expect(htmlText(html)).toContain("الجهة المنظمة: \u2068هيئة الصحة بدبي\u2069");
    expect(text).toContain("الجهة المنظمة: هيئة الصحة بدبي\n");
    expect(renderEmail("registration_received", "en", latin, arCtx).text).toContain(
      "Regulator: Dubai Health Authority",
    );
  });

  it("keeps the English message left to right and without isolates", () => {
    const { text, html } = renderEmail("invoice_issued", "en", latin, {
      ...arCtx,
      statusUrl: "https://x.test/status",
    });
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(text).not.toMatch(/[\u2066-\u2069]/);
    expect(text).toContain("Amount: 1250.50 SAR");
  });

  it.each(INQUIRY_EXAM_OPTIONS)("names the inquiry's %s in Arabic in the Arabic invitation", (option) => {
    const code = option.replace(/ Exam$/, "");
    const inquiry = { fullName: "Rana Haddad", examName: option, inviteUrl: latin.inviteUrl };
    const invite = renderEmail("inquiry_invite", "ar", inquiry, arCtx);
    expect(invite.subject).toBe(`سجّل الآن في اختبار ${code}`);
    expect(invite.text).toContain(`شكرًا لاستفسارك عن اختبار ${code}.`);
    expect(invite.html).toContain(`اختبار <bdi>${code}</bdi>`);
    for (const part of [invite.subject, invite.text, invite.html]) expect(part).not.toContain("Exam");
    // English keeps the option as the form wrote it.
    expect(renderEmail("inquiry_invite", "en", inquiry, ctx).subject).toBe(`Register for your ${option}`);
  });

  it.each(EMAIL_SETTING_KINDS)(
    "%s: its built-in Arabic texts as templates, free of isolate controls",
    (kind) => {
      const texts = defaultTexts(kind, "ar");
      expect(`${texts.subject}${texts.body}`).not.toMatch(/[\u2066-\u2069]/);
      expect(texts.body).toMatch(/[\u0600-\u06FF]/);
      const builtIn = renderEmail(kind, "ar", latin, arCtx);
      const custom = renderEmail(kind, "ar", latin, arCtx, texts);
      expect(custom.subject).toBe(builtIn.subject);
      // The one difference: staff's `{{amount}} {{currency}}` is the plain decimal and code, the
      // built-in invoice formats the two together.
      if (kind === "invoice_issued")
        expect(htmlText(custom.html)).toContain("المبلغ: \u20681250.50\u2069 \u2068SAR\u2069");
      else expect(custom.text).toBe(builtIn.text);
    },
  );
});

describe('an invoice\'s payment instructions (docs/product.md §2 "Payment instructions")', () => {
  const invoice = { ...named, invoiceNumber: "INV-9", amount: "10.00", currency: "SAR" };
  const none = { ...ctx, supportEmail: "help@exams.test", supportPhone: "+973 1700 0000" };

  it("without any, names whom to ask meanwhile instead of promising to say, in both languages", () => {
    const en = renderEmail("invoice_issued", "en", invoice, none);
    expect(en.text).toContain(
      "Our payment instructions will follow. Meanwhile, to find out how to pay, write to help@exams.test or call +973 1700 0000 and quote invoice number INV-9.",
    );
    expect(en.text).not.toContain("We will tell you how to pay");
    const ar = renderEmail("invoice_issued", "ar", invoice, none);
    expect(htmlText(ar.html)).toContain(
      "راسلنا على \u2068help@exams.test\u2069 أو اتصل بنا على \u2068+973 1700 0000\u2069، مع ذكر رقم الفاتورة \u2068INV-9\u2069.",
    );
    expect(ar.text).toContain(
      "راسلنا على help@exams.test أو اتصل بنا على +973 1700 0000، مع ذكر رقم الفاتورة INV-9.",
    );
    expect(ar.text).not.toContain("سنوافيك بطريقة الدفع");
    // Without SUPPORT_PHONE: the address alone.
    expect(renderEmail("invoice_issued", "en", invoice, { ...none, supportPhone: null }).text).toContain(
      "write to help@exams.test and quote invoice number INV-9.",
    );
  });

  it("follows a rewritten body too, with or without instructions; the editable text holds neither", () => {
    const custom = { subject: null, body: "Invoice {{invoice_number}} is attached." };
    expect(renderEmail("invoice_issued", "en", invoice, none, custom).text).toContain(
      "Invoice INV-9 is attached.\n\nOur payment instructions will follow.",
    );
    expect(
      renderEmail("invoice_issued", "en", invoice, { ...none, paymentInstructions: "IBAN SA03" }, custom)
        .text,
    ).toContain("Invoice INV-9 is attached.\n\nHow to pay:\n\nIBAN SA03");
    for (const locale of ["en", "ar"]) {
      const { body } = defaultTexts("invoice_issued", locale);
      expect(body).not.toMatch(/how to pay|Meanwhile|طريقة الدفع|سنوافيك/i);
    }
  });

  it("does not touch other messages", () => {
    const text = renderEmail("confirmed", "en", invoice, none).text;
    expect(text).not.toContain("Meanwhile");
    expect(text).not.toContain("How to pay");
  });
});

describe("the registration-attempt notice (decision 0019)", () => {
  const attempt = { ...named, attemptedAt: rana.attemptedAt, matchedField: "nationalId" };

  it("says when (to the minute, UTC) and which detail, in English and in Arabic", () => {
    const en = renderEmail("registration_attempt", "en", attempt, ctx);
    expect(en.subject).toBe("Someone tried to register with your national ID number");
    expect(en.text).toContain(
      "On Monday, 15 March 2027 at 14:05 UTC, someone tried to register on our portal with your national ID number. You are already registered with us (reference EX-26-7K3QF9)",
    );
    const email = renderEmail("registration_attempt", "en", { ...attempt, matchedField: "email" }, ctx);
    expect(email.subject).toBe("Someone tried to register with your e-mail address");
    const ar = renderEmail("registration_attempt", "ar", { ...attempt, matchedField: "passportNumber" }, ctx);
    expect(ar.subject).toBe("محاولة تسجيل باستخدام رقم جواز سفرك");
    expect(htmlText(ar.html)).toContain(
      "في \u2068الاثنين، 15 مارس 2027 في 14:05 بتوقيت غرينتش\u2069، حاول أحدهم",
    );
    expect(ar.text).toContain("في الاثنين، 15 مارس 2027 في 14:05 بتوقيت غرينتش، حاول أحدهم");
  });

  it("offers the attempt's time and detail as placeholders to staff's own texts", () => {
    const custom = renderEmail("registration_attempt", "en", attempt, ctx, {
      subject: "Attempt with your {{matched_detail}}",
      body: "Seen {{attempted_at}} for {{reference}}.",
    });
    expect(custom.subject).toBe("Attempt with your national ID number");
    expect(custom.text).toContain("Seen Monday, 15 March 2027 at 14:05 UTC for EX-26-7K3QF9.");
  });
});

describe("values saved before the text rule cannot add lines or read backwards (decision 0017)", () => {
  const injected = {
    ...params,
    reference: "EX-26-7K3QF9",
    fullName: "Ann\r\nURGENT: your registration is void, pay at http://evil.example\r\n",
    firstName: "Ann\nURGENT",
    examName: "Nursing\u2028URGENT",
    invoiceNumber: "INV\u202E-9",
    examLocation: "Hall\u200b 2",
    body: "Please bring your passport.\r\nThank you.\u202E",
  };

  it.each(EMAIL_KINDS)("%s: no line of the text starts with the injected words; subject one line", (kind) => {
    for (const locale of ["en", "ar"]) {
      const { subject, text, html } = renderEmail(kind, locale, injected, ctx);
      expect(subject).not.toMatch(/[\r\n\u2028\u2029\u202a-\u202e]/);
      expect(text.split("\n").filter((line) => line.trimStart().startsWith("URGENT"))).toEqual([]);
      expect(text).not.toMatch(/[\r\u2028\u202E\u200b]/);
      expect(html).not.toMatch(/[\u2028\u202E\u200b]/);
    }
  });

  it("keeps the name's words on its line and the one-off body's own line breaks", () => {
    const registration = renderEmail("registration_received", "en", injected, ctx);
    expect(registration.text).toContain(
      "Dear Ann URGENT: your registration is void, pay at http://evil.example,",
    );
    const oneOff = renderEmail("one_off", "en", injected, ctx);
    expect(oneOff.text).toContain("Please bring your passport.\nThank you.");
  });

  it("staff templates saved before the rule are shown the same way", () => {
    const { subject, text } = renderEmail("confirmed", "en", injected, ctx, {
      subject: "Hello\u202E {{full_name}}",
      body: "Dear {{first_name}},\r\nsee you\u200b soon.",
    });
    expect(subject).toBe("Hello Ann URGENT: your registration is void, pay at http://evil.example");
    expect(text).toContain("Dear Ann URGENT,\nsee you soon.");
  });

  it("the exam's calendar entry gets the same values", () => {
    const attachment = examCalendarAttachment(injected, { uid: "u1", url: "https://x.test", sequence: 0 });
    const ics = Buffer.from(attachment.content, "base64").toString("utf8");
    expect(ics).toContain("SUMMARY:Exam: Nursing URGENT");
    expect(ics).not.toMatch(/[\u2028\u202E\u200b]/);
  });
});

describe("seat_offer: held until (decision 0022, time zone)", () => {
  const offer = {
    ...params,
    examTime: "09:00",
    heldUntil: "2026-12-20T08:00:00.000Z",
    offerUrl: "https://x",
  };
  it("shows the hold's end in the test center's clock, named, in both languages, never in UTC", () => {
    const en = renderEmail("seat_offer", "en", offer, ctx);
    expect(en.text).toContain("Sunday, 20 December 2026 at 11:00 (test center time)");
    expect(en.text).not.toContain("UTC");
    const ar = renderEmail("seat_offer", "ar", offer, ctx);
    expect(ar.text).toContain("الأحد، 20 ديسمبر 2026 في 11:00 (بتوقيت مركز الاختبار)");
    expect(ar.text).not.toContain("08:00");
  });

  it("an offer queued before, with only its text, still shows it", () => {
    const { text } = renderEmail(
      "seat_offer",
      "en",
      { ...params, heldUntilText: "2026-12-20 08:00 UTC" },
      ctx,
    );
    expect(text).toContain("2026-12-20 08:00 UTC");
  });
});

describe('the retake (docs/product.md §11 "Retake", decision 0028)', () => {
  const failed = { ...params, outcome: "fail", score: 480, receivedOn: "2027-04-16" };
  it("a fail or an absence links to the status page's retake, never to the wizard, in both languages", () => {
    for (const locale of ["en", "ar"] as const) {
      for (const outcome of ["fail", "absent"]) {
        const { text } = renderEmail("results_sent", locale, { ...failed, outcome }, ctx);
        expect(text).toContain(`${ctx.statusUrl}&retake=1`);
        expect(text).not.toContain("/register");
      }
      const pass = renderEmail("results_sent", locale, { ...failed, outcome: "pass" }, ctx);
      expect(pass.text).not.toContain("retake=1");
    }
  });

  it("the booking's e-mail names the center and the month (in Arabic, the Arabic month) and whether the candidate waits", () => {
    const booked = { ...params, testCenter: "Doha West Bay", trialMonth: "June", waitingList: 1 };
    const en = renderEmail("retake_booked", "en", booked, ctx);
    expect(en.subject).toContain("retake");
    expect(en.text).toContain("June");
    expect(en.text).toContain("waiting list");
    const ar = renderEmail("retake_booked", "ar", { ...booked, waitingList: 0 }, ctx);
    expect(ar.text).toContain("يونيو");
    expect(ar.text).not.toContain("قائمة انتظاره");
  });
});
