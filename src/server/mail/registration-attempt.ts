/**
 * The notice to a registered candidate that someone tried to register with their e-mail address,
 * national ID or passport number (decision 0019), in English and Arabic. It goes to the address
 * the candidate registered with, never to the one typed in the attempt, and says nothing about the
 * attempt beyond its time and which of the candidate's own details it used: no name, address or
 * phone of whoever tried. Its snapshot is the candidate's own (reference, names, exam) plus
 * `attemptedAt` (ISO instant) and `matchedField` (`email`, `nationalId` or `passportNumber`, the
 * wire names of the 409's `field`).
 */
import { INTL_LOCALE, type Locale } from "#shared/site/locales.ts";
import type { Block, Template } from "./catalogue.ts";
import { isolate, paramText as str } from "./format.ts";

/** The detail named in each language, as "your …" reads in a sentence. */
const DETAIL_NAMES: Record<Locale, Record<string, string>> = {
  en: { email: "e-mail address", nationalId: "national ID number", passportNumber: "passport number" },
  ar: { email: "بريدك الإلكتروني", nationalId: "رقم هويتك الوطنية", passportNumber: "رقم جواز سفرك" },
};

/** Which of the candidate's details the attempt used (`nationalId` → "national ID number"); anything else as given. */
export function matchedDetail(lang: Locale, field: string): string {
  return Object.hasOwn(DETAIL_NAMES[lang], field) ? DETAIL_NAMES[lang][field]! : field;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/**
 * The attempt's instant (`2027-03-15T14:05:09.000Z`) written out in UTC, to the minute: "Monday,
 * 15 March 2027 at 14:05 UTC", "الاثنين، 15 مارس 2027 في 14:05 بتوقيت غرينتش". Anything else (a
 * placeholder, a missing value) is returned as given.
 */
export function attemptTime(lang: Locale, iso: string): string {
  if (!ISO_INSTANT.test(iso)) return iso;
  const written = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(new Date(iso));
  return lang === "ar" ? `${written} بتوقيت غرينتش` : `${written} UTC`;
}

/** `registration_attempt` in English. */
export const registrationAttemptEn: Template = {
  subject: (p) => `Someone tried to register with your ${matchedDetail("en", str(p.matchedField))}`,
  body: (p): Block[] => [
    {
      p: `On ${attemptTime("en", str(p.attemptedAt))}, someone tried to register on our portal with your ${matchedDetail("en", str(p.matchedField))}. You are already registered with us (reference ${str(p.reference)}), so no second registration was made.`,
    },
    { p: "If it was you, there is nothing more to do: the link below shows where your registration stands." },
    {
      p: "If it was not you, your registration and your details have not changed. If you are concerned, contact us and quote your reference.",
    },
    { p: "We send this notice at most once a day." },
  ],
};

/** `registration_attempt` in Arabic, for a candidate who registered in Arabic (`students.locale`). */
export const registrationAttemptAr: Template = {
  subject: (p) => `محاولة تسجيل باستخدام ${isolate(matchedDetail("ar", str(p.matchedField)))}`,
  body: (p): Block[] => [
    {
      p: `في ${isolate(attemptTime("ar", str(p.attemptedAt)))}، حاول أحدهم التسجيل في بوابتنا باستخدام ${isolate(matchedDetail("ar", str(p.matchedField)))}. أنت مسجّل لدينا بالفعل (الرقم المرجعي ${isolate(str(p.reference))})، لذا لم يُنشأ تسجيل ثانٍ.`,
    },
    { p: "إن كنت أنت من حاول التسجيل، فلا حاجة إلى أي إجراء آخر: يُظهر الرابط أدناه حالة تسجيلك." },
    {
      p: "وإن لم تكن أنت، فلم يتغير شيء في تسجيلك أو بياناتك. وإن كان لديك أي قلق، فتواصل معنا واذكر رقمك المرجعي.",
    },
    { p: "نرسل هذا التنبيه مرة واحدة في اليوم على الأكثر." },
  ],
};
