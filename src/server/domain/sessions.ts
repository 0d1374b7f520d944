/**
 * Server-side ends of sessions (decision 0008). Tokens are stateless JWTs; two checks in the auth hook
 * end them early: the user's `token_version` (raised here when a password, role or test center
 * changes: every token of the user ends) and `revoked_tokens` (one token ended by logout).
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { revokedTokens, users } from "#server/db/schema.ts";

/**
 * Ends one token: records its `jti` until `exp` (seconds since the epoch) and drops the rows of
 * tokens expired by `now` (ms since the epoch).
 */
export async function revokeToken(
  db: Db,
  session: { id: number; jti: string; exp: number },
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(now)));
    await tx
      .insert(revokedTokens)
      .values({ jti: session.jti, userId: session.id, expiresAt: new Date(session.exp * 1000) })
      .onConflictDoNothing();
  });
}

/** Ends every token of user `id` at once, inside the caller's transaction. */
export async function endAllSessions(tx: Db | Tx, id: number): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}
