/**
 * Staff user contracts (spec §3 "User", §5 "User registration", §7 user calls). One rule set for
 * a new user and for an edit's new password: the spec leaves the edit form free text, which would
 * let an admin set a password the registration refuses.
 */
import { z } from "zod";
import { PG_INT_MAX } from "./registration.ts";
import { ROLES } from "./roles.ts";

/** The six messages of spec §5 "User registration". */
export const USER_MESSAGES = {
  passwordPattern: "Password Must Contain At Least One Capital Letter And One Number.",
  passwordLength: "Password must be 8 characters or more.",
  roleRequired: "Please select a role.",
  usernameSpaces: "Username cannot contain spaces.",
  usernameEmpty: "Username cannot be empty.",
  usernameTaken: "Username is already taken. Please choose a different one.",
  testCenterRequired: "Please choose a test center.",
} as const;

/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** A username: not empty, no spaces (spec §5). */
export const usernameSchema = z
  .string({ error: USER_MESSAGES.usernameEmpty })
  .trim()
  .min(1, { error: USER_MESSAGES.usernameEmpty, abort: true })
  .regex(/^\S+$/, { error: USER_MESSAGES.usernameSpaces, abort: true })
  .max(50, "Username must be 50 characters or fewer.");

/** A password: 8 or more characters with a capital letter and a number (spec §5, §9). */
export const passwordSchema = z
  .string({ error: USER_MESSAGES.passwordLength })
  .min(PASSWORD_MIN_LENGTH, { error: USER_MESSAGES.passwordLength, abort: true })
  .max(200, "Password must be 200 characters or fewer.")
  .regex(/(?=.*[A-Z])(?=.*\d)/, USER_MESSAGES.passwordPattern);

const roleField = z.enum(ROLES, USER_MESSAGES.roleRequired);

/** A test center id as typed or chosen: trimmed (spec §5), then a positive integer. */
const testCenterIdField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z.coerce.number().int().positive().max(PG_INT_MAX).nullish(),
);

const optionalName = z
  .string()
  .trim()
  .max(100, "Name must be 100 characters or fewer.")
  .nullish()
  .transform((v) => (v ? v : null));

/** A test_center user needs its test center; other roles have none. */
function testCenterRule(value: { role?: string; testCenterId?: number | null }, ctx: z.RefinementCtx) {
  if (value.role === "test_center" && !value.testCenterId) {
    ctx.addIssue({ code: "custom", path: ["testCenterId"], message: USER_MESSAGES.testCenterRequired });
  }
}

/**
 * `POST /api/register` body (spec §7): username, password, role, `testCenterId` (only for role
 * test_center; trimmed), `Name` (shown for schoolmoderator, spec §3).
 */
export const registerUserBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    role: roleField,
    testCenterId: testCenterIdField,
    Name: optionalName,
  })
  .superRefine(testCenterRule)
  .transform((v) => ({ ...v, testCenterId: v.role === "test_center" ? (v.testCenterId ?? null) : null }));
export type RegisterUserInput = z.input<typeof registerUserBodySchema>;
export type RegisterUser = z.output<typeof registerUserBodySchema>;

/**
 * `PUT /api/users/{id}` body (spec §7): username and role; `password` only when a new one is
 * typed (blank or absent keeps the old one); `testCenterId` for test_center users.
 */
export const updateUserBodySchema = z
  .object({
    username: usernameSchema,
    password: z.preprocess((v) => (v === "" || v === null ? undefined : v), passwordSchema.optional()),
    role: roleField,
    testCenterId: testCenterIdField,
    Name: optionalName,
  })
  .superRefine(testCenterRule)
  .transform((v) => ({ ...v, testCenterId: v.role === "test_center" ? (v.testCenterId ?? null) : null }));
export type UpdateUserInput = z.input<typeof updateUserBodySchema>;
export type UpdateUser = z.output<typeof updateUserBodySchema>;

/** A user as listed (spec §3): never the password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  Name: z.string().nullable(),
  testCenterId: z.number().int().nullable(),
  testCenterName: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/** `GET /api/checkUsername/{username}` answer: whether a live user has that name (any case). */
export const checkUsernameResponseSchema = z.object({ exists: z.boolean() });

/** Answer of the user writes. */
export const userWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema.optional(),
});
