/**
 * Month names of the exam choice (`Trail_month`, docs/product.md §3) in the page's language, for the
 * wizard's exam step and the status page's retake form (docs/product.md §11 "Retake").
 */
import { INTL_LOCALE, type Locale } from "#shared/site/locales.ts";

/** The long name of month `index` (0 = January) in an Intl locale ("en-US", "ar-u-nu-latn"). */
const monthIn = (intlLocale: string, index: number) =>
  new Intl.DateTimeFormat(intlLocale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, index, 1));

/**
 * The English month names, January to December: the words of `Trail_month` (TRIAL_MONTHS, which
 * leaves February out) and of the date-range example. Asked of Intl rather than written out a
 * second time beside TRIAL_MONTHS; a unit test holds the two lists together.
 */
export const MONTHS = Array.from({ length: 12 }, (_, index) => monthIn("en-US", index));

/**
 * A month named in English (a `Trail_month` value, docs/product.md §3) in the page's language: unchanged in
 * English, "ديسمبر" in Arabic; an unknown name unchanged.
 */
export function monthName(english: string, locale: Locale): string {
  const index = MONTHS.indexOf(english);
  if (locale === "en" || index < 0) return english;
  return monthIn(INTL_LOCALE[locale], index);
}
