/**
 * The columns of the dashboard's student table (docs/product.md §2 "Student list"), in order, with their
 * readable headers. College2 is the PHD university, as the spec says. The Excel export has every
 * field of the candidate instead (`candidates/export-columns.ts`).
 */
import type { Student } from "./candidates.ts";

export interface StudentColumn {
  readonly key: keyof Student;
  readonly label: string;
}

export const STUDENT_COLUMNS: readonly StudentColumn[] = [
  { key: "full_name", label: "Full name" },
  // The reference the candidate quotes (docs/product.md §2 "Student registration").
  { key: "reference", label: "Reference" },
  { key: "national_id", label: "National ID" },
  // Beside the National ID: a candidate registers with one or the other (docs/product.md §2 "Student list").
  { key: "passport_number", label: "Passport" },
  { key: "phone", label: "Phone" },
  { key: "email", label: "Email" },
  { key: "exam_category", label: "Exam category" },
  { key: "exam_name", label: "Exam name" },
  { key: "state", label: "State" },
  { key: "confirmed", label: "Confirmed" },
  { key: "BSC_university", label: "BSC university" },
  { key: "MSC_university", label: "MSC university" },
  { key: "PHD_university", label: "College2" },
  { key: "test_center", label: "Test center" },
  { key: "registration_date", label: "Registered" },
  // The language the candidate registered in (decision 0011), hidden until picked.
  { key: "locale", label: "Language" },
];
