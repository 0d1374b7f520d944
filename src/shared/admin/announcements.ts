/**
 * Announcements: messages from an admin to staff (docs/product.md §2 /CreateAnnouncement, /announcements; §3
 * "Message"; §5 "Send message"; §7). The spec's wire names say "message" (`/api/send-message`,
 * `message`, `messageId`) and stay; the code's word is announcement. One goes either to one user or
 * to every user: the picker offers "All users" as a choice, so "a user and a message are both
 * required" (§5) still holds. An admin reads every announcement; any other reader only those
 * addressed to them or to all.
 */
import { z } from "zod";
import { API_POLICY } from "#shared/access/policy.ts";
import type { Role } from "#shared/access/roles.ts";
import { PG_INT_MAX, positiveId, savedAnswer } from "#shared/kit/schemas.ts";
import { requiredText } from "#shared/kit/text-fields.ts";

/** The recipient choice meaning "every user". */
export const ALL_USERS = "all";

/**
 * The roles that may read messages (docs/product.md §6 "View messages": admin, schoolmoderator), as the policy
 * table admits them to `GET /api/get-messages`. Only they are offered as recipients, and "All users"
 * reaches exactly them (decision 0007: a message to someone who cannot open /announcements is lost).
 */
export const ANNOUNCEMENT_READER_ROLES: readonly Role[] = API_POLICY["GET /api/get-messages"];

/** True when a user of `role` can read the announcements addressed to them. */
export const canReadAnnouncements = (role: Role) => ANNOUNCEMENT_READER_ROLES.includes(role);

/** The picker's label of {@link ALL_USERS}, saying whom it reaches. */
export const ALL_USERS_LABEL = "All users (admins and school moderators)";

export const ANNOUNCEMENT_TEXTS = {
  userRequired: "Please choose a user.",
  messageRequired: "Please write a message.",
  recipientCannotRead: "This user cannot read messages: choose an admin or a school moderator.",
} as const;

/** `POST /api/send-message` body: `userId` (a user's id or "all") and the message (docs/product.md §7). */
export const sendMessageBodySchema = z.object({
  userId: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.union(
      [
        z.literal(ALL_USERS),
        z.coerce
          .number()
          .int(ANNOUNCEMENT_TEXTS.userRequired)
          .positive(ANNOUNCEMENT_TEXTS.userRequired)
          .max(PG_INT_MAX, ANNOUNCEMENT_TEXTS.userRequired),
      ],
      ANNOUNCEMENT_TEXTS.userRequired,
    ),
  ),
  message: requiredText({
    label: "The message",
    max: 5000,
    required: ANNOUNCEMENT_TEXTS.messageRequired,
    tooLong: "A message can have at most 5000 characters.",
    lines: "multi",
  }),
});
export type SendMessageInput = z.input<typeof sendMessageBodySchema>;

/**
 * A message as read (docs/product.md §3: id, userId, username, message): `userId` and `username` are the
 * recipient's (null and "All users" for an announcement to all); the sender's name and id are shown
 * to admins (docs/product.md §2 "Messages view").
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

/** `DELETE /api/delete-message` body (docs/product.md §7: messageId; `role` is taken from the session). */
export const deleteMessageBodySchema = z.object({ messageId: positiveId });

/** Answer of the message writes (docs/product.md §7: message; success, error). */
export const messageWriteResponseSchema = savedAnswer({
  id: z.number().int().optional(),
  /** A delete's: `POST /api/undo` with it restores the message within the undo window (decision 0029). */
  undoToken: z.string().optional(),
});
