/**
 * The text types of every input (decision 0017), for the server's schemas and the web
 * forms alike. Every string a client sends goes through one of a pair of building blocks,
 * {@link oneLineText} (names, addresses, numbers, subjects, search terms, usernames...) and
 * {@link multiLineText} (messages, notes, e-mail bodies): trimmed (unless told not to), bounded in
 * length before anything else looks at it, free of the characters PostgreSQL refuses (U+0000 in
 * text, an unpaired UTF-16 surrogate in jsonb), which used to surface as 500s, then NFC-normalised
 * and held to the text rule (`text-rule.ts`: no control, bidi or zero-width characters; line
 * breaks only in multi-line text). Patterns run only after those checks pass (`abort: true`), so
 * no pattern ever sees unbounded input. Passwords alone skip normalisation and the rule
 * ({@link passwordText}). Calendar dates (YYYY-MM-DD) are a day that exists, in years 1–9999
 * (PostgreSQL has no year 0).
 */
import { z } from "zod";
import { oneLineMessage, refusedCharactersMessage, type TextLines, textRuleProblem } from "./text-rule.ts";

/** U+0000, or a surrogate without its partner. One look at each code unit: linear. */
const FORBIDDEN_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds U+0000 or an unpaired UTF-16 surrogate (which no database can store). */
export const hasForbiddenCharacters = (value: string): boolean => FORBIDDEN_CHARACTERS.test(value);

/** '{label} contains characters that are not allowed.' (U+0000 or a lone surrogate). */
export const notAllowedMessage = (label: string) => `${label} contains characters that are not allowed.`;

/** Options of {@link oneLineText}, {@link multiLineText} and {@link passwordText}. */
export interface TextOptions {
  /** The field's name in messages, e.g. "First name". */
  label: string;
  /** Most UTF-16 code units accepted (after trimming); checked before any other rule. */
  max: number;
  /** Message when the value is missing or not a string (zod's default otherwise). */
  error?: string;
  /** Message when longer than `max`; default '{label} must be {max} characters or fewer.'. */
  tooLong?: string;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
}

const tooLongMessage = ({ label, max, tooLong }: TextOptions) =>
  tooLong ?? `${label} must be ${max} characters or fewer.`;

/** A string: trimmed (unless `trim: false`), at most `max` long, without U+0000 or lone surrogates. */
function storableText(options: TextOptions) {
  const { label, max, error, trim = true } = options;
  const base = error === undefined ? z.string() : z.string({ error });
  return (trim ? base.trim() : base)
    .max(max, { error: tooLongMessage(options), abort: true })
    .refine((value) => !hasForbiddenCharacters(value), { error: notAllowedMessage(label), abort: true });
}

/** {@link storableText}, NFC-normalised, held to the text rule for `lines` fields. */
function ruledText(options: TextOptions, lines: TextLines) {
  const normalised = storableText(options).normalize("NFC");
  return (lines === "multi" ? normalised.overwrite((value) => value.replace(/\r\n?/g, "\n")) : normalised)
    .max(options.max, { error: tooLongMessage(options), abort: true }) // NFC lengthens a few characters
    .refine((value) => textRuleProblem(value, lines) !== "line-break", {
      error: oneLineMessage(options.label),
      abort: true,
    })
    .refine((value) => textRuleProblem(value, lines) === null, {
      error: refusedCharactersMessage(options.label),
      abort: true,
    });
}

/**
 * One line of text (decision 0017): trimmed, at most `max` long, without U+0000 or unpaired
 * surrogates ('{label} contains characters that are not allowed.'), NFC-normalised, without line
 * breaks ('{label} must be one line.') or other control, bidi or zero-width characters ('{label}
 * contains characters that are not allowed (control, bidi or zero-width).'), each failure ending
 * the checks. Arabic letters and ordinary spaces pass. Chain `.min()`, `.regex()`, `.refine()`
 * after it: they only see bounded text that passed the rule.
 */
export function oneLineText(options: TextOptions) {
  return ruledText(options, "one");
}

/**
 * Several lines of text (decision 0017): as {@link oneLineText}, but line breaks are allowed (CR LF
 * and a lone CR become LF); other control, bidi and zero-width characters are refused the same.
 */
export function multiLineText(options: TextOptions) {
  return ruledText(options, "multi");
}

/**
 * A password: at most `max` long, without U+0000 or unpaired surrogates, and nothing else changed
 * or refused: not trimmed, not normalised (a password typed on another keyboard must still match
 * its hash byte for byte), any character allowed (decision 0017).
 */
export function passwordText(options: Omit<TextOptions, "trim">) {
  return storableText({ ...options, trim: false });
}

/**
 * A required {@link oneLineText} (or {@link multiLineText} with `lines: "multi"`): missing, not a
 * string, or blank gives `required` ('{label} is required.').
 */
export function requiredText(options: TextOptions & { required?: string; lines?: TextLines }) {
  const required = options.required ?? options.error ?? `${options.label} is required.`;
  const block = options.lines === "multi" ? multiLineText : oneLineText;
  return block({ ...options, error: required }).min(1, { error: required, abort: true });
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
  return oneLineText({ label: "Email", max: EMAIL_MAX, tooLong: tooLong ?? invalid })
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
  return oneLineText({ label, max: 10, tooLong: format })
    .refine((value) => value === "" || ISO_DATE.test(value), { error: format, abort: true })
    .refine((value) => value === "" || isCalendarDate(value), { error: real, abort: true })
    .nullish()
    .transform((value) => (value ? value : null));
}
