/**
 * The access rule of each route the auth hook (`auth.ts`) meets: the shared `API_POLICY` for the
 * API, `SITE_ROUTES` for the built site and `docsAccess` for the OpenAPI docs (decision 0008).
 */
import { type Access, API_POLICY, PUBLIC } from "#shared/access/policy.ts";

/**
 * Routes of the public site outside the API, keyed like `API_POLICY`: the built site's files
 * (`@fastify/static`'s wildcard and `/`) and the search-engine files. They serve nothing personal.
 */
export const SITE_ROUTES: Readonly<Record<string, Access>> = {
  "GET /": PUBLIC,
  "GET /*": PUBLIC,
  "GET /robots.txt": PUBLIC,
  "GET /sitemap.xml": PUBLIC,
};

/** Prefix of the OpenAPI document and its UI (`@fastify/swagger-ui`). */
export const API_DOCS_PREFIX = "/api/docs";

/**
 * The access rule of the route Fastify matched (`request.routeOptions.url`, the pattern as
 * registered), or undefined when no rule names it: the caller is then refused (deny by default).
 * HEAD is Fastify's automatic twin of a GET route and follows its rule. Every route of the docs
 * plugin gets `docsAccess` for GET and HEAD (README "Security": admins only unless `API_DOCS=public`).
 */
export function accessForRoute(method: string, route: string, docsAccess: Access): Access | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  if (route === API_DOCS_PREFIX || route.startsWith(`${API_DOCS_PREFIX}/`)) {
    return verb === "GET" ? docsAccess : undefined;
  }
  const key = `${verb} ${route}`;
  return (API_POLICY as Record<string, Access>)[key] ?? SITE_ROUTES[key];
}
