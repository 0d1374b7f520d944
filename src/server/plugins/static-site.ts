import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { cacheControlFor, publicOrigin } from "#server/lib/public-origin.ts";
import { alternatePaths } from "#shared/site/locales.ts";

/** The client shell React Router writes for pages that are not prerendered (see STACK.md). */
export const SPA_FALLBACK = "__spa-fallback.html";

/**
 * The `Link` header naming a translated page's languages (decision 0011): `hreflang` alternates with
 * absolute URLs, as search engines and Lighthouse require; the prerendered HTML cannot hold them
 * because the public origin is runtime configuration. Undefined for a page in one language.
 */
export function alternatesLinkHeader(pathname: string, origin: string): string | undefined {
  const alternates = alternatePaths(pathname);
  if (alternates.length === 0) return undefined;
  return alternates
    .map(({ hreflang, path }) => `<${origin}${encodeURI(path)}>; rel="alternate"; hreflang="${hreflang}"`)
    .join(", ");
}

/**
 * Serves the built site from `root` (`build/client`): prerendered pages as they are, hashed assets
 * under `/assets/` with a year of immutable caching, and the SPA fallback for every other page
 * (GET/HEAD outside `/api`), each as Brotli or gzip when the browser accepts it and the build has it. Unknown `/api/*` paths stay JSON 404s. Returns false when there is no
 * build to serve (API-only mode, e.g. under `npm run dev` or in API tests). A page in both
 * languages also gets its `hreflang` alternates in a `Link` header ({@link alternatesLinkHeader}).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  root: string,
  publicUrl: string | undefined,
): Promise<boolean> {
  const absolute = path.resolve(root);
  if (!existsSync(path.join(absolute, SPA_FALLBACK))) return false;
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return;
    const link = alternatesLinkHeader(request.url.split("?")[0] ?? "/", publicOrigin(request, publicUrl));
    if (!link) return;
    reply.header("Link", link);
    // Host-derived URLs must not be shared by a cache (as the sitemap, README "Security").
    if (!publicUrl) reply.header("Cache-Control", cacheControlFor(publicUrl));
  });
  await app.register(fastifyStatic, {
    root: absolute,
    redirect: false,
    wildcard: true,
    // scripts/precompress.ts writes .br and .gz copies at build time.
    preCompressed: true,
    index: ["index.html"],
    setHeaders(reply, filePath) {
      const rel = path.relative(absolute, filePath);
      if (rel.startsWith(`assets${path.sep}`)) {
        reply.header("Cache-Control", "public, max-age=31536000, immutable");
      } else if (filePath.endsWith(".html")) {
        reply.header("Cache-Control", "no-cache");
      } else {
        reply.header("Cache-Control", "public, max-age=3600");
      }
    },
  });
  return true;
}
