import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { messageOr } from "./api-message.ts";

describe("ApiError.messageOr (docs/product.md §8: the server message, else a fallback)", () => {
  it("prefers the server's own message", () => {
    const error = new ApiError(409, "This invoice is already confirmed.", "confirmed", undefined, true);
    expect(error.messageOr("Failed to confirm the invoice.")).toBe("This invoice is already confirmed.");
  });

  it("falls back for generic and non-API errors", () => {
    expect(messageOr(new ApiError(500, "Request failed (500)."), "An error occurred")).toBe(
      "An error occurred",
    );
    expect(messageOr(new Error("boom"), "An error occurred")).toBe("An error occurred");
  });
});

describe("ApiError.messageOr edge cases", () => {
  it("ignores a blank server message", () => {
    expect(new ApiError(400, "  ", undefined, undefined, true).messageOr("fallback")).toBe("fallback");
    expect(messageOr("boom", "fallback")).toBe("fallback");
  });
});
