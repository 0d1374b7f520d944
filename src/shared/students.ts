import { z } from "zod";
import { pageNumberSchema } from "./paging.ts";
import { PG_INT_MAX } from "./registration.ts";
import { studentStateSchema } from "./student-states.ts";
import { text } from "./text.ts";

/** Default and maximum page size of the student list (spec §9: 8 per page). */
export const STUDENT_PAGE_SIZE = 8;
export const STUDENT_PAGE_SIZE_MAX = 100;

/**
 * A candidate as the API returns it (spec §3 "Student (as read)"), spec wire names. Dates are
 * ISO strings: `date_of_birth` and `ExamDate` as YYYY-MM-DD, `registration_date` as a timestamp.
 * `test_center` is the test center's name; `test_center_id` its id.
 */
export const studentSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  national_id: z.string().nullable(),
  passport_number: z.string().nullable(),
  government_id_issuing_country: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
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
  exam_category: z.string(),
  exam_specialty: z.string(),
  exam_name: z.string(),
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
});
export type Student = z.infer<typeof studentSchema>;

/** `GET /api/students` answer: one page of candidates (the total is in header `X-Total-Count`). */
export const studentListResponseSchema = z.array(studentSchema);

/** The dashboard's filters (spec §2 "Student list"), wire names. */
export const STUDENT_FILTERS = [
  "full_name",
  "national_id",
  // Not in the spec's list: passport-only candidates (the wizard takes a National ID or a passport)
  // could not be found otherwise (issue 11).
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
] as const;
export type StudentFilter = (typeof STUDENT_FILTERS)[number];

/** One filter's value: at most 200 characters of storable text (issue 10). */
const filterValue = (filter: StudentFilter) => text({ label: `Filter ${filter}`, max: 200 }).optional();

/**
 * Query of `GET /api/students`: the 12 filters (case-insensitive "contains"; `state` and `gender`
 * match exactly, ignoring case, since "Confirmed" is inside "Not_Confirmed" and "male" inside
 * "Female"), `page` (1-based) and `pageSize` (default 8, at most 100).
 */
export const studentListQuerySchema = z.object({
  ...Object.fromEntries(STUDENT_FILTERS.map((f) => [f, filterValue(f)])),
  page: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(STUDENT_PAGE_SIZE_MAX).default(STUDENT_PAGE_SIZE),
}) as z.ZodType<StudentListQuery, StudentListQueryInput>;
export type StudentListQuery = Partial<Record<StudentFilter, string>> & { page: number; pageSize: number };
export type StudentListQueryInput = Partial<Record<StudentFilter, string>> & {
  page?: number | string;
  pageSize?: number | string;
};

/** `GET /api/students/{id}` answer (spec §7). */
export const studentDetailResponseSchema = z.object({
  success: z.literal(true),
  student: studentSchema,
  message: z.string(),
});

/** `GET /api/students/count/confirmation-status` answer (spec §3 "Confirmation counts"). */
export const confirmationCountsSchema = z.object({
  confirmed_count: z.number().int(),
  not_confirmed_count: z.number().int(),
});
export type ConfirmationCounts = z.infer<typeof confirmationCountsSchema>;

/** `POST /api/FormRegister` answer. */
export const registrationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
});

/** Path parameter of `/api/students/{id}`. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(PG_INT_MAX) });

/** Default and maximum page size of a stage list. */
export const STAGE_PAGE_SIZE = 20;

/**
 * A candidate in a stage list (spec §3: id, full_name, national_id, state, ExamDate, ExamLocation),
 * plus `passport_number` for candidates registered with a passport only (issue 11).
 */
export const stageStudentSchema = studentSchema.pick({
  id: true,
  full_name: true,
  national_id: true,
  passport_number: true,
  state: true,
  ExamDate: true,
  ExamLocation: true,
});
export type StageStudent = z.infer<typeof stageStudentSchema>;
export const stageStudentListSchema = z.array(stageStudentSchema);

/** Query of `GET /api/stage/{stage}`: `page` (1-based) and `pageSize` (default 20, max 100). */
export const stageListQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(STUDENT_PAGE_SIZE_MAX).default(STAGE_PAGE_SIZE),
});

/** Path parameter of `/api/stage/{stage}`: any spelling of spec §7 (see `stageFromSegment`). */
export const stageParamsSchema = z.object({ stage: text({ label: "Stage", max: 40, trim: false }) });

/** Query of `GET /api/students/export`: the dashboard's filters, no pages (the whole result). */
export const studentExportQuerySchema = z.object(
  Object.fromEntries(STUDENT_FILTERS.map((f) => [f, filterValue(f)])),
) as unknown as z.ZodType<Partial<Record<StudentFilter, string>>>;

/** Name and sheet of the dashboard's Excel export (spec §9). */
export const STUDENT_EXPORT_FILE = "AllStudentData.xlsx";
export const EXPORT_SHEET = "Students";
