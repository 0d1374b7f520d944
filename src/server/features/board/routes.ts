import type { Actor } from "#server/domain/actor.ts";
import { forbidden } from "#server/errors.ts";
import type { ClockedRoutes } from "#server/lib/route-plugin.ts";
import {
  type BoardFilter,
  boardColumnQuerySchema,
  boardColumnResponseSchema,
  boardQuerySchema,
  boardResponseSchema,
} from "#shared/candidates/board.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import { type BoardScope, boardColumns, boardPage } from "./queries.ts";

const tags = ["board"];

/**
 * The filters of a board call with the center scoped to the caller (docs/product.md §6): a
 * test_center user always its own (403 for another center's id), others the one asked for, or all.
 */
function scopeOf(actor: Actor, filter: BoardFilter): BoardScope {
  const { exam, month } = filter;
  if (actor.role !== "test_center") return { testCenterId: filter.test_center ?? null, exam, month };
  if (filter.test_center !== undefined && filter.test_center !== actor.testCenterId)
    throw forbidden("You may only see your own test center.");
  // A test_center user without a center sees nothing rather than every center.
  return { testCenterId: actor.testCenterId ?? -1, exam, month };
}

/**
 * The pipeline board (docs/product.md §12 "Staff at speed", "The board"; decision 0030): read
 * only. Who may call is `API_POLICY`'s (the roles that read candidates, a test_center user its own
 * center's); moves are the bulk state change's (`PATCH /api/students/change-state`), so its rules,
 * history and e-mails hold for every card moved. `now` is the app's clock (ages count to it).
 */
export const boardRoutes: ClockedRoutes = async (app, { db, now = Date.now }) => {
  /**
   * `GET /api/board?test_center=&exam=&month=&limit=`: every state in pipeline order with its count
   * of live candidates under the filters and its first `limit` cards (default 50, at most 200),
   * longest in the state first, and `nextCursor` for `GET /api/board/column`. 400 `{message,
   * field}` for a bad filter; 403 another center's id for a test_center user.
   */
  app.get(
    "/api/board",
    {
      schema: {
        tags,
        querystring: boardQuerySchema,
        response: { 200: boardResponseSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) => {
      const scope = scopeOf(request.actor(), request.query);
      const columns = await boardColumns(db, scope, request.query.limit);
      return {
        success: true as const,
        now: new Date(now()).toISOString(),
        test_center: scope.testCenterId,
        columns,
      };
    },
  );

  /**
   * `GET /api/board/column?state=&cursor=&test_center=&exam=&month=&limit=`: the next `limit`
   * cards of one column after `cursor` (a column's or page's `nextCursor`; none: from the first),
   * keyset-paged. 400 for a bad state, cursor or filter; 403 as `GET /api/board`.
   */
  app.get(
    "/api/board/column",
    {
      schema: {
        tags,
        querystring: boardColumnQuerySchema,
        response: { 200: boardColumnResponseSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) => {
      const { state, cursor, limit } = request.query;
      const scope = scopeOf(request.actor(), request.query);
      const page = await boardPage(db, state, scope, limit, cursor);
      return { success: true as const, now: new Date(now()).toISOString(), state, ...page };
    },
  );
};
