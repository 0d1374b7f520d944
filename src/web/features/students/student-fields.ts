/**
 * Friendly labels and display rules for a candidate's fields (spec §3 "Student (as read)"), shared
 * by the dashboard table, its filters and the detail page.
 */

import { registrationPlaceLabel } from "#shared/registration.ts";
import { STUDENT_COLUMNS } from "#shared/student-columns.ts";
import type { Student, StudentFilter } from "#shared/students.ts";
import { EMPTY_VALUE, formatTimestamp, stateLabel } from "#web/lib/format.ts";

/** Labels of the dashboard filters (spec §2 "Student list"). */
export const FILTER_LABELS: Record<StudentFilter, string> = {
  reference: "Reference",
  full_name: "Full name",
  national_id: "National ID",
  passport_number: "Passport",
  phone: "Phone",
  email: "Email",
  exam_category: "Exam category",
  exam_name: "Exam name",
  state: "State",
  BSC_university: "BSC university",
  gender: "Gender",
  test_center: "Test center",
  MSC_university: "MSC university",
};

const text = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined || String(value).trim() === "" ? EMPTY_VALUE : String(value);

export interface StudentField {
  /** The field shown (wire name); `state` is drawn as a badge by the components. */
  key: keyof Student;
  label: string;
  /** The value as text; `state` uses {@link stateLabel}. */
  format: (student: Student) => string;
}

const field = (key: keyof Student, label: string, format?: (s: Student) => string): StudentField => ({
  key,
  label,
  format: format ?? ((s) => text(s[key])),
});

/** Fields of the detail page's read-only table, in spec §3 order with friendly labels. */
export const STUDENT_DETAIL_FIELDS: readonly StudentField[] = [
  field("id", "Student ID"),
  field("reference", "Reference"),
  field("full_name", "Full name"),
  field("first_name", "First name"),
  field("last_name", "Last name"),
  field("national_id", "National ID"),
  field("passport_number", "Passport number"),
  field("government_id_issuing_country", "ID issuing country"),
  field("email", "Email"),
  field("phone", "Phone"),
  field("date_of_birth", "Date of birth"),
  field("gender", "Gender"),
  field("nationality", "Nationality"),
  field("country", "Country"),
  field("country_state", "State/province"),
  field("city", "City"),
  field("postal_code", "Postal code"),
  field("mailing_address", "Mailing address"),
  field("potential_work_place", "Potential workplace"),
  field("degree", "Degree"),
  field("BSC_university", "BSC university"),
  field("MSC_university", "MSC university"),
  field("PHD_university", "PHD university"),
  field("college", "College"),
  field("test_center", "Test center"),
  field("registered_from", "Registered from", (s) => text(registrationPlaceLabel(s.registered_from))),
  field("Trail_month", "Test month"),
  field("requested_date_range", "Requested date range"),
  field("exam_category", "Exam category"),
  field("exam_specialty", "Exam specialty"),
  field("exam_name", "Exam name"),
  field("state", "State", (s) => stateLabel(s.state)),
  field("confirmed", "Confirmed", (s) => (s.confirmed ? "Yes" : "No")),
  field("confirmed_by", "Confirmed by"),
  field("ExamDate", "Exam date"),
  field("ExamLocation", "Exam location"),
  field("exam_time", "Exam time"),
  field("confirmation_number", "Confirmation number"),
  field("registration_date", "Registration date", (s) => formatTimestamp(s.registration_date, true)),
];

/** Fields deliberately left out of the detail table: the test center's id (its name is shown). */
export const HIDDEN_DETAIL_FIELDS: readonly (keyof Student)[] = ["test_center_id"];

/** Columns of the dashboard table (shared with the Excel export, `STUDENT_COLUMNS`). */
export const STUDENT_TABLE_COLUMNS: readonly StudentField[] = STUDENT_COLUMNS.map(({ key, label }) =>
  key === "state"
    ? field(key, label, (s) => stateLabel(s.state))
    : key === "confirmed"
      ? field(key, label, (s) => (s.confirmed ? "Yes" : "No"))
      : key === "registration_date"
        ? field(key, label, (s) => formatTimestamp(s.registration_date))
        : field(key, label),
);
