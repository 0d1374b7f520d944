import type { ClockedRoutes } from "#server/lib/route-plugin.ts";
import {
  announcementListSchema,
  deleteMessageBodySchema,
  messageWriteResponseSchema,
  sendMessageBodySchema,
} from "#shared/admin/announcements.ts";
import { deniedResponses, errorBodySchema, errorResponses } from "#shared/kit/schemas.ts";
import { deleteMessage, listMessages, sendMessage } from "./queries.ts";

/** Message routes (docs/product.md §7): send and delete for admins, read for admins and school moderators. */
export const announcementRoutes: ClockedRoutes = async (app, { db, now = Date.now }) => {
  /** Sends `{userId, message}`; `userId` "all" addresses every user. 400 `{message, field}`. */
  app.post(
    "/api/send-message",
    {
      schema: {
        tags: ["messages"],
        body: sendMessageBodySchema,
        response: { 201: messageWriteResponseSchema, 400: errorBodySchema, ...deniedResponses },
      },
    },
    async (request, reply) => {
      const id = await sendMessage(db, request.body.userId, request.body.message, request.actor());
      return reply.status(201).send({ success: true as const, message: "Message sent successfully.", id });
    },
  );

  /**
   * Messages, newest first (docs/product.md §7 lists `userId` and `role` query parameters: the session decides
   * instead). Admins read all; others only those to them or to all.
   */
  app.get(
    "/api/get-messages",
    { schema: { tags: ["messages"], response: { 200: announcementListSchema, ...deniedResponses } } },
    async (request) => listMessages(db, request.actor()),
  );

  /** Deletes `{messageId}` (soft, audited; an `undoToken`, decision 0029). 404 unknown. */
  app.delete(
    "/api/delete-message",
    {
      schema: {
        tags: ["messages"],
        body: deleteMessageBodySchema,
        response: {
          200: messageWriteResponseSchema,
          ...errorResponses(400, 404),
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      const undoToken = await deleteMessage(db, request.body.messageId, request.actor(), new Date(now()));
      return { success: true as const, message: "Message deleted successfully.", undoToken };
    },
  );
};
