import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { badRequest } from "#server/errors.ts";
import { USER_TEXTS, usernameSchema } from "#shared/access/users.ts";

/**
 * The new-name rule on `PUT /api/users/{id}` (decision 0017): a user keeps its stored name whatever it
 * is made of (users created before the rule), but a rename must pass `usernameSchema` (ASCII
 * letters, digits and `. _ - @`, at most 50). Throws 400 with field `username` otherwise.
 */
export async function requireAllowedRename(db: Db, id: number, username: string): Promise<void> {
  const checked = usernameSchema.safeParse(username);
  if (checked.success) return;
  const [stored] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  if (stored?.username === username) return;
  throw badRequest(checked.error.issues[0]?.message ?? USER_TEXTS.usernameCharacters, "username");
}
