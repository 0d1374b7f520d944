import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { ROLES, type Role } from "#shared/roles.ts";
import type { TokenClaims } from "#shared/token-claims.ts";

/**
 * Claims of a session token as the server checks them: those of spec §3 (`TokenClaims`, which the
 * browser reads too) plus `ver`, the user's token version when it was signed, and `jti`, the
 * token's own id for a server-side logout (issue 10).
 */
export interface SessionClaims extends TokenClaims {
  ver: number;
  jti: string;
}

const sessionClaimsSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  testCenterId: z.number().int().nullable(),
  exp: z.number().int(),
  ver: z.number().int().nonnegative(),
  jti: z.string().min(1).max(64),
});

/** What a token is signed for: the user row as read at login. */
export interface TokenSubject {
  id: number;
  username: string;
  role: Role;
  testCenterId: number | null;
  tokenVersion: number;
}

/** Signs and verifies session tokens: HS256 JWTs carrying the claims of spec §3. */
export interface TokenService {
  /** Signs a token valid for the configured lifetime, with a fresh `jti`. */
  sign(user: TokenSubject): Promise<string>;
  /** The token's claims, or null when it is malformed, forged, expired or of an older format (never throws). */
  verify(token: string): Promise<SessionClaims | null>;
}

/** A token service for `secret` (HS256); `ttlSeconds` is the token lifetime; `now` in ms since the epoch. */
export function createTokenService(secret: string, ttlSeconds: number, now = () => Date.now()): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({
        id: user.id,
        username: user.username,
        role: user.role,
        testCenterId: user.testCenterId,
        ver: user.tokenVersion,
      })
        .setProtectedHeader({ alg: "HS256" })
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          currentDate: new Date(now()),
        });
        const claims = sessionClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
