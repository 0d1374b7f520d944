import { z } from "zod";
import { optionalText, pageQuery, readFields, savedAnswer, successAnswer } from "#shared/kit/schemas.ts";
import { requiredText } from "#shared/kit/text-fields.ts";

/** A test center (docs/product.md §3). */
export const testCenterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  contact: z.string().nullable(),
});
export type TestCenter = z.infer<typeof testCenterSchema>;

/** `GET /api/test-center` answer (docs/product.md §7). */
export const testCenterListResponseSchema = successAnswer({
  testCenters: z.array(testCenterSchema),
});

/** `POST /api/test-center` body (docs/product.md §5 "Test center registration": name and address required). */
export const createTestCenterBodySchema = z.object({
  name: requiredText({ label: "Name", max: 150 }),
  address: requiredText({ label: "Address", max: 300 }),
  contact: optionalText("Contact", 100),
});
export type CreateTestCenterInput = z.input<typeof createTestCenterBodySchema>;
export type CreateTestCenter = z.output<typeof createTestCenterBodySchema>;

/** `POST /api/test-center` answer: the message and the new center. */
export const createTestCenterResponseSchema = savedAnswer({
  testCenter: testCenterSchema,
});

/** `GET /api/test-center/{id}` answer. */
export const testCenterResponseSchema = successAnswer({ testCenter: testCenterSchema });

/** Page size of the test-center dashboard (docs/product.md §9: 10 per page). */
export const TEST_CENTER_PAGE_SIZE = 10;

/**
 * A candidate in the test-center dashboard (docs/product.md §3: id, first_name, last_name, full_name,
 * exam_category, exam_name, reg_place — where they registered from).
 */
export const testCenterStudentSchema = z.object({
  id: z.number().int(),
  ...readFields.names,
  ...readFields.exam,
  reg_place: z.string(),
});
export type TestCenterStudent = z.infer<typeof testCenterStudentSchema>;
export const testCenterStudentListSchema = z.array(testCenterStudentSchema);

/** Query of the test-center student list: `page` (1-based), `pageSize` (default 10, max 100). */
export const testCenterStudentsQuerySchema = z.object(pageQuery(TEST_CENTER_PAGE_SIZE));

/** `{Center_Name}_Students.xlsx` (spaces → underscores), or `Students.xlsx` without a name (docs/product.md §9). */
export function testCenterExportFileName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed.replace(/\s+/g, "_")}_Students.xlsx` : "Students.xlsx";
}
