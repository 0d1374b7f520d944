import type { ClockedRoutes } from "#server/lib/route-plugin.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import { undoBodySchema, undoResultSchema } from "#shared/trash/undo.ts";
import { undoChange } from "./queries.ts";

/**
 * `POST /api/undo` `{ undoToken }` (docs/product.md §12 "Undo and restore", decision 0029): takes back
 * the bulk state change or delete whose answer carried the token, within its window, once. 400 a
 * malformed token; 403 another staff member's change (admins may undo anyone's); 404 unknown
 * token; 409 the rows changed since or a restore would break a uniqueness rule; 410 used already or
 * too late.
 */
export const undoRoutes: ClockedRoutes = async (app, { db, now = Date.now }) => {
  app.post(
    "/api/undo",
    {
      schema: {
        tags: ["undo"],
        body: undoBodySchema,
        response: { 200: undoResultSchema, ...errorResponses(400, 404, 409, 410), ...deniedResponses },
      },
    },
    async (request) => {
      const count = await undoChange(db, request.body.undoToken, request.actor(), new Date(now()));
      const message = count === 1 ? "Undone: 1 change taken back." : `Undone: ${count} changes taken back.`;
      return { success: true as const, message, count };
    },
  );
};
