import { type Access, ANY_ROLE, API_POLICY, PUBLIC } from "../shared/policy.ts";
import type { Role } from "../shared/roles.ts";

export { type Access, ANY_ROLE, API_POLICY as POLICY, PUBLIC };
export type PolicyKey = keyof typeof API_POLICY;

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

/** The access rule of a registered API route, or undefined when the table has none (deny). */
export function accessFor(method: string, url: string): Access | undefined {
  return (API_POLICY as Record<string, Access>)[`${method} ${url}`];
}

/**
 * The access rule of the route Fastify matched (`request.routeOptions.url`, the pattern as
 * registered), or undefined when no rule names it: the caller is then refused (deny by default).
 * HEAD is Fastify's automatic twin of a GET route and follows its rule. Every route of the docs
 * plugin gets `docsAccess` for GET and HEAD (issue 10: admins only unless `API_DOCS=public`).
 */
export function accessForRoute(method: string, route: string, docsAccess: Access): Access | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  if (route === API_DOCS_PREFIX || route.startsWith(`${API_DOCS_PREFIX}/`)) {
    return verb === "GET" ? docsAccess : undefined;
  }
  return accessFor(verb, route) ?? SITE_ROUTES[`${verb} ${route}`];
}

/** True when `role` passes `access` (a logged-in user is assumed). */
export function roleAllowed(access: Access, role: Role): boolean {
  return access === PUBLIC || access === ANY_ROLE || access.includes(role);
}
