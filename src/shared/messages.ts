/** User-facing texts the spec fixes; plain constants (no zod) so every page can use them. */

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
