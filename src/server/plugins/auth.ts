import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Role } from "../../shared/roles.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { forbidden, unauthorized } from "../errors.ts";
import type { TokenService } from "../features/auth/tokens.ts";
import { accessFor, PUBLIC } from "../policy.ts";

/** The logged-in caller, as checked against the database on this request. */
export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  testCenterId: number | null;
  /** Token expiry, seconds since the epoch. */
  exp: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook when a valid token was sent; null otherwise. */
    user: SessionUser | null;
  }
}

/** Reads `Authorization: Bearer <token>`; null when absent or of another scheme. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

/**
 * Deny-by-default access control for `/api/*` (DEVELOPERS.md; spec §6). For each request the hook
 * looks the route up in the policy table: unknown routes are refused, public ones pass (a valid
 * token still identifies the caller), others need a valid token (401) of an allowed role (403).
 * The user is re-read from the database, so a deleted user's token stops working and a changed
 * role applies at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest("user", null);

  async function identify(request: FastifyRequest): Promise<SessionUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await opts.tokens.verify(token);
    if (!claims) return null;
    const [row] = await opts.db
      .select({ id: users.id, username: users.username, role: users.role, testCenterId: users.testCenterId })
      .from(users)
      .where(and(eq(users.id, claims.id), isNull(users.deletedAt)))
      .limit(1);
    return row ? { ...row, exp: claims.exp } : null;
  }

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const route = request.routeOptions.url;
    // Unmatched /api paths (and the static site's catch-all) fall through to the JSON 404 handler.
    if (route === undefined || !route.startsWith("/api/") || route.startsWith("/api/docs")) return;
    // HEAD is Fastify's automatic twin of a GET route and follows its rule.
    const access = accessFor(request.method === "HEAD" ? "GET" : request.method, route);
    request.user = await identify(request);
    if (access === PUBLIC) return;
    if (!request.user) throw unauthorized();
    if (access === undefined) throw forbidden();
    if (access !== "any-role" && !access.includes(request.user.role)) throw forbidden();
  });
});
