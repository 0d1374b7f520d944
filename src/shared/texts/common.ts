/**
 * The fixed texts: user-facing wording the spec fixes (docs/product.md §8), plain constants (no zod) so every
 * page can use them. `src/shared/texts/` holds every such list; in this code base a "text" is fixed
 * wording, an "announcement" is a staff message (`admin/announcements.ts`) and a "contact message"
 * is a message sent with the old contact form (`inquiries/contact-messages.ts`).
 */

import { LOGIN_TEXTS } from "./login.ts";

export { attemptsRemainingMessage } from "./login.ts";

/** Texts of the wizard, the login and the back office whose wording the spec fixes (docs/product.md §5, §8). */
export const TEXTS = {
  ...LOGIN_TEXTS,
  stepIncomplete: "Please fill in all required fields for this step",
  registrationSuccess: "Registration successful!",
  registrationFailedRetry: "Registration failed. Please try again.",
  unauthorizedRedirect: "Unauthorized access. Redirecting to login...",
  studentFetchFailed: "Error fetching student details.",
  countsFailed: "Failed to fetch confirmation counts",
  unexpectedList: "Unexpected response format",
} as const;

/** 'Registration failed. Duplicate entry found in field: {field}' (docs/product.md §8). */
export const duplicateEntryMessage = (field: string) =>
  `Registration failed. Duplicate entry found in field: ${field}`;
