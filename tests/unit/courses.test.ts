import { describe, expect, it } from "vitest";
import {
  COURSES_BY_PROGRAM,
  courseDuration,
  formatCoursePrice,
  HR_COURSES,
  PMP_COURSES,
  SUPPLY_CHAIN_COURSES,
} from "../../src/shared/reference/courses.ts";

/** Spec §9 course table: code or name → [price USD, hours, sessions, prerequisite]. */
const SPEC_TABLE: Record<string, [number, number, number, string]> = {
  HRFC: [300, 9, 3, "None"],
  CHRM: [650, 30, 10, "5 years HR experience or HRFC"],
  HREC: [650, 30, 10, "CHRM or a set of other certificates"],
  CBMC: [300, 9, 3, "HRFC"],
  CHRELL: [300, 8, 2, "HRFC"],
  HRRS: [250, 6, 2, "HRFC"],
  TDHR: [250, 6, 2, "HRFC"],
  MHRP: [250, 6, 2, "HRFC"],
  PMCM: [500, 39, 9, "Not stated"],
  "Lean and Quality": [250, 12, 3, "COPMP"],
  "Operations and Process Management": [350, 20, 5, "CSCM"],
  "Certified Supply Chain Manager": [450, 24, 6, "Not stated"],
  "Certified Procurement Professional": [250, 12, 3, "Not stated"],
};

describe("course catalogue (spec §9)", () => {
  it("has 8 HR, 1 PMP and 5 supply chain courses", () => {
    expect(HR_COURSES).toHaveLength(8);
    expect(PMP_COURSES).toHaveLength(1);
    expect(SUPPLY_CHAIN_COURSES).toHaveLength(5);
  });

  it("matches every row of the §9 table exactly", () => {
    const all = Object.values(COURSES_BY_PROGRAM).flat();
    for (const [key, [price, hours, sessions, prerequisite]] of Object.entries(SPEC_TABLE)) {
      const course = all.find((c) => c.code === key || c.title === key);
      expect(course, key).toBeDefined();
      expect([course?.priceUsd, course?.hours, course?.sessions, course?.prerequisite], key).toEqual([
        price,
        hours,
        sessions,
        prerequisite,
      ]);
    }
  });

  it("leaves the course §9 does not price unpriced instead of inventing figures", () => {
    const extra = SUPPLY_CHAIN_COURSES.find((c) => c.code === "COPMP");
    expect(extra).toMatchObject({ priceUsd: null, hours: null, sessions: null });
    expect(extra && formatCoursePrice(extra)).toBe("Price on request");
    expect(extra && courseDuration(extra)).toBeUndefined();
  });

  it("has unique codes, an image and alt text per course", () => {
    const all = Object.values(COURSES_BY_PROGRAM).flat();
    expect(new Set(all.map((c) => c.code)).size).toBe(all.length);
    for (const course of all) {
      expect(course.image).toMatch(/^\/images\/courses\/[a-z]+\.svg$/);
      expect(course.imageAlt.length).toBeGreaterThan(5);
    }
    expect(formatCoursePrice(HR_COURSES[0]!)).toBe("USD 300");
    expect(courseDuration(PMP_COURSES[0]!)).toBe("PT39H");
  });
});
