import { type Access, ANY_ROLE, API_POLICY, PUBLIC } from "../shared/policy.ts";
import type { Role } from "../shared/roles.ts";

export { type Access, ANY_ROLE, API_POLICY as POLICY, PUBLIC };
export type PolicyKey = keyof typeof API_POLICY;

/** The access rule of a registered route, or undefined when the table has none (deny). */
export function accessFor(method: string, url: string): Access | undefined {
  return (API_POLICY as Record<string, Access>)[`${method} ${url}`];
}

/** True when `role` passes `access` (a logged-in user is assumed). */
export function roleAllowed(access: Access, role: Role): boolean {
  return access === PUBLIC || access === ANY_ROLE || access.includes(role);
}
