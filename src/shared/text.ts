/**
 * The one text type of every input (issue 10), for the server's schemas and the web forms alike.
 * Every string a client sends goes through {@link text}: trimmed (unless told not to), bounded in
 * length before anything else looks at it, and free of the characters PostgreSQL refuses (U+0000 in
 * text, an unpaired UTF-16 surrogate in jsonb), which used to surface as 500s. Patterns run only
 * after those checks pass (`abort: true`), so no pattern ever sees unbounded input.
 * Calendar dates (YYYY-MM-DD) are a day that exists, in years 1–9999 (PostgreSQL has no year 0).
 */
import { z } from "zod";

/** U+0000, or a surrogate without its partner. One look at each code unit: linear. */
const FORBIDDEN_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds U+0000 or an unpaired UTF-16 surrogate (which no database can store). */
export const hasForbiddenCharacters = (value: string): boolean => FORBIDDEN_CHARACTERS.test(value);

/** '{label} contains characters that are not allowed.' */
export const notAllowedMessage = (label: string) => `${label} contains characters that are not allowed.`;

/** Options of {@link text}. */
export interface TextOptions {
  /** The field's name in messages, e.g. "First name". */
  label: string;
  /** Most UTF-16 code units accepted (after trimming); checked before any other rule. */
  max: number;
  /** Message when the value is missing or not a string (zod's default otherwise). */
  error?: string;
  /** Message when longer than `max`; default '{label} must be {max} characters or fewer.'. */
  tooLong?: string;
  /** Trim surrounding white space first (default true; passwords keep theirs). */
  trim?: boolean;
}

/**
 * A string input: trimmed, at most `max` long, without U+0000 or unpaired surrogates, each failure
 * ending the checks. Chain `.min()`, `.regex()`, `.refine()` after it: they only see bounded,
 * storable text.
 */
export function text({ label, max, error, tooLong, trim = true }: TextOptions) {
  const base = error === undefined ? z.string() : z.string({ error });
  return (trim ? base.trim() : base)
    .max(max, { error: tooLong ?? `${label} must be ${max} characters or fewer.`, abort: true })
    .refine((value) => !hasForbiddenCharacters(value), { error: notAllowedMessage(label), abort: true });
}

/** A required {@link text}: missing, not a string, or blank gives `required` ('{label} is required.'). */
export function requiredText(options: TextOptions & { required?: string }) {
  const required = options.required ?? options.error ?? `${options.label} is required.`;
  return text({ ...options, error: required }).min(1, { error: required, abort: true });
}

/** Options of {@link email} and {@link optionalEmail}. */
export interface EmailOptions {
  /** Message when missing or blank. */
  required: string;
  /** Message when not an e-mail address. */
  invalid: string;
  /** Message when longer than 254 characters (RFC 5321); default `invalid`. */
  tooLong?: string;
}

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** A required e-mail address: bounded to 254 characters before zod's address pattern looks at it. */
export function email({ required, invalid, tooLong }: EmailOptions) {
  return requiredText({ label: "Email", max: EMAIL_MAX, required, tooLong: tooLong ?? invalid }).pipe(
    z.email(invalid),
  );
}

/** An optional e-mail address: blank or missing becomes null. */
export function optionalEmail({ invalid, tooLong }: Omit<EmailOptions, "required">) {
  return text({ label: "Email", max: EMAIL_MAX, tooLong: tooLong ?? invalid })
    .pipe(z.union([z.literal(""), z.email(invalid)]))
    .nullish()
    .transform((value) => (value ? value : null));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD string naming a day that exists, in years 0001–9999 (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value < "0001-01-01") return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Options of {@link calendarDate}. */
export interface DateOptions {
  /** The field's name in messages, e.g. "Exam date". */
  label: string;
  /** Message when missing or blank (required dates only). */
  required?: string;
}

const dateMessages = (label: string) => ({
  format: `${label} must be a date (YYYY-MM-DD).`,
  real: `${label} must be a real date (YYYY-MM-DD).`,
});

/**
 * A required calendar date as YYYY-MM-DD: '{label} must be a date (YYYY-MM-DD).' for another
 * shape, '{label} must be a real date (YYYY-MM-DD).' for a day that does not exist.
 */
export function calendarDate({ label, required }: DateOptions) {
  const { format, real } = dateMessages(label);
  return requiredText({ label, max: 10, required, tooLong: format })
    .regex(ISO_DATE, { error: format, abort: true })
    .refine(isCalendarDate, { error: real, abort: true });
}

/** An optional calendar date: missing, null or blank become null; anything else as {@link calendarDate}. */
export function optionalCalendarDate({ label }: DateOptions) {
  const { format, real } = dateMessages(label);
  return text({ label, max: 10, tooLong: format })
    .refine((value) => value === "" || ISO_DATE.test(value), { error: format, abort: true })
    .refine((value) => value === "" || isCalendarDate(value), { error: real, abort: true })
    .nullish()
    .transform((value) => (value ? value : null));
}
