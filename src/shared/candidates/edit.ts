/**
 * `PUT /api/students/{id}` body: the Edit Student Data form of the candidate detail page (docs/product.md §2,
 * §5 "Student edit form", §7). Wire names are those of the candidate as read (docs/product.md §3), plus
 * `examSubcategory`, the form's name for the exam specialty. Field rules are the registration's
 * (one rule per field, shared), with the edit form's optional set: nationality, mailing address,
 * state/province, postal code, workplace, confirmation number, exam time and requested range.
 * `ExamDate` and `ExamLocation` may change only while the candidate is in a state that unlocks them
 * (docs/product.md §4: Exam_Details; `unlocks` in pipeline.ts); the server checks that against the stored state.
 */
import { z } from "zod";
import { type ExamCatalogue, examChoiceIssue } from "#shared/catalogue/exam-choice.ts";
import { optionalText } from "#shared/kit/schemas.ts";
import { optionalCalendarDate } from "#shared/kit/text-fields.ts";
import { registrationCrossFieldIssues, registrationFieldsSchema } from "#shared/registration/registration.ts";

const reg = registrationFieldsSchema.shape;

/** Field rules of the edit form, wire names (cross-field rules in {@link studentEditSchema}). */
export const studentEditFieldsSchema = z.object({
  first_name: reg.firstName,
  last_name: reg.lastName,
  full_name: reg.fullName,
  national_id: reg.nationalId,
  passport_number: reg.passportNumber,
  government_id_issuing_country: reg.governmentIdIssuingCountry,
  email: reg.email,
  phone: reg.phone,
  date_of_birth: reg.dob,
  gender: reg.gender,
  nationality: reg.nationality,
  country: reg.country,
  country_state: reg.state,
  city: reg.city,
  postal_code: reg.postalCode,
  mailing_address: reg.mailingAddress,
  potential_work_place: reg.potentialWorkPlace,
  degree: reg.degree,
  BSC_university: reg.BSC_university,
  MSC_university: reg.MSC_university,
  PHD_university: reg.PHD_university,
  college: optionalText("College"),
  registered_from: reg.registered_from,
  test_center_id: reg.test_center,
  Trail_month: reg.Trail_month,
  requested_date_range: optionalText("Requested date range", 100),
  exam_category: reg.examCategory,
  examSubcategory: reg.examSpecialty,
  exam_name: reg.examName,
  ExamDate: optionalCalendarDate({ label: "Exam date" }),
  ExamLocation: optionalText("Exam location"),
  exam_time: optionalText("Exam time", 50),
  confirmation_number: optionalText("Confirmation number", 100),
});

export type StudentEditInput = z.input<typeof studentEditFieldsSchema>;
export type StudentEdit = z.output<typeof studentEditFieldsSchema>;
export type StudentEditField = keyof StudentEditInput;

/** Edit-form field → registration field, to reuse the registration's cross-field rules. */
const AS_REGISTRATION = {
  national_id: "nationalId",
  passport_number: "passportNumber",
  degree: "degree",
  BSC_university: "BSC_university",
  MSC_university: "MSC_university",
  PHD_university: "PHD_university",
  country: "country",
  country_state: "state",
  postal_code: "postalCode",
  exam_category: "examCategory",
  examSubcategory: "examSpecialty",
  exam_name: "examName",
} as const satisfies Partial<Record<StudentEditField, string>>;

const BACK = Object.fromEntries(Object.entries(AS_REGISTRATION).map(([edit, r]) => [r, edit]));
const asEditIssue = (issue: { field: string; message: string }) => ({
  field: (BACK[issue.field] ?? issue.field) as StudentEditField,
  message: issue.message,
});

/**
 * Cross-field problems of an edit (docs/product.md §5): ID or passport, degree → universities, US-only
 * state/postal code. Works on raw values (the form calls it). The exam choice is not among them: it
 * is checked against the published catalogue ({@link studentEditExamIssue}).
 */
export function studentEditCrossFieldIssues(values: Partial<Record<StudentEditField, unknown>>) {
  const asRegistration = Object.fromEntries(
    Object.entries(AS_REGISTRATION).map(([edit, registration]) => [
      registration,
      values[edit as StudentEditField],
    ]),
  );
  return registrationCrossFieldIssues(asRegistration, { examChoice: false }).map(asEditIssue);
}

/** The full edit rule set: field rules, then cross-field rules (the exam choice apart, see above). */
export const studentEditSchema = studentEditFieldsSchema.superRefine((value, ctx) => {
  for (const issue of studentEditCrossFieldIssues(value)) {
    ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  }
});

/** The exam choice of an edit, under the form's names. */
export type StudentExamChoice = { exam_category: unknown; examSubcategory: unknown; exam_name: unknown };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The problem of an edit's exam choice against the published catalogue (docs/product.md §13 "The
 * catalogue", decision 0034), under the form's field names, or null. A choice left as the candidate
 * has it (`kept`) is never a problem, even a retired exam or a name the catalogue never had (an
 * import): the candidate keeps what they registered for, and the rest of their data stays editable.
 * Choosing anew, even one part, must give an exam the catalogue offers: a retired one is refused.
 */
export function studentEditExamIssue(
  catalogue: ExamCatalogue,
  edit: StudentExamChoice,
  kept: StudentExamChoice,
): { field: StudentEditField; message: string } | null {
  const fields = ["exam_category", "examSubcategory", "exam_name"] as const;
  if (fields.every((field) => text(edit[field]) === text(kept[field]))) return null;
  const issue = examChoiceIssue(catalogue, {
    examCategory: text(edit.exam_category),
    examSpecialty: text(edit.examSubcategory),
    examName: text(edit.exam_name),
  });
  return issue ? asEditIssue(issue) : null;
}
