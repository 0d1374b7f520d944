/**
 * The two public contact forms (spec §5 "Inquiry form", "Old contact form"; §7 `POST /api/contact`),
 * one zod schema each, used by the pages and the server alike. Keys are declared in the spec's
 * checking order and zod reports issues in key order, so the first issue is the message the spec
 * shows first. Values are trimmed.
 */
import { z } from "zod";
import { INQUIRY_EXAM_OPTIONS } from "./reference/regulators.ts";

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

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

const email = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, invalidMessage)
    .pipe(z.email(invalidMessage));

/** `POST /api/contact` inquiry (Book Exam) body, wire names of spec §7. */
export const inquirySchema = z.object({
  exam_name: required(CONTACT_MESSAGES.examRequired, 100).refine(
    (value) => (INQUIRY_EXAM_OPTIONS as readonly string[]).includes(value),
    "Please choose an exam from the list.",
  ),
  full_name: required(CONTACT_MESSAGES.fullNameRequired, 150),
  email: email(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  phone: required(CONTACT_MESSAGES.phoneRequired, 40),
  current_job: required(CONTACT_MESSAGES.jobRequired, 150),
  nationality: required(CONTACT_MESSAGES.nationalityRequired, 100),
  message: z
    .string()
    .trim()
    .max(5000, "Message must be 5000 characters or fewer.")
    .optional()
    .transform((value) => value || null),
});
export type Inquiry = z.output<typeof inquirySchema>;
export type InquiryInput = z.input<typeof inquirySchema>;

/** `POST /api/contact` body of the old contact form (spec §5, §7). */
export const contactMessageSchema = z.object({
  subject: required(CONTACT_MESSAGES.subjectRequired, 200),
  email: email(CONTACT_MESSAGES.oldEmailInvalid, CONTACT_MESSAGES.oldEmailInvalid),
  phone: required(CONTACT_MESSAGES.phoneRequired, 40),
  message: required(CONTACT_MESSAGES.messageRequired, 5000),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The first problem of a form, as the pages show it and the API answers it (400 `{message, field}`). */
export interface FormIssue {
  field: string;
  message: string;
}

/** Parses `body` with `schema`: the trimmed data, or the first issue in the spec's order. */
export function checkContactForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { data: z.output<S>; issue: null } | { data: null; issue: FormIssue } {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data, issue: null };
  const first = result.error.issues[0];
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
