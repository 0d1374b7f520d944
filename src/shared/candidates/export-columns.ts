/**
 * The columns of the dashboard's Excel export `AllStudentData.xlsx` (docs/product.md §2 "Student list",
 * decision 0009): every field of a candidate as read (docs/product.md §3 "Student (as read)"), with the
 * detail page's readable headers, grouped the way staff fill in an exam-delivery company's
 * candidate list: identity, personal data, contact, education, the exam asked for, the pipeline,
 * the booked exam, then the record's date. The test-center export keeps its own columns (docs/product.md §2).
 */

import type { Student } from "./candidates.ts";
import { STUDENT_FIELD_LABELS } from "./field-labels.ts";

export interface StudentExportColumn {
  readonly key: keyof Student;
  readonly header: string;
}

export const STUDENT_EXPORT_COLUMNS: readonly StudentExportColumn[] = [
  { key: "id", header: "Student ID" },
  { key: "full_name", header: "Full name" },
  // The registration reference the candidate quotes (docs/product.md §2 "Student registration").
  { key: "reference", header: "Reference" },
  { key: "first_name", header: "First name" },
  { key: "last_name", header: "Last name" },
  { key: "national_id", header: "National ID" },
  { key: "passport_number", header: "Passport number" },
  { key: "government_id_issuing_country", header: "ID issuing country" },
  { key: "date_of_birth", header: "Date of birth" },
  { key: "gender", header: "Gender" },
  { key: "nationality", header: "Nationality" },
  { key: "email", header: "Email" },
  { key: "phone", header: "Phone" },
  { key: "country", header: "Country" },
  { key: "country_state", header: "State/province" },
  { key: "city", header: "City" },
  { key: "postal_code", header: "Postal code" },
  { key: "mailing_address", header: "Mailing address" },
  { key: "potential_work_place", header: "Potential workplace" },
  { key: "degree", header: "Degree" },
  { key: "BSC_university", header: "BSC university" },
  { key: "MSC_university", header: "MSC university" },
  { key: "PHD_university", header: "PHD university" },
  { key: "college", header: "College" },
  { key: "exam_category", header: "Exam category" },
  { key: "exam_specialty", header: "Exam specialty" },
  { key: "exam_name", header: "Exam name" },
  { key: "Trail_month", header: "Test month" },
  { key: "requested_date_range", header: "Requested date range" },
  { key: "test_center", header: "Test center" },
  { key: "registered_from", header: "Registered from" },
  { key: "state", header: "State" },
  { key: "confirmed", header: "Confirmed" },
  { key: "confirmed_by", header: "Confirmed by" },
  { key: "ExamDate", header: "Exam date" },
  { key: "exam_time", header: "Exam time" },
  { key: "ExamLocation", header: "Exam location" },
  { key: "confirmation_number", header: "Confirmation number" },
  { key: "registration_date", header: "Registration date (UTC)" },
  // Appended after the columns of decision 0009 (decision 0011: the language the candidate registered
  // in, so staff write to them in it).
  { key: "locale", header: STUDENT_FIELD_LABELS.locale },
];

/**
 * Fields of the candidate as read that the export leaves out: the test center's database id (its
 * name is in "Test center"; the id means nothing outside this system).
 */
export const STUDENT_EXPORT_OMITTED: readonly (keyof Student)[] = ["test_center_id"];
