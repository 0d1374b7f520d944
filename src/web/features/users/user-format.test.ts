import { describe, expect, it } from "vitest";
import { ROLES } from "#shared/access/roles.ts";
import { USER_TEXTS } from "#shared/access/users.ts";
import { ApiError } from "#web/lib/api.ts";
import {
  MASKED_PASSWORD,
  refusalMessageOr,
  registrationFailureMessage,
  roleColor,
  roleLabel,
  roleOptions,
  USERS_TEXT,
} from "./user-format.ts";

const refused = (status: number, message: string, field?: string) =>
  new ApiError(status, message, field, undefined, true);

describe("users texts (docs/product.md §8 'Users', 'User registration')", () => {
  it("words the spec's messages exactly", () => {
    expect(USERS_TEXT).toEqual({
      fetchFailed: "Error fetching users. Please try again later.",
      updateFailed: "Error updating user. Please try again later.",
      deleteFailed: "Error deleting user. Please try again later.",
      registrationSuccess: "Registration successful",
      registrationFailedLater: "Registration failed. Please try again later.",
    });
  });

  it("shows the server's reason for a refusal, the fallback for anything else", () => {
    const self = refused(409, "You cannot delete your own account.");
    expect(refusalMessageOr(self, USERS_TEXT.deleteFailed)).toBe("You cannot delete your own account.");
    expect(refusalMessageOr(refused(500, "Internal server error."), USERS_TEXT.updateFailed)).toBe(
      USERS_TEXT.updateFailed,
    );
    expect(refusalMessageOr(new ApiError(502, "Request failed (502)."), USERS_TEXT.updateFailed)).toBe(
      USERS_TEXT.updateFailed,
    );
    expect(refusalMessageOr(new ApiError(0, "No response from the server."), USERS_TEXT.deleteFailed)).toBe(
      USERS_TEXT.deleteFailed,
    );
    expect(refusalMessageOr(refused(400, "  "), USERS_TEXT.updateFailed)).toBe(USERS_TEXT.updateFailed);
    expect(refusalMessageOr(new Error("boom"), USERS_TEXT.updateFailed)).toBe(USERS_TEXT.updateFailed);
  });

  it("words a failed registration as 'Registration failed: {server message}' or the retry text", () => {
    expect(registrationFailureMessage(refused(409, USER_TEXTS.usernameTaken, "username"))).toBe(
      `Registration failed: ${USER_TEXTS.usernameTaken}`,
    );
    expect(registrationFailureMessage(refused(500, "Internal server error."))).toBe(
      "Registration failed. Please try again later.",
    );
    expect(registrationFailureMessage(new TypeError("bad answer"))).toBe(
      "Registration failed. Please try again later.",
    );
  });
});

describe("users display (docs/product.md §3 'User')", () => {
  it("masks every password with the same fixed text", () => {
    expect(MASKED_PASSWORD).toBe("••••••••");
  });

  it("labels and colours every role", () => {
    for (const role of ROLES) {
      expect(roleLabel(role)).toMatch(/^[A-Z][a-z ]+$/);
      expect(roleColor(role)).toBeTruthy();
    }
    expect(roleLabel("test_center")).toBe("Test center");
    expect(roleOptions(["admin", "schoolmoderator"])).toEqual([
      { value: "admin", label: "Admin" },
      { value: "schoolmoderator", label: "School moderator" },
    ]);
  });
});
