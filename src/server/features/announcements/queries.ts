/** Staff messages (docs/product.md §2 messages view, §7; the decision in `src/shared/admin/announcements.ts`). */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { messages, users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { recordUndo } from "#server/domain/undo.ts";
import { badRequest, notFound } from "#server/errors.ts";
import {
  ALL_USERS,
  ANNOUNCEMENT_TEXTS,
  type Announcement,
  canReadAnnouncements,
} from "#shared/admin/announcements.ts";

const recipients = alias(users, "recipient");

/**
 * Sends a message to one live user or to all (`ALL_USERS`: every admin and school moderator, the
 * roles that can read messages), with a `message.sent` audit row. Errors: 400 `userId` when the
 * recipient is unknown, deleted, or of a role that cannot read messages.
 */
export async function sendMessage(db: Db, to: number | typeof ALL_USERS, body: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const recipientId = to === ALL_USERS ? null : to;
    if (recipientId !== null) {
      const [user] = await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.id, recipientId), isNull(users.deletedAt)));
      if (!user) throw badRequest(ANNOUNCEMENT_TEXTS.userRequired, "userId");
      // Only roles that can open the messages view receive messages (decision 0007).
      if (!canReadAnnouncements(user.role))
        throw badRequest(ANNOUNCEMENT_TEXTS.recipientCannotRead, "userId");
    }
    const [created] = await tx
      .insert(messages)
      .values({ recipientUserId: recipientId, senderUserId: actor.id, senderUsername: actor.username, body })
      .returning({ id: messages.id });
    await recordAudit(tx, actor, "message.sent", created!.id, { to: recipientId ?? ALL_USERS });
    return created!.id;
  });
}

/**
 * Live messages, newest first: all of them for an admin; for anyone else those addressed to them
 * or to all users.
 */
export async function listMessages(db: Db, reader: Actor): Promise<Announcement[]> {
  const rows = await db
    .select({
      id: messages.id,
      userId: messages.recipientUserId,
      username: sql<string>`coalesce(${recipients.username}, 'All users')`,
      message: messages.body,
      senderId: messages.senderUserId,
      senderName: messages.senderUsername,
      created_at: messages.createdAt,
    })
    .from(messages)
    .leftJoin(recipients, eq(recipients.id, messages.recipientUserId))
    .where(
      and(
        isNull(messages.deletedAt),
        reader.role === "admin"
          ? undefined
          : or(isNull(messages.recipientUserId), eq(messages.recipientUserId, reader.id)),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/**
 * Soft-deletes a message with a `message.deleted` audit row; 404 when unknown or deleted. Returns
 * the undo token (decision 0029).
 */
export async function deleteMessage(db: Db, id: number, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ deletedAt: now, deletedBy: actor.id })
      .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
      .returning({ id: messages.id, to: messages.recipientUserId });
    if (!row) throw notFound("Message not found.");
    await recordAudit(tx, actor, "message.deleted", id, { to: row.to ?? ALL_USERS });
    return recordUndo(tx, {
      kind: "messages.delete",
      actor,
      now,
      rows: [{ id, before: { deletedAt: null }, after: { deletedAt: now.toISOString() } }],
    });
  });
}
