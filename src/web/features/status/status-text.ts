/**
 * The status page's formats and the Arabic of the server's messages (docs/product.md §2 "Status page", decision 0011).
 * Its texts are in the catalogues (`#web/i18n/messages`, ids `status.*`); dates and amounts are
 * formatted by `Intl` in the page's language (`INTL_LOCALE`: British English, Arabic with Latin
 * digits). The API answers in English; the lookup's own messages (`STATUS_TEXTS`, also the
 * form's checks) are shown in the page's language by `#web/i18n/validation-text.ts`.
 */
import { INTL_LOCALE, type Locale } from "#shared/site/locales.ts";
import { formatCenterDateTime } from "#shared/sittings/sittings.ts";

/** The reference shown as an example in the intro and the placeholder. */
export const EXAMPLE_REFERENCE = "EX-26-7K3QF9";
export const EXAMPLE_EMAIL = "you@example.com";

/**
 * A timestamp (ISO) as a date in the visitor's time zone: "3 Mar 2026", "3 مارس 2026" (Arabic
 * has no short month names, so its medium style is all digits, "3/3/2026": it takes the long one).
 */
export const formatReached = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: locale === "ar" ? "long" : "medium" }).format(
    new Date(iso),
  );

/** The exam's calendar day (`YYYY-MM-DD`, no time zone): "Tuesday 1 December 2026". */
export const formatExamDate = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** An amount ("1250.50") in its currency ("SAR"): "SAR 1,250.50"; the raw text when not a known code. */
export function formatAmount(amount: string, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * An instant (the change deadline, a held seat's end) as the center's wall-clock date and time, the
 * clock the sittings' start times are in (`SITTING_TIME_ZONE`, decision 0022): "Sunday, 13 December 2026 at 09:00".
 */
export const formatChangeUntil = (iso: string, locale: Locale) =>
  formatCenterDateTime(iso, INTL_LOCALE[locale]);
