import { describe, expect, it } from "vitest";
import { EMAIL_KINDS } from "#shared/email-outbox.ts";
import { EMAIL_SETTING_KINDS, KIND_PLACEHOLDERS, placeholdersIn } from "#shared/email-settings.ts";
import { examCalendarAttachment, parseExamTime } from "./calendar.ts";
import { defaultTexts, escapeHtml, renderEmail } from "./templates.ts";

const ctx = {
  statusUrl: "https://exams.test/status?t=a&b=<c>",
  supportEmail: "support@example.com",
  paymentInstructions: null,
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

  it("is an all-day entry when the time is not a clock time", () => {
    const attachment = examCalendarAttachment(
      {
        examDate: "2027-12-31",
        examTime: "morning",
        examLocation: "Riyadh",
        examName: "SLE",
        reference: "EX-26-7K3QF9",
      },
      { uid: "exam-1@exams.test", url: "https://exams.test/status", sequence: 1 },
    );
    const ics = Buffer.from(attachment.content, "base64").toString("utf8");
    expect(ics).toContain("DTSTART;VALUE=DATE:20271231");
    expect(ics).toContain("DTEND;VALUE=DATE:20280101");
    expect(ics).toContain("Time: morning");
  });
});

describe("custom texts (the E-mail screen)", () => {
  const plain = {
    reference: "EX-26-7K3QF9",
    fullName: "Rana Haddad",
    firstName: "Rana",
    examName: "DHA Registered Nurse",
    testCenter: "Riyadh Center",
    invoiceNumber: "INV-7",
    amount: "125.50",
    currency: "SAR",
    examDate: "2027-03-15",
    examTime: null,
    examLocation: "Hall 2",
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
