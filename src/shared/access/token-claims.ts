/**
 * Claims of the session token (docs/product.md §3 "Token claims"), checked without zod so that every page
 * can read the session without downloading the schema library. The server signs and verifies
 * tokens with `tokenClaimsSchema` (`auth.ts`), which has the same shape.
 */
import { isRole, type Role } from "./roles.ts";

/** Claims of the session token; `exp` in seconds since the epoch. */
export interface TokenClaims {
  id: number;
  username: string;
  role: Role;
  testCenterId: number | null;
  exp: number;
}

/** Failed logins allowed per (username, client address) before a lock (docs/product.md §4, §9). */
export const LOGIN_MAX_ATTEMPTS = 3;
/** Lock length after the third failure, seconds (docs/product.md §9). */
export const LOGIN_LOCK_SECONDS = 30;

/** The claims when `value` has the token's shape (integers where integers belong), else null. */
export function parseTokenClaims(value: unknown): TokenClaims | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, username, role, testCenterId, exp } = value as Record<string, unknown>;
  if (!Number.isInteger(id) || typeof username !== "string" || !isRole(role)) return null;
  if (testCenterId !== null && !Number.isInteger(testCenterId)) return null;
  if (!Number.isInteger(exp)) return null;
  return {
    id: id as number,
    username,
    role,
    testCenterId: testCenterId as number | null,
    exp: exp as number,
  };
}
