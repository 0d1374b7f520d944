/**
 * The wizard in Arabic (decision 0011): every message its schemas give has Arabic through the one
 * localiser of the public forms (`#web/i18n/validation-text.ts`), naming the field as the Arabic
 * form labels it; labels, countries and months in Arabic; the English page unchanged.
 */
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "#shared/reference/countries.ts";
import { COUNTRY_CODES } from "#shared/reference/country-codes.ts";
import { REGULATORS } from "#shared/reference/regulators.ts";
import { type RegistrationField, registrationIssues } from "#shared/registration/registration.ts";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { duplicateEntryMessage, TEXTS } from "#shared/texts/common.ts";
import { EXAM_CATALOGUE } from "#tests/helpers/exam-catalogue.ts";
import { compileCatalog } from "#web/i18n/compile-catalog.ts";
import { ar } from "#web/i18n/messages/ar.ts";
import { contactAr } from "#web/i18n/messages/contact.ar.ts";
import { contactEn } from "#web/i18n/messages/contact.en.ts";
import { en } from "#web/i18n/messages/en.ts";
import { registerAr } from "#web/i18n/messages/register.ar.ts";
import { registerEn } from "#web/i18n/messages/register.en.ts";
import { validationAr } from "#web/i18n/messages/validation.ar.ts";
import { validationEn } from "#web/i18n/messages/validation.en.ts";
import { validationMessage } from "#web/i18n/validation-text.ts";
import { countryName } from "#web/lib/country-name.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { fieldLabelId, localiseRegistrationMessage } from "./registration-text.ts";
import { EMPTY_VALUES, exampleDateRange, monthName } from "./wizard-steps.ts";

const i18nAr = setupI18n({
  locale: "ar",
  locales: INTL_LOCALE.ar,
  messages: { ar: compileCatalog({ ...ar, ...registerAr, ...contactAr, ...validationAr }) },
});
const i18nEn = setupI18n({
  locale: "en",
  locales: INTL_LOCALE.en,
  messages: { en: compileCatalog({ ...en, ...registerEn, ...contactEn }) },
});

const regulator = REGULATORS[0]!;
const specialty = regulator.specialties[0]!;

/** Registrations that break every rule of docs/product.md §3 and §5 at least once. */
const BAD_REGISTRATIONS: Record<string, string>[] = [
  { ...EMPTY_VALUES },
  {
    ...EMPTY_VALUES,
    firstName: "x".repeat(101),
    fullName: "bad\u0000name",
    email: "not-an-address",
    phone: "call me",
    dob: "2020-01-01",
    country: "Atlantis",
    gender: "other",
    degree: "PHD",
    registered_from: "9",
    test_center: "abc",
    Trail_month: "February",
    examCategory: "XYZ",
  },
  {
    ...EMPTY_VALUES,
    email: `${"a".repeat(250)}@example.com`,
    dob: "1800-01-01",
    state: "Texas",
    postalCode: "1",
  },
  { ...EMPTY_VALUES, dob: "2001-02-30", country: "United States" },
  { ...EMPTY_VALUES, dob: "30/01/2001", country: "United States", state: "Narnia", postalCode: "ABCDE" },
  { ...EMPTY_VALUES, examCategory: regulator.code, examSpecialty: "Astrology" },
  { ...EMPTY_VALUES, examCategory: regulator.code, examSpecialty: specialty.name, examName: "Nothing" },
  // The text rule (decision 0017): a bidi override, a zero-width character, a line break.
  { ...EMPTY_VALUES, firstName: "Ann\u202Egnp.exe", lastName: "Lee\u200b", city: "Riyadh\nURGENT" },
];

