/**
 * The two public contact forms (docs/product.md §5 "Inquiry form", "Old contact form"; §7 `POST /api/contact`),
 * one zod schema each, used by the pages and the server alike. Values are trimmed. Problems are
 * ordered by the spec's field order ({@link INQUIRY_FIELDS}, {@link CONTACT_MESSAGE_FIELDS}),
 * explicitly rather than left to zod's key order: the pages show every field's, the API answers
 * the first.
 */
import { z } from "zod";
import { savedAnswer } from "#shared/kit/schemas.ts";
import { email as emailText, multiLineText, requiredText } from "#shared/kit/text-fields.ts";
import { INQUIRY_EXAM_OPTIONS } from "#shared/reference/regulators.ts";
import { LOCALES } from "#shared/site/locales.ts";
import { CONTACT_FORM_TEXTS } from "#shared/texts/contact-forms.ts";

export {
  CONTACT_FORM_TEXTS,
  CONTACT_MESSAGE_FIELDS,
  CONTACT_SUCCESS,
  EMPTY_INQUIRY,
  INQUIRY_FIELDS,
} from "#shared/texts/contact-forms.ts";

const required = (label: string, message: string, max: number, lines: "one" | "multi" = "one") =>
  requiredText({ label, max, lines, required: message, tooLong: `At most ${max} characters, please.` });

const email = (required: string, invalid: string) => emailText({ required, invalid });

/** `POST /api/contact` inquiry (Book Exam) body, wire names of docs/product.md §7. */
export const inquirySchema = z.object({
  exam_name: required("Exam name", CONTACT_FORM_TEXTS.examRequired, 100).refine(
    (value) => (INQUIRY_EXAM_OPTIONS as readonly string[]).includes(value),
    CONTACT_FORM_TEXTS.examNotListed,
  ),
  full_name: required("Full name", CONTACT_FORM_TEXTS.fullNameRequired, 150),
  email: email(CONTACT_FORM_TEXTS.emailRequired, CONTACT_FORM_TEXTS.emailInvalid),
  phone: required("Phone number", CONTACT_FORM_TEXTS.phoneRequired, 40),
  current_job: required("Current job", CONTACT_FORM_TEXTS.jobRequired, 150),
  nationality: required("Nationality", CONTACT_FORM_TEXTS.nationalityRequired, 100),
  message: multiLineText({
    label: "Message",
    max: 5000,
    tooLong: "Message must be 5000 characters or fewer.",
  })
    .optional()
    .transform((value) => value || null),
  /**
   * The language of the page the inquiry was sent from (`en` or `ar`, default `en`; decision 0011),
   * like `POST /api/FormRegister`'s: the invitation to register is written in it.
   */
  locale: z.enum(LOCALES, `Language must be one of: ${LOCALES.join(", ")}.`).default("en"),
});
export type Inquiry = z.output<typeof inquirySchema>;

export type InquiryInput = z.input<typeof inquirySchema>;

/** `POST /api/contact` body of the old contact form (docs/product.md §5, §7). */
export const contactMessageSchema = z.object({
  subject: required("Subject", CONTACT_FORM_TEXTS.subjectRequired, 200),
  email: email(CONTACT_FORM_TEXTS.oldEmailInvalid, CONTACT_FORM_TEXTS.oldEmailInvalid),
  phone: required("Phone number", CONTACT_FORM_TEXTS.phoneRequired, 40),
  message: required("Message", CONTACT_FORM_TEXTS.messageRequired, 5000, "multi"),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The first problem of a form, as the pages show it and the API answers it (400 `{message, field}`). */
export interface FormIssue {
  field: string;
  message: string;
}

/**
 * Parses `body` with `schema`: the trimmed data, or every field's problem, one per field (its
 * first: a field's own problems keep zod's order, e.g. required before malformed), ordered by
 * `order` (the spec's checking order, which is also the forms' field order). Problems outside
 * `order` (a body that is not an object) come first. The forms show them all at once (decision
 * 0002, "Every error at once").
 */
export function contactFormIssues<S extends z.ZodType>(
  schema: S,
  body: unknown,
  order: readonly string[],
): { data: z.output<S>; issues: [] } | { data: null; issues: FormIssue[] } {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data, issues: [] };
  const rank = (issue: z.core.$ZodIssue) => order.indexOf(String(issue.path[0] ?? ""));
  // Array.prototype.sort is stable, so issues of one field stay in zod's order.
  const sorted = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  const issues: FormIssue[] = [];
  for (const issue of sorted) {
    const field = String(issue.path[0] ?? "");
    if (!issues.some((kept) => kept.field === field)) issues.push({ field, message: issue.message });
  }
  return { data: null, issues };
}

/**
 * Parses `body` with `schema`: the trimmed data, or the problem of the earliest field of `order`
 * (the first of {@link contactFormIssues}): the one the API answers (400 `{message, field}`).
 */
export function checkContactForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  order: readonly string[],
): { data: z.output<S>; issue: null } | { data: null; issue: FormIssue } {
  const checked = contactFormIssues(schema, body, order);
  const [first] = checked.issues;
  return first ? { data: null, issue: first } : { data: checked.data as z.output<S>, issue: null };
}

/** True when a `POST /api/contact` body is the old contact form (it has a subject; docs/product.md §7). */
export const isOldContactForm = (body: unknown) =>
  typeof body === "object" && body !== null && "subject" in body;

/** `POST /api/contact` answer. */
export const contactResponseSchema = savedAnswer({});
