import { students, testCenters } from "#server/db/schema.ts";
import { newCandidateReference } from "#server/lib/candidate-reference.ts";
import type { Student, StudentChoiceFilter, StudentFilter } from "#shared/candidates/candidates.ts";
import { type StudentEdit, studentEditFieldsSchema } from "#shared/candidates/edit.ts";
import type { Registration } from "#shared/registration/registration.ts";
import { type Locale, toLocale } from "#shared/site/locales.ts";

/**
 * The one place where a candidate's database columns (snake_case, Drizzle camelCase keys) meet the
 * spec's wire names (`BSC_university`, `Trail_month`, `ExamDate`, ...).
 */
export const studentColumns = {
  id: students.id,
  reference: students.reference,
  full_name: students.fullName,
  first_name: students.firstName,
  last_name: students.lastName,
  national_id: students.nationalId,
  passport_number: students.passportNumber,
  government_id_issuing_country: students.governmentIdIssuingCountry,
  email: students.email,
  phone: students.phone,
  date_of_birth: students.dateOfBirth,
  city: students.city,
  country: students.country,
  gender: students.gender,
  degree: students.degree,
  BSC_university: students.bscUniversity,
  MSC_university: students.mscUniversity,
  PHD_university: students.phdUniversity,
  college: students.college,
  // Read: the test center's name; on input (registration) `test_center` is its id.
  test_center: testCenters.name,
  test_center_id: students.testCenterId,
  registered_from: students.registeredFrom,
  Trail_month: students.trialMonth,
  confirmed: students.confirmed,
  confirmed_by: students.confirmedBy,
  exam_category: students.examCategory,
  exam_specialty: students.examSpecialty,
  exam_name: students.examName,
  ExamDate: students.examDate,
  ExamLocation: students.examLocation,
  // Read: the pipeline state (docs/product.md §4); on input (registration) `state` is the US state (`country_state`).
  state: students.state,
  country_state: students.countryState,
  nationality: students.nationality,
  mailing_address: students.mailingAddress,
  postal_code: students.postalCode,
  potential_work_place: students.potentialWorkPlace,
  confirmation_number: students.confirmationNumber,
  exam_time: students.examTime,
  requested_date_range: students.requestedDateRange,
  registration_date: students.registrationDate,
  locale: students.locale,
} as const;

/**
 * Dashboard filters (docs/product.md §2) matched as a substring, ignoring case → the column each searches;
 * `test_center` searches the center's name.
 */
export const CONTAINS_FILTER_COLUMNS = {
  reference: students.reference,
  full_name: students.fullName,
  national_id: students.nationalId,
  passport_number: students.passportNumber,
  phone: students.phone,
  email: students.email,
  exam_category: students.examCategory,
  exam_name: students.examName,
  BSC_university: students.bscUniversity,
  MSC_university: students.mscUniversity,
  test_center: testCenters.name,
} as const satisfies Partial<Record<StudentFilter, unknown>>;

/**
 * Dashboard filters chosen from a fixed list (`STUDENT_FILTER_CHOICES`) → the column each compares
 * exactly, on the canonical spelling the query schema gives them.
 */
export const CHOICE_FILTER_COLUMNS = {
  state: students.state,
  gender: students.gender,
  locale: students.locale,
} as const satisfies Record<StudentChoiceFilter, unknown>;

/** Column (database) → wire field for the uniqueness constraints, to name the field in a 409. */
export const uniqueConstraintFields: Record<string, string> = {
  students_email_unique: "email",
  students_national_id_unique: "nationalId",
  students_passport_number_unique: "passportNumber",
};

type StudentRow = Omit<Student, "registration_date" | "locale"> & { registration_date: Date; locale: string };

/** A selected row (see `studentColumns`) as the wire shape of docs/product.md §3. */
export function toStudentWire(row: StudentRow): Student {
  return {
    ...row,
    registration_date: row.registration_date.toISOString(),
    locale: toLocale(row.locale),
  };
}

