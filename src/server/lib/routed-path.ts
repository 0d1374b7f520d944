/**
 * A request's path as the router sees it, for the plugins that decide by path (the soft 404, the
 * security headers' cache rule): no query, no absolute-form origin, percent-decoded.
 */
import type { FastifyRequest } from "fastify";

/** The request's path, percent-decoded as the router sees it; the raw path when it cannot be. */
export function routedPath(request: FastifyRequest): string {
  const raw = (request.url.split("?")[0] ?? "").replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a routed path is the API's: `/api` or below it. */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");
