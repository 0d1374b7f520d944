import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath, routedPath } from "#server/lib/routed-path.ts";
import { isClientRoute } from "#shared/site/client-routes.ts";
import { isArabicPath } from "#shared/site/locales.ts";
import { type FallbackBody, routePreloads } from "./route-preloads.ts";
import { SPA_FALLBACK } from "./static-site.ts";

/** The prerendered not-found page in the build (`/404`). */
export const NOT_FOUND_PAGE = "404/index.html";
/** Its Arabic twin (`/ar/404`, decision 0011), for unknown paths under `/ar`. */
export const ARABIC_NOT_FOUND_PAGE = "ar/404/index.html";

/**
 * What answers when no route matched (docs/architecture.md, "soft 404"): with a built site, a GET or HEAD of
 * a page the browser app renders (a back-office page such as `/students/12`, another case of a
 * public page) gets the SPA fallback with 200; any other page path gets HTTP 404 with the
 * prerendered not-found page (in Arabic under `/ar`). `/api` paths, other methods and API-only mode get a JSON 404.
 * The fallback names the matched page's code up front (`routePreloads`, `root` is the site folder).
 */
export function registerNotFound(app: FastifyInstance, serving: boolean, root?: string) {
  const fallbackFor = serving && root ? fallbackWithPreloads(root) : () => undefined;
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = routedPath(request);
    const isApi = isApiPath(path);
    if (serving && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache");
      if (isClientRoute(path)) {
        const body = fallbackFor(path);
        return body ? sendFallback(request, reply, body) : reply.sendFile(SPA_FALLBACK);
      }
      return reply.status(404).sendFile(isArabicPath(path) ? ARABIC_NOT_FOUND_PAGE : NOT_FOUND_PAGE);
    }
    return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${path}` });
  });
}

/** `routePreloads` of the built fallback, or nothing when it cannot be read. */
function fallbackWithPreloads(root: string): (pathname: string) => FallbackBody | undefined {
  try {
    return routePreloads(root, readFileSync(join(root, SPA_FALLBACK), "utf8"));
  } catch {
    return () => undefined;
  }
}

/** Sends a fallback body in the best encoding the browser accepts (Brotli, gzip, else plain). */
function sendFallback(request: FastifyRequest, reply: FastifyReply, body: FallbackBody) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply.header("Vary", "Accept-Encoding");
  if (/\bbr\b/.test(accepted)) return reply.header("Content-Encoding", "br").send(body.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(body.gzip);
  return reply.send(body.html);
}
