/**
 * The candidate's status page (docs/product.md §2 "Status page"): `POST /api/status` (reference and e-mail address),
 * `GET /api/status?t=` (the signed link of the e-mails) and `GET /api/status/calendar.ics?t=`
 * (the exam as a calendar entry). The answer holds the registration's progress and nothing personal
 * beyond what the candidate typed: no name, phone, identity numbers or address.
 */
import { z } from "zod";
import { NEXT_KEYS, STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { successAnswer } from "#shared/kit/schemas.ts";
import { EMAIL_MAX, oneLineText } from "#shared/kit/text-fields.ts";
import { EXAM_OUTCOMES } from "#shared/sittings/results.ts";
import { candidateSeatSchema } from "#shared/sittings/sittings.ts";
import { STATUS_TEXTS } from "#shared/texts/status.ts";
import { REFERENCE_PATTERN } from "./reference.ts";

export { STATUS_TEXTS } from "#shared/texts/status.ts";

/** Longest reference input accepted before normalising (spaces and dashes typed around it). */
const REFERENCE_INPUT_MAX = 40;

/**
 * A reference as typed, in its canonical form: case, spaces and dashes ignored, so `ex 26 7k3qf9`,
 * `EX267K3QF9` and ` EX-26-7K3QF9 ` all read `EX-26-7K3QF9`. Anything that does not then look like a
 * reference is returned as typed (upper case, without spaces) for the pattern to refuse.
 */
export function normaliseReference(value: string): string {
  const compact = value.replace(/[\s\-‐-―]+/g, "").toUpperCase();
  const parts = /^([A-Z]{2})(\d{2})([A-Z0-9]{6})$/.exec(compact);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : compact;
}

/** An e-mail address as compared: trimmed and lower-cased (addresses are matched without case). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** The lookup form's reference field (normalised, then checked against the reference's pattern). */
export const referenceInputSchema = oneLineText({
  label: "Reference",
  max: REFERENCE_INPUT_MAX,
  error: STATUS_TEXTS.referenceRequired,
  tooLong: STATUS_TEXTS.referenceInvalid,
})
  .min(1, { error: STATUS_TEXTS.referenceRequired, abort: true })
  .transform(normaliseReference)
  .pipe(z.string().regex(REFERENCE_PATTERN, STATUS_TEXTS.referenceInvalid));

/** `POST /api/status` body: the reference and the e-mail address the candidate registered with. */
export const statusLookupSchema = z.object({
  reference: referenceInputSchema,
  email: oneLineText({
    label: "Email",
    max: EMAIL_MAX,
    error: STATUS_TEXTS.emailRequired,
    tooLong: STATUS_TEXTS.emailInvalid,
  })
    .min(1, { error: STATUS_TEXTS.emailRequired, abort: true })
    .pipe(z.email(STATUS_TEXTS.emailInvalid))
    .transform(normaliseEmail),
});
export type StatusLookup = z.infer<typeof statusLookupSchema>;

/** Query of the signed-link routes: `t`, the token of the link (`?t=` on `/status`). */
export const statusTokenQuerySchema = z.object({ t: oneLineText({ label: "Link", max: 2048 }).min(1) });

const stageKey = z.enum(STUDENT_STATES);

/** One stage of the timeline: done (with the date it was last reached, when recorded), current or upcoming. */
export const statusStageSchema = z.object({
  key: stageKey,
  label: z.string(),
  status: z.enum(["done", "current", "upcoming"]),
  /** ISO timestamp of the last move into this stage; null when skipped, upcoming or not recorded. */
  reachedAt: z.string().nullable(),
});
export type StatusStage = z.infer<typeof statusStageSchema>;

/** The answer of the status routes. */
export const candidateStatusSchema = successAnswer({
  reference: z.string(),
  /** The exam as registered: regulator code and name, specialty, exam. */
  exam: z.object({
    category: z.string(),
    regulator: z.string().nullable(),
    specialty: z.string(),
    name: z.string(),
  }),
  stage: z.object({ key: stageKey, label: z.string() }),
  /** Which "what happens next" text the page shows (`candidateNextKey` of pipeline.ts). */
  next: z.enum(NEXT_KEYS),
  /** Every stage in pipeline order. */
  timeline: z.array(statusStageSchema),
  /** The invoice to pay, while the registration waits for its payment (stage Invoice); else null. */
  invoice: z
    .object({
      number: z.string(),
      /** Decimal string with two decimals, e.g. "1250.00". */
      amount: z.string(),
      /** ISO 4217 code, e.g. "SAR". */
      currency: z.string(),
      /**
       * How to pay, in English (lines): the admin's saved text, else `PAYMENT_INSTRUCTIONS`; null
       * when there are none (the page then says whom to ask, docs/product.md §2 "Payment instructions").
       */
      paymentInstructions: z.string().nullable(),
      /** How to pay, for the Arabic page: the saved Arabic text, else the English one; null: none. */
      paymentInstructionsAr: z.string().nullable(),
    })
    .nullable(),
  /** The exam appointment, from stage Exam_Details on, once a date is set; else null. */
  appointment: z
    .object({
      /** YYYY-MM-DD. */
      date: z.string(),
      /** As staff typed it (`09:00`, `2:00 PM`); null when not yet known. */
      time: z.string().nullable(),
      /** The one place to show: the location staff typed, else the test center's name. */
      location: z.string().nullable(),
      /** The test center registered for (already in `location` when no place was typed). */
      testCenter: z.string().nullable(),
      /** True when the `.ics` download is offered (date and location known). */
      calendar: z.boolean(),
    })
    .nullable(),
  /**
   * The seat the candidate holds in a sitting (docs/product.md §10), with until when they may move
   * or give it back; null without one (a date typed by staff shows in `appointment` only).
   */
  seat: candidateSeatSchema.nullable(),
  /** True once the result has been sent (stage Send_Score or Done). */
  resultSent: z.boolean(),
  /**
   * The exam's result once sent, when staff recorded one (docs/product.md §11 "Results"): pass,
   * fail or absent, the score where the regulator gives one, the date it was received; else null.
   */
  result: z
    .object({ outcome: z.enum(EXAM_OUTCOMES), score: z.number().nullable(), receivedOn: z.string() })
    .nullable(),
  /**
   * Set when the candidate may book a retake (docs/product.md §11 "Retake"): the result sent was a
   * fail or an absence. The current choice, to pre-fill the form; null otherwise.
   */
  retake: z
    .object({
      testCenterId: z.number().int().nullable(),
      trialMonth: z.string(),
      requestedDateRange: z.string().nullable(),
    })
    .nullable(),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }),
  /** A signed token for this page's links (the calendar download); the link's own when opened from one. */
  token: z.string(),
});
export type CandidateStatus = z.infer<typeof candidateStatusSchema>;