describe("the wizard in Arabic (decision 0011)", () => {
  // A retired exam, checked against a published catalogue (decision 0034).
  const retired = registrationIssues(
    { ...EMPTY_VALUES, examCategory: "DHA", examSpecialty: "Nursing", examName: "Practical Nurse" },
    { examChoice: EXAM_CATALOGUE },
  );
  const issues = [...BAD_REGISTRATIONS.flatMap((values) => registrationIssues(values)), ...retired];
  const distinct = [...new Map(issues.map((issue) => [`${issue.field}|${issue.message}`, issue])).values()];

  it("has an Arabic text for every validation message the schemas give, naming the field in Arabic", () => {
    const covered = new Set<string>();
    for (const { field, message } of distinct) {
      const arabic = localiseRegistrationMessage(i18nAr, field, message);
      const localised = validationMessage(
        message,
        i18nAr._(fieldLabelId(field as RegistrationField)),
        (d) => d,
      );
      expect(localised, message).not.toBeNull();
      if (localised) covered.add(localised.id);
      expect(arabic, message).toMatch(/[\u0600-\u06ff]/);
      // No English left but the Latin-script codes a form shows as they are.
      expect(arabic.replace(/YYYY-MM-DD|BSC|MSC|PHD|US/g, ""), message).not.toMatch(/[A-Za-z]{3,}/);
    }
    // Every message shape of the schemas was met (the wizard's own alerts are tested below).
    const schemaIds = Object.keys(validationAr).filter(
      (id) => !/\.(status|contact)\.|stepIncomplete|retry|duplicate|tooLongShort|tooManyRequests/.test(id),
    );
    // ("Email is required." is also the inquiry's message: one Arabic for one English text.)
    expect([...covered].filter((id) => !id.includes(".contact.")).sort()).toEqual(schemaIds.sort());
  });

  it("names the field as the Arabic form labels it and writes dates in Arabic", () => {
    expect(localiseRegistrationMessage(i18nAr, "city", "City is required.")).toBe("حقل «المدينة» مطلوب.");
    expect(localiseRegistrationMessage(i18nAr, "dob", "Date of birth must be on or before 2006-12-31.")).toBe(
      "يجب أن يكون تاريخ الميلاد في 31 ديسمبر 2006 أو قبله.",
    );
    expect(
      localiseRegistrationMessage(i18nAr, "nationalId", duplicateEntryMessage(FIELD_LABELS.nationalId)),
    ).toBe("تعذّر التسجيل: القيمة المدخلة في «رقم الهوية الوطنية» مسجّلة من قبل.");
    expect(localiseRegistrationMessage(i18nAr, undefined, TEXTS.stepIncomplete)).toBe(
      "يرجى تعبئة جميع الحقول الإلزامية في هذه الخطوة",
    );
  });

  it("leaves the English page's messages exactly as the specification writes them, and unknown ones alone", () => {
    for (const { field, message } of distinct) {
      expect(localiseRegistrationMessage(i18nEn, field, message)).toBe(message);
    }
    expect(localiseRegistrationMessage(i18nAr, undefined, "Too many requests.")).toBe("Too many requests.");
  });

  it("keeps the English labels and fixed messages of the form and the spec", () => {
    for (const [field, label] of Object.entries(FIELD_LABELS)) {
      expect(registerEn[`reg.field.${field}` as keyof typeof registerEn], field).toBe(label);
    }
    expect(validationEn["validation.stepIncomplete"]).toBe(TEXTS.stepIncomplete);
    expect(validationEn["validation.retry"]).toBe(TEXTS.registrationFailedRetry);
    expect(registerEn["reg.success.title"]).toBe(TEXTS.registrationSuccess);
  });

  it("names every country, month and example date range in Arabic, sending the English values", () => {
    expect(Object.keys(COUNTRY_CODES).sort()).toEqual([...COUNTRIES].sort());
    for (const country of COUNTRIES) {
      const arabic = countryName(country, "ar", COUNTRY_CODES);
      expect(arabic, country).toMatch(/[\u0600-\u06ff]/);
      expect(countryName(country, "en", COUNTRY_CODES)).toBe(country);
    }
    expect(countryName("Saudi Arabia", "ar", COUNTRY_CODES)).toBe("المملكة العربية السعودية");
    expect(monthName("December", "ar")).toBe("ديسمبر");
    expect(monthName("December", "en")).toBe("December");
    expect(exampleDateRange(new Date(2026, 10, 23), "ar")).toBe("1-15 ديسمبر 2026");
  });
});
