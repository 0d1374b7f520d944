import type { ClockedRoutes } from "#server/lib/route-plugin.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import { searchAnswerSchema, searchQuerySchema } from "#shared/search/search.ts";
import { search } from "./queries.ts";

/**
 * The staff navbar's one search (docs/product.md §12 "One search", decision 0026):
 * `GET /api/search?q=…` → `{ results: [{ kind, id, label, sublabel, href }] }`, at most 8 per kind,
 * only the kinds and rows the caller's role may read (a test_center user its own center's). 400
 * `{message, field: "q"}` for a missing, too short (< 2) or too long (> 100) query.
 */
export const searchRoutes: ClockedRoutes = async (app, { db, now = Date.now }) => {
  app.get(
    "/api/search",
    {
      schema: {
        tags: ["search"],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...deniedResponses, ...errorResponses(400) },
      },
    },
    async (request) => ({
      results: await search(db, request.actor(), request.query.q, new Date(now()).toISOString().slice(0, 10)),
    }),
  );
};
