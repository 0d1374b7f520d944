import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  storageFullReason,
} from "#server/db/unavailable.ts";
import { AppError } from "#server/errors.ts";
import { DISK_RETRY_AFTER_SECONDS, type DiskGuard, STORAGE_FULL_MESSAGE } from "#server/lib/disk-guard.ts";
import { CounterStoreUnavailable } from "#server/lib/rate-limiters.ts";
import { isWriteRequest } from "./disk-guard.ts";

/**
 * One error handler for the whole API (STYLE.md §5): validation → 400 with the first problem's
 * `message` and `field`; `AppError` → its status; oversized body → 413; rate limit → 429; the
 * database (or the Redis of the rate limits) unreachable or not answering in time → 503 with `Retry-After` (the request may be
 * retried); no room on a disk (SQLSTATE 53100, ENOSPC; decision 0015) → 507 for a write, 503 for a
 * read, with `Retry-After`, reported to the disk guard (health answers 503); anything else → 500
 * with a generic message (the details go to the log only, never to the client).
 */
export function registerErrorHandler(app: FastifyInstance, guard: DiskGuard) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({
          success: false,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
          ...error.extra,
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, "").split("/")[0] || undefined;
      return reply.status(400).send({
        success: false,
        message: first?.message ?? "Invalid input.",
        ...(field ? { field } : {}),
      });
    }
    const storageFull = storageFullReason(error);
    if (storageFull) {
      guard.reportStorageFull("database", storageFull);
      request.log.warn({ err: error }, "storage full");
      const write = isWriteRequest(request);
      return reply
        .status(write ? 507 : 503)
        .header("retry-after", String(DISK_RETRY_AFTER_SECONDS))
        .send({ success: false, message: write ? STORAGE_FULL_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (isDatabaseUnavailable(error) || error instanceof CounterStoreUnavailable) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // The route's own limit (a result file's is larger than the JSON routes' 1 MB).
      const limit = Math.round((request.routeOptions.bodyLimit ?? 1024 * 1024) / (1024 * 1024));
      return reply
        .status(413)
        .send({ success: false, message: `The request body is too large (limit ${limit} MB).` });
    }
    if (status === 429) {
      return reply.status(429).send({ success: false, message: error.message || "Too many requests." });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to show.
      return reply.status(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ success: false, message: "Internal server error." });
  });
}
