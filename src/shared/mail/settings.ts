/**
 * The admin "E-mail" screen's settings (decision 0010): per message kind and locale, whether the
 * message is sent at all and the subject and body templates that replace the built-in texts, with
 * `{{placeholders}}` for the candidate's data. Defined once here for the server, the screen and the
 * tests. Rendering and the built-in texts live in `server/mail/templates.ts`.
 */
import { z } from "zod";
import { positiveId, savedAnswer } from "#shared/kit/schemas.ts";
import { multiLineText, oneLineText } from "#shared/kit/text-fields.ts";
import { LOCALES } from "#shared/site/locales.ts";
import { type EmailKind, PIPELINE_EMAIL_KINDS } from "./outbox.ts";

/**
 * The messages staff can switch off and rewrite: the candidate-facing steps of the pipeline, and the
 * notice that someone tried to register with a candidate's details (decision 0019). The
 * one-off e-mail (written by staff each time), the inquiry invitation (sent only when an admin
 * asks for it, with its signed link) and the seat messages (`seat_cancelled`, `seat_offer`: a seat
 * change the candidate must hear of, the offer with its signed link; decision 0022) are not settings.
 */
export const EMAIL_SETTING_KINDS = [
  ...PIPELINE_EMAIL_KINDS,
  "registration_attempt",
  "exam_reminder",
  "exam_reminder_day_before",
] as const satisfies readonly EmailKind[];
export type EmailSettingKind = (typeof EMAIL_SETTING_KINDS)[number];

/** True when `kind` has settings (see {@link EMAIL_SETTING_KINDS}). */
export const isSettingKind = (kind: string): kind is EmailSettingKind =>
  (EMAIL_SETTING_KINDS as readonly string[]).includes(kind);

/** The screen's name and one-line description of each message. */
export const EMAIL_KIND_LABELS: Record<EmailSettingKind, { title: string; when: string }> = {
  registration_received: { title: "Registration received", when: "Sent when a candidate registers." },
  confirmed: { title: "Registration confirmed", when: "Sent when a candidate is confirmed." },
  invoice_issued: { title: "Invoice issued", when: "Sent when an invoice is created." },
  payment_confirmed: { title: "Payment confirmed", when: "Sent when an invoice is confirmed as paid." },
  exam_details: {
    title: "Exam details",
    when: "Sent in Exam details with a date and place (again when they change), with the .ics file.",
  },
  results_sent: {
    title: "Results sent",
    when: "Sent on the move to Send score; when staff record a result, it gives the result and what comes next.",
  },
  done: { title: "Registration complete", when: "Sent on the move to Done." },
  registration_attempt: {
    title: "Registration attempt",
    when: "Sent when someone tries to register with a candidate's e-mail, national ID or passport number (at most once a day).",
  },
  exam_reminder: {
    title: "Exam reminder",
    when: "Sent days before a booked sitting (EXAM_REMINDER_DAYS, e.g. 7), once per seat; not for a seat moved or given back.",
  },
  exam_reminder_day_before: {
    title: "Exam reminder (day before)",
    when: "Sent one day before a booked sitting, once per seat; not for a seat moved or given back.",
  },
};

/** Every placeholder a template may use, with what it stands for. */
export const EMAIL_PLACEHOLDERS = {
  reference: "The candidate's reference (EX-26-7K3QF9)",
  first_name: "First name",
  full_name: "Full name",
  exam: "The exam's name",
  regulator: "The exam's regulator (Dubai Health Authority, ...), named in the message's language",
  test_center: "The chosen test center",
  status_link: "The link to the candidate's status page",
  support_email: "The support address (SUPPORT_EMAIL)",
  invoice_number: "The invoice number",
  amount: "The invoice amount",
  currency: "The invoice currency",
  exam_date: "The exam's date, written out",
  exam_time: "The exam's time",
  exam_location: "The exam's location",
  attempted_at: "When someone tried to register with the candidate's details (date and time, UTC)",
  matched_detail: "Which of the candidate's details was used: e-mail address, national ID or passport number",
  result: "The exam's result (passed, not passed, absent), in the message's language",
  score: "The score, when the regulator gives one",
  days_before: "How many days before the exam the reminder is sent",
} as const;
export type EmailPlaceholder = keyof typeof EMAIL_PLACEHOLDERS;

const COMMON: readonly EmailPlaceholder[] = [
  "reference",
  "first_name",
  "full_name",
  "exam",
  "regulator",
  "test_center",
  "status_link",
  "support_email",
];

