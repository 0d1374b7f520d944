import { describe, expect, it } from "vitest";
import { ApiError } from "#web/lib/api.ts";
import { messageOr } from "#web/lib/api-message.ts";
import { formFields, isFormField } from "#web/lib/form-fields.ts";
import { testCenterDashboardPath } from "#web/lib/paths.ts";
import {
  INITIAL_TEST_CENTER_VALUES,
  testCenterFormSchema,
  toCreateTestCenterBody,
} from "./test-center-form.ts";
import {
  centerTitle,
  isDenied,
  parseCenterId,
  TEST_CENTER_REGISTER_FAILED,
  testCentersErrorMessage,
} from "./test-center-format.ts";

describe("test centers error messages (docs/product.md §8 'Test centers')", () => {
  it("shows the error's message, else 'An unexpected error occurred.'", () => {
    expect(testCentersErrorMessage(new Error("Failed to fetch test centers."))).toBe(
      "Failed to fetch test centers.",
    );
    expect(
      testCentersErrorMessage(new ApiError(500, "Internal server error.", undefined, undefined, true)),
    ).toBe("Internal server error.");
    expect(testCentersErrorMessage(new ApiError(0, "No response from the server."))).toBe(
      "No response from the server.",
    );
    expect(testCentersErrorMessage(new ApiError(502, "Request failed (502)."))).toBe(
      "An unexpected error occurred.",
    );
    expect(testCentersErrorMessage(new Error(""))).toBe("An unexpected error occurred.");
    expect(testCentersErrorMessage("boom")).toBe("An unexpected error occurred.");
  });

  it("a refused registration shows the server's text, else 'An error occurred. Please try again.'", () => {
    expect(
      messageOr(
        new ApiError(409, "A test center with this name already exists.", "name", undefined, true),
        TEST_CENTER_REGISTER_FAILED,
      ),
    ).toBe("A test center with this name already exists.");
    expect(messageOr(new ApiError(500, "Request failed (500)."), TEST_CENTER_REGISTER_FAILED)).toBe(
      "An error occurred. Please try again.",
    );
    expect(messageOr(new TypeError("x"), TEST_CENTER_REGISTER_FAILED)).toBe(
      "An error occurred. Please try again.",
    );
  });
});

describe("test-center dashboard rules", () => {
  it("401 and 403 are denials (docs/product.md §8: /404), other failures are not", () => {
    expect(isDenied(new ApiError(401, "x"))).toBe(true);
    expect(isDenied(new ApiError(403, "x"))).toBe(true);
    expect(isDenied(new ApiError(404, "x"))).toBe(false);
    expect(isDenied(new Error("x"))).toBe(false);
    expect(isDenied(null)).toBe(false);
  });

  it("reads the center id of the URL as a positive whole number", () => {
    expect(parseCenterId("12")).toBe(12);
    expect(parseCenterId(undefined)).toBeNull();
    expect(parseCenterId("0")).toBeNull();
    expect(parseCenterId("-3")).toBeNull();
    expect(parseCenterId("1.5")).toBeNull();
    expect(parseCenterId("abc")).toBeNull();
    expect(parseCenterId("99999999999")).toBeNull();
    expect(testCenterDashboardPath(7)).toBe("/test-center/7");
  });

  it("falls back to 'Unknown Test Center' (docs/product.md §2)", () => {
    expect(centerTitle("Riyadh North")).toBe("Riyadh North");
    expect(centerTitle("  ")).toBe("Unknown Test Center");
    expect(centerTitle(null)).toBe("Unknown Test Center");
    expect(centerTitle(undefined)).toBe("Unknown Test Center");
  });
});

describe("test center form (docs/product.md §5 'Test center registration')", () => {
  it("requires name and address with the server's messages; contact is optional", () => {
    const result = testCenterFormSchema.safeParse({ name: " ", address: "", contact: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({ name: "Name is required.", address: "Address is required." });
  });

  it("trims the values and sends an empty contact as null", () => {
    expect(toCreateTestCenterBody({ name: " Jeddah ", address: " Tahlia St ", contact: " " })).toEqual({
      name: "Jeddah",
      address: "Tahlia St",
      contact: null,
    });
    expect(toCreateTestCenterBody({ name: "A", address: "B", contact: "+966 12 000" }).contact).toBe(
      "+966 12 000",
    );
  });

  it("knows its fields (server errors land under them)", () => {
    expect(isFormField(formFields(INITIAL_TEST_CENTER_VALUES), "name")).toBe(true);
    expect(isFormField(formFields(INITIAL_TEST_CENTER_VALUES), "contact")).toBe(true);
    expect(isFormField(formFields(INITIAL_TEST_CENTER_VALUES), "id")).toBe(false);
    expect(isFormField(formFields(INITIAL_TEST_CENTER_VALUES), undefined)).toBe(false);
  });
});
