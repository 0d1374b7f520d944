import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import type { StopState } from "#server/db/pglite-stop.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "#server/db/unavailable.ts";
import { DISK_RETRY_AFTER_SECONDS, type DiskGuard } from "#server/lib/disk-guard.ts";
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

/** What health needs to know besides the database: the disk guard and the embedded database's stop. */
export interface HealthOptions {
  db: Db;
  guard: DiskGuard;
  databaseStopped: () => StopState | null;
}

/**
 * Liveness and readiness: 200 `{status:"ok"}` when the database answers within 1 s, else 503
 * (also when it hangs: the answer never waits for the pool's own timeouts). Also 503, with the
 * reason as `message` and `Retry-After`, while the disk guard refuses writes or a write failed for
 * lack of space, and while the embedded database is stopped (decision 0015); a `BACKUP_DIR` disk
 * below the floor only adds `warnings` to the 200.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  const { db, guard, databaseStopped } = options;
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
      const disk = guard.health();
      const stop = databaseStopped();
      const problem = stop
        ? `Database stopped: ${stop.reason}; it reopens by itself${stop.storage ? " once its disk has room again" : ""}.`
        : disk.problem;
      if (problem) {
        return reply
          .status(503)
          .header("retry-after", String(DISK_RETRY_AFTER_SECONDS))
          .send({ success: false as const, message: problem });
      }
      try {
        await pingDatabase(db);
        return disk.warnings.length > 0
          ? { status: "ok" as const, warnings: disk.warnings }
          : { status: "ok" as const };
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
