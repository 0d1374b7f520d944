import type { FastifyPluginAsync } from "fastify";
import { cacheControlFor, publicOrigin as origin } from "#server/lib/public-origin.ts";
import { alternatePaths } from "#shared/site/locales.ts";
import { CATALOGUE_PAGE_PATHS, DISALLOWED_PREFIXES, PUBLIC_PAGES } from "#shared/site/public-pages.ts";

export interface SeoOptions {
  /** Public origin of the site (`PUBLIC_URL`, e.g. https://exams.example.com); else the request's. */
  publicUrl: string | undefined;
  /** The newest catalogue publication (decision 0035): its time is the catalogue pages' `<lastmod>`. */
  publication?: () => Promise<{ publishedAt: string }>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&apos;");

/**
 * `GET /robots.txt` and `GET /sitemap.xml` for search engines: the sitemap lists every indexed
 * public page (`src/shared/site/public-pages.ts`) with absolute URLs, each page in two languages with
 * its `hreflang` alternates (`/` ↔ `/ar`, x-default English; decision 0011), robots.txt keeps crawlers out of
 * the back office and the API. Built per request because the public address is runtime
 * configuration (`PUBLIC_URL`), not known at build time. The pages that show the catalogue
 * (`CATALOGUE_PAGE_PATHS`) carry the newest publication's time as their `<lastmod>` (decision 0035),
 * so crawlers see a publication's change as soon as this process knows it.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { publicUrl, publication }) => {
  const cataloguePages = new Set(CATALOGUE_PAGE_PATHS);
  const cacheControl = cacheControlFor(publicUrl);
  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      "",
      `Sitemap: ${origin(request, publicUrl)}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", cacheControl)
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const base = origin(request, publicUrl);
    const published = publication ? (await publication()).publishedAt : null;
    const url = (path: string) => escapeXml(`${base}${encodeURI(path)}`);
    const urls = PUBLIC_PAGES.filter((page) => page.indexed).map((page) => {
      const alternates = alternatePaths(page.path).map(
        ({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`,
      );
      const priority = page.path === "/" || page.path === "/ar" ? "1.0" : "0.8";
      const lastmod = published && cataloguePages.has(page.path) ? `<lastmod>${published}</lastmod>` : "";
      return `  <url><loc>${url(page.path)}</loc>${alternates.join("")}${lastmod}<changefreq>weekly</changefreq><priority>${priority}</priority></url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
    return reply.type("application/xml; charset=utf-8").header("Cache-Control", cacheControl).send(xml);
  });
};
