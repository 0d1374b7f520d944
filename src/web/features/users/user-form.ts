/**
 * The two user forms' contracts (docs/product.md §3 "User", §5 "User registration" and "User edit"): the
 * register form of `/registeruser` and the edit row of `/users`. Both are checked with the shared
 * schemas the server uses (`registerUserBodySchema`, `updateUserBodySchema`), so the browser shows
 * the same six messages in the same words before anything is sent.
 */
import type { FormErrors } from "@mantine/form";
import type { Role } from "#shared/access/roles.ts";
import {
  type RegisterUserInput,
  registerUserBodySchema,
  type UpdateUserInput,
  USER_TEXTS,
  type User,
  updateUserBodySchema,
  usernameSchema,
} from "#shared/access/users.ts";

/**
 * Roles offered by the register form and the edit row: docs/product.md §5 lists admin, test_center, auditor
 * and visitor; schoolmoderator is added because docs/product.md §3 and §6 give it a Name and the messages view.
 */
export const REGISTER_ROLES = [
  "admin",
  "test_center",
  "auditor",
  "visitor",
  "schoolmoderator",
] as const satisfies readonly Role[];

/** The values of the register form as typed; Selects hold `null` until something is chosen. */
export interface RegisterUserFormValues {
  username: string;
  password: string;
  role: string | null;
  /** The chosen test center's id as text (only for role test_center; trimmed before sending). */
  testCenterId: string | null;
  /** Shown only for role schoolmoderator (docs/product.md §3). */
  Name: string;
}

/** An empty register form. */
export const INITIAL_REGISTER_VALUES: RegisterUserFormValues = {
  username: "",
  password: "",
  role: null,
  testCenterId: null,
  Name: "",
};

/** The values of a user row being edited (docs/product.md §5 "User edit"); `password` blank keeps the current one. */
export interface EditUserFormValues {
  username: string;
  password: string;
  role: string | null;
  testCenterId: string | null;
  Name: string;
  /** The name as stored (not an input): a user may keep an older name the new-name rule refuses. */
  storedUsername: string;
}

/** The edit row's fields in display order. */
export const EDIT_FORM_FIELDS = [
  "username",
  "password",
  "role",
  "testCenterId",
  "Name",
] as const satisfies readonly (keyof EditUserFormValues)[];

/** The edit row's starting values: the user as listed, an empty new password. */
export const editValuesOf = (user: User): EditUserFormValues => ({
  username: user.username,
  password: "",
  role: user.role,
  testCenterId: user.testCenterId === null ? null : String(user.testCenterId),
  Name: user.Name ?? "",
  storedUsername: user.username,
});

/** Whether the role shows the test center picker (docs/product.md §5: only for test_center). */
export const needsTestCenter = (role: string | null) => role === "test_center";

/** Whether the role shows the Name field (docs/product.md §3: shown for schoolmoderator). */
export const hasName = (role: string | null) => role === "schoolmoderator";

/** The form's values as the API reads them: Name only for schoolmoderator, test center only for test_center. */
function toBody(values: RegisterUserFormValues | EditUserFormValues) {
  return {
    username: values.username,
    password: values.password,
    role: values.role ?? "",
    testCenterId: needsTestCenter(values.role) ? (values.testCenterId?.trim() ?? null) : null,
    Name: hasName(values.role) ? values.Name : null,
  };
}

/**
 * One message per field, as the shared schema words them (docs/product.md §5): username empty, then spaces;
 * password length, then pattern; role. The schema checks "test center required" only once every
 * other field is valid, so it is checked here too, to show every problem on the first submit.
 */
function errorsOf(
  schema: typeof registerUserBodySchema | typeof updateUserBodySchema,
  values: RegisterUserFormValues | EditUserFormValues,
): FormErrors {
  const result = schema.safeParse(toBody(values));
  const errors: FormErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (needsTestCenter(values.role) && !values.testCenterId?.trim() && errors.testCenterId === undefined) {
    errors.testCenterId = USER_TEXTS.testCenterRequired;
  }
  return errors;
}

/** `@mantine/form` validator of the register form (the API's `registerUserBodySchema`). */
export const validateRegisterForm = (values: RegisterUserFormValues): FormErrors =>
  errorsOf(registerUserBodySchema, values);

/**
 * `@mantine/form` validator of the edit row (the API's `updateUserBodySchema`: blank password
 * allowed); a changed username must also pass the new-name rule (`usernameSchema`), as on the server.
 */
export const validateEditForm = (values: EditUserFormValues): FormErrors => {
  const errors = errorsOf(updateUserBodySchema, values);
  const username = values.username.trim();
  if (errors.username === undefined && username !== values.storedUsername) {
    const renamed = usernameSchema.safeParse(username);
    if (!renamed.success) errors.username = renamed.error.issues[0]?.message;
  }
  return errors;
};

/** The `POST /api/register` body of valid register values (docs/product.md §7): trimmed test center id, Name for schoolmoderator. */
export const toRegisterBody = (values: RegisterUserFormValues): RegisterUserInput => {
  const body = toBody(values);
  return {
    username: body.username.trim(),
    password: body.password,
    role: body.role as Role,
    ...(needsTestCenter(values.role) ? { testCenterId: body.testCenterId } : {}),
    ...(hasName(values.role) ? { Name: body.Name } : {}),
  };
};

/** The `PUT /api/users/{id}` body of valid edit values: the password only when a new one was typed. */
export const toUpdateBody = (values: EditUserFormValues): UpdateUserInput => {
  const body = toBody(values);
  return {
    username: body.username.trim(),
    ...(body.password === "" ? {} : { password: body.password }),
    role: body.role as Role,
    testCenterId: needsTestCenter(values.role) ? body.testCenterId : null,
    Name: hasName(values.role) ? body.Name : null,
  };
};
