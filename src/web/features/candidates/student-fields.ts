/**
 * Friendly labels and display rules for a candidate's fields (docs/product.md §3 "Student (as read)"), shared
 * by the dashboard table, its filters and the detail page.
 */

import type { Student, StudentFilter } from "#shared/candidates/candidates.ts";
import { STUDENT_COLUMNS } from "#shared/candidates/columns.ts";
import { LANGUAGE_LABELS, STUDENT_FIELD_LABELS } from "#shared/candidates/field-labels.ts";
import { stateLabel } from "#shared/candidates/pipeline.ts";
import { registrationPlaceLabel } from "#shared/registration/registration.ts";
import { EMPTY_VALUE, formatTimestamp } from "#web/lib/format.ts";

/** Labels of the dashboard filters (docs/product.md §2 "Student list"). */
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
  locale: STUDENT_FIELD_LABELS.locale,
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

/** The value of one field of a candidate as text (`state` readable, `confirmed` Yes/No, ...). */
const FORMATS: Partial<Record<keyof Student, (s: Student) => string>> = {
  registered_from: (s) => text(registrationPlaceLabel(s.registered_from)),
  state: (s) => stateLabel(s.state),
  confirmed: (s) => (s.confirmed ? "Yes" : "No"),
  registration_date: (s) => formatTimestamp(s.registration_date, true),
  locale: (s) => LANGUAGE_LABELS[s.locale] ?? text(s.locale),
};

/** A detail field: its label from the one map of labels (`STUDENT_FIELD_LABELS`), its format. */
const detail = (key: keyof Student): StudentField => field(key, STUDENT_FIELD_LABELS[key], FORMATS[key]);

/** Fields of the detail page's read-only table, in docs/product.md §3 order, then the language (decision 0011). */
export const STUDENT_DETAIL_FIELDS: readonly StudentField[] = (
  [
    "id",
    "reference",
    "full_name",
    "first_name",
    "last_name",
    "national_id",
    "passport_number",
    "government_id_issuing_country",
    "email",
    "phone",
    "date_of_birth",
    "gender",
    "nationality",
    "country",
    "country_state",
    "city",
    "postal_code",
    "mailing_address",
    "potential_work_place",
    "degree",
    "BSC_university",
    "MSC_university",
    "PHD_university",
    "college",
    "test_center",
    "registered_from",
    "Trail_month",
    "requested_date_range",
    "exam_category",
    "exam_specialty",
    "exam_name",
    "state",
    "confirmed",
    "confirmed_by",
    "ExamDate",
    "ExamLocation",
    "exam_time",
    "confirmation_number",
    "registration_date",
    "locale",
  ] as const
).map(detail);

/**
 * One field's value as the detail page writes it, for a value on its own (the history's old and
 * new values of an edit): empty as `EMPTY_VALUE`, dates and labels as on the page.
 */
export function formatFieldValue(key: keyof Student, value: unknown): string {
  const format = FORMATS[key] ?? ((s: Student) => text(s[key]));
  return format({ [key]: value } as unknown as Student);
}

/** Fields deliberately left out of the detail table: the test center's id (its name is shown). */
export const HIDDEN_DETAIL_FIELDS: readonly (keyof Student)[] = ["test_center_id"];

/** Columns of the dashboard table (`STUDENT_COLUMNS`), values as on the detail page but shorter dates. */
export const STUDENT_TABLE_COLUMNS: readonly StudentField[] = STUDENT_COLUMNS.map(({ key, label }) =>
  key === "registration_date"
    ? field(key, label, (s) => formatTimestamp(s.registration_date))
    : field(key, label, FORMATS[key]),
);
