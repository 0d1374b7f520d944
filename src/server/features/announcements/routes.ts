import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  announcementListSchema,
  deleteMessageBodySchema,
  messageWriteResponseSchema,
  sendMessageBodySchema,
} from "../../../shared/announcements.ts";
import { errorBodySchema } from "../../../shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { unauthorized } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { deleteMessage, listMessages, sendMessage } from "./queries.ts";

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const actorOf = (user: SessionUser | null) => {
  if (!user) throw unauthorized();
  return { id: user.id, username: user.username, role: user.role };
};

/** Message routes (spec §7): send and delete for admins, read for admins and school moderators. */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** Sends `{userId, message}`; `userId` "all" addresses every user. 400 `{message, field}`. */
  app.post(
    "/api/send-message",
    {
      schema: {
        tags: ["messages"],
        body: sendMessageBodySchema,
        response: { 201: messageWriteResponseSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const id = await sendMessage(db, request.body.userId, request.body.message, actorOf(request.user));
      return reply.status(201).send({ success: true as const, message: "Message sent successfully.", id });
    },
  );

  /**
   * Messages, newest first (spec §7 lists `userId` and `role` query parameters: the session decides
   * instead). Admins read all; others only those to them or to all.
   */
  app.get(
    "/api/get-messages",
    { schema: { tags: ["messages"], response: { 200: announcementListSchema, ...denied } } },
    async (request) => listMessages(db, actorOf(request.user)),
  );

  /** Deletes `{messageId}` (soft, audited). 404 unknown. */
  app.delete(
    "/api/delete-message",
    {
      schema: {
        tags: ["messages"],
        body: deleteMessageBodySchema,
        response: { 200: messageWriteResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      await deleteMessage(db, request.body.messageId, actorOf(request.user));
      return { success: true as const, message: "Message deleted successfully." };
    },
  );
};
