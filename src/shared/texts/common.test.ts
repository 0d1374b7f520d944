import { describe, expect, it } from "vitest";
import { attemptsRemainingMessage, duplicateEntryMessage } from "./common.ts";

describe("fixed texts of docs/product.md §8", () => {
  it("counts the remaining login attempts in the singular and the plural", () => {
    expect(attemptsRemainingMessage(2)).toBe("Invalid username or password. You have 2 attempts remaining.");
    expect(attemptsRemainingMessage(1)).toBe("Invalid username or password. You have 1 attempt remaining.");
    expect(attemptsRemainingMessage(0)).toBe("Invalid username or password. You have 0 attempts remaining.");
  });

  it("keeps the duplicate-entry sentence, with the field it is given", () => {
    expect(duplicateEntryMessage("National ID")).toBe(
      "Registration failed. Duplicate entry found in field: National ID",
    );
  });
});
