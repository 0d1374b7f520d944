/**
 * What staff read for each field of a candidate (docs/product.md §3 "Student (as read)"): the one map of
 * labels behind the detail page, its history of edits and the Excel export's headers, so a field is
 * called the same everywhere (never its wire name, `ExamDate` or `exam_time`).
 */
import type { Locale } from "#shared/site/locales.ts";
import type { Student } from "./candidates.ts";

/** The languages a candidate registers in (decision 0011), as the English back office names them. */
export const LANGUAGE_LABELS: Record<Locale, string> = {
  en: "English",
  ar: "Arabic",
};

/** The label of every field of the candidate as read. */
export const STUDENT_FIELD_LABELS: Record<keyof Student, string> = {
  id: "Student ID",
  reference: "Reference",
  full_name: "Full name",
  first_name: "First name",
  last_name: "Last name",
  national_id: "National ID",
  passport_number: "Passport number",
  government_id_issuing_country: "ID issuing country",
  email: "Email",
  phone: "Phone",
  date_of_birth: "Date of birth",
  gender: "Gender",
  nationality: "Nationality",
  country: "Country",
  country_state: "State/province",
  city: "City",
  postal_code: "Postal code",
  mailing_address: "Mailing address",
  potential_work_place: "Potential workplace",
  degree: "Degree",
  BSC_university: "BSC university",
  MSC_university: "MSC university",
  PHD_university: "PHD university",
  college: "College",
  test_center: "Test center",
  // The id is what an edit changes; staff read the center's name under the same label.
  test_center_id: "Test center",
  registered_from: "Registered from",
  Trail_month: "Test month",
  requested_date_range: "Requested date range",
  exam_category: "Exam category",
  exam_specialty: "Exam specialty",
  exam_name: "Exam name",
  state: "State",
  confirmed: "Confirmed",
  confirmed_by: "Confirmed by",
  ExamDate: "Exam date",
  ExamLocation: "Exam location",
  exam_time: "Exam time",
  confirmation_number: "Confirmation number",
  registration_date: "Registration date",
  locale: "Language",
};

/** The label of a field named by its wire name, or the name itself for a field unknown here. */
export const studentFieldLabel = (field: string): string =>
  Object.hasOwn(STUDENT_FIELD_LABELS, field) ? STUDENT_FIELD_LABELS[field as keyof Student] : field;
