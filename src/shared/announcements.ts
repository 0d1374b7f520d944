/**
 * Staff messages (spec §2 /CreateAnnouncement, /announcements; §3 "Message"; §5 "Send message";
 * §7). A message is an announcement from an admin either to one user or to every user: the picker
 * offers "All users" as a choice, so "a user and a message are both required" (§5) still holds.
 * An admin reads every message; any other reader only those addressed to them or to all.
 */
import { z } from "zod";
import { PG_INT_MAX } from "./registration.ts";

/** The recipient choice meaning "every user". */
export const ALL_USERS = "all";

export const ANNOUNCEMENT_MESSAGES = {
  userRequired: "Please choose a user.",
  messageRequired: "Please write a message.",
} as const;

/** `POST /api/send-message` body: `userId` (a user's id or "all") and the message (spec §7). */
export const sendMessageBodySchema = z.object({
  userId: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.union(
      [
        z.literal(ALL_USERS),
        z.coerce
          .number()
          .int(ANNOUNCEMENT_MESSAGES.userRequired)
          .positive(ANNOUNCEMENT_MESSAGES.userRequired)
          .max(PG_INT_MAX, ANNOUNCEMENT_MESSAGES.userRequired),
      ],
      ANNOUNCEMENT_MESSAGES.userRequired,
    ),
  ),
  message: z
    .string({ error: ANNOUNCEMENT_MESSAGES.messageRequired })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.messageRequired)
    .max(5000, "A message can have at most 5000 characters."),
});
export type SendMessageInput = z.input<typeof sendMessageBodySchema>;

/**
 * A message as read (spec §3: id, userId, username, message): `userId` and `username` are the
 * recipient's (null and "All users" for an announcement to all); the sender's name and id are shown
 * to admins (spec §2 "Messages view").
 */
export const announcementSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  message: z.string(),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

/** `DELETE /api/delete-message` body (spec §7: messageId; `role` is taken from the session). */
export const deleteMessageBodySchema = z.object({
  messageId: z.coerce.number().int().positive().max(PG_INT_MAX),
});

/** Answer of the message writes (spec §7: message; success, error). */
export const messageWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int().optional(),
});
