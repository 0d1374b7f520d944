/**
 * The contact forms' fixed texts (docs/product.md §5 "Inquiry form", "Old contact form", §8): plain
 * constants (no zod), so a page can recognise them without loading the schemas, and the forms'
 * fields, so a page can draw its form before it loads them (decision 0005).
 */

/** The seven inquiry texts and the four old-form texts, in the spec's order (docs/product.md §5). */
export const CONTACT_FORM_TEXTS = {
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
  /** An exam name that is not one of the form's options (ours: the spec names none). */
  examNotListed: "Please choose an exam from the list.",
  /** Inquiry submit failure without a server message (docs/product.md §8). */
  sendFailed: "Failed to send the message. Please try again.",
} as const;

/** Answer text of a stored inquiry or message. */
export const CONTACT_SUCCESS = "Thank you! Your message has been sent. We will contact you soon.";

/** Inquiry fields in the order their messages are checked (docs/product.md §5 "Inquiry form"; then our `locale`). */
export const INQUIRY_FIELDS = [
  "exam_name",
  "full_name",
  "email",
  "phone",
  "current_job",
  "nationality",
  "message",
  "locale",
] as const;

/** Old contact form fields in the order their messages are checked (docs/product.md §5 "Old contact form"). */
export const CONTACT_MESSAGE_FIELDS = ["subject", "email", "phone", "message"] as const;

/** A blank inquiry form: what the Book Exam page starts from (docs/product.md §5 "Inquiry form"). */
export const EMPTY_INQUIRY = {
  exam_name: "",
  full_name: "",
  email: "",
  phone: "",
  current_job: "",
  nationality: "",
  message: "",
};
