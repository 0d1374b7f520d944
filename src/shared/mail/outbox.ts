/**
 * The e-mails the portal sends to candidates (decision 0010) and the states of a message in the
 * outbox (`email_outbox`). Defined once here: the database enums and, later, the admin "E-mail"
 * screen read them.
 */
import { z } from "zod";
import { pageQuery, positiveId, savedAnswer } from "#shared/kit/schemas.ts";
import { requiredText } from "#shared/kit/text-fields.ts";

/** The e-mails of the pipeline's steps, in its order (the states' records in `pipeline.ts` name them). */
export const PIPELINE_EMAIL_KINDS = [
  "registration_received",
  "confirmed",
  "invoice_issued",
  "payment_confirmed",
  "exam_details",
  "results_sent",
  "done",
] as const;

/** What a message is about; one template per kind and locale (`server/mail/templates.ts`). */
export const EMAIL_KINDS = [
  ...PIPELINE_EMAIL_KINDS,
  "one_off",
  // docs/product.md §2 "Inquiries page": to an inquirer (no candidate yet), the link to the pre-filled wizard.
  "inquiry_invite",
  // Decision 0019: to a registered candidate, when someone tried to register with their e-mail,
  // national ID or passport number (at most one a day per candidate).
  "registration_attempt",
  // Decision 0022: the candidate's seat was given back or its sitting cancelled into the pool.
  "seat_cancelled",
  // Decision 0022 ("Waiting list"): a seat held for a waiting candidate, with the signed link to claim it.
  "seat_offer",
  // docs/product.md §11 "Reminders": before a booked sitting, one per booking and offset
  // (`EXAM_REMINDER_DAYS`); the day-before one is its own kind (it carries the admission letter).
  "exam_reminder",
  "exam_reminder_day_before",
  // docs/product.md §11 "Retake" (decision 0028): a new attempt booked on the same registration.
  "retake_booked",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * The e-mails that carry the candidate's admission letter as a PDF, rendered when the message is
 * first sent from the live seat (docs/product.md §11 "Admission letter", decision 0023): the exam
 * details, which a booking and every seat change (another date, time or place) queue, and the
 * day-before reminder (docs/product.md §11 "Reminders").
 */
export const LETTER_EMAIL_KINDS: readonly EmailKind[] = ["exam_details", "exam_reminder_day_before"];

/**
 * queued: waiting for (another) attempt; sent: accepted by the SMTP server or written as .eml; failed:
 * gave up; withdrawn: no longer true when its turn came (an exam reminder whose seat was moved or
 * given back meanwhile, docs/product.md §11 "Reminders"), so never sent.
 */
export const EMAIL_STATUSES = ["queued", "sent", "failed", "withdrawn"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * `GET /api/email-outbox` query (decision 0010, admin): `status`, `student_id`, `page`, `pageSize`
 * (default 20); newest first, the total in `X-Total-Count`.
 */
export const emailOutboxQuerySchema = z.object({
  status: z.enum(EMAIL_STATUSES, "Status must be queued, sent, failed or withdrawn.").optional(),
  student_id: positiveId.optional(),
  ...pageQuery(20),
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
export const emailRetryResultSchema = savedAnswer({});

/**
 * `POST /api/students/{id}/email` body (decision 0010): a one-off e-mail from staff to a candidate, sent
 * in the usual frame (greeting, status link, support address) and kept in the candidate's History.
 */
export const oneOffEmailBodySchema = z.object({
  /** One line ('Subject must be one line.'). */
  subject: requiredText({ label: "Subject", max: 200 }),
  body: requiredText({ label: "Message", max: 5000, lines: "multi" }),
});
export type OneOffEmailBody = z.input<typeof oneOffEmailBodySchema>;
