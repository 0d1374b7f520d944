import { describe, expect, it } from "vitest";
import { formatAmount, formatDateOnly } from "./invoice-format.ts";

describe("formatAmount", () => {
  it("groups thousands and keeps two decimals from the decimal string", () => {
    expect(formatAmount("1250.50", "SAR")).toBe("SAR 1,250.50");
    expect(formatAmount("1250.5", "USD")).toBe("USD 1,250.50");
    expect(formatAmount("9999999999.99", "KWD")).toBe("KWD 9,999,999,999.99");
    expect(formatAmount("7", "EUR")).toBe("EUR 7.00");
    expect(formatAmount("0.10", "GBP")).toBe("GBP 0.10");
  });

  it("never loses precision to binary floats", () => {
    // Past 2^53 a float would round the cents; the text stays exact.
    expect(formatAmount("90071992547409.93", "USD")).toBe("USD 90,071,992,547,409.93");
  });

  it("shows a value that is not a decimal as it came", () => {
    expect(formatAmount("n/a", "USD")).toBe("USD n/a");
  });
});

describe("formatDateOnly", () => {
  it("formats a calendar date without shifting the day", () => {
    const text = formatDateOnly("2026-01-01");
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/1/);
    expect(text).not.toMatch(/2025/);
  });

  it("leaves other text alone", () => {
    expect(formatDateOnly("soon")).toBe("soon");
  });
});
