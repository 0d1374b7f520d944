import { and, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { students } from "#server/db/schema.ts";
import type { SeatOfferContext } from "#server/domain/seat-offers.ts";
import { notFound } from "#server/errors.ts";
import type { ClockedOptions } from "#server/lib/route-plugin.ts";
import type { StatusLinks } from "#server/lib/status-links.ts";
import type { PublicRateLimit } from "#server/plugins/rate-limit.ts";
import { errorResponses } from "#shared/kit/schemas.ts";
import { normaliseEmail, STATUS_TEXTS, statusTokenQuerySchema } from "#shared/registration/status.ts";
import { retakeResponseSchema, statusRetakeBodySchema } from "#shared/sittings/retakes.ts";
import {
  moveSeatBodySchema,
  releaseSeatBodySchema,
  seatOptionsResponseSchema,
} from "#shared/sittings/sittings.ts";
import { invalidateAvailability } from "./availability.ts";
import { candidateMoveSeat, candidateReleaseSeat, candidateSeatOptions } from "./queries.ts";
import { bookRetake } from "./retakes.ts";

/** What the candidate's seat routes need besides the database. */
export interface CandidateSeatRouteOptions extends ClockedOptions {
  links: StatusLinks;
  rateLimit: PublicRateLimit;
  /** Whom a candidate past the change deadline writes to. */
  supportEmail: string;
  /** Seat offers to the waiting list when a seat is given back (decision 0022). */
  offers?: SeatOfferContext;
}

/**
 * The live candidate a status link names, still at the address it was sent to; the status page's
 * one 404 otherwise (docs/product.md §2 "Status page": a bad link tells nothing).
 */
async function candidateOf(db: Db, links: StatusLinks, token: string): Promise<number> {
  const claims = await links.verify(token);
  const [row] = claims
    ? await db
        .select({ id: students.id, email: students.email })
        .from(students)
        .where(and(eq(students.id, claims.studentId), isNull(students.deletedAt)))
    : [];
  if (!row || !claims || normaliseEmail(row.email) !== normaliseEmail(claims.email)) {
    throw notFound(STATUS_TEXTS.notFound);
  }
  return row.id;
}

const ok = z.object({ success: z.literal(true) });

/**
 * The candidate's own seat changes from the status page (docs/product.md §10): the sittings they
 * may move to, a move, a give-back, and a retake after a fail or an absence (docs/product.md §11
 * "Retake"); public, authorised by the status link's token, rate-limited.
 * Each change is recorded in the candidate's history as theirs.
 */
export const candidateSeatRoutes: FastifyPluginAsyncZod<CandidateSeatRouteOptions> = async (app, options) => {
  const { db, links, rateLimit, supportEmail, now = Date.now, offers } = options;
  const tags = ["status"];

  /** A seat change's route options: public, rate-limited, the token in `body`; 200 `{success}`, 400/404/409. */
  const seatChangeRoute = <Body extends z.ZodType>(body: Body) => ({
    config: { rateLimit },
    schema: { tags, security: [], body, response: { 200: ok, ...errorResponses(400, 404, 409) } },
  });

  /** Applies a seat change to the candidate of status-link `token`, then clears the availability cache. */
  const changeSeat = async (token: string, change: (studentId: number, at: Date) => Promise<unknown>) => {
    await change(await candidateOf(db, links, token), new Date(now()));
    invalidateAvailability();
    return { success: true as const };
  };

  /** The other sittings the candidate may move to now (none after the deadline). */
  app.get(
    "/api/status/sittings",
    {
      config: { rateLimit },
      schema: {
        tags,
        security: [],
        querystring: statusTokenQuerySchema,
        response: { 200: seatOptionsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const studentId = await candidateOf(db, links, request.query.t);
      return { success: true as const, sittings: await candidateSeatOptions(db, studentId, new Date(now())) };
    },
  );

  /** Moves the candidate's seat: 409 past the deadline, no seat, or the sitting not open to them. */
  app.post("/api/status/seat", seatChangeRoute(moveSeatBodySchema), async (request) =>
    changeSeat(request.body.t, (studentId, at) =>
      candidateMoveSeat(db, studentId, request.body.sittingId, at, supportEmail),
    ),
  );

  /** Gives the candidate's seat back: 409 past the deadline or without a seat. */
  app.post("/api/status/seat/release", seatChangeRoute(releaseSeatBodySchema), async (request) =>
    changeSeat(request.body.t, (studentId, at) =>
      candidateReleaseSeat(db, studentId, at, supportEmail, offers),
    ),
  );

  /**
   * Books a retake on the same registration (decision 0028): body `t` and the wizard's
   * `test_center`, `Trail_month`, `requestedDateRange`. 200 `{state, waitingList}`; 400 `result` with
   * no result sent or a pass, or a field of the body; 404 a bad link; 409 `result` when a retake is
   * already booked. Recorded in the candidate's history as theirs.
   */
  app.post(
    "/api/status/retake",
    {
      config: { rateLimit },
      schema: {
        tags,
        security: [],
        body: statusRetakeBodySchema,
        response: { 200: retakeResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { t, ...choice } = request.body;
      const studentId = await candidateOf(db, links, t);
      const answer = await bookRetake(db, studentId, choice, null, new Date(now()));
      invalidateAvailability();
      return answer;
    },
  );
};
