import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Actor, scopedCenterId } from "#server/domain/actor.ts";
import type { SeatOfferContext } from "#server/domain/seat-offers.ts";
import { notFound } from "#server/errors.ts";
import { type ClockedOptions, sessionSchema } from "#server/lib/route-plugin.ts";
import type { PublicRateLimit } from "#server/plugins/rate-limit.ts";
import { deniedResponses, errorResponses, idParam, positiveId } from "#shared/kit/schemas.ts";
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookSeatsBodySchema,
  bookSeatsResponseSchema,
  cancelSittingBodySchema,
  createSittingBodySchema,
  seatsConflictSchema,
  sittingCalendarQuerySchema,
  sittingCalendarResponseSchema,
  sittingDetailResponseSchema,
  sittingListQuerySchema,
  sittingListResponseSchema,
  sittingResponseSchema,
  updateSittingBodySchema,
  WAITING_LIST_MAX,
  waitingCandidatesResponseSchema,
} from "#shared/sittings/sittings.ts";
import { availability, invalidateAvailability } from "./availability.ts";
import {
  bookSeats,
  calendarSittings,
  cancelBooking,
  cancelSitting,
  createSitting,
  findSitting,
  listSittings,
  requireSittingAccess,
  sittingRoster,
  updateSitting,
  waitingCandidates,
} from "./queries.ts";
import { sittingResults } from "./results.ts";

/** What the sitting routes need besides the database. */
export interface SittingRouteOptions extends ClockedOptions {
  /** The public endpoints' rate limit (the availability route is public). */
  rateLimit: PublicRateLimit;
  /** Seat offers to the waiting list when seats appear (decision 0022); none without it. */
  offers?: SeatOfferContext;
}

const tags = ["sittings"];

/**
 * The answers of a write that moves seats (docs/product.md §10): `ok`, 400/404, 409 when the seats
 * do not fit (with `free` when a number is known), 401/403.
 */
function seatWriteResponses<T extends z.ZodType>(ok: T) {
  return {
    200: ok,
    ...errorResponses(400, 404),
    409: seatsConflictSchema.or(seatsConflictSchema.omit({ free: true })),
    ...deniedResponses,
  };
}

/**
 * Sittings and seats (docs/product.md §10, decision 0022): admins manage every center's sittings,
 * a test_center user its own center's, auditors read (`src/shared/access/policy.ts`). Every write clears
 * the availability cache.
 */
