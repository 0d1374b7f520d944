import type { ClockedRoutes } from "#server/lib/route-plugin.ts";
import { deniedResponses, errorResponses, idParam } from "#shared/kit/schemas.ts";
import { retakeResponseSchema, staffRetakeBodySchema } from "#shared/sittings/retakes.ts";
import { invalidateAvailability } from "./availability.ts";
import { bookRetake } from "./retakes.ts";

/**
 * Staff's side of a retake (docs/product.md §11 "Retake", decision 0028): an admin books a new
 * attempt for a candidate from the candidate's page, exactly as the candidate would from the
 * status page (`POST /api/status/retake`), recorded as the admin's.
 */
export const retakeRoutes: ClockedRoutes = async (app, options) => {
  const { db, now = Date.now } = options;

  /**
   * Books a retake on the same registration: body `{test_center, Trail_month, requestedDateRange}`
   * (the wizard's rules). 200 `{state, waitingList}`; 400 `result` (no result sent, or a pass) or
   * a field of the body; 404 unknown or deleted candidate; 409 `result` when a retake is already booked.
   */
  app.post(
    "/api/students/:id/retake",
    {
      schema: {
        tags: ["students"],
        params: idParam("id"),
        body: staffRetakeBodySchema,
        response: { 200: retakeResponseSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request) => {
      const answer = await bookRetake(db, request.params.id, request.body, request.actor(), new Date(now()));
      invalidateAvailability();
      return answer;
    },
  );
};
