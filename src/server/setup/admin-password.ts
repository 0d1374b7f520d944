/**
 * Sets a user's password outside the app (README "Two commands"): for a missed first-admin password or
 * a lost one. Hashed with argon2id, ends every session of the user, and recorded in the audit log
 * like a password change in the back office (decision 0007), with the command line as the actor.
 */
import { and, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { auditLog, users } from "#server/db/schema.ts";
import { endAllSessions } from "#server/domain/sessions.ts";
import { hashPassword } from "#server/lib/passwords.ts";

/** Who the audit log names for a change made with `npm run admin:password`. */
export const COMMAND_LINE_ACTOR = "(command line: npm run admin:password)";

/**
 * Sets `password` for the live user `username` (case-insensitive, as at login). Returns the
 * user's id, or null when there is no such user.
 */
export async function setUserPassword(db: Db, username: string, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) return null;
    await endAllSessions(tx, user.id);
    await tx.insert(auditLog).values({
      actorUserId: null,
      actorUsername: COMMAND_LINE_ACTOR,
      action: "user.updated",
      targetType: "user",
      targetId: user.id,
      details: { changes: { password: { from: "(hidden)", to: "(changed)" } } },
    });
    return user.id;
  });
}
