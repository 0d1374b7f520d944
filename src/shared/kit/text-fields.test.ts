import { describe, expect, it } from "vitest";
import { loginBodySchema } from "#shared/access/auth.ts";
import { PASSWORD_MAX, passwordSchema, USER_TEXTS, usernameSchema } from "#shared/access/users.ts";
import { studentEditFieldsSchema } from "#shared/candidates/edit.ts";
import { createInvoiceBodySchema } from "#shared/invoices/invoices.ts";
import { optionalText } from "./schemas.ts";
import {
  calendarDate,
  hasForbiddenCharacters,
  isCalendarDate,
  oneLineText,
  optionalCalendarDate,
  requiredText,
} from "./text-fields.ts";

const issuesOf = (result: { success: boolean; error?: { issues: { code: string; message: string }[] } }) =>
  result.error?.issues.map((i) => ({ code: i.code, message: i.message })) ?? [];

describe("hasForbiddenCharacters", () => {
  it("finds U+0000 and unpaired surrogates, anywhere", () => {
    for (const bad of [
      "\u0000",
      "a\u0000",
      "\uD800",
      "\uDC00",
      "a\uD800b",
      "\uDC00\uD800",
      "😀\uD83D",
      "\uDE00😀",
    ]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it("lets ordinary text through, emoji (surrogate pairs) included", () => {
    for (const good of ["", "Riyadh", "مرحبا", "😀", "👩‍⚕️", "a😀b", "\uFEFF", "İ", "' OR 1=1 --"]) {
      expect(hasForbiddenCharacters(good), good).toBe(false);
    }
  });
});

describe("oneLineText(): length first, then characters, then the rest", () => {
  const field = oneLineText({ label: "City", max: 5 })
    .min(1, "City is required.")
    .regex(/^[a-z]+$/, "Letters only.");

  it("trims, then answers one issue when too long: no later rule runs", () => {
    expect(field.parse("  abc  ")).toBe("abc");
    expect(issuesOf(field.safeParse("abcdefgh\u0000!!"))).toEqual([
      { code: "too_big", message: "City must be 5 characters or fewer." },
    ]);
  });

  it("answers one issue for U+0000 or a lone surrogate, naming the field", () => {
    expect(issuesOf(field.safeParse("a\u0000"))).toEqual([
      { code: "custom", message: "City contains characters that are not allowed." },
    ]);
    expect(issuesOf(field.safeParse("\uD800"))).toHaveLength(1);
  });

  it("required and optional forms", () => {
    const required = requiredText({ label: "Name", max: 10 });
    expect(issuesOf(required.safeParse("   "))).toEqual([
      { code: "too_small", message: "Name is required." },
    ]);
    expect(issuesOf(required.safeParse(undefined))[0]?.message).toBe("Name is required.");
    const optional = optionalText("Note", 3);
    expect(optional.parse("  ")).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.safeParse("abcd").success).toBe(false);
  });
});

describe("passwordSchema: the length ends the checks before the character rule (decision 0017)", () => {
  it.each([20_000, 900_000])("a %i-character password gets only the length issue", (size) => {
    expect(issuesOf(passwordSchema.safeParse("a".repeat(size)))).toEqual([
      { code: "too_big", message: `Password must be ${PASSWORD_MAX} characters or fewer.` },
    ]);
  });

  it("keeps the spec's rule: 8+ characters, a capital letter and a digit anywhere", () => {
    expect(passwordSchema.safeParse("Passw0rd").success).toBe(true);
    expect(passwordSchema.safeParse("1aaaaaaA").success).toBe(true);
    expect(issuesOf(passwordSchema.safeParse("Ab1"))[0]?.message).toBe(USER_TEXTS.passwordLength);
    expect(issuesOf(passwordSchema.safeParse("abcdefg1"))[0]?.message).toBe(USER_TEXTS.passwordPattern);
    expect(issuesOf(passwordSchema.safeParse("ABCDEFGH"))[0]?.message).toBe(USER_TEXTS.passwordPattern);
    expect(passwordSchema.safeParse("  Passw0rd  ").data).toBe("  Passw0rd  ");
  });

  it("login bounds both fields the same way", () => {
    const result = loginBodySchema.safeParse({
      username: "u".repeat(900_000),
      password: "p".repeat(900_000),
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.code])).toEqual([
      ["username", "too_big"],
      ["password", "too_big"],
    ]);
  });
});

describe("usernameSchema: ASCII letters, digits and . _ - @, at most 50", () => {
  it("accepts the safe set and refuses the rest with one clear message", () => {
    for (const ok of ["reem", "Reem.Al-Harbi_2", "user@center", "a"])
      expect(usernameSchema.parse(ok)).toBe(ok);
    for (const bad of ["rêem", "İbrahim", "a+b", "a/b", "a'b"]) {
      expect(issuesOf(usernameSchema.safeParse(bad)), bad).toEqual([
        { code: "invalid_format", message: USER_TEXTS.usernameCharacters },
      ]);
    }
    expect(issuesOf(usernameSchema.safeParse("a b"))[0]?.message).toBe(USER_TEXTS.usernameSpaces);
    // The text rule speaks first: it names the problem (decision 0017).
    expect(issuesOf(usernameSchema.safeParse("a\u200bb"))[0]?.message).toBe(
      "Username contains characters that are not allowed (control, bidi or zero-width).",
    );
    expect(issuesOf(usernameSchema.safeParse("a".repeat(51)))).toEqual([
      { code: "too_big", message: "Username must be 50 characters or fewer." },
    ]);
  });
});

describe("calendar dates", () => {
  it("isCalendarDate: only days that exist, years 0001–9999", () => {
    for (const ok of ["2024-02-29", "2026-12-31", "0001-01-01", "9999-12-31"])
      expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      "2026-02-30",
      "0000-00-00",
      "0000-01-01",
      "2025-02-29",
      "2026-13-01",
      "2026-04-31",
      "2026-1-1",
      "20260101",
      "",
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it("calendarDate and optionalCalendarDate: shape first, then the day", () => {
    const required = calendarDate({ label: "Exam date" });
    expect(issuesOf(required.safeParse("2026-02-30"))).toEqual([
      { code: "custom", message: "Exam date must be a real date (YYYY-MM-DD)." },
    ]);
    expect(issuesOf(required.safeParse("next week"))[0]?.message).toBe(
      "Exam date must be a date (YYYY-MM-DD).",
    );
    expect(issuesOf(required.safeParse("2".repeat(100_000)))).toHaveLength(1);
    const optional = optionalCalendarDate({ label: "Exam date" });
    expect(optional.parse("")).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(" 2026-03-01 ")).toBe("2026-03-01");
    expect(optional.safeParse("0000-00-00").success).toBe(false);
  });

  it("ExamDate and paymentDate use them", () => {
    expect(studentEditFieldsSchema.shape.ExamDate.safeParse("2026-02-30").success).toBe(false);
    expect(createInvoiceBodySchema.shape.paymentDate.safeParse("0000-00-00").success).toBe(false);
    expect(createInvoiceBodySchema.shape.paymentDate.parse("2026-02-28")).toBe("2026-02-28");
  });
});
