import { describe, expect, it } from "vitest";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { formatCenterDateTime, sittingStart } from "./sittings.ts";

describe("formatCenterDateTime (decision 0022, time zone)", () => {
  it("writes an instant in the centers' wall clock (UTC+3), not UTC, in both languages", () => {
    // 08:00 UTC is 11:00 in Riyadh; 22:30 UTC is already the next day there.
    expect(formatCenterDateTime("2026-12-20T08:00:00.000Z", INTL_LOCALE.en)).toBe(
      "Sunday, 20 December 2026 at 11:00",
    );
    expect(formatCenterDateTime("2026-12-20T08:00:00.000Z", INTL_LOCALE.ar)).toBe(
      "الأحد، 20 ديسمبر 2026 في 11:00",
    );
    expect(formatCenterDateTime("2026-12-20T22:30:00.000Z", INTL_LOCALE.en)).toContain(
      "Monday, 21 December 2026",
    );
    expect(formatCenterDateTime("2026-12-20T22:30:00.000Z", INTL_LOCALE.en)).toContain("01:30");
  });

  it("reads back what sittingStart wrote: a sitting at 09:00 starts at 09:00 on the center's clock", () => {
    expect(formatCenterDateTime(sittingStart("2027-03-14", "09:00").toISOString(), INTL_LOCALE.en)).toBe(
      "Sunday, 14 March 2027 at 09:00",
    );
  });

  it("returns anything that is not an instant as given", () => {
    expect(formatCenterDateTime("{{held_until}}", INTL_LOCALE.en)).toBe("{{held_until}}");
  });
});
