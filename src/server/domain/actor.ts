/**
 * Who acts on a request, as every write records it (DEVELOPERS.md: state changes are recorded with
 * who and when). The auth plugin (`server/plugins/auth.ts`) builds it from the session, never from
 * the request body; the features and the services below them only read it.
 */
import type { Role } from "#shared/access/roles.ts";

/**
 * The staff member acting on a request, from the session (never from the request body): what
 * writes record as their author and what object-level checks read.
 */
export interface Actor {
  id: number;
  username: string;
  role: Role;
  testCenterId: number | null;
}

/**
 * The test center a list or view is about: a test_center user's own, always (-1, matching nothing,
 * when the account has none), whatever it asked for; another role's `requested` (undefined: all).
 */
export function scopedCenterId(actor: Actor, requested: number | undefined): number | undefined {
  return actor.role === "test_center" ? (actor.testCenterId ?? -1) : requested;
}