/**
 * A validated registration payload (docs/product.md §3 wire names) as a new `students` row, with a fresh
 * random reference unless one is given (the registration draws again on a clash; bulk inserts of
 * tests and the benchmark give their own unique ones).
 */
export function registrationToRow(
  r: Registration & { locale?: Locale },
  registeredByUserId: number | null,
  reference: string = newCandidateReference(),
): typeof students.$inferInsert {
  return {
    reference,
    firstName: r.firstName,
    lastName: r.lastName,
    fullName: r.fullName,
    nationalId: r.nationalId,
    passportNumber: r.passportNumber,
    governmentIdIssuingCountry: r.governmentIdIssuingCountry,
    email: r.email,
    phone: r.phone,
    dateOfBirth: r.dob,
    city: r.city,
    country: r.country,
    countryState: r.state,
    postalCode: r.postalCode,
    nationality: r.nationality,
    mailingAddress: r.mailingAddress,
    potentialWorkPlace: r.potentialWorkPlace,
    requestedDateRange: r.requestedDateRange,
    gender: r.gender,
    degree: r.degree,
    bscUniversity: r.BSC_university,
    mscUniversity: r.MSC_university,
    phdUniversity: r.PHD_university,
    registeredFrom: r.registered_from,
    testCenterId: r.test_center,
    trialMonth: r.Trail_month,
    examCategory: r.examCategory,
    examSpecialty: r.examSpecialty,
    examName: r.examName,
    // The wire's `locale` (decision 0011); absent (seed, staff tools): the column's default, English.
    locale: r.locale,
    registeredByUserId,
  };
}

/** The one edit-form field named otherwise when read: the form's `examSubcategory` is `exam_specialty`. */
const EDIT_FIELD_RENAMES = { examSubcategory: "exam_specialty" } as const;

/** The read field (wire) an edit-form field changes: its own name but for `EDIT_FIELD_RENAMES`. */
function readNameOf(field: keyof StudentEdit): keyof Student {
  return field in EDIT_FIELD_RENAMES
    ? EDIT_FIELD_RENAMES[field as keyof typeof EDIT_FIELD_RENAMES]
    : (field as Exclude<keyof StudentEdit, keyof typeof EDIT_FIELD_RENAMES>);
}

/**
 * Edit-form field (wire) → the candidate's read field (wire) it changes, for the history's diff;
 * in the form's field order.
 */
export const EDIT_FIELD_READ_NAME = Object.fromEntries(
  (Object.keys(studentEditFieldsSchema.shape) as (keyof StudentEdit)[]).map((field) => [
    field,
    readNameOf(field),
  ]),
) as Record<keyof StudentEdit, keyof Student>;

/** A validated edit (docs/product.md §5 "Student edit form", wire names) as the `students` columns it sets. */
export function editToRow(e: StudentEdit): Partial<typeof students.$inferInsert> {
  return {
    firstName: e.first_name,
    lastName: e.last_name,
    fullName: e.full_name,
    nationalId: e.national_id,
    passportNumber: e.passport_number,
    governmentIdIssuingCountry: e.government_id_issuing_country,
    email: e.email,
    phone: e.phone,
    dateOfBirth: e.date_of_birth,
    gender: e.gender,
    nationality: e.nationality,
    country: e.country,
    countryState: e.country_state,
    city: e.city,
    postalCode: e.postal_code,
    mailingAddress: e.mailing_address,
    potentialWorkPlace: e.potential_work_place,
    degree: e.degree,
    bscUniversity: e.BSC_university,
    mscUniversity: e.MSC_university,
    phdUniversity: e.PHD_university,
    college: e.college,
    registeredFrom: e.registered_from,
    testCenterId: e.test_center_id,
    trialMonth: e.Trail_month,
    requestedDateRange: e.requested_date_range,
    examCategory: e.exam_category,
    examSpecialty: e.examSubcategory,
    examName: e.exam_name,
    examDate: e.ExamDate,
    examLocation: e.ExamLocation,
    examTime: e.exam_time,
    confirmationNumber: e.confirmation_number,
  };
}
