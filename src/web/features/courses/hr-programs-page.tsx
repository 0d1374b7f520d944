import { HR_COURSES } from "../../../shared/reference/courses.ts";
import { courseMeta } from "./course-meta.ts";
import { CourseProgramPage } from "./course-program-page.tsx";

const TITLE = "HR and Management Certification Programs";

/** Title, description and course list of /Programs/hr (spec §2, §9). */
export function meta() {
  return courseMeta(
    `${TITLE} | Exam Registration Portal`,
    "Eight HR certification courses from HR Fundamentals (HRFC, USD 300) to the HR Executive Certificate: prices, hours, sessions and prerequisites.",
    HR_COURSES,
  );
}

/** `/Programs/hr`: the eight HR and management courses (spec §2, §9). */
export default function HrProgramsPage() {
  return (
    <CourseProgramPage
      title={TITLE}
      intro="Build an HR career step by step: start with HR Fundamentals, then specialise in pay, employment law, recruitment or training, and grow into HR management and executive roles."
      courses={HR_COURSES}
    />
  );
}
