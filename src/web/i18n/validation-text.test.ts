/**
 * The one localiser of the public forms' messages (`validation-text.ts`, decision 0011) on the two
 * contact forms and the status page: every message of the contact schemas (docs/product.md §5) and every
 * fixed message has Arabic, the English pages keep the spec's exact words. The wizard's messages
 * are checked beside the wizard (`features/registration/registration-text.test.ts`).
 */
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  CONTACT_FORM_TEXTS,
  CONTACT_MESSAGE_FIELDS,
  CONTACT_SUCCESS,
  checkContactForm,
  contactMessageSchema,
  EMPTY_INQUIRY,
  INQUIRY_FIELDS,
  inquirySchema,
} from "#shared/inquiries/contact-forms.ts";
import { STATUS_TEXTS } from "#shared/registration/status.ts";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { compileCatalog } from "./compile-catalog.ts";
import { ar } from "./messages/ar.ts";
import { contactAr } from "./messages/contact.ar.ts";
import { contactEn } from "./messages/contact.en.ts";
import { en } from "./messages/en.ts";
import { validationAr } from "./messages/validation.ar.ts";
import { validationEn } from "./messages/validation.en.ts";
import { localiseMessage, validationMessage } from "./validation-text.ts";

const i18nAr = setupI18n({
  locale: "ar",
  locales: INTL_LOCALE.ar,
  messages: { ar: compileCatalog({ ...ar, ...contactAr, ...validationAr }) },
});
const i18nEn = setupI18n({
  locale: "en",
  locales: INTL_LOCALE.en,
  messages: { en: compileCatalog({ ...en, ...contactEn }) },
});

/** The contact forms' labels as the Arabic pages show them. */
const CONTACT_LABELS_AR: Record<string, string> = {
  exam_name: contactAr["contact.exam"],
  full_name: contactAr["contact.fullName"],
  email: contactAr["contact.email"],
  phone: contactAr["contact.phone"],
  current_job: contactAr["contact.currentJob"],
  nationality: contactAr["contact.nationality"],
  message: contactAr["contact.old.message"],
  subject: contactAr["contact.old.subject"],
};

/** Inquiries and old-form messages that break every rule of the contact schemas at least once. */
const long = (n: number) => "x".repeat(n + 1);
const BAD_INQUIRIES: Record<string, unknown>[] = [
  {},
  { exam_name: "Astrology Exam" },
  { exam_name: "DHA Exam" },
  { exam_name: "DHA Exam", full_name: "Rana" },
  { exam_name: "DHA Exam", full_name: "Rana", email: "nope" },
  { exam_name: "DHA Exam", full_name: "Rana", email: "r@example.com" },
  { exam_name: "DHA Exam", full_name: "Rana", email: "r@example.com", phone: "+971 50" },
  {
    exam_name: "DHA Exam",
    full_name: "Rana",
    email: "r@example.com",
    phone: "+971 50",
    current_job: "Nurse",
  },
  {
    exam_name: long(100),
    full_name: long(150),
    phone: long(40),
    current_job: long(150),
    nationality: long(100),
  },
  { exam_name: "bad\u0000", full_name: "bad\u0000", email: "bad\u0000", phone: "bad\u0000" },
  { current_job: "bad\u0000", nationality: "bad\u0000", message: "bad\u0000" },
  // The text rule (decision 0017): control, bidi and zero-width characters; line breaks.
  {
    exam_name: "DHA\u202eExam",
    full_name: "Rana\u200b",
    email: "r\u2067@example.com",
    phone: "+971\u0007",
    current_job: "Nurse\u200f",
    nationality: "x\u202a",
    message: "hi\u202e",
  },
  {
    exam_name: "DHA\nExam",
    full_name: "Rana\nURGENT",
    phone: "1\n2",
    current_job: "a\nb",
    nationality: "a\nb",
  },
  { message: long(5000), email: long(254) },
];
const BAD_MESSAGES: Record<string, unknown>[] = [
  {},
  { subject: "Hi" },
  { subject: "Hi", email: "nope" },
  { subject: "Hi", email: "r@example.com" },
  { subject: "Hi", email: "r@example.com", phone: "+966" },
  { subject: long(200), phone: long(40), message: long(5000), email: long(254) },
  { subject: "bad\u0000", phone: "bad\u0000", message: "bad\u0000", email: "bad\u0000" },
  { subject: "Hi\u202e", phone: "1\u200b", message: "x\u2066", email: "r\u200d@example.com" },
  { subject: "Hi\nURGENT", phone: "1\n2", email: "r@example.com\nx" },
];

