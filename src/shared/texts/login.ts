/**
 * The login form's texts (docs/product.md §8), apart from the other texts: the landing page shows the login
 * form, and its JS budget (decision 0005) has no room for the texts of the wizard and back office.
 */

/** Login texts whose wording the spec fixes (docs/product.md §8). */
export const LOGIN_TEXTS = {
  invalidCredentials: "Invalid username or password.",
  loginLocked: "You've exceeded the maximum number of login attempts.",
} as const;

/** 'Invalid username or password. You have {n} attempts remaining.' (docs/product.md §8); "1 attempt" in the singular. */
export const attemptsRemainingMessage = (n: number) =>
  `Invalid username or password. You have ${n} attempt${n === 1 ? "" : "s"} remaining.`;
