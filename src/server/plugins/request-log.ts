/**
 * One log line per request (README "Running in production"): Fastify's default writes two ("incoming request"
 * and "request completed"); this writes only the second, with the request in it (method, route,
 * client address: `serializeRequest`), the status and the time. Successful answers outside `/api`
 * (the built pages and their assets, sitemap, robots.txt) write nothing: at `info` they would drown
 * the API lines. Their failures (4xx, 5xx) are still logged.
 */
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Whether the request is for the API (`/api` and below), from its path without the query. */
function isApiPath(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

/** Fastify's `logController` for the app: one line per API request, none per static file. */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else if (reply.statusCode >= 400 || isApiPath(request)) reply.log.info(line, "request completed");
  }
}
