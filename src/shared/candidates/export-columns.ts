/**
 * The columns of the dashboard's Excel export `AllStudentData.xlsx` (docs/product.md §2 "Student list",
 * decision 0009): every field of a candidate as read (docs/product.md §3 "Student (as read)"), with the
 * detail page's readable headers (`STUDENT_FIELD_LABELS`), grouped the way staff fill in an exam-delivery
 * company's candidate list: identity, personal data, contact, education, the exam asked for, the pipeline,
 * the booked exam, then the record's date. The test-center export keeps its own columns (docs/product.md §2).
 */

import type { Student } from "./candidates.ts";
import { STUDENT_FIELD_LABELS } from "./field-labels.ts";

export interface StudentExportColumn {
  readonly key: keyof Student;
  readonly header: string;
}

/** The fields of each group, in the file's order. */
const GROUPS = {
  // The registration reference the candidate quotes (docs/product.md §2 "Student registration") after the name.
  identity: ["id", "full_name", "reference", "first_name", "last_name"],
  documents: ["national_id", "passport_number", "government_id_issuing_country"],
  personal: ["date_of_birth", "gender", "nationality"],
  contact: ["email", "phone", "country", "country_state", "city", "postal_code", "mailing_address"],
  work: ["potential_work_place"],
  education: ["degree", "BSC_university", "MSC_university", "PHD_university", "college"],
  examAskedFor: ["exam_category", "exam_specialty", "exam_name", "Trail_month", "requested_date_range"],
  place: ["test_center", "registered_from"],
  pipeline: ["state", "confirmed", "confirmed_by"],
  bookedExam: ["ExamDate", "exam_time", "ExamLocation", "confirmation_number"],
  // The language is appended after the columns of decision 0009 (decision 0011: the language the
  // candidate registered in, so staff write to them in it).
  record: ["registration_date", "locale"],
} as const satisfies Record<string, readonly (keyof Student)[]>;

/** Headers that say more than the field's label: the record's date is written in UTC. */
const HEADERS: Partial<Record<keyof Student, string>> = { registration_date: "Registration date (UTC)" };

export const STUDENT_EXPORT_COLUMNS: readonly StudentExportColumn[] = Object.values(GROUPS)
  .flat()
  .map((key) => ({
    key,
    header: HEADERS[key] ?? STUDENT_FIELD_LABELS[key],
  }));

/**
 * Fields of the candidate as read that the export leaves out: the test center's database id (its
 * name is in "Test center"; the id means nothing outside this system).
 */
export const STUDENT_EXPORT_OMITTED: readonly (keyof Student)[] = ["test_center_id"];
