/** Session tokens the server did not issue, for the tests of what it refuses. */

import { hs256Tokens } from "#server/lib/tokens.ts";

/**
 * An HS256 token for the seeded admin (`adminId`, `admin-user`) signed with `secret`, valid for an
 * hour from `now` (ms since the epoch), in the format before token versions: no `ver`, no `jti`
 * (decision 0008).
 */
export function oldFormatToken(
  adminId: number,
  secret: string,
  now: () => number = Date.now,
): Promise<string> {
  const claims = { id: adminId, username: "admin-user", role: "admin", testCenterId: null };
  return hs256Tokens(new TextEncoder().encode(secret), { now }).sign(claims, 3600);
}
