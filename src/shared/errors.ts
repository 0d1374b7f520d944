import { z } from "zod";

/**
 * Body of every 4xx/5xx answer of the API. `field` names the offending input field (wire name)
 * for validation (400) and duplicate (409) errors.
 */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** User-facing messages whose wording the spec fixes (spec §5, §8). */
export const MESSAGES = {
  invalidCredentials: "Invalid username or password.",
  loginLocked: "You've exceeded the maximum number of login attempts.",
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

/** 'Invalid username or password. You have {n} attempts remaining.' (spec §8). */
export const attemptsRemainingMessage = (n: number) =>
  `Invalid username or password. You have ${n} attempts remaining.`;
