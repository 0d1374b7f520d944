import { and, eq, isNull, notExists } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "#server/db/client.ts";
import { revokedTokens, users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { forbidden, unauthorized } from "#server/errors.ts";
import type { TokenService } from "#server/lib/tokens.ts";
import { type Access, PUBLIC } from "#shared/access/policy.ts";
import { accessForRoute } from "./route-access.ts";

/** The logged-in caller, as checked against the database on this request. */
export interface SessionUser extends Actor {
  /** Token expiry, seconds since the epoch. */
  exp: number;
  /** The token's id (`jti`), for `POST /api/logout`. */
  jti: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook when a valid token was sent; null otherwise. */
    user: SessionUser | null;
    /** The acting user of this request; throws the 401 `unauthorized()` when there is no session. */
    actor(): Actor;
  }
}

/** Reads `Authorization: Bearer <token>`; null when absent or of another scheme. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

export interface AuthOptions {
  db: Db;
  tokens: TokenService;
  /** Who may read the OpenAPI document and UI under `/api/docs` (`API_DOCS`). */
  docsAccess: Access;
}

/**
 * Deny-by-default access control (DEVELOPERS.md; docs/product.md §6; decision 0008). The decision is taken on the
 * route Fastify actually matched (`request.routeOptions.url`), never on the raw request line, so
 * every spelling that reaches a handler (`/%61pi/users`, `GET http://host/api/users`, ...) meets
 * the same rule. A matched route without a rule is refused (403); public routes pass (a valid
 * token still identifies the caller); others need a valid token (401) of an allowed role (403).
 * Unmatched requests reach the not-found handler, which serves no data.
 *
 * A token is valid when its signature and `exp` hold, its user is live, its `ver` equals the
 * user's token version (raised on a password, role or test center change) and its `jti` was not
 * ended by `POST /api/logout`. The user is re-read on each request, so changes apply at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest("user", null);
  app.decorateRequest("actor", function actor(this: FastifyRequest): Actor {
    if (!this.user) throw unauthorized();
    const { id, username, role, testCenterId } = this.user;
    return { id, username, role, testCenterId };
  });

  async function identify(request: FastifyRequest): Promise<SessionUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await opts.tokens.verify(token);
    if (!claims) return null;
    const [row] = await opts.db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        testCenterId: users.testCenterId,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(
        and(
          eq(users.id, claims.id),
          isNull(users.deletedAt),
          notExists(
            opts.db
              .select({ jti: revokedTokens.jti })
              .from(revokedTokens)
              .where(eq(revokedTokens.jti, claims.jti)),
          ),
        ),
      )
      .limit(1);
    if (!row || row.tokenVersion !== claims.ver) return null;
    const { tokenVersion: _, ...user } = row;
    return { ...user, exp: claims.exp, jti: claims.jti };
  }

  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    // No route matched: the not-found handler answers (JSON 404 or the site's page), no data.
    if (route === undefined) return;
    const access = accessForRoute(request.method, route, opts.docsAccess);
    if (access === undefined) throw forbidden();
    request.user = await identify(request);
    if (access === PUBLIC) return;
    if (!request.user) throw unauthorized();
    if (access !== "any-role" && !access.includes(request.user.role)) throw forbidden();
  });
});
