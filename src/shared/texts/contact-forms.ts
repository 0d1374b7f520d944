/**
 * The contact forms' fixed texts (docs/product.md §5 "Inquiry form", "Old contact form", §8): plain
 * constants (no zod), so a page can recognise them without loading the schemas.
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
