/**
 * Display rules and texts of the users screens (docs/product.md §2 /users and /registeruser, §3 "User", §8
 * "Users" and "User registration").
 */
import type { Role } from "#shared/access/roles.ts";
import { ApiError } from "#web/lib/api.ts";

/** Texts of docs/product.md §8 "Users" and "User registration", plus the screens' own success texts. */
export const USERS_TEXT = {
  fetchFailed: "Error fetching users. Please try again later.",
  updateFailed: "Error updating user. Please try again later.",
  deleteFailed: "Error deleting user. Please try again later.",
  registrationSuccess: "Registration successful",
  registrationFailedLater: "Registration failed. Please try again later.",
} as const;

/** 'Registration failed: {server message}' (docs/product.md §8 "User registration"). */
export const registrationFailedWith = (message: string) => `Registration failed: ${message}`;

/**
 * What the users list shows in the password column (docs/product.md §3: "masked in the list"). The server
 * never sends a password or its hash, so this is a fixed mask, not a masked value.
 */
export const MASKED_PASSWORD = "••••••••";

const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  auditor: "Auditor",
  test_center: "Test center",
  schoolmoderator: "School moderator",
  visitor: "Visitor",
};

const ROLE_COLORS: Record<Role, string> = {
  admin: "red",
  auditor: "grape",
  test_center: "blue",
  schoolmoderator: "teal",
  visitor: "gray",
};

/** Human label of a role for Selects and badges: `test_center` → "Test center". */
export const roleLabel = (role: Role) => ROLE_LABELS[role];

/** Badge colour of a role in the users list. */
export const roleColor = (role: Role) => ROLE_COLORS[role];

/** Select options of `roles`, value the wire name, label the human one. */
export const roleOptions = (roles: readonly Role[]) =>
  roles.map((role) => ({ value: role, label: roleLabel(role) }));

/**
 * The server's own words when it refused the request (a 4xx with a `message`, e.g. 'You cannot
 * delete your own account.'); a 5xx, no response or an unreadable answer gives `fallback` (docs/product.md §8:
 * 'Error updating user. Please try again later.' and the like), so internals never reach the user.
 */
export function refusalMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.messageOr(fallback)
    : fallback;
}

/**
 * The alert of a failed registration (docs/product.md §8 "User registration"): 'Registration failed: {server
 * message}' when the server refused with its reason, else 'Registration failed. Please try again later.'.
 */
export function registrationFailureMessage(error: unknown): string {
  const reason = refusalMessageOr(error, "");
  return reason ? registrationFailedWith(reason) : USERS_TEXT.registrationFailedLater;
}
