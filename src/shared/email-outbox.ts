/**
 * The e-mails the portal sends to candidates (issue 14, item 2) and the states of a message in the
 * outbox (`email_outbox`). Defined once here: the database enums and, later, the admin "E-mail"
 * screen read them.
 */
import { z } from "zod";
import { pageQuery, positiveId } from "./schema-kit.ts";
import { requiredText } from "./text.ts";

/** What a message is about; one template per kind and locale (`server/mail/templates.ts`). */
export const EMAIL_KINDS = [
  "registration_received",
  "confirmed",
  "invoice_issued",
  "payment_confirmed",
  "exam_details",
  "results_sent",
  "done",
  "one_off",
  // Issue 14 item 4: to an inquirer (no candidate yet), the link to the pre-filled wizard.
  "inquiry_invite",
  // Decision 0019: to a registered candidate, when someone tried to register with their e-mail,
  // national ID or passport number (at most one a day per candidate).
  "registration_attempt",
  // Decision 0020: the candidate's seat was given back or its sitting cancelled into the pool.
  "seat_cancelled",
  // Decision 0020 ("Waiting list"): a seat held for a waiting candidate, with the signed link to claim it.
  "seat_offer",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** queued: waiting for (another) attempt; sent: accepted by the SMTP server or written as .eml; failed: gave up. */
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Languages the candidates' e-mails are written in (issue 15 §1), and so the languages a candidate
 * may register in (`students.locale`, `POST /api/FormRegister`'s `locale`); the first is the default.
 */
export const EMAIL_LOCALES = ["en", "ar"] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

/** `value` when it is one of {@link EMAIL_LOCALES}, else the default (English). */
export const toEmailLocale = (value: string | null | undefined): EmailLocale =>
  (EMAIL_LOCALES as readonly unknown[]).includes(value) ? (value as EmailLocale) : EMAIL_LOCALES[0];

/**
 * `GET /api/email-outbox` query (issue 14, admin): `status`, `student_id`, `page`, `pageSize`
 * (default 20); newest first, the total in `X-Total-Count`.
 */
export const emailOutboxQuerySchema = z.object({
  status: z.enum(EMAIL_STATUSES, "Status must be queued, sent or failed.").optional(),
  student_id: positiveId.optional(),
  ...pageQuery(20, 100),
});
export type EmailOutboxQuery = z.infer<typeof emailOutboxQuerySchema>;

/** One message of the outbox as staff see it (no bodies: those are for the message's own view). */
export const emailOutboxEntrySchema = z.object({
  id: z.number().int(),
  student_id: z.number().int().nullable(),
  kind: z.enum(EMAIL_KINDS),
  locale: z.string(),
  to_address: z.string(),
  /** Null until the worker first renders the message. */
  subject: z.string().nullable(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type EmailOutboxEntry = z.infer<typeof emailOutboxEntrySchema>;
export const emailOutboxListSchema = z.array(emailOutboxEntrySchema);

/** Answer of `POST /api/email-outbox/{id}/retry`. */
export const emailRetryResultSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * `POST /api/students/{id}/email` body (issue 14): a one-off e-mail from staff to a candidate, sent
 * in the usual frame (greeting, status link, support address) and kept in the candidate's History.
 */
export const oneOffEmailBodySchema = z.object({
  /** One line ('Subject must be one line.'). */
  subject: requiredText({ label: "Subject", max: 200 }),
  body: requiredText({ label: "Message", max: 5000, lines: "multi" }),
});
export type OneOffEmailBody = z.input<typeof oneOffEmailBodySchema>;
