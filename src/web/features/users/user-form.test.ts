import { describe, expect, it } from "vitest";
import { ROLES } from "#shared/access/roles.ts";
import { registerUserBodySchema, USER_TEXTS, type User, updateUserBodySchema } from "#shared/access/users.ts";
import { formFields, isFormField } from "#web/lib/form-fields.ts";
import {
  EDIT_FORM_FIELDS,
  editValuesOf,
  INITIAL_REGISTER_VALUES,
  REGISTER_ROLES,
  type RegisterUserFormValues,
  toRegisterBody,
  toUpdateBody,
  validateEditForm,
  validateRegisterForm,
} from "./user-form.ts";

const valid: RegisterUserFormValues = {
  username: "reem",
  password: "Passw0rdA",
  role: "auditor",
  testCenterId: null,
  Name: "",
};

const user: User = {
  id: 7,
  username: "center7",
  role: "test_center",
  Name: null,
  testCenterId: 3,
  testCenterName: "Riyadh Center",
  created_at: "2025-01-01T00:00:00.000Z",
};

describe("register form (docs/product.md §5 'User registration')", () => {
  it("offers the spec's four roles plus schoolmoderator, all of them real roles", () => {
    expect([...REGISTER_ROLES].sort()).toEqual([...ROLES].sort());
    expect(REGISTER_ROLES.slice(0, 4)).toEqual(["admin", "test_center", "auditor", "visitor"]);
  });

  it("lists its fields in display order, starting with the username", () => {
    const fields = formFields(INITIAL_REGISTER_VALUES);
    expect(fields).toEqual(["username", "password", "role", "testCenterId", "Name"]);
    expect(isFormField(fields, "username")).toBe(true);
    expect(isFormField(fields, "testCenterId")).toBe(true);
    expect(isFormField(fields, "id")).toBe(false);
    expect(isFormField(fields, undefined)).toBe(false);
    // The edit row's inputs are the same five, so its server errors land the same way.
    expect([...EDIT_FORM_FIELDS].sort()).toEqual([...fields].sort());
  });

  it("refuses an empty form with the username, password and role messages", () => {
    expect(validateRegisterForm(INITIAL_REGISTER_VALUES)).toEqual({
      username: USER_TEXTS.usernameEmpty,
      password: USER_TEXTS.passwordLength,
      role: USER_TEXTS.roleRequired,
    });
  });

  it("checks the username: empty (blank too) before spaces", () => {
    expect(validateRegisterForm({ ...valid, username: "   " }).username).toBe(USER_TEXTS.usernameEmpty);
    expect(validateRegisterForm({ ...valid, username: "a b" }).username).toBe(USER_TEXTS.usernameSpaces);
    expect(validateRegisterForm({ ...valid, username: " reem " })).toEqual({});
  });

  it("allows only ASCII letters, digits and . _ - @ in a new username, at most 50 (decision 0017)", () => {
    for (const name of ["reem.al-harbi", "r_2", "reem@center", "A.B-C_D@E1"]) {
      expect(validateRegisterForm({ ...valid, username: name }), name).toEqual({});
    }
    for (const name of ["rêem", "reem!", "re/em", "İbrahim", "reem\u200b", "a\u0000b"]) {
      expect(validateRegisterForm({ ...valid, username: name }).username, name).toBeDefined();
    }
    expect(validateRegisterForm({ ...valid, username: "rêem" }).username).toBe(USER_TEXTS.usernameCharacters);
    expect(validateRegisterForm({ ...valid, username: "a".repeat(51) }).username).toBe(
      "Username must be 50 characters or fewer.",
    );
  });

  it("checks the password: length before pattern", () => {
    expect(validateRegisterForm({ ...valid, password: "Ab1" }).password).toBe(USER_TEXTS.passwordLength);
    expect(validateRegisterForm({ ...valid, password: "abcdefgh" }).password).toBe(
      USER_TEXTS.passwordPattern,
    );
    expect(validateRegisterForm({ ...valid, password: "ABCDEFGH" }).password).toBe(
      USER_TEXTS.passwordPattern,
    );
    expect(validateRegisterForm({ ...valid, password: "abcdefg1" }).password).toBe(
      USER_TEXTS.passwordPattern,
    );
  });

  it("asks for a test center only for test_center, even while other fields are wrong", () => {
    expect(validateRegisterForm({ ...valid, role: "test_center" })).toEqual({
      testCenterId: USER_TEXTS.testCenterRequired,
    });
    expect(validateRegisterForm({ ...valid, username: "", role: "test_center", testCenterId: " " })).toEqual({
      username: USER_TEXTS.usernameEmpty,
      testCenterId: USER_TEXTS.testCenterRequired,
    });
    expect(validateRegisterForm({ ...valid, role: "test_center", testCenterId: "4" })).toEqual({});
  });

  it("sends the trimmed test center id only for test_center, Name only for schoolmoderator", () => {
    const center = toRegisterBody({
      ...valid,
      username: " c1 ",
      role: "test_center",
      testCenterId: " 4 ",
      Name: "x",
    });
    expect(center).toEqual({
      username: "c1",
      password: valid.password,
      role: "test_center",
      testCenterId: "4",
    });
    expect(registerUserBodySchema.parse(center)).toMatchObject({ testCenterId: 4, Name: null });

    const moderator = toRegisterBody({
      ...valid,
      role: "schoolmoderator",
      testCenterId: "4",
      Name: "Ms. Reem",
    });
    expect(moderator).toEqual({
      username: "reem",
      password: valid.password,
      role: "schoolmoderator",
      Name: "Ms. Reem",
    });

    expect(toRegisterBody({ ...valid, Name: "ignored" })).toEqual({
      username: "reem",
      password: valid.password,
      role: "auditor",
    });
  });
});

