import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import type { StopState } from "#server/db/pglite-stop.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "#server/db/unavailable.ts";
import { DISK_RETRY_AFTER_SECONDS, type DiskGuard } from "#server/lib/disk-guard.ts";
import { errorBodySchema } from "#shared/kit/schemas.ts";
import { healthResponseSchema } from "#shared/site/health.ts";

/** How long health waits for the database: it answers within 2 s even when the database hangs. */
export const HEALTH_DB_TIMEOUT_MS = 1_000;

/**
 * `select 1`, resolving when it succeeds and rejecting on error or after `HEALTH_DB_TIMEOUT_MS`.
 * One ping at a time: while one waits (behind a long call of the embedded database, which takes
 * one call at a time), later checks wait for the same one instead of queueing more.
 */
function databasePinger(db: Db): () => Promise<unknown> {
  let inFlight: Promise<unknown> | null = null;
  return () => {
    inFlight ??= db.execute(sql`select 1`).finally(() => {
      inFlight = null;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${HEALTH_DB_TIMEOUT_MS} ms`)),
        HEALTH_DB_TIMEOUT_MS,
      );
    });
    return Promise.race([inFlight, timeout]).finally(() => clearTimeout(timer));
  };
}

/** What health needs to know besides the database: the disk guard and the embedded database's stop. */
export interface HealthOptions {
  db: Db;
  guard: DiskGuard;
  databaseStopped: () => StopState | null;
  /** The embedded database in its thread: since when its current call has run (ms since the epoch), or null. */
  databaseBusySince?: () => number | null;
}

/**
 * Liveness and readiness: 200 `{status:"ok"}` when the database answers within 1 s, else 503
 * (also when it hangs: the answer never waits for the pool's own timeouts). Also 503, with the
 * reason as `message` and `Retry-After`, while the disk guard refuses writes or a write failed for
 * lack of space, and while the embedded database is stopped (decision 0015); a `BACKUP_DIR` disk
 * below the floor only adds `warnings` to the 200. When the embedded database does not answer
 * because one call holds it (decision 0020), the 503 says so: `Database busy: one call has held it
 * for 5.2 s.`
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  const { db, guard, databaseStopped, databaseBusySince } = options;
  const ping = databasePinger(db);
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
        await ping();
        return disk.warnings.length > 0
          ? { status: "ok" as const, warnings: disk.warnings }
          : { status: "ok" as const };
      } catch (err) {
        const since = databaseBusySince?.();
        if (since) {
          const seconds = ((Date.now() - since) / 1000).toFixed(1);
          return reply
            .status(503)
            .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
            .send({
              success: false as const,
              message: `Database busy: one call has held it for ${seconds} s.`,
            });
        }
        request.log.error({ err }, "health check: database unreachable");
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ success: false as const, message: "Database unavailable." });
      }
    },
  );
};
