import type { FastifyRequest } from "fastify";

/**
 * `text` without its trailing slashes. A loop, not `/\/+$/`: that pattern backtracks
 * quadratically on a run of slashes followed by another character, and the Host header is the
 * client's (a 16 kB Host of slashes cost seconds per request; README "Security").
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end--;
  return text.slice(0, end);
}

/**
 * The site's public origin for absolute URLs (sitemap, `hreflang` links): `PUBLIC_URL` when set
 * (e.g. https://exams.example.com), else the request's protocol and Host.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return withoutTrailingSlashes(publicUrl ?? `${request.protocol}://${request.host}`);
}

/**
 * Without `PUBLIC_URL` the absolute URLs come from the request's Host header, which a client
 * chooses: such an answer must not be kept by a shared cache and served to others (README "Security").
 */
export const cacheControlFor = (publicUrl: string | undefined) =>
  publicUrl ? "public, max-age=3600" : "private, no-cache";
