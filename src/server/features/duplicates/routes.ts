import { getPagedList, pagedList } from "#server/lib/paged-list.ts";
import type { DbRoutes } from "#server/lib/route-plugin.ts";
import {
  dismissAnswerSchema,
  dismissBodySchema,
  duplicatePairListSchema,
  duplicatesQuerySchema,
  mergeAnswerSchema,
  mergeBodySchema,
} from "#shared/candidates/duplicates.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import { dismissPair, listDuplicatePairs, mergeCandidates } from "./queries.ts";

const tags = ["duplicates"];

/**
 * Possible duplicate persons (docs/product.md §12 "Duplicates and merge", decision 0031):
 * - `GET /api/duplicates?page&pageSize` → the open pairs, newest first, each with both records and
 *   its reasons; the total in `X-Total-Count` (admin, auditor).
 * - `POST /api/duplicates/merge` `{ keepId, mergeId }` → `{ success, message, keptId, moved }`: one
 *   transaction moves the merged record's rows to the kept one and soft-deletes it (admin). 400 for
 *   the same id twice, 404 for an unknown or deleted candidate, 409 when both hold a seat, are both
 *   waiting, or both have a result for one sitting.
 * - `POST /api/duplicates/dismiss` `{ studentId, otherId }` → the pair is "not a duplicate" and
 *   leaves the queue for good (admin). 404 when they are not an open pair.
 */
export const duplicateRoutes: DbRoutes = async (app, { db }) => {
  getPagedList(
    app,
    pagedList("duplicates", "/api/duplicates", duplicatesQuerySchema, duplicatePairListSchema),
    (query) => listDuplicatePairs(db, query),
  );

  app.post(
    "/api/duplicates/merge",
    {
      schema: {
        tags,
        body: mergeBodySchema,
        response: { 200: mergeAnswerSchema, ...deniedResponses, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { keepId, mergeId } = request.body;
      const moved = await mergeCandidates(db, keepId, mergeId, request.actor());
      return { success: true as const, message: "The two records were merged.", keptId: keepId, moved };
    },
  );

  app.post(
    "/api/duplicates/dismiss",
    {
      schema: {
        tags,
        body: dismissBodySchema,
        response: { 200: dismissAnswerSchema, ...deniedResponses, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await dismissPair(db, request.body.studentId, request.body.otherId, request.actor());
      return { success: true as const, message: "The pair was marked as not a duplicate." };
    },
  );
};
