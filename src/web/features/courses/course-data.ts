/**
 * A course page's data (docs/product.md §2 /Programs/hr, /PMP, /SupplyChain; §13 "The catalogue";
 * decision 0035): the program and its courses from the published catalogue the server renders
 * with, or from the constants when the build prerenders (publication 1 equals them). The page keeps
 * the constants' shape (`Course`, English); an Arabic page also gets the Arabic of the
 * publication's texts, keyed by their English as the pages' data maps are, with Latin codes before
 * numbers isolated.
 */
import type { LoaderFunctionArgs } from "react-router";
import type { CatalogueCourse, CatalogueProgram } from "#shared/catalogue/catalogue.ts";
import { isolateCodes } from "#shared/catalogue/isolate-codes.ts";
import { type PagesCatalogue, pagesCatalogueContext } from "#shared/catalogue/pages-context.ts";
import type { Course, CourseProgram } from "#shared/reference/courses.ts";
import { isArabicPath } from "#shared/site/locales.ts";
import { courseDataAr } from "#web/i18n/data/courses.ar.ts";
import { textsOf } from "#web/i18n/data/texts-of.ts";
import { COURSE_PROGRAM_PAGES } from "./course-programs.ts";

/** What the course pages' loader returns. */
export interface CoursePageData {
  heading: string;
  description: string;
  intro: string;
  courses: readonly Course[];
  /**
   * On an Arabic page, English text → Arabic: the publication's, or (the build) this program's
   * entries of `courses.ar.ts`; null on an English page.
   */
  arabic: Record<string, string> | null;
}

/** A published course in the page's shape (English texts; the picture's alternative text as the constants word it). */
export function courseFromCatalogue(course: CatalogueCourse, program: CourseProgram): Course {
  return {
    code: course.code,
    title: course.title_en,
    program,
    priceUsd: course.price_usd,
    hours: course.hours,
    sessions: course.sessions,
    prerequisite: course.prerequisite_en,
    ...(course.prerequisite_note_en !== null && { prerequisiteNote: course.prerequisite_note_en }),
    certificate: course.certificate_en,
    outcomes: course.outcomes_en,
    image: course.image,
    imageAlt: `${course.title_en} course illustration`,
  };
}

/** The Arabic of every text the page shows from the published program, by its English (codes isolated). */
export function arabicCourseTextsOf(program: CatalogueProgram): Record<string, string> {
  const pairs: [string, string][] = [
    [program.heading_en, program.heading_ar],
    [program.intro_en, program.intro_ar],
    [program.description_en, program.description_ar],
  ];
  for (const course of program.courses) {
    pairs.push([course.title_en, course.title_ar]);
    pairs.push([course.prerequisite_en, course.prerequisite_ar]);
    if (course.prerequisite_note_en !== null) {
      pairs.push([course.prerequisite_note_en, course.prerequisite_note_ar ?? course.prerequisite_note_en]);
    }
    pairs.push([course.certificate_en, course.certificate_ar]);
    course.outcomes_en.forEach((en, i) => {
      pairs.push([en, course.outcomes_ar[i] ?? en]);
    });
  }
  return Object.fromEntries(pairs.map(([en, ar]) => [en, isolateCodes(ar)]));
}

/**
 * The data of the course page of `program`, in English or (`arabic`) with the Arabic of the
 * publication's texts: from the publication when it has the program, else from the constants.
 */
export function coursePageData(
  catalogue: PagesCatalogue | null,
  program: CourseProgram,
  arabic: boolean,
): CoursePageData {
  const published = catalogue?.tree.programs.find((candidate) => candidate.code === program);
  if (!published) {
    const { heading, description, intro, courses } = COURSE_PROGRAM_PAGES[program];
    const page = { heading, description, intro, courses };
    // The build's Arabic of this program's texts, in the page's data rather than its JS (decision 0005).
    return { ...page, arabic: arabic ? textsOf(courseDataAr, page) : null };
  }
  const page = {
    heading: published.heading_en,
    description: published.description_en,
    intro: published.intro_en,
    courses: published.courses.map((course) => courseFromCatalogue(course, program)),
  };
  // The build's Arabic of the texts the page shows, the publication's on top (as the regulator pages).
  return {
    ...page,
    arabic: arabic ? { ...textsOf(courseDataAr, page), ...arabicCourseTextsOf(published) } : null,
  };
}

/**
 * The loader of the course page of `program` (decision 0035): its data from the load context's
 * publication (the server's run-time render), else from the constants (the build's prerender).
 */
export const courseProgramLoader =
  (program: CourseProgram) =>
  ({ context, url }: LoaderFunctionArgs): CoursePageData =>
    // `url`: the page's, without the `.data` of a navigation's request.
    coursePageData(context.get(pagesCatalogueContext), program, isArabicPath(url.pathname));
