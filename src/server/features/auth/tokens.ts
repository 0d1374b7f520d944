import { jwtVerify, SignJWT } from "jose";
import { type TokenClaims, tokenClaimsSchema } from "../../../shared/auth.ts";
import type { Role } from "../../../shared/roles.ts";

/** Signs and verifies session tokens: HS256 JWTs carrying the claims of spec §3. */
export interface TokenService {
  /** Signs a token valid for the configured lifetime. */
  sign(user: { id: number; username: string; role: Role; testCenterId: number | null }): Promise<string>;
  /** The token's claims, or null when it is malformed, forged or expired (never throws). */
  verify(token: string): Promise<TokenClaims | null>;
}

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
      })
        .setProtectedHeader({ alg: "HS256" })
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
        const claims = tokenClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