/** Every problem the schema gives for `values`, one field at a time (the form shows one). */
function contactIssues(
  schema: typeof inquirySchema | typeof contactMessageSchema,
  values: Record<string, unknown>,
) {
  const result = schema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
}

describe("the contact forms in Arabic (decision 0011)", () => {
  const issues = [
    ...BAD_INQUIRIES.flatMap((values) => contactIssues(inquirySchema, values)),
    ...BAD_MESSAGES.flatMap((values) => contactIssues(contactMessageSchema, values)),
  ];
  const distinct = [...new Map(issues.map((issue) => [`${issue.field}|${issue.message}`, issue])).values()];

  it("has an Arabic text for every message shape of the contact schemas, the field named in Arabic", () => {
    expect(distinct.length).toBeGreaterThan(15);
    for (const { field, message } of distinct) {
      const label = CONTACT_LABELS_AR[field];
      expect(label, field).toBeDefined();
      expect(
        validationMessage(message, label, (d) => d),
        `${field}: ${message}`,
      ).not.toBeNull();
      const arabic = localiseMessage(i18nAr, message, label);
      expect(arabic, message).toMatch(/[\u0600-\u06ff]/);
      expect(arabic, message).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it("gives every fixed message of the forms and the server's answer in Arabic, the English unchanged", () => {
    for (const message of [
      ...Object.values(CONTACT_FORM_TEXTS),
      CONTACT_SUCCESS,
      ...Object.values(STATUS_TEXTS),
    ]) {
      expect(
        validationMessage(message, undefined, (d) => d),
        message,
      ).not.toBeNull();
      expect(localiseMessage(i18nAr, message)).toMatch(/[\u0600-\u06ff]/);
      expect(localiseMessage(i18nEn, message)).toBe(message);
    }
    // The catalogue's English is the spec's (docs/product.md §5, §8).
    for (const [key, text] of Object.entries(CONTACT_FORM_TEXTS)) {
      if (key === "emailInvalid") continue; // the wizard's and the inquiry's shared message
      const id = key === "examNotListed" ? "validation.contact.examList" : `validation.contact.${key}`;
      expect(validationEn[id as keyof typeof validationEn], key).toBe(text);
    }
    expect(validationEn["validation.email"]).toBe(CONTACT_FORM_TEXTS.emailInvalid);
    expect(validationEn["validation.contact.sent"]).toBe(CONTACT_SUCCESS);
    for (const [key, text] of Object.entries(STATUS_TEXTS)) {
      expect(validationEn[`validation.status.${key}` as keyof typeof validationEn], key).toBe(text);
    }
  });

  it("reports the spec's first problem, which the Arabic page then shows in Arabic", () => {
    const { issue } = checkContactForm(inquirySchema, { ...EMPTY_INQUIRY }, INQUIRY_FIELDS);
    expect(issue).toEqual({ field: "exam_name", message: CONTACT_FORM_TEXTS.examRequired });
    expect(localiseMessage(i18nAr, issue!.message, CONTACT_LABELS_AR.exam_name)).toBe(
      "يرجى اختيار الاختبار الذي ترغب في حجزه.",
    );
    const old = checkContactForm(contactMessageSchema, { subject: "Hi", email: "x" }, CONTACT_MESSAGE_FIELDS);
    expect(localiseMessage(i18nAr, old.issue!.message, CONTACT_LABELS_AR.email)).toBe(
      "يرجى إدخال عنوان بريد إلكتروني صحيح.",
    );
    expect(localiseMessage(i18nAr, "At most 40 characters, please.")).toBe("الحد الأقصى 40 حرفًا.");
    expect(localiseMessage(i18nAr, "Message must be 5000 characters or fewer.", "الرسالة")).toBe(
      "يجب ألا يتجاوز «الرسالة» 5,000 حرف.",
    );
    expect(localiseMessage(i18nAr, "Too many requests: try again in 42 seconds.")).toContain("بعد 42 ثانية");
  });
});
