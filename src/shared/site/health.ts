import { z } from "zod";

/**
 * `GET /api/health` answer when the database answers and takes writes; `warnings` when something
 * that does not stop the site needs the operator (a backup disk below `DISK_FREE_MIN`).
 */
export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  warnings: z.array(z.string()).optional(),
});
