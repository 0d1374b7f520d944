/**
 * How values are written into a candidate's e-mail (decision 0011): dates and amounts with `Intl` in
 * the message's language (`INTL_LOCALE`: `en-GB`, and Arabic with Latin digits), and bidirectional
 * isolation of values inside Arabic sentences.
 *
 * Isolation: an Arabic sentence holding a Latin-script value (a reference `EX-26-7K3QF9`, an e-mail
 * address, an invoice number, an English exam name) is reordered by the bidi algorithm around the
 * value's neutral characters (`-`, `@`, `.`), so "EX-26-7K3QF9" could read "7K3QF9-26-EX". The
 * Arabic catalogue therefore wraps every value in FIRST STRONG ISOLATE (U+2068) … POP DIRECTIONAL
 * ISOLATE (U+2069) while the message is composed; the HTML turns each pair into `<bdi>…</bdi>`
 * (`isolatesToHtml`), and the subject and plain text drop them (`stripIsolates`): some clients draw
 * them as boxes, and a reference copied from the text would carry them into the status page.
 * "First strong" lets each value take its own direction: a Latin reference reads left to right, a
 * name written in Arabic right to left.
 */

import { INQUIRY_EXAM_OPTIONS } from "#shared/reference/regulators.ts";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { formatCenterDateTime } from "#shared/sittings/sittings.ts";
import type { Template } from "./catalogue.ts";
import type { EmailParams } from "./outbox.ts";

/** A value of a message's snapshot as text; "" when it is missing. */
export const paramText = (value: EmailParams[string] | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/**
 * `one_off`: staff's own subject and text as written, the text set by `set` (the Arabic catalogue
 * isolates it as a whole: staff write in either language).
 */
export const oneOffTemplate = (set: (text: string) => string): Template => ({
  subject: (p) => paramText(p.subject),
  body: (p) => [{ pre: set(paramText(p.body)) }],
});

/** FIRST STRONG ISOLATE: opens an isolated value. */
export const FSI = "\u2068";
/** POP DIRECTIONAL ISOLATE: closes it. */
export const PDI = "\u2069";

/** The four isolate controls (LRI, RLI, FSI, PDI), dropped from values so a wrapped value stays balanced. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

/** `value` between FSI and PDI (empty stays empty); isolate controls inside it are dropped first. */
export function isolate(value: string): string {
  const clean = value.replace(ISOLATE_CONTROLS, "");
  return clean === "" ? "" : `${FSI}${clean}${PDI}`;
}

/** `text` without isolate controls (the built-in texts offered as templates on the E-mail screen). */
export const stripIsolates = (text: string): string => text.replace(ISOLATE_CONTROLS, "");

/** HTML already escaped, with each FSI … PDI pair as `<bdi>…</bdi>` (unpaired controls stay as they are). */
export const isolatesToHtml = (escapedHtml: string): string =>
  escapedHtml.replace(/\u2068([^\u2066-\u2069]*)\u2069/g, "<bdi>$1</bdi>");

/**
 * An exam's name as an Arabic sentence writes it after the word «اختبار» (exam): an inquiry's exam
 * option (docs/product.md §3, "MOH Exam") by its regulator's code alone ("MOH"), as the Arabic inquiry form
 * labels it «اختبار MOH"; any other name (an exam's title, as the regulator publishes it) as given.
 * Not isolated: the caller isolates it with the rest of its values.
 */
export function arabicExamName(name: string): string {
  return (INQUIRY_EXAM_OPTIONS as readonly string[]).includes(name) ? name.replace(/ Exam$/, "") : name;
}

/**
 * A calendar date (`2026-12-01`) written out in `intlLocale`: "Tuesday, 1 December 2026",
 * "الثلاثاء، 1 ديسمبر 2026". Anything else (a missing date, a `{{exam_date}}` placeholder) is
 * returned as given.
 */
export function formatExamDate(iso: string, intlLocale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * An amount (a decimal string as the database gives it, `125.50`) in an ISO 4217 `currency`,
 * formatted by `Intl.NumberFormat` in Arabic with Latin digits (`‏125.50 ر.س.‏`); null when either
 * is not in that form (a `{{amount}}` placeholder, a missing invoice), for the caller to write them as
 * given. The string is passed to `Intl` as is, so no decimal is lost to floating point.
 */
export function formatArabicAmount(amount: string, currency: string): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(amount) || !/^[A-Z]{3}$/.test(currency)) return null;
  return new Intl.NumberFormat(INTL_LOCALE.ar, { style: "currency", currency }).format(
    amount as unknown as number,
  );
}

/**
 * A seat offer's end (`heldUntil`, an instant) in the centers' wall clock, the one the exam time is
 * in (decision 0022, "Time zone"), with that clock named (`zone`): never UTC, which a candidate in
 * Riyadh would misread by three hours. An offer queued before this had only `heldUntilText`.
 */
export function heldUntil(
  p: { heldUntil?: unknown; heldUntilText?: unknown },
  intlLocale: string,
  zone: string,
): string {
  if (typeof p.heldUntil !== "string") return typeof p.heldUntilText === "string" ? p.heldUntilText : "";
  return `${formatCenterDateTime(p.heldUntil, intlLocale)} (${zone})`;
}
