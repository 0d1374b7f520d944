import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import { type InviteTokens, invitePrefill } from "#server/domain/inquiry-invites.ts";
import { getPagedList, pagedList } from "#server/lib/paged-list.ts";
import type { PublicRateLimit } from "#server/plugins/rate-limit.ts";
import {
  contactMessageListQuerySchema,
  contactMessageListSchema,
} from "#shared/inquiries/contact-messages.ts";
import {
  inquiryDeleteResultSchema,
  inquiryInviteResultSchema,
  inquiryListQuerySchema,
  inquiryListSchema,
  inquiryUpdateResultSchema,
  inquiryUpdateSchema,
  invitePrefillQuerySchema,
  invitePrefillSchema,
} from "#shared/inquiries/inquiries.ts";
import { deniedResponses, errorResponses, idParam } from "#shared/kit/schemas.ts";
import { deleteInquiry, inviteInquiry, updateInquiry } from "./follow-up.ts";
import { listContactMessages, listInquiries } from "./queries.ts";

/** What the inquiry routes need besides the database. */
export interface InquiryRouteOptions {
  db: Db;
  /** The clock of deletes and their undo window (tests move it). */
  now?: () => number;
  /** The public endpoints' rate limit (the invitation's pre-fill is public). */
  rateLimit: PublicRateLimit;
  invites: InviteTokens;
  /** The public origin of links in e-mails (`emailOrigin`). */
  origin: string;
}

/**
 * One page of inquiries, newest first: `search` over name, email, phone and nationality, `exam`,
 * `status`, `assignee` (user id), `page`, `pageSize` (default 10); `X-Total-Count`. Without
 * parameters: the first page.
 */
const inquiryList = pagedList("inquiries", "/api/inquiries", inquiryListQuerySchema, inquiryListSchema);

/**
 * One page of the old contact form's messages (`/contact-form-old`, "Send us a message" on
 * /about), newest first: `search` over subject, email, phone and message, `page`, `pageSize`
 * (default 10); `X-Total-Count`.
 */
const contactMessageList = pagedList(
  "inquiries",
  "/api/contact-messages",
  contactMessageListQuerySchema,
  contactMessageListSchema,
);

/**
 * The inquiries inbox (docs/product.md §7 `GET /api/inquiries`) and its follow-up (docs/product.md §2 "Inquiries page"), the old
 * contact form's messages (decision 0007), admin only (the policy table); and the public pre-fill of an
 * invitation link.
 */
export const inquiryRoutes: FastifyPluginAsyncZod<InquiryRouteOptions> = async (
  app,
  { db, rateLimit, invites, origin, now = Date.now },
) => {
  getPagedList(app, inquiryList, (query) => listInquiries(db, query));

  /**
   * Sets any of `status`, `notes`, `assigneeId` (null clears) of an inquiry. 200 with the inquiry;
   * 400 `status` for `converted` (a registration sets it), 400 `assigneeId` unless a live admin;
   * 404 unknown or deleted. Audited.
   */
  app.patch(
    "/api/inquiries/:id",
    {
      schema: {
        tags: ["inquiries"],
        params: idParam("id"),
        body: inquiryUpdateSchema,
        response: { 200: inquiryUpdateResultSchema, ...deniedResponses, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      inquiry: await updateInquiry(db, request.params.id, request.body, request.actor()),
    }),
  );

  /**
   * Moves an inquiry to the Trash (soft, audited; decision 0029): 200 with the `undoToken` of the
   * 10 s undo; 404 unknown or deleted already. Admins restore it from the Trash.
   */
  app.delete(
    "/api/inquiries/:id",
    {
      schema: {
        tags: ["inquiries"],
        params: idParam("id"),
        response: { 200: inquiryDeleteResultSchema, ...deniedResponses, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      undoToken: await deleteInquiry(db, request.params.id, request.actor(), new Date(now())),
    }),
  );

  /**
   * E-mails the inquirer a link to the wizard pre-filled with the inquiry (valid 30 days); a new
   * inquiry becomes contacted. 200 `{success, invitedAt, status}`; 404 unknown or deleted; 409
   * already converted. Audited.
   */
  app.post(
    "/api/inquiries/:id/invite",
    {
      schema: {
        tags: ["inquiries"],
        params: idParam("id"),
        response: { 200: inquiryInviteResultSchema, ...deniedResponses, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const invited = await inviteInquiry(db, invites, origin, request.params.id, request.actor());
      return { success: true as const, invitedAt: invited.invitedAt.toISOString(), status: invited.status };
    },
  );

  /**
   * The wizard's pre-fill of an invitation link (`t`): regulator code, full name, e-mail, phone.
   * The same 404 for a forged, expired or unknown token or an inquiry already converted; 429 past
   * the public rate limit.
   */
  app.get(
    "/api/register/invite",
    {
      config: { rateLimit },
      schema: {
        tags: ["registration"],
        security: [],
        querystring: invitePrefillQuerySchema,
        response: { 200: invitePrefillSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => invitePrefill(db, invites, request.query.t),
  );

  getPagedList(app, contactMessageList, (query) => listContactMessages(db, query));
};
