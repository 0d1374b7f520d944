import { randomUUID } from "node:crypto";
import { type JWTPayload, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { ROLES, type Role } from "#shared/access/roles.ts";
import type { TokenClaims } from "#shared/access/token-claims.ts";

/**
 * Claims of a session token as the server checks them: those of docs/product.md §3 (`TokenClaims`, which the
 * browser reads too) plus `ver`, the user's token version when it was signed, and `jti`, the
 * token's own id for a server-side logout (decision 0008).
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

/** Signs and verifies session tokens: HS256 JWTs carrying the claims of docs/product.md §3. */
export interface TokenService {
  /** Signs a token valid for the configured lifetime, with a fresh `jti`. */
  sign(user: TokenSubject): Promise<string>;
  /** The token's claims, or null when it is malformed, forged, expired or of an older format (never throws). */
  verify(token: string): Promise<SessionClaims | null>;
}

/** Signs and checks HS256 JWTs with one key: what every token kind of the server shares. */
export interface Hs256Tokens {
  /** Signs `claims`, issued now and expiring `ttlSeconds` later (with id `jti` when given). */
  sign(claims: JWTPayload, ttlSeconds: number, jti?: string): Promise<string>;
  /** The payload of a token whose signature, expiry and audience hold; null otherwise (never throws). */
  verify(token: string): Promise<JWTPayload | null>;
}

/**
 * HS256 tokens over `key`. `audience` (when given) is set on signing and required on checking, so
 * one token kind never passes as another; `now` (ms since the epoch) is the clock of both.
 */
export function hs256Tokens(key: Uint8Array, options: { audience?: string; now: () => number }): Hs256Tokens {
  const { audience, now } = options;
  return {
    sign(claims, ttlSeconds, jti) {
      const issuedAt = Math.floor(now() / 1000);
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: "HS256" });
      if (audience !== undefined) jwt.setAudience(audience);
      if (jti !== undefined) jwt.setJti(jti);
      return jwt
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          currentDate: new Date(now()),
          ...(audience === undefined ? {} : { audience }),
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}

/** A token service for `secret` (HS256); `ttlSeconds` is the token lifetime; `now` in ms since the epoch. */
export function createTokenService(secret: string, ttlSeconds: number, now = () => Date.now()): TokenService {
  const jwt = hs256Tokens(new TextEncoder().encode(secret), { now });
  return {
    sign: (user) =>
      jwt.sign(
        {
          id: user.id,
          username: user.username,
          role: user.role,
          testCenterId: user.testCenterId,
          ver: user.tokenVersion,
        },
        ttlSeconds,
        randomUUID(),
      ),
    async verify(token) {
      const claims = sessionClaimsSchema.safeParse(await jwt.verify(token));
      return claims.success ? claims.data : null;
    },
  };
}
