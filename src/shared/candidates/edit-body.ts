/**
 * The Edit Student Data body of a candidate as read: apart from `candidates/edit.ts` because it reads
 * the candidate's shape (`candidates/candidates.ts`), which reads the pipeline, which reads the edit fields.
 */

import type { Student } from "./candidates.ts";
import { type StudentEditField, studentEditFieldsSchema } from "./edit.ts";

/** A candidate's edit-form fields as read (`examSubcategory` is the candidate's `exam_specialty`). */
export type StudentEditBody = {
  [F in StudentEditField]: F extends keyof Student ? Student[F] : Student["exam_specialty"];
};

/**
 * The Edit Student Data body of a candidate as read (docs/product.md §3 → §5): every editable field, stored
 * values unchanged, under the form's wire names. What the form starts with, and what a client sends
 * back with its changes.
 */
export function studentEditBody(student: Student): StudentEditBody {
  const fields = studentEditFieldsSchema.keyof().options;
  return Object.fromEntries(
    fields.map((field) => [
      field,
      field === "examSubcategory" ? student.exam_specialty : student[field as keyof Student],
    ]),
  ) as StudentEditBody;
}
