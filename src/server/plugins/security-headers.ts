import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readScriptHashes } from "#server/lib/inline-scripts.ts";
import { isApiPath, routedPath } from "#server/lib/routed-path.ts";

/** API answers a shared cache may keep: they carry no personal data and no token. */
const CACHEABLE_API_ROUTES = new Set(["/api/health", "/api/site-config", "/api/catalogue"]);

/** Whether this answer comes from the API: an `/api` route, or an unmatched path under `/api`. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  // "/*" is the static site's catch-all, which hands unknown `/api` paths to the JSON 404.
  if (route !== undefined && route !== "/*") return route.startsWith("/api");
  return isApiPath(routedPath(request));
}

/**
 * Security headers (README "Security"):
 * - helmet's defaults, with a Content Security Policy whose `script-src` is `'self'` plus the
 *   sha256 of each inline script of the built pages (`build/client/csp-hashes.json`), never
 *   `'unsafe-inline'`; just `'self'` without a build. `style-src` keeps `'unsafe-inline'`: Mantine
 *   writes `<style>` elements (theme variables) and `style` attributes at run time, whose text
 *   depends on the colour scheme and props, so they cannot be hashed ahead; inline CSS cannot run
 *   code, and the token is not in the DOM for a CSS selector to read.
 * - `Cache-Control: no-store` on every `/api` answer, errors included (they may carry personal data
 *   or the token), except `GET /api/health`, `GET /api/site-config` and `GET /api/catalogue` (the
 *   published catalogue, with its ETag; decision 0034).
 */
export async function registerSecurityHeaders(app: FastifyInstance, staticDir: string) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'", ...readScriptHashes(staticDir)],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        // The check-in screen's QR decoder (qr-scanner) runs in a worker made from a Blob of its
        // own bundled code (decision 0025); scripts stay 'self' and hashes.
        "worker-src": ["'self'", "blob:"],
        "upgrade-insecure-requests": null,
      },
    },
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!isApiRequest(request)) return payload;
    const cacheable =
      (request.method === "GET" || request.method === "HEAD") &&
      CACHEABLE_API_ROUTES.has(request.routeOptions.url ?? "");
    if (!cacheable) reply.header("Cache-Control", "no-store");
    return payload;
  });
}
