import { SUPPLY_CHAIN_COURSES } from "../../../shared/reference/courses.ts";
import { courseMeta } from "./course-meta.ts";
import { CourseProgramPage } from "./course-program-page.tsx";

const TITLE = "Supply Chain Certification Programs";

/** Title, description and course list of /SupplyChain (spec §2, §9). */
export function meta() {
  return courseMeta(
    `${TITLE} | Exam Registration Portal`,
    "Five supply chain courses: Lean and Quality, Operations and Process Management, Certified Supply Chain Manager, Procurement and Contract Management Officer, from USD 250, with hours and prerequisites.",
    SUPPLY_CHAIN_COURSES,
  );
}

/** `/SupplyChain`: the five supply chain courses (spec §2, §9). */
export default function SupplyChainProgramsPage() {
  return (
    <CourseProgramPage
      title={TITLE}
      intro="From procurement to lean operations: certificates for buyers, planners and operations leaders in Gulf healthcare and industry."
      courses={SUPPLY_CHAIN_COURSES}
    />
  );
}
