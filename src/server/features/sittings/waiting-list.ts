/**
 * Staff's view of the waiting lists and the seat offers' claim (decision 0022, "Waiting list"):
 * `GET /api/waiting-list` (ordered), `PATCH /api/waiting-list/{id}` to reorder (admins; a
 * test_center user its own center's; auditors read), `POST /api/seat-offers/claim` (public,
 * rate-limited; the signed link is the permission).
 */

import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { students, waitingList } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { LIVE_WAITING, liveWaitingIn, waitingQueue } from "#server/domain/seat-offers.ts";
import { forbidden, notFound } from "#server/errors.ts";
import { type ClockedOptions, sessionSchema } from "#server/lib/route-plugin.ts";
import type { SeatOfferLinks } from "#server/lib/seat-offer-links.ts";
import type { PublicRateLimit } from "#server/plugins/rate-limit.ts";
import { errorResponses, idParam } from "#shared/kit/schemas.ts";
import {
  claimOfferBodySchema,
  reorderWaitingBodySchema,
  type WaitingEntry,
  waitingListQuerySchema,
  waitingListResponseSchema,
} from "#shared/sittings/sittings.ts";
import { invalidateAvailability } from "./availability.ts";
import { claimSeatOffer, requireSittingAccess } from "./queries.ts";

/** The live entries of a center and month, in order. */
export async function waitingEntries(db: Db, testCenterId: number, month: string): Promise<WaitingEntry[]> {
  const rows = await waitingQueue(
    db
      .select({
        id: waitingList.id,
        position: waitingList.position,
        studentId: waitingList.studentId,
        reference: students.reference,
        fullName: students.fullName,
        examCategory: waitingList.examCategory,
        examName: waitingList.examName,
        status: waitingList.status,
        offeredAt: waitingList.offeredAt,
        createdAt: waitingList.createdAt,
      })
      .from(waitingList)
      .$dynamic(),
    testCenterId,
    month,
  ).limit(5000);
  return rows.map((row) => ({
    ...row,
    offeredAt: row.offeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Moves entry `id` to `position` (1 = first; past the end = last) among its center and month's
 * live entries, renumbering them 1..n in one transaction. 404 unknown or no longer waiting; 403
 * another center's or an auditor.
 */
export async function reorderWaiting(db: Db, id: number, position: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        testCenterId: waitingList.testCenterId,
        month: waitingList.month,
        status: waitingList.status,
      })
      .from(waitingList)
      .where(eq(waitingList.id, id));
    if (!entry || !LIVE_WAITING.includes(entry.status)) throw notFound("Waiting-list entry not found.");
    requireSittingAccess(actor, entry.testCenterId);
    if (actor.role === "auditor") throw forbidden("Auditors read the waiting list; they do not change it.");
    const group = await tx
      .select({ id: waitingList.id })
      .from(waitingList)
      .where(liveWaitingIn(entry.testCenterId, entry.month))
      .orderBy(asc(waitingList.position), asc(waitingList.id))
      .for("update");
    const order = group.map((g) => g.id).filter((g) => g !== id);
    order.splice(Math.min(position, order.length + 1) - 1, 0, id);
    for (const [index, entryId] of order.entries()) {
      await tx
        .update(waitingList)
        .set({ position: index + 1 })
        .where(eq(waitingList.id, entryId));
    }
    return { testCenterId: entry.testCenterId, month: entry.month };
  });
}

/** What the waiting-list routes need besides the database. */
export interface WaitingListRouteOptions extends ClockedOptions {
  rateLimit: PublicRateLimit;
  links: SeatOfferLinks;
}

const tags = ["sittings"];

export const waitingListRoutes: FastifyPluginAsyncZod<WaitingListRouteOptions> = async (app, options) => {
  const { db, rateLimit, links, now = Date.now } = options;

  /** A center and month's waiting list, in order; 403 another center's. */
  app.get(
    "/api/waiting-list",
    { schema: sessionSchema(tags, { querystring: waitingListQuerySchema }, waitingListResponseSchema, 400) },
    async (request) => {
      requireSittingAccess(request.actor(), request.query.testCenterId);
      return {
        success: true as const,
        entries: await waitingEntries(db, request.query.testCenterId, request.query.month),
      };
    },
  );

  /** Moves an entry to `position`; answers the list as it is now. */
  app.patch(
    "/api/waiting-list/:id",
    {
      schema: sessionSchema(
        tags,
        { params: idParam("id"), body: reorderWaitingBodySchema },
        waitingListResponseSchema,
        400,
        404,
      ),
    },
    async (request) => {
      const { testCenterId, month } = await reorderWaiting(
        db,
        request.params.id,
        request.body.position,
        request.actor(),
      );
      return { success: true as const, entries: await waitingEntries(db, testCenterId, month) };
    },
  );

  /** Claims the seat held by an offer: 200 booked; 404 bad or expired link; 409 the hold is gone. */
  app.post(
    "/api/seat-offers/claim",
    {
      config: { rateLimit },
      schema: {
        tags,
        security: [],
        body: claimOfferBodySchema,
        response: {
          200: z.object({ success: z.literal(true), sittingId: z.number().int() }),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      const bookingId = await links.verify(request.body.t);
      if (bookingId === null) throw notFound("This link is not valid or has run out.");
      const { sittingId } = await claimSeatOffer(db, bookingId, new Date(now()));
      invalidateAvailability();
      return { success: true as const, sittingId };
    },
  );
};
