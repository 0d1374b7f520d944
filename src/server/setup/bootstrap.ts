import { randomBytes } from "node:crypto";
import { count, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { students, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";

/** Whether the database holds no users and no candidates yet (a fresh install). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [[u], [s]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(students),
  ]);
  return Number(u?.n ?? 0) === 0 && Number(s?.n ?? 0) === 0;
}

/** A random password (72 bits) that meets the password rule (a capital letter and a number, docs/product.md §9). */
export const generatePassword = () => `${randomBytes(9).toString("base64url")}A1`;

/**
 * On a database with no live users, creates the first admin: `ADMIN_USERNAME`/`ADMIN_PASSWORD` when
 * given, else `admin` with a random password that is returned so the caller prints it once.
 * Returns null when users already exist.
 */
export async function ensureFirstAdmin(
  db: Db,
  credentials: { username?: string; password?: string },
): Promise<{ username: string; generatedPassword: string | null } | null> {
  const [live] = await db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
  if (Number(live?.n ?? 0) > 0) return null;
  const username = credentials.username ?? "admin";
  const generatedPassword = credentials.password ? null : generatePassword();
  const password = credentials.password ?? generatedPassword!;
  await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), role: "admin", name: "Administrator" });
  return { username, generatedPassword };
}
