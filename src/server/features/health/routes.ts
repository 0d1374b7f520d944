import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "#server/db/unavailable.ts";
import { healthResponseSchema } from "#shared/health.ts";
import { errorBodySchema } from "#shared/schema-kit.ts";

/** How long health waits for the database: it answers within 2 s even when the database hangs. */
export const HEALTH_DB_TIMEOUT_MS = 1_000;

/** Resolves when `select 1` succeeds; rejects on error or after `HEALTH_DB_TIMEOUT_MS`. */
function pingDatabase(db: Db): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HEALTH_DB_TIMEOUT_MS} ms`)),
      HEALTH_DB_TIMEOUT_MS,
    );
  });
  return Promise.race([db.execute(sql`select 1`), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness: 200 `{status:"ok"}` when the database answers within 1 s, else 503
 * (also when it hangs: the answer never waits for the pool's own timeouts).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        security: [],
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: "ok" as const };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ success: false as const, message: "Database unavailable." });
      }
    },
  );
};
