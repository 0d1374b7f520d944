/**
 * The two public contact forms (spec §5 "Inquiry form", "Old contact form"; §7 `POST /api/contact`),
 * one zod schema each, used by the pages and the server alike. Values are trimmed. The problem
 * reported is the first one in the spec's field order ({@link INQUIRY_FIELDS},
 * {@link CONTACT_MESSAGE_FIELDS}), picked explicitly rather than left to zod's key order.
 */
import { z } from "zod";
import { INQUIRY_EXAM_OPTIONS } from "./reference/regulators.ts";
import { email as emailText, requiredText, text } from "./text.ts";

/** The seven inquiry messages and the four old-form messages, in the spec's order (spec §5). */
export const CONTACT_MESSAGES = {
  examRequired: "Exam name is required.",
  fullNameRequired: "Full name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required.",
  jobRequired: "Current job is required.",
  nationalityRequired: "Nationality is required.",
  subjectRequired: "Subject is required.",
  oldEmailInvalid: "Please provide a valid email.",
  messageRequired: "Message is required.",
  /** Inquiry submit failure without a server message (spec §8). */
  sendFailed: "Failed to send the message. Please try again.",
} as const;

/** Answer text of a stored inquiry or message. */
export const CONTACT_SUCCESS = "Thank you! Your message has been sent. We will contact you soon.";

const required = (label: string, message: string, max: number) =>
  requiredText({ label, max, required: message, tooLong: `At most ${max} characters, please.` });

/** Inquiry fields in the order their messages are checked (spec §5 "Inquiry form"). */
export const INQUIRY_FIELDS = [
  "exam_name",
  "full_name",
  "email",
  "phone",
  "current_job",
  "nationality",
  "message",
] as const;

/** Old contact form fields in the order their messages are checked (spec §5 "Old contact form"). */
export const CONTACT_MESSAGE_FIELDS = ["subject", "email", "phone", "message"] as const;

const email = (required: string, invalid: string) => emailText({ required, invalid });

/** `POST /api/contact` inquiry (Book Exam) body, wire names of spec §7. */
export const inquirySchema = z.object({
  exam_name: required("Exam name", CONTACT_MESSAGES.examRequired, 100).refine(
    (value) => (INQUIRY_EXAM_OPTIONS as readonly string[]).includes(value),
    "Please choose an exam from the list.",
  ),
  full_name: required("Full name", CONTACT_MESSAGES.fullNameRequired, 150),
  email: email(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  phone: required("Phone number", CONTACT_MESSAGES.phoneRequired, 40),
  current_job: required("Current job", CONTACT_MESSAGES.jobRequired, 150),
  nationality: required("Nationality", CONTACT_MESSAGES.nationalityRequired, 100),
  message: text({ label: "Message", max: 5000, tooLong: "Message must be 5000 characters or fewer." })
    .optional()
    .transform((value) => value || null),
});
export type Inquiry = z.output<typeof inquirySchema>;
export type InquiryInput = z.input<typeof inquirySchema>;

/** `POST /api/contact` body of the old contact form (spec §5, §7). */
export const contactMessageSchema = z.object({
  subject: required("Subject", CONTACT_MESSAGES.subjectRequired, 200),
  email: email(CONTACT_MESSAGES.oldEmailInvalid, CONTACT_MESSAGES.oldEmailInvalid),
  phone: required("Phone number", CONTACT_MESSAGES.phoneRequired, 40),
  message: required("Message", CONTACT_MESSAGES.messageRequired, 5000),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The first problem of a form, as the pages show it and the API answers it (400 `{message, field}`). */
export interface FormIssue {
  field: string;
  message: string;
}

/**
 * Parses `body` with `schema`: the trimmed data, or the problem of the earliest field of `order`
 * (the spec's checking order; a field's own problems keep zod's order, e.g. required before
 * malformed). Problems outside `order` (a body that is not an object) come first.
 */
export function checkContactForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  order: readonly string[],
): { data: z.output<S>; issue: null } | { data: null; issue: FormIssue } {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data, issue: null };
  const rank = (issue: z.core.$ZodIssue) => order.indexOf(String(issue.path[0] ?? ""));
  // Array.prototype.sort is stable, so issues of one field stay in zod's order.
  const [first] = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  return {
    data: null,
    issue: { field: String(first?.path[0] ?? ""), message: first?.message ?? "Invalid input." },
  };
}

/** True when a `POST /api/contact` body is the old contact form (it has a subject; spec §7). */
export const isOldContactForm = (body: unknown) =>
  typeof body === "object" && body !== null && "subject" in body;

/** `POST /api/contact` answer. */
export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
