import { COURSES_BY_PROGRAM, type Course, type CourseProgram } from "#shared/reference/courses.ts";

/** What a course page shows and says about itself (docs/product.md §2 /Programs/hr, /PMP, /SupplyChain; §9). */
export interface CourseProgramPageData {
  /** The page heading (h1); the `<title>` adds `titleSuffix` and the site name. */
  heading: string;
  /** Inserted between the heading and " | <SITE_NAME>" in the `<title>` (`pageTitle`). */
  titleSuffix: string;
  description: string;
  intro: string;
  courses: readonly Course[];
  /** A spelling of the path kept out of search indexes (the lower-case /pmp). */
  noindexPath?: string;
}

/** The three course pages, by program. */
export const COURSE_PROGRAM_PAGES: Record<CourseProgram, CourseProgramPageData> = {
  hr: {
    heading: "HR and Management Certification Programs",
    titleSuffix: "",
    description:
      "Eight HR certification courses from HR Fundamentals (HRFC, USD 300) to the HR Executive Certificate: prices, hours, sessions and prerequisites.",
    intro:
      "Build an HR career step by step: start with HR Fundamentals, then specialise in pay, employment law, recruitment or training, and grow into HR management and executive roles.",
    courses: COURSES_BY_PROGRAM.hr,
  },
  pmp: {
    heading: "Project Management Programs",
    titleSuffix: " (PMP)",
    description:
      "Project Management Certified Manager (PMCM): 39 hours in 9 sessions, USD 500, towards the 35 education hours of the PMP exam.",
    intro:
      "Lead projects with confidence and prepare for the PMP exam with a structured program along the PMBOK knowledge areas.",
    courses: COURSES_BY_PROGRAM.pmp,
    noindexPath: "/pmp",
  },
  "supply-chain": {
    heading: "Supply Chain Certification Programs",
    titleSuffix: "",
    description:
      "Five supply chain courses: Lean and Quality, Operations and Process Management, Certified Supply Chain Manager, Procurement and Contract Management Officer, from USD 250, with hours and prerequisites.",
    intro:
      "From procurement to lean operations: certificates for buyers, planners and operations leaders in Gulf healthcare and industry.",
    courses: COURSES_BY_PROGRAM["supply-chain"],
  },
};
