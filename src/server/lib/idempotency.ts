import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#server/db/client.ts";
import { idempotentResponses } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";
import { clientAddressKey } from "#server/plugins/rate-limit.ts";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_HOURS } from "#shared/kit/schemas.ts";

const WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 3600 * 1000;
const expiredBefore = () => new Date(Date.now() - WINDOW_MS);
/** PostgreSQL's unique_violation: another request with the same key committed first. */
const UNIQUE_VIOLATION = "23505";

/**
 * Whose keys a request's key is among (decision 0019): a logged-in user's own (`user:<id>`), or for
 * an anonymous caller its client address's (`client:` and a SHA-256 of the address as the public
 * rate limit counts it: the table holds no address in clear, and the row is gone after 24 h), so
 * one caller's key never answers another.
 */
export function callerScope(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  return `client:${createHash("sha256").update(clientAddressKey(request)).digest("hex").slice(0, 32)}`;
}

/** What a write produced: its status and body, both kept for a retry. */
export interface WriteAnswer<Body> {
  status: number;
  body: Body;
}

function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION && name === constraint) return true;
    e = cause;
  }
  return false;
}

/**
 * Safe retries of a write (the `Idempotency-Key` convention of payment APIs; README "Safe retries").
 * Without the header, `write` just runs. With it, the first successful answer is stored in the same
 * transaction as the write, so a write that committed always has its answer kept; a request with
 * the same key from the same caller ({@link callerScope}: the same user, or anonymous from the same
 * client address) on the same route within {@link IDEMPOTENCY_WINDOW_HOURS} h gets that answer
 * again, with `Idempotent-Replayed: true`, and changes nothing. Another caller's request with the
 * same key is a new request: it runs (and is kept) under its own scope (decision 0019). Two requests with
 * one key at the same moment: the second waits for the first and replays it. Failures (4xx) are not
 * kept: the client may correct the request and send it again under the same key.
 * Errors: 422 when the key was used with another body.
 *
 * @param scope names the route; the caller ({@link callerScope}) is added here.
 */
export async function idempotentWrite<Body>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  write: (tx: Db) => Promise<WriteAnswer<Body>>,
): Promise<Body> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== "string") {
    const answer = await write(db);
    reply.status(answer.status);
    return answer.body;
  }
  const fullScope = `${scope} ${callerScope(request)}`;
  const requestHash = createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");
  const where = and(eq(idempotentResponses.scope, fullScope), eq(idempotentResponses.key, key));

  const replay = async (): Promise<Body | null> => {
    const [kept] = await db.select().from(idempotentResponses).where(where);
    if (!kept) return null;
    if (kept.createdAt.getTime() <= Date.now() - WINDOW_MS) {
      await db
        .delete(idempotentResponses)
        .where(and(where, lt(idempotentResponses.createdAt, expiredBefore())));
      return null;
    }
    if (kept.requestHash !== requestHash) {
      throw new AppError(
        422,
        "This Idempotency-Key was already used for another request.",
        IDEMPOTENCY_HEADER,
      );
    }
    reply.status(kept.statusCode).header("Idempotent-Replayed", "true");
    return kept.body as Body;
  };

  const earlier = await replay();
  if (earlier !== null) return earlier;
  try {
    const answer = await db.transaction(async (tx) => {
      // The key's row first: a twin request blocks on it until this transaction ends, then
      // replays this answer (before the write, so the write's own unique checks never meet the
      // twin's). A failed write rolls the row back with it.
      await tx
        .insert(idempotentResponses)
        .values({ scope: fullScope, key, requestHash, statusCode: 0, body: {} });
      const result = await write(tx as unknown as Db);
      await tx.update(idempotentResponses).set({ statusCode: result.status, body: result.body }).where(where);
      // Answers older than the window are no longer needed by anyone (indexed by created_at).
      await tx.delete(idempotentResponses).where(lt(idempotentResponses.createdAt, expiredBefore()));
      return result;
    });
    reply.status(answer.status);
    return answer.body;
  } catch (error) {
    // The same key committed by a concurrent request: this write was rolled back; replay that one.
    if (isUniqueViolationOf(error, "idempotent_responses_scope_key_pk")) {
      const concurrent = await replay();
      if (concurrent !== null) return concurrent;
    }
    throw error;
  }
}
