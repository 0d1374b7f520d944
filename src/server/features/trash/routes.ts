import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import {
  restoreResultSchema,
  trashItemParamsSchema,
  trashListSchema,
  trashQuerySchema,
} from "#shared/trash/undo.ts";
import { listTrash, restoreFromTrash } from "./queries.ts";

/**
 * The Trash (docs/product.md §12 "Undo and restore", decision 0029), admin only: what was deleted,
 * by whom and when, until the retention sweep purges it, and its restore.
 */
export const trashRoutes: FastifyPluginAsyncZod<{ db: Db; retentionDays: number }> = async (
  app,
  { db, retentionDays },
) => {
  /** `GET /api/trash?kind=students|users|inquiries|messages` (default students): newest deleted first, at most 500. 400 unknown kind. */
  app.get(
    "/api/trash",
    {
      schema: {
        tags: ["trash"],
        querystring: trashQuerySchema,
        response: { 200: trashListSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) => ({
      items: await listTrash(db, request.query.kind, retentionDays),
      retention_days: retentionDays,
    }),
  );

  /**
   * `POST /api/trash/{kind}/{id}/restore`: the row is live again, with a `restored` event (a
   * candidate) or an audit row. 404 not in the Trash; 409 a live row now holds its e-mail, national
   * ID, passport number or username (decision 0019).
   */
  app.post(
    "/api/trash/:kind/:id/restore",
    {
      schema: {
        tags: ["trash"],
        params: trashItemParamsSchema,
        response: { 200: restoreResultSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      await restoreFromTrash(db, request.params.kind, request.params.id, request.actor());
      return { success: true as const, message: "Restored." };
    },
  );
};
