/**
 * The contract of `GET /api/stage/{stage}` (docs/product.md §2 "Staff screens", §7 stage calls): its page size,
 * query, path parameter and rows. The stages themselves (titles, paths) are in pipeline.ts.
 */
import { z } from "zod";
import { pageQuery } from "#shared/kit/schemas.ts";
import { oneLineText } from "#shared/kit/text-fields.ts";
import { studentSchema } from "./candidates.ts";

/** Default page size of a stage list (the maximum is the student list's, 100). */
export const STAGE_PAGE_SIZE = 20;

/**
 * A candidate in a stage list (docs/product.md §3: id, full_name, national_id, state, ExamDate, ExamLocation),
 * plus `passport_number` for candidates registered with a passport only (docs/product.md §2 "Student list").
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
export const stageListQuerySchema = z.object(pageQuery(STAGE_PAGE_SIZE));

/** Path parameter of `/api/stage/{stage}`: any spelling of docs/product.md §7 (see `stageFromSegment` of pipeline.ts). */
export const stageParamsSchema = z.object({ stage: oneLineText({ label: "Stage", max: 40, trim: false }) });
