import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { serverSecrets } from "#server/db/schema.ts";

/** The `server_secrets` row of the token signing key. */
export const JWT_SECRET_NAME = "jwt";

/** A new random signing key: 48 bytes, base64url (64 characters). */
export const generateSecret = () => randomBytes(48).toString("base64url");

/**
 * The JWT signing key when `JWT_SECRET` is not set (README "Several replicas on one PostgreSQL database"): kept in the database's
 * `server_secrets` table, so every replica on one database signs and verifies with the same key
 * and tokens survive restarts. The first server to start generates it; the others, started under
 * the same migration lock (`Database.setUp`), find it. An embedded install made before this kept
 * its key in `DATA_DIR/jwt-secret`: that key is carried over once, so its sessions stay valid.
 * Rotation: `npm run secret:rotate` (README "Secrets").
 */
export async function storedJwtSecret(db: Db, legacyDataDir: string | null): Promise<string> {
  const legacyFile = legacyDataDir ? path.join(legacyDataDir, "jwt-secret") : null;
  const initial =
    legacyFile && existsSync(legacyFile) ? readFileSync(legacyFile, "utf8").trim() : generateSecret();
  await db.insert(serverSecrets).values({ name: JWT_SECRET_NAME, value: initial }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, JWT_SECRET_NAME));
  return row!.value;
}

/**
 * Replaces the stored signing key by a new one: every token signed with the old key stops working
 * once each server has restarted (they read the key at start). Returns nothing secret.
 */
export async function rotateJwtSecret(db: Db): Promise<void> {
  await db
    .insert(serverSecrets)
    .values({ name: JWT_SECRET_NAME, value: generateSecret() })
    .onConflictDoUpdate({
      target: serverSecrets.name,
      set: { value: generateSecret(), createdAt: new Date() },
    });
}
