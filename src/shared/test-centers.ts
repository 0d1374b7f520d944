import { z } from "zod";

/** A test center (spec §3). */
export const testCenterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  contact: z.string().nullable(),
});
export type TestCenter = z.infer<typeof testCenterSchema>;

/** `GET /api/test-center` answer (spec §7). */
export const testCenterListResponseSchema = z.object({
  success: z.literal(true),
  testCenters: z.array(testCenterSchema),
});
