/**
 * The sitting form's values and their mapping to the API bodies (`POST /api/sittings`,
 * `PATCH /api/sittings/{id}`), checked with the shared schemas so the browser refuses what the
 * server would (docs/product.md §10).
 */
import type { FormErrors } from "@mantine/form";
import { REGULATORS } from "#shared/reference/regulators.ts";
import {
  type CreateSittingBody,
  createSittingBodySchema,
  DEFAULT_CHANGE_DEADLINE_HOURS,
  type Sitting,
  type UpdateSittingBody,
  updateSittingBodySchema,
} from "#shared/sittings/sittings.ts";
import { centerLocalFromIso, isoFromCenterLocal } from "#web/lib/sitting-format.ts";

/** What the form holds: the inputs' own values (text for numbers and ids, datetime-local for instants). */
export interface SittingFormValues {
  testCenterId: string | null;
  date: string;
  startTime: string;
  durationMinutes: number | string;
  seats: number | string;
  examCategory: string | null;
  examName: string | null;
  room: string;
  notes: string;
  bookingOpensAt: string;
  bookingClosesAt: string;
  changeDeadlineHours: number | string;
  status: string;
}

/** The form's fields in screen order (the first invalid one is focused). */
export const SITTING_FORM_FIELDS = [
  "testCenterId",
  "date",
  "startTime",
  "durationMinutes",
  "seats",
  "examCategory",
  "examName",
  "room",
  "notes",
  "bookingOpensAt",
  "bookingClosesAt",
  "changeDeadlineHours",
  "status",
] as const satisfies readonly (keyof SittingFormValues)[];

/** A new sitting's starting values: a morning sitting of 3 hours, 20 seats, a draft. */
export function emptySittingValues(testCenterId: number | null, date: string): SittingFormValues {
  return {
    testCenterId: testCenterId === null ? null : String(testCenterId),
    date,
    startTime: "09:00",
    durationMinutes: 180,
    seats: 20,
    examCategory: null,
    examName: null,
    room: "",
    notes: "",
    bookingOpensAt: "",
    bookingClosesAt: "",
    changeDeadlineHours: DEFAULT_CHANGE_DEADLINE_HOURS,
    status: "draft",
  };
}

/** A sitting's values, to edit it. */
export function sittingValues(sitting: Sitting): SittingFormValues {
  return {
    testCenterId: String(sitting.testCenterId),
    date: sitting.date,
    startTime: sitting.startTime,
    durationMinutes: sitting.durationMinutes,
    seats: sitting.seats,
    examCategory: sitting.examCategory,
    examName: sitting.examName,
    room: sitting.room ?? "",
    notes: sitting.notes ?? "",
    bookingOpensAt: centerLocalFromIso(sitting.bookingOpensAt),
    bookingClosesAt: centerLocalFromIso(sitting.bookingClosesAt),
    changeDeadlineHours: sitting.changeDeadlineHours,
    status: sitting.status,
  };
}

const blankToNull = (text: string) => (text.trim() === "" ? null : text);

/** The fields both bodies share. */
function commonFields(values: SittingFormValues) {
  return {
    date: values.date,
    startTime: values.startTime,
    durationMinutes: values.durationMinutes === "" ? Number.NaN : Number(values.durationMinutes),
    seats: values.seats === "" ? Number.NaN : Number(values.seats),
    examCategory: (values.examCategory || null) as CreateSittingBody["examCategory"],
    examName: values.examName || null,
    room: blankToNull(values.room),
    notes: blankToNull(values.notes),
    bookingOpensAt: isoFromCenterLocal(values.bookingOpensAt),
    bookingClosesAt: isoFromCenterLocal(values.bookingClosesAt),
    changeDeadlineHours: values.changeDeadlineHours === "" ? Number.NaN : Number(values.changeDeadlineHours),
  };
}

/** `POST /api/sittings` body of the form. */
export function createBody(values: SittingFormValues): CreateSittingBody {
  return {
    testCenterId: Number(values.testCenterId ?? Number.NaN),
    ...commonFields(values),
    status: values.status as "draft" | "published",
  };
}

/** `PATCH /api/sittings/{id}` body of the form (the center does not change). */
export function updateBody(values: SittingFormValues): UpdateSittingBody {
  return { ...commonFields(values), status: values.status as "draft" | "published" | "closed" };
}

/** The shared schema's messages by field, for Mantine's form. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (errors.testCenterId) errors.testCenterId = "Please choose a test center.";
  return errors;
}

/** Checks a new sitting as the server will. */
export const validateCreate = (values: SittingFormValues): FormErrors =>
  errorsOf(createSittingBodySchema.safeParse(createBody(values)));

/** Checks an edit as the server will. */
export const validateUpdate = (values: SittingFormValues): FormErrors =>
  errorsOf(updateSittingBodySchema.safeParse(updateBody(values)));

/** The exam categories (regulators) a sitting may be limited to. */
export const EXAM_CATEGORY_OPTIONS = REGULATORS.map((r) => ({
  value: r.code,
  label: `${r.code} (${r.name})`,
}));

/** The exams of regulator `code`, for the exam picker (none without a regulator). */
export function examOptions(code: string | null): string[] {
  const regulator = REGULATORS.find((r) => r.code === code);
  return regulator ? [...new Set(regulator.specialties.flatMap((s) => s.exams))] : [];
}
