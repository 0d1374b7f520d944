/**
 * The disk guard's gate for API writes (decision 0015): while the embedded database's disk is
 * below `DISK_FREE_MIN` (lib/disk-guard.ts), or the embedded database stopped because its disk was
 * full, every write is answered 507 in the API's error shape with `Retry-After`, before any of it
 * runs; reads go on. A write is any `/api` request but GET, HEAD and OPTIONS. A write that succeeds
 * tells the guard that an earlier storage error (SQLSTATE 53100) is over.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StopState } from "#server/db/pglite-stop.ts";
import { DISK_RETRY_AFTER_SECONDS, type DiskGuard, STORAGE_FULL_MESSAGE } from "#server/lib/disk-guard.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** An API request that may change data: not GET, HEAD or OPTIONS (on the route Fastify matched). */
export function isWriteRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? request.url;
  return !READ_METHODS.has(request.method) && route.startsWith("/api/");
}

/** Adds the gate to the root instance, after the shutdown gate and before any route. */
export function registerDiskGuard(
  app: FastifyInstance,
  guard: DiskGuard,
  databaseStopped: () => StopState | null,
) {
  app.addHook("onRequest", async (request, reply) => {
    if (!isWriteRequest(request)) return;
    if (guard.writeRefusal() === null && !databaseStopped()?.storage) return;
    return reply
      .status(507)
      .header("retry-after", String(DISK_RETRY_AFTER_SECONDS))
      .send({ success: false, message: STORAGE_FULL_MESSAGE });
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode < 400 && isWriteRequest(request)) guard.writeSucceeded("database");
  });
}
