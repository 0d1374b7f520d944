/**
 * Staff user contracts (docs/product.md §3 "User", §5 "User registration", §7 user calls). One rule set for
 * a new user and for an edit's new password: the spec leaves the edit form free text, which would
 * let an admin set a password the registration refuses.
 */
import { z } from "zod";
import { optionalText, positiveId, savedAnswer } from "#shared/kit/schemas.ts";
import { passwordText, requiredText } from "#shared/kit/text-fields.ts";
import { ROLES, type Role } from "./roles.ts";

/** The six messages of docs/product.md §5 "User registration". */
export const USER_TEXTS = {
  passwordPattern: "Password Must Contain At Least One Capital Letter And One Number.",
  passwordLength: "Password must be 8 characters or more.",
  roleRequired: "Please select a role.",
  usernameSpaces: "Username cannot contain spaces.",
  usernameEmpty: "Username cannot be empty.",
  usernameTaken: "Username is already taken. Please choose a different one.",
  usernameCharacters: "Username can contain only letters A–Z and a–z, digits and . _ - @",
  testCenterRequired: "Please choose a test center.",
} as const;

/** Minimum password length (docs/product.md §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest username a new or renamed user may have. */
export const USERNAME_MAX = 50;
/** Longest password accepted (argon2 hashes any length; this bounds the work). */
export const PASSWORD_MAX = 200;

/** The characters of a new username (decision 0017): ASCII letters, digits and `. _ - @`. */
const USERNAME_CHARACTERS = /^[A-Za-z0-9._@-]+$/;

/**
 * A username as stored: not empty, no spaces (docs/product.md §5), at most 100 characters (the login bound).
 * Users created before the character rule keep their names; see {@link usernameSchema}.
 */
export const storedUsernameSchema = requiredText({
  label: "Username",
  max: 100,
  required: USER_TEXTS.usernameEmpty,
}).refine((v) => !/\s/.test(v), { error: USER_TEXTS.usernameSpaces, abort: true });

/**
 * A new username (creation and rename): not empty, no spaces (docs/product.md §5), at most 50 characters of
 * ASCII letters, digits and `. _ - @` (decision 0017), so that it reads the same to every person and
 * every lower-casing, and cannot smuggle look-alike or control characters.
 */
export const usernameSchema = requiredText({
  label: "Username",
  max: USERNAME_MAX,
  required: USER_TEXTS.usernameEmpty,
})
  .refine((v) => !/\s/.test(v), { error: USER_TEXTS.usernameSpaces, abort: true })
  .regex(USERNAME_CHARACTERS, USER_TEXTS.usernameCharacters);

/** True when `username` may be given to a new or renamed user. */
export const isAllowedNewUsername = (username: string) => usernameSchema.safeParse(username).success;

/**
 * A password: 8 to 200 characters with a capital letter and a number (docs/product.md §5, §9). The length is
 * checked first and ends the checks; the two character tests are linear scans (decision 0017: the old
 * lookahead pattern backtracked quadratically, 18 s for 200 kB).
 */
export const passwordSchema = passwordText({
  label: "Password",
  max: PASSWORD_MAX,
  error: USER_TEXTS.passwordLength,
  tooLong: `Password must be ${PASSWORD_MAX} characters or fewer.`,
})
  .min(PASSWORD_MIN_LENGTH, { error: USER_TEXTS.passwordLength, abort: true })
  .refine((v) => /[A-Z]/.test(v) && /\d/.test(v), USER_TEXTS.passwordPattern);

const roleField = z.enum(ROLES, USER_TEXTS.roleRequired);

/** A test center id as typed or chosen: trimmed (docs/product.md §5), then a positive integer. */
const testCenterIdField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  positiveId.nullish(),
);

const optionalName = optionalText("Name", 100);

/** A test_center user needs its test center; other roles have none. */
function testCenterRule(value: { role?: string; testCenterId?: number | null }, ctx: z.RefinementCtx) {
  if (value.role === "test_center" && !value.testCenterId) {
    ctx.addIssue({ code: "custom", path: ["testCenterId"], message: USER_TEXTS.testCenterRequired });
  }
}

/** A user body's fields after its username and password: role, `testCenterId` (trimmed), `Name`. */
const roleFields = { role: roleField, testCenterId: testCenterIdField, Name: optionalName };

/**
 * A user body with {@link roleFields}: a test_center user needs its test center (checked, then
 * kept); other roles keep none.
 */
function userBody<Body extends z.ZodType<{ role: Role; testCenterId?: number | null }>>(body: Body) {
  return body
    .superRefine(testCenterRule)
    .transform((v) => ({ ...v, testCenterId: v.role === "test_center" ? (v.testCenterId ?? null) : null }));
}

/**
 * `POST /api/register` body (docs/product.md §7): username, password, role, `testCenterId` (only for role
 * test_center; trimmed), `Name` (shown for schoolmoderator, docs/product.md §3).
 */
export const registerUserBodySchema = userBody(
  z.object({ username: usernameSchema, password: passwordSchema, ...roleFields }),
);
export type RegisterUserInput = z.input<typeof registerUserBodySchema>;
export type RegisterUser = z.output<typeof registerUserBodySchema>;

/**
 * `PUT /api/users/{id}` body (docs/product.md §7): username and role; `password` only when a new one is
 * typed (blank or absent keeps the old one); `testCenterId` for test_center users. A user's own
 * (older) name is kept as it is; a new name must pass {@link usernameSchema}, which the server
 * checks against the stored name.
 */
export const updateUserBodySchema = userBody(
  z.object({
    username: storedUsernameSchema,
    password: z.preprocess((v) => (v === "" || v === null ? undefined : v), passwordSchema.optional()),
    ...roleFields,
  }),
);
export type UpdateUserInput = z.input<typeof updateUserBodySchema>;
export type UpdateUser = z.output<typeof updateUserBodySchema>;

/** A user as listed (docs/product.md §3): never the password or its hash. */
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
export const userWriteResponseSchema = savedAnswer({
  user: userSchema.optional(),
  /** A delete's: `POST /api/undo` with it restores the user within the undo window (decision 0029). */
  undoToken: z.string().optional(),
});
