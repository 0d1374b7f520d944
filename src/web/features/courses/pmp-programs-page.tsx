import { PMP_COURSES } from "../../../shared/reference/courses.ts";
import type { Route } from "./+types/pmp-programs-page.ts";
import { courseMeta } from "./course-meta.ts";
import { CourseProgramPage } from "./course-program-page.tsx";

const TITLE = "Project Management Programs";

/** Title, description and course of /PMP; the lower-case spelling /pmp is kept out of indexes. */
export function meta({ location }: Route.MetaArgs) {
  return courseMeta(
    `${TITLE} (PMP) | Exam Registration Portal`,
    "Project Management Certified Manager (PMCM): 39 hours in 9 sessions, USD 500, towards the 35 education hours of the PMP exam.",
    PMP_COURSES,
    location.pathname === "/pmp",
  );
}

/** `/PMP` and `/pmp`: the project management course (spec §2, §9). */
export default function PmpProgramsPage() {
  return (
    <CourseProgramPage
      title={TITLE}
      intro="Lead projects with confidence and prepare for the PMP exam with a structured program along the PMBOK knowledge areas."
      courses={PMP_COURSES}
    />
  );
}