describe("edit row (docs/product.md §4 'User row', §5 'User edit')", () => {
  it("starts from the user as listed with an empty new password", () => {
    expect(editValuesOf(user)).toEqual({
      username: "center7",
      password: "",
      role: "test_center",
      testCenterId: "3",
      Name: "",
      storedUsername: "center7",
    });
    expect(editValuesOf({ ...user, role: "visitor", testCenterId: null, Name: "V" }).testCenterId).toBeNull();
    expect(EDIT_FORM_FIELDS[0]).toBe("username");
  });

  it("accepts an empty password (keep the current one) but checks a new one like registration", () => {
    const values = editValuesOf(user);
    expect(validateEditForm(values)).toEqual({});
    expect(validateEditForm({ ...values, password: "short" }).password).toBe(USER_TEXTS.passwordLength);
    expect(validateEditForm({ ...values, password: "longenough" }).password).toBe(USER_TEXTS.passwordPattern);
    expect(validateEditForm({ ...values, username: "a b" }).username).toBe(USER_TEXTS.usernameSpaces);
    expect(validateEditForm({ ...values, testCenterId: null }).testCenterId).toBe(
      USER_TEXTS.testCenterRequired,
    );
  });

  it("lets a user keep an older name the new-name rule refuses, but not rename to one", () => {
    const legacy = editValuesOf({ ...user, username: "józef" });
    expect(validateEditForm(legacy)).toEqual({});
    expect(validateEditForm({ ...legacy, role: "auditor", testCenterId: null })).toEqual({});
    expect(validateEditForm({ ...legacy, username: "józef2" }).username).toBe(USER_TEXTS.usernameCharacters);
    expect(validateEditForm({ ...legacy, username: "jozef" })).toEqual({});
  });

  it("sends the password only when typed, and drops the test center when the role changes", () => {
    const values = editValuesOf(user);
    expect(toUpdateBody({ ...values, username: " renamed " })).toEqual({
      username: "renamed",
      role: "test_center",
      testCenterId: "3",
      Name: null,
    });
    const promoted = toUpdateBody({ ...values, role: "auditor", password: "NewPassw0rd" });
    expect(promoted).toEqual({
      username: "center7",
      password: "NewPassw0rd",
      role: "auditor",
      testCenterId: null,
      Name: null,
    });
    expect(updateUserBodySchema.parse(promoted)).toMatchObject({ role: "auditor", testCenterId: null });
    expect(toUpdateBody({ ...values, role: "schoolmoderator", Name: "Ms. Reem" }).Name).toBe("Ms. Reem");
  });
});
