import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Publication } from "#server/domain/catalogue.ts";
import type { PageRenderer, RenderedPage } from "#server/lib/page-renderer.ts";
import { routedPath } from "#server/lib/routed-path.ts";
import { CATALOGUE_PAGE_PATHS } from "#shared/site/public-pages.ts";

/**
 * The publication the build's prerendered pages show: the import (decision 0034) wrote the
 * constants the build renders from as version 1.
 */
export const BUILT_CATALOGUE_VERSION = 1;

/** The directive `script-src` of a Content Security Policy with `hashes` added to its sources. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const sources = directive.trim().split(/\s+/);
      if (sources[0] !== "script-src") return directive;
      return [...new Set([...sources, ...hashes])].join(" ");
    })
    .join(";");
}

/** Sends a rendered answer in the best encoding the browser accepts, with its scripts' hashes in the CSP. */
function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy === "string" && page.scriptHashes.length > 0) {
    reply.header("Content-Security-Policy", withScriptHashes(policy, page.scriptHashes));
  }
  reply
    .status(page.status)
    .type(page.contentType)
    .header("Cache-Control", "no-cache")
    .header("Vary", "Accept-Encoding");
  if (request.method === "HEAD") return reply.send();
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return reply.header("Content-Encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

/** The `.data` URL of a page: React Router names a path ending in "/" (the root) `<path>_.data`. */
const dataPathOf = (page: string) => (page.endsWith("/") ? `${page}_.data` : `${page}.data`);

/** The page a `.data` path belongs to (`/_.data` → `/`), or null for no `.data` path. */
function pageOfData(pathname: string): string | null {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : null;
}

/** A path without its trailing slashes ("/" stays "/"). */
const trimmed = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

/**
 * The public pages that show the catalogue follow its newest publication (docs/product.md §13
 * "The catalogue", decision 0035): while the newest published version is the build's
 * (`BUILT_CATALOGUE_VERSION`), the prerendered files are served as they are; from a newer one, a
 * GET or HEAD of such a page (`CATALOGUE_PAGE_PATHS`, exact spelling) or of its `.data` twin (the
 * browser's navigations; any spelling) is answered from `renderer`: rendered once per process and
 * version, then from memory. Every replica sees a publication within the catalogue cache's
 * recheck (15 s) and renders its pages on their next request, with no rebuild or restart. When
 * the publication cannot be read or the render fails, the build's file is served instead.
 */
export function registerCataloguePages(
  app: FastifyInstance,
  renderer: PageRenderer,
  publication: () => Promise<Publication>,
) {
  const exact = new Set(CATALOGUE_PAGE_PATHS);
  // Any spelling of a page's `.data` is answered as its first listed spelling's (`/pmp` has its own).
  const bySpelling = new Map<string, string>();
  for (const path of CATALOGUE_PAGE_PATHS) {
    if (!bySpelling.has(path.toLowerCase())) bySpelling.set(path.toLowerCase(), path);
  }
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const pathname = routedPath(request);
    const dataPage = pageOfData(pathname);
    const isData = dataPage !== null;
    const page = dataPage ?? pathname;
    // Another spelling of a page gets the SPA fallback as before; only its data is answered here.
    const canonical = exact.has(page)
      ? page
      : isData
        ? bySpelling.get(trimmed(page).toLowerCase())
        : undefined;
    if (!canonical) return;
    let answer: RenderedPage;
    try {
      const { version, tree } = await publication();
      // The build wrote this spelling's files for the build's version.
      if (version <= BUILT_CATALOGUE_VERSION && page === canonical) return;
      // The HTML is the same whatever the query (filters apply in the browser); a `.data` answer
      // depends only on the routes asked for. Nothing else may grow the cache.
      const routes = isData ? new URL(request.url, "http://localhost").searchParams.get("_routes") : null;
      const url = isData
        ? `${encodeURI(dataPathOf(canonical))}${routes ? `?_routes=${encodeURIComponent(routes)}` : ""}`
        : encodeURI(canonical);
      answer = await renderer.get(url, { version, tree });
    } catch (error) {
      // A public page stays up when the publication cannot be read or rendered: the build's file
      // (an older catalogue) beats an error page. Only the error's kind is logged.
      request.log.warn({ err: { type: (error as Error)?.name } }, "catalogue page served from the build");
      return;
    }
    if (answer.status >= 500 && !isData) return;
    return send(request, reply, answer);
  });
}
