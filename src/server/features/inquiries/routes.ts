import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessageListQuerySchema, contactMessageListSchema } from "../../../shared/contact-messages.ts";
import { deniedResponses, errorBodySchema } from "../../../shared/errors.ts";
import { inquiryListQuerySchema, inquiryListSchema } from "../../../shared/inquiries.ts";
import type { Db } from "../../db/client.ts";
import { listContactMessages, listInquiries } from "./queries.ts";

/**
 * The inquiries inbox (spec §7 `GET /api/inquiries`) and the old contact form's messages (issue 11),
 * admin only (the policy table).
 */
export const inquiryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * One page of inquiries, newest first: `search` over name, email, phone and nationality, `exam`,
   * `page`, `pageSize` (default 10); `X-Total-Count`. Without parameters: the first page.
   */
  app.get(
    "/api/inquiries",
    {
      schema: {
        tags: ["inquiries"],
        querystring: inquiryListQuerySchema,
        response: {
          200: inquiryListSchema,
          400: errorBodySchema,
          ...deniedResponses,
        },
      },
    },
    async (request, reply) => {
      const { inquiries, total } = await listInquiries(db, request.query);
      reply.header("X-Total-Count", String(total));
      return inquiries;
    },
  );

  /**
   * One page of the old contact form's messages (`/contact-form-old`, "Send us a message" on
   * /about), newest first: `search` over subject, email, phone and message, `page`, `pageSize`
   * (default 10); `X-Total-Count`.
   */
  app.get(
    "/api/contact-messages",
    {
      schema: {
        tags: ["inquiries"],
        querystring: contactMessageListQuerySchema,
        response: {
          200: contactMessageListSchema,
          400: errorBodySchema,
          ...deniedResponses,
        },
      },
    },
    async (request, reply) => {
      const { messages, total } = await listContactMessages(db, request.query);
      reply.header("X-Total-Count", String(total));
      return messages;
    },
  );
};
