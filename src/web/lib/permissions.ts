/**
 * What the logged-in user may do, read from the shared policy table (`src/shared/access/policy.ts`), so
 * the back office shows only the actions and links the server accepts (docs/product.md §1, §6). Staff screens
 * only: the public pages must not import this, to keep the policy table out of their bundle.
 */
import { type ApiPolicyKey, canCall, canOpen, type PageKey } from "#shared/access/policy.ts";
import { useSession } from "./session.ts";

/** True when the current user may call the API route `route` (e.g. `"DELETE /api/students"`). */
export function useCanCall(route: ApiPolicyKey): boolean {
  return canCall(route, useSession()?.claims.role);
}

/** True when the current user may open the staff page `page` (e.g. `"/create-invoice/:studentId"`). */
export function useCanOpen(page: PageKey): boolean {
  return canOpen(page, useSession()?.claims.role);
}