export const sittingRoutes: FastifyPluginAsyncZod<SittingRouteOptions> = async (app, options) => {
  const { db, rateLimit, now = Date.now, offers } = options;

  /** The sitting `id` when the actor may see it: 404 unknown, 403 another center's. */
  const accessibleSitting = async (id: number, actor: Actor) => {
    const sitting = await findSitting(db, id);
    if (!sitting) throw notFound("Sitting not found.");
    requireSittingAccess(actor, sitting.testCenterId);
    return sitting;
  };

  /** Runs a write that changes seats with the actor and the time, then clears the availability cache. */
  const seatWrite = async <T>(request: { actor(): Actor }, write: (actor: Actor, at: Date) => Promise<T>) => {
    const result = await write(request.actor(), new Date(now()));
    invalidateAvailability();
    return result;
  };

  /** The sittings of a center (a test_center user: always its own), a date range and a status. */
  app.get(
    "/api/sittings",
    { schema: sessionSchema(tags, { querystring: sittingListQuerySchema }, sittingListResponseSchema, 400) },
    async (request) => {
      const testCenterId = scopedCenterId(request.actor(), request.query.testCenterId);
      return { success: true as const, sittings: await listSittings(db, { ...request.query, testCenterId }) };
    },
  );

  /**
   * The month calendar's sittings (docs/product.md §10 "Sittings"): a center's (a test_center user:
   * always its own) or all centers', between two dates at most 62 days apart, seven fields each.
   */
  app.get(
    "/api/sittings/calendar",
    {
      schema: sessionSchema(
        tags,
        { querystring: sittingCalendarQuerySchema },
        sittingCalendarResponseSchema,
        400,
      ),
    },
    async (request) => {
      const testCenterId = scopedCenterId(request.actor(), request.query.testCenterId);
      return {
        success: true as const,
        sittings: await calendarSittings(db, { ...request.query, testCenterId }),
      };
    },
  );

  /** Creates a sitting: 201; 400 bad or incoherent fields, unknown center; 403 another center's. */
  app.post(
    "/api/sittings",
    {
      schema: {
        tags,
        body: createSittingBodySchema,
        response: { 201: sittingResponseSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const sitting = await seatWrite(request, (actor, at) =>
        createSitting(db, request.body, actor, at, offers),
      );
      return reply.status(201).send({ success: true as const, sitting });
    },
  );

  /** One sitting with its roster; 404 unknown; 403 another center's. */
  app.get(
    "/api/sittings/:id",
    { schema: sessionSchema(tags, { params: idParam("id") }, sittingDetailResponseSchema, 400, 404) },
    async (request) => {
      const sitting = await accessibleSitting(request.params.id, request.actor());
      const [roster, results] = await Promise.all([
        sittingRoster(db, sitting.id),
        sittingResults(db, sitting.id),
      ]);
      return {
        success: true as const,
        sitting,
        roster: roster.map((entry) => ({ ...entry, result: results.get(entry.studentId) ?? null })),
      };
    },
  );

  /** The center's candidates waiting for a seat in this sitting (its "Add candidates" list). */
  app.get(
    "/api/sittings/:id/waiting",
    { schema: sessionSchema(tags, { params: idParam("id") }, waitingCandidatesResponseSchema, 400, 404) },
    async (request) => {
      const sitting = await accessibleSitting(request.params.id, request.actor());
      return {
        success: true as const,
        candidates: await waitingCandidates(db, sitting, WAITING_LIST_MAX),
      };
    },
  );

  /** Edits a sitting: 409 fewer seats than booked or cancelled; a new date/time reaches its candidates. */
  app.patch(
    "/api/sittings/:id",
    {
      schema: sessionSchema(
        tags,
        { params: idParam("id"), body: updateSittingBodySchema },
        sittingResponseSchema,
        400,
        404,
        409,
      ),
    },
    async (request) => {
      const sitting = await seatWrite(request, (actor, at) =>
        updateSitting(db, request.params.id, request.body, actor, at, offers),
      );
      return { success: true as const, sitting };
    },
  );

  /** Cancels a sitting; its candidates move to `moveTo` or back to the pool. */
  app.post(
    "/api/sittings/:id/cancel",
    {
      schema: {
        tags,
        params: idParam("id"),
        body: cancelSittingBodySchema,
        response: seatWriteResponses(sittingResponseSchema),
      },
    },
    async (request) => {
      const sitting = await seatWrite(request, (actor, at) =>
        cancelSitting(db, request.params.id, request.body.moveTo, actor, at, offers),
      );
      return { success: true as const, sitting };
    },
  );

  /** Books candidates into the sitting: all or none (409 with `free` when they do not fit). */
  app.post(
    "/api/sittings/:id/bookings",
    {
      schema: {
        tags,
        params: idParam("id"),
        body: bookSeatsBodySchema,
        response: seatWriteResponses(bookSeatsResponseSchema),
      },
    },
    async (request) => {
      const result = await seatWrite(request, (actor, at) =>
        bookSeats(db, request.params.id, request.body.studentIds, actor, at),
      );
      return { success: true as const, ...result };
    },
  );

  /** Gives a candidate's seat back (staff, until the start); 404 when they hold none there. */
  app.delete(
    "/api/sittings/:id/bookings/:studentId",
    {
      schema: {
        tags,
        params: z.object({ id: positiveId, studentId: positiveId }),
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses(400, 404, 409),
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      await seatWrite(request, (actor, at) =>
        cancelBooking(db, request.params.id, request.params.studentId, actor, at, offers),
      );
      return { success: true as const };
    },
  );

  /** Public: which of the next 12 months have seats for an exam at a center (levels, no counts). */
  app.get(
    "/api/availability",
    {
      config: { rateLimit },
      schema: {
        tags,
        security: [],
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      months: await availability(db, request.query.testCenter, request.query.exam, new Date(now())),
    }),
  );
};
