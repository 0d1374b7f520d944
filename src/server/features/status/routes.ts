import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import {
  type LetterContext,
  letterFileName,
  letterPdf,
  letterSeat,
} from "#server/domain/admission-letters.ts";
import { latestResult } from "#server/domain/exam-results.ts";
import { notFound } from "#server/errors.ts";
import { pdfBodySchema, sendPdf } from "#server/lib/pdf-response.ts";
import { type StatusLinks, statusUrl } from "#server/lib/status-links.ts";
import { attachment } from "#server/lib/xlsx-stream.ts";
import { examCalendarAttachment } from "#server/mail/calendar.ts";
import type { PublicRateLimit } from "#server/plugins/rate-limit.ts";
import { errorResponses } from "#shared/kit/schemas.ts";
import {
  candidateStatusSchema,
  statusLookupSchema,
  statusTokenQuerySchema,
} from "#shared/registration/status.ts";
import {
  appointmentParams,
  findByReference,
  findByToken,
  type StatusContext,
  statusView,
} from "./queries.ts";

/** What the status routes need besides the database. */
export interface StatusRouteOptions extends Omit<StatusContext, "links"> {
  db: Db;
  /** The public endpoints' rate limit, per client address (staff registering for others exempt). */
  rateLimit: PublicRateLimit;
  links: StatusLinks;
  /** The public origin (`emailOrigin`): the calendar entry links back to the status page. */
  origin: string;
  /** Signs and draws the admission letter (decision 0023). */
  letters: LetterContext;
}

const CALENDAR_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * The candidate's status page (docs/product.md §2 "Status page"), public and rate-limited like the other public
 * endpoints; every answer `Cache-Control: no-store` (every `/api` answer is). The same 404 body
 * for an unknown reference, a wrong address, a deleted registration and a forged, expired or void
 * link (docs/product.md "Status page").
 */
export const candidateStatusRoutes: FastifyPluginAsyncZod<StatusRouteOptions> = async (app, options) => {
  const { db, rateLimit, links, origin } = options;
  const context: StatusContext = {
    links,
    supportEmail: options.supportEmail,
    supportPhone: options.supportPhone,
    paymentInstructions: options.paymentInstructions,
    now: options.now,
  };
  const refused = errorResponses(400, 404, 429);

  /**
   * Looks a registration up by `reference` (case, spaces and dashes ignored) and `email` (case
   * ignored). 200 the status view with a fresh signed `token` (30 days) for the page's links; 404
   * "We could not find a registration with this reference and e-mail address." whichever part is
   * wrong; 400 a malformed reference or address (`field`); 429 past `RATE_LIMIT_PUBLIC` a minute.
   */
  app.post(
    "/api/status",
    {
      config: { rateLimit },
      schema: {
        tags: ["status"],
        security: [],
        body: statusLookupSchema,
        response: { 200: candidateStatusSchema, ...refused },
      },
    },
    async (request) => {
      const candidate = await findByReference(db, request.body);
      return statusView(db, context, candidate, await links.token(candidate.id, candidate.email));
    },
  );

  /**
   * The status view of a signed link (`t`, the `/status?t=` of the e-mails): the link's own token
   * comes back (opening a link never extends it). 404 as above for a forged or expired link, or one
   * sent to an address the candidate has since changed; 429 past the limit.
   */
  app.get(
    "/api/status",
    {
      config: { rateLimit },
      schema: {
        tags: ["status"],
        security: [],
        querystring: statusTokenQuerySchema,
        response: { 200: candidateStatusSchema, ...refused },
      },
    },
    async (request) => {
      const { t } = request.query;
      return statusView(db, context, await findByToken(db, links, t), t);
    },
  );

  /**
   * The exam appointment as a calendar file (`exam.ics`, `text/calendar`, an attachment): the same
   * entry as the exam-details e-mail's (same UID, so a calendar updates it), timed at the test
   * center's local hour. `t` is a status token (the view's `token`). 404 as above for a bad link;
   * 404 "No exam appointment is scheduled yet." before the exam has a date and a location.
   */
  app.get(
    "/api/status/calendar.ics",
    {
      config: { rateLimit },
      schema: {
        tags: ["status"],
        security: [],
        querystring: statusTokenQuerySchema,
        produces: ["text/calendar"],
        response: { 200: z.unknown().describe("The exam as an iCalendar (.ics) file"), ...refused },
      },
    },
    async (request, reply) => {
      const candidate = await findByToken(db, links, request.query.t);
      const file = examCalendarAttachment(appointmentParams(candidate), {
        uid: `exam-${candidate.id}@${new URL(origin).hostname}`,
        url: statusUrl(origin, request.query.t),
        // Later than any e-mailed copy of the same details: a calendar keeps the newest.
        sequence: Math.floor(Date.now() / 1000),
      });
      return reply
        .header("Content-Type", CALENDAR_TYPE)
        .header("Content-Disposition", attachment(file.filename))
        .send(Buffer.from(file.content, "base64"));
    },
  );

  /**
   * The candidate's admission letter (docs/product.md §11 "Admission letter"), the same PDF staff
   * print, from the live seat, in the candidate's language. `t` is a status token. 404 as above for
   * a bad link; 404 "No seat is booked for you yet." without a live seat, or once that seat's result
   * is recorded.
   */
  app.get(
    "/api/status/admission-letter.pdf",
    {
      config: { rateLimit },
      schema: {
        tags: ["status"],
        security: [],
        querystring: statusTokenQuerySchema,
        produces: ["application/pdf"],
        response: { 200: pdfBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      const candidate = await findByToken(db, links, request.query.t);
      const [seat, result] = await Promise.all([
        letterSeat(db, candidate.id),
        latestResult(db, candidate.id),
      ]);
      // A seat whose result is out is over: no letter for it (docs/product.md §11 "Retake").
      if (!seat || result?.bookingId === seat.bookingId) throw notFound("No seat is booked for you yet.");
      return sendPdf(reply, letterFileName(seat.reference), await letterPdf(options.letters, seat));
    },
  );
};
