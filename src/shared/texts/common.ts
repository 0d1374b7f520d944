/** User-facing texts the spec fixes; plain constants (no zod) so every page can use them. */

import { LOGIN_TEXTS } from "./login.ts";

export { attemptsRemainingMessage } from "./login.ts";

/** User-facing messages whose wording the spec fixes (spec §5, §8). */
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

/** 'Registration failed. Duplicate entry found in field: {field}' (spec §8). */
export const duplicateEntryMessage = (field: string) =>
  `Registration failed. Duplicate entry found in field: ${field}`;
