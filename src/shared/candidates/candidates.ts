import { z } from "zod";
import { pageQuery, readFields, successAnswer } from "#shared/kit/schemas.ts";
import { oneLineText } from "#shared/kit/text-fields.ts";
import { GENDERS } from "#shared/registration/registration.ts";
import { LOCALES } from "#shared/site/locales.ts";
import { STUDENT_STATES } from "./pipeline.ts";

/** A pipeline state on the wire (docs/product.md §4; the states are `pipeline.ts`'s). */
export const studentStateSchema = z.enum(STUDENT_STATES);

/** Default page size of the student list (docs/product.md §9: 8 per page; at most `PAGE_SIZE_MAX`). */
export const STUDENT_PAGE_SIZE = 8;

/**
 * A candidate as the API returns it (docs/product.md §3 "Student (as read)"), spec wire names. Dates are
 * ISO strings: `date_of_birth` and `ExamDate` as YYYY-MM-DD, `registration_date` as a timestamp.
 * `test_center` is the test center's name; `test_center_id` its id.
 */
export const studentSchema = z.object({
  id: z.number().int(),
  /** The registration reference (`EX-26-7K3QF9`, `candidate-reference.ts`; docs/product.md §2 "Student registration"). */
  reference: z.string(),
  ...readFields.names,
  national_id: z.string().nullable(),
  passport_number: z.string().nullable(),
  government_id_issuing_country: z.string().nullable(),
  ...readFields.contact,
  date_of_birth: z.string(),
  city: z.string(),
  country: z.string(),
  gender: z.string(),
  degree: z.string(),
  BSC_university: z.string().nullable(),
  MSC_university: z.string().nullable(),
  PHD_university: z.string().nullable(),
  college: z.string().nullable(),
  test_center: z.string().nullable(),
  test_center_id: z.number().int().nullable(),
  registered_from: z.string(),
  Trail_month: z.string(),
  confirmed: z.boolean(),
  confirmed_by: z.string().nullable(),
  ...readFields.exam,
  exam_specialty: z.string(),
  ExamDate: z.string().nullable(),
  ExamLocation: z.string().nullable(),
  state: studentStateSchema,
  country_state: z.string().nullable(),
  nationality: z.string().nullable(),
  mailing_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  potential_work_place: z.string().nullable(),
  confirmation_number: z.string().nullable(),
  exam_time: z.string().nullable(),
  requested_date_range: z.string().nullable(),
  registration_date: z.string(),
  /** The language the candidate registered in (`en`, `ar`; decision 0011): their e-mails' language. */
  locale: z.enum(LOCALES),
});
export type Student = z.infer<typeof studentSchema>;

/** `GET /api/students` answer: one page of candidates (the total is in header `X-Total-Count`). */
export const studentListResponseSchema = z.array(studentSchema);

/** The dashboard's filters (docs/product.md §2 "Student list"), wire names. */
export const STUDENT_FILTERS = [
  // Not in the spec's list: the reference a candidate quotes (docs/product.md §2 "Student registration"), a part of it is enough.
  "reference",
  "full_name",
  "national_id",
  // Not in the spec's list: passport-only candidates (the wizard takes a National ID or a passport)
  // could not be found otherwise (decision 0009).
  "passport_number",
  "phone",
  "email",
  "exam_category",
  "exam_name",
  "state",
  "BSC_university",
  "gender",
  "test_center",
  "MSC_university",
  // Not in the spec's list: the language the candidate registered in (decision 0011), so staff find
  // those to write to in Arabic.
  "locale",
] as const;
export type StudentFilter = (typeof STUDENT_FILTERS)[number];

/**
 * The filters chosen from a fixed list, with their options: matched exactly but ignoring case
 * (since "Confirmed" is inside "Not_Confirmed" and "male" inside "Female"), not as "contains".
 */
export const STUDENT_FILTER_CHOICES = {
  state: STUDENT_STATES,
  gender: GENDERS,
  locale: LOCALES,
} as const satisfies Partial<Record<StudentFilter, readonly string[]>>;
export type StudentChoiceFilter = keyof typeof STUDENT_FILTER_CHOICES;

/** True when `filter` is chosen from a fixed list ({@link STUDENT_FILTER_CHOICES}). */
export const isStudentChoiceFilter = (filter: StudentFilter): filter is StudentChoiceFilter =>
  Object.hasOwn(STUDENT_FILTER_CHOICES, filter);

/**
 * True when `value` (as {@link studentFilterSchemas} returns it) is one of the options of choice
 * filter `filter`. A value outside them is kept as sent: the API matches nothing with it.
 */
export const isStudentFilterOption = (filter: StudentChoiceFilter, value: string) =>
  (STUDENT_FILTER_CHOICES[filter] as readonly string[]).includes(value);

/** One filter's value: at most 200 characters of storable text (decision 0017), trimmed. */
const filterValue = (filter: StudentFilter) => {
  const value = oneLineText({ label: `Filter ${filter}`, max: 200 });
  if (!isStudentChoiceFilter(filter)) return value.optional();
  // A choice in any case becomes its canonical spelling (`booked` -> `Booked`), here only.
  const options: readonly string[] = STUDENT_FILTER_CHOICES[filter];
  return value
    .transform((v) => options.find((option) => option.toLowerCase() === v.toLowerCase()) ?? v)
    .optional();
};

/**
 * Each filter's value schema (for the URL state of the dashboard as for the API): trimmed storable
 * text of at most 200 characters (400 otherwise); a {@link STUDENT_FILTER_CHOICES} value in its
 * canonical spelling when it names an option ignoring case, else as sent.
 */
export const studentFilterSchemas = Object.fromEntries(
  STUDENT_FILTERS.map((f) => [f, filterValue(f)]),
) as unknown as Record<StudentFilter, z.ZodType<string | undefined, string | undefined>>;

/**
 * Query of `GET /api/students`: the 14 filters ({@link studentFilterSchemas}: case-insensitive
 * "contains", `state`, `gender` and `locale` exact), `page` (1-based) and `pageSize` (default 8, at most 100).
 */
export const studentListQuerySchema = z.object({
  ...studentFilterSchemas,
  ...pageQuery(STUDENT_PAGE_SIZE),
}) as unknown as z.ZodType<StudentListQuery, StudentListQueryInput>;
export type StudentListQuery = Partial<Record<StudentFilter, string>> & { page: number; pageSize: number };
export type StudentListQueryInput = Partial<Record<StudentFilter, string>> & {
  page?: number | string;
  pageSize?: number | string;
};

/** `GET /api/students/{id}` answer (docs/product.md §7). */
export const studentDetailResponseSchema = successAnswer({
  student: studentSchema,
  message: z.string(),
});

/** `GET /api/students/count/confirmation-status` answer (docs/product.md §3 "Confirmation counts"). */
export const confirmationCountsSchema = z.object({
  confirmed_count: z.number().int(),
  not_confirmed_count: z.number().int(),
});
export type ConfirmationCounts = z.infer<typeof confirmationCountsSchema>;

/** Query of `GET /api/students/export`: the dashboard's filters, no pages (the whole result). */
export const studentExportQuerySchema = z.object(studentFilterSchemas) as unknown as z.ZodType<
  Partial<Record<StudentFilter, string>>
>;

/** Name and sheet of the dashboard's Excel export (docs/product.md §9). */
export const STUDENT_EXPORT_FILE = "AllStudentData.xlsx";
export const EXPORT_SHEET = "Students";
