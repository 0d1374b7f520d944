import { existsSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  COURSES_BY_PROGRAM,
  courseDuration,
  formatCoursePrice,
  HR_COURSES,
  PMP_COURSES,
  SUPPLY_CHAIN_COURSES,
  shownPrerequisite,
} from "#shared/reference/courses.ts";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { expectCourseList } from "#tests/helpers/json-ld.ts";
import { compileCatalog } from "#web/i18n/compile-catalog.ts";
import { courseDataAr } from "#web/i18n/data/courses.ar.ts";
import { courseAr } from "#web/i18n/messages/course.ar.ts";
import { courseEn } from "#web/i18n/messages/course.en.ts";
import { courseMeta } from "./course-meta.ts";
import { COURSE_PROGRAM_PAGES } from "./course-programs.ts";

/** The English page's words: its catalogue, and the course data as it is. */
const EN = {
  i18n: setupI18n({ locale: "en", locales: INTL_LOCALE.en, messages: { en: compileCatalog(courseEn) } }),
  text: (english: string) => english,
};
const i18nAr = setupI18n({
  locale: "ar",
  locales: INTL_LOCALE.ar,
  messages: { ar: compileCatalog(courseAr) },
});

/**
 * docs/product.md §9 course table, row by row: code or title → [price USD, hours, sessions, prerequisite].
 * §9 names the supply chain rows without codes ("Lean and quality", ...): matched by title here.
 */
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
  "Certified Contract Management Officer": [450, 16, 4, "Not stated"],
};

describe("course catalogue (docs/product.md §9)", () => {
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

  it("has exactly the §9 rows on each page, in §9 order", () => {
    const order = Object.keys(SPEC_TABLE);
    const all = [...HR_COURSES, ...PMP_COURSES, ...SUPPLY_CHAIN_COURSES];
    expect(all.map((c) => (order.includes(c.code) ? c.code : c.title))).toEqual(order);
    expect(PMP_COURSES[0]).toMatchObject({ code: "PMCM", program: "pmp" });
    expect(HR_COURSES.every((c) => c.program === "hr")).toBe(true);
    expect(SUPPLY_CHAIN_COURSES.every((c) => c.program === "supply-chain")).toBe(true);
  });

  it("gives every course a certificate text and outcomes", () => {
    for (const course of Object.values(COURSES_BY_PROGRAM).flat()) {
      expect(course.certificate, course.code).toMatch(/^Attests .+\. For .+/);
      expect(course.outcomes.length, course.code).toBeGreaterThanOrEqual(3);
    }
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
    expect(courseDuration(SUPPLY_CHAIN_COURSES[4]!)).toBe("PT16H");
  });

  it("ships every course picture under public/", () => {
    for (const course of Object.values(COURSES_BY_PROGRAM).flat()) {
      expect(existsSync(new URL(`../../../../public${course.image}`, import.meta.url)), course.image).toBe(
        true,
      );
    }
  });
});

describe("prerequisites as the pages show them (decision 0007)", () => {
  it("hide §9's 'not stated' and keep every stated one, 'None' included", () => {
    const all = Object.values(COURSES_BY_PROGRAM).flat();
    for (const course of all) {
      expect(shownPrerequisite(course), course.code).toBe(
        course.prerequisite === "Not stated" ? null : course.prerequisite,
      );
    }
    expect(all.filter((course) => shownPrerequisite(course) === null).map((c) => c.code)).toEqual([
      "PMCM",
      "CSCM",
      "CPP",
      "CCMO",
    ]);
  });

  it("explain a prerequisite that is no course of this site (COPMP)", () => {
    const codes = new Set(
      Object.values(COURSES_BY_PROGRAM)
        .flat()
        .map((course) => course.code),
    );
    for (const course of Object.values(COURSES_BY_PROGRAM).flat()) {
      const named = /^[A-Z]{3,}$/.test(course.prerequisite);
      if (named && !codes.has(course.prerequisite))
        expect(course.prerequisiteNote, course.code).toMatch(/COPMP/);
    }
  });
});

describe("course page meta", () => {
  it("lists each course as a schema.org Course with provider, USD offer and ISO 8601 duration", () => {
    const tags = courseMeta("T", "D", SUPPLY_CHAIN_COURSES, EN);
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
    const ld = tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"];
    expectCourseList(ld, 5, 5, {
      name: "Certified Contract Management Officer",
      provider: { "@type": "Organization" },
      offers: { "@type": "Offer", price: 450, priceCurrency: "USD" },
      timeRequired: "PT16H",
    });
  });

  it("adds noindex only when asked (the /pmp duplicate)", () => {
    expect(courseMeta("T", "D", PMP_COURSES, EN, true)).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe("the course pages in Arabic (decision 0011)", () => {
  it("has the Arabic of every heading, intro, title, prerequisite, certificate and outcome", () => {
    const english = Object.values(COURSE_PROGRAM_PAGES).flatMap((page) => [
      page.heading,
      page.intro,
      page.description,
      ...page.courses.flatMap((course) => [
        course.title,
        course.certificate,
        ...course.outcomes,
        ...(course.prerequisite === "Not stated" ? [] : [course.prerequisite]),
        ...(course.prerequisiteNote ? [course.prerequisiteNote] : []),
      ]),
    ]);
    const missing = [...new Set(english)].filter(
      (text) => !Object.hasOwn(courseDataAr, text) && !/^[A-Z]+$/.test(text),
    );
    expect(missing).toEqual([]);
    for (const text of Object.values(courseDataAr)) expect(text).toMatch(/[\u0600-\u06ff]/);
  });

  it("writes hours and sessions with Arabic plurals, and English as before", () => {
    expect(i18nAr._("course.schedule", { hours: 9, sessions: 3 })).toBe("9 ساعات · 3 جلسات");
    expect(i18nAr._("course.schedule", { hours: 39, sessions: 2 })).toBe("39 ساعة · جلستان");
    expect(EN.i18n._("course.schedule", { hours: 30, sessions: 10 })).toBe("30 hours · 10 sessions");
    expect(EN.i18n._("course.price", { price: HR_COURSES[0]!.priceUsd })).toBe(
      formatCoursePrice(HR_COURSES[0]!),
    );
  });
});