/** The placeholders each message may use: what its snapshot holds (outbox.ts), no more. */
export const KIND_PLACEHOLDERS: Record<EmailSettingKind, readonly EmailPlaceholder[]> = {
  registration_received: COMMON,
  confirmed: COMMON,
  invoice_issued: [...COMMON, "invoice_number", "amount", "currency"],
  payment_confirmed: [...COMMON, "invoice_number"],
  exam_details: [...COMMON, "exam_date", "exam_time", "exam_location"],
  results_sent: [...COMMON, "result", "score"],
  done: COMMON,
  registration_attempt: [...COMMON, "attempted_at", "matched_detail"],
  exam_reminder: [...COMMON, "exam_date", "exam_time", "exam_location", "days_before"],
  exam_reminder_day_before: [...COMMON, "exam_date", "exam_time", "exam_location"],
};

/** `{{ name }}` anywhere in a template; the name is what stands between the braces, trimmed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names written in `template`, in order (duplicates kept). */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/** The first placeholder of `template` that `kind` does not offer, if any. */
export function unknownPlaceholder(kind: EmailSettingKind, template: string): string | undefined {
  const allowed: readonly string[] = KIND_PLACEHOLDERS[kind];
  return placeholdersIn(template).find((name) => !allowed.includes(name));
}

/** The 400 message for an unknown placeholder `name` in a template of `kind`. */
export function unknownPlaceholderMessage(kind: EmailSettingKind, name: string): string {
  return `Unknown placeholder {{${name}}}. This message can use: ${KIND_PLACEHOLDERS[kind]
    .map((p) => `{{${p}}}`)
    .join(", ")}.`;
}

/** Replaces each `{{name}}` of `template` with `values[name]` (unknown names are left as written). */
export function fillPlaceholders(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Longest subject and body template (characters). */
export const SUBJECT_TEMPLATE_MAX = 200;
export const BODY_TEMPLATE_MAX = 5000;

/** A subject template: one line ('Subject must be one line.'); blank or null means the built-in subject. */
const subjectTemplate = oneLineText({ label: "Subject", max: SUBJECT_TEMPLATE_MAX })
  .nullable()
  .transform((value) => (value ? value : null));

/** A body template: paragraphs separated by blank lines; blank or null means the built-in text. */
const bodyTemplate = multiLineText({ label: "Body", max: BODY_TEMPLATE_MAX })
  .nullable()
  .transform((value) => (value ? value : null));

const locale = z.enum(LOCALES, `Locale must be one of: ${LOCALES.join(", ")}.`);

/** Path parameters of `/api/email-settings/:kind...`. */
export const emailSettingKindParams = z.object({
  kind: z.enum(EMAIL_SETTING_KINDS, `Kind must be one of: ${EMAIL_SETTING_KINDS.join(", ")}.`),
});

/**
 * `PUT /api/email-settings/{kind}` body: `enabled`, and the `subject` and `body` templates (null
 * or blank: the built-in text) of `locale` (default `en`). Every `{{placeholder}}` must be one the
 * kind offers ({@link KIND_PLACEHOLDERS}), else 400 naming the field.
 */
export const emailSettingUpdateSchema = z.object({
  locale: locale.default(LOCALES[0]),
  enabled: z.boolean("Enabled must be true or false."),
  subject: subjectTemplate,
  body: bodyTemplate,
});
export type EmailSettingUpdate = z.input<typeof emailSettingUpdateSchema>;

/**
 * `POST /api/email-settings/{kind}/preview` body: the message as candidate `student_id` would get
 * it. `subject`/`body` absent: the saved templates; a string: that draft; null: the built-in text.
 */
export const emailPreviewRequestSchema = z.object({
  student_id: positiveId,
  locale: locale.default(LOCALES[0]),
  subject: subjectTemplate.optional(),
  body: bodyTemplate.optional(),
});
export type EmailPreviewRequest = z.input<typeof emailPreviewRequestSchema>;

/** One message's settings in one locale, with its built-in texts (in placeholder form) and placeholders. */
export const emailSettingSchema = z.object({
  kind: z.enum(EMAIL_SETTING_KINDS),
  locale: z.string(),
  enabled: z.boolean(),
  /** The saved subject template; null: the built-in one. */
  subject: z.string().nullable(),
  /** The saved body template; null: the built-in one. */
  body: z.string().nullable(),
  default_subject: z.string(),
  default_body: z.string(),
  placeholders: z.array(z.string()),
  /** Last change (ISO) and by whom; null while never changed. */
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type EmailSetting = z.infer<typeof emailSettingSchema>;
export const emailSettingListSchema = z.array(emailSettingSchema);

/** Answer of `PUT /api/email-settings/{kind}`. */
export const emailSettingUpdateResultSchema = savedAnswer({
  setting: emailSettingSchema,
});

/** Answer of the preview: what would be sent (nothing is). */
export const emailPreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
