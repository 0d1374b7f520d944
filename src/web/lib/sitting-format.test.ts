import { describe, expect, it } from "vitest";
import {
  addDays,
  centerLocalFromIso,
  fillColor,
  isoFromCenterLocal,
  monthGrid,
  monthRange,
  shiftMonth,
  weekStartOf,
} from "./sitting-format.ts";

describe("sitting dates", () => {
  it("builds the Sunday-first weeks that cover a month", () => {
    const weeks = monthGrid("2026-12");
    // 1 Dec 2026 is a Tuesday, 31 Dec a Thursday: 5 weeks from Sun 29 Nov to Sat 2 Jan.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe("2026-11-29");
    expect(weeks.at(-1)!.at(-1)).toBe("2027-01-02");
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("moves days, weeks and months across year ends and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekStartOf("2026-12-17")).toBe("2026-12-13");
    expect(weekStartOf("2026-12-13")).toBe("2026-12-13");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("reads and writes booking windows in the centers' time (UTC+3)", () => {
    expect(isoFromCenterLocal("2026-12-01T09:00")).toBe("2026-12-01T09:00:00+03:00");
    expect(isoFromCenterLocal(" ")).toBeNull();
    expect(centerLocalFromIso("2026-12-01T06:00:00.000Z")).toBe("2026-12-01T09:00");
    expect(centerLocalFromIso(null)).toBe("");
  });
});

describe("fill colours", () => {
  it("green below 70 %, yellow below 100 %, red full; grey drafts and cancelled sittings", () => {
    expect(fillColor({ booked: 6, seats: 10, status: "published" })).toBe("green");
    expect(fillColor({ booked: 7, seats: 10, status: "published" })).toBe("yellow");
    expect(fillColor({ booked: 10, seats: 10, status: "closed" })).toBe("red");
    expect(fillColor({ booked: 10, seats: 10, status: "draft" })).toBe("gray");
    expect(fillColor({ booked: 0, seats: 10, status: "cancelled" })).toBe("gray");
  });
});
