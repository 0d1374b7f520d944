import { DASHBOARD_ROLES } from "#shared/access/roles.ts";
import type { TokenClaims } from "#shared/access/token-claims.ts";

/**
 * The staff member's dashboard (docs/product.md §2 "Top navbar"): `/Admin` for admin and auditor,
 * `/test-center/{testCenterId}` for a test_center user, null for roles without one. The two paths
 * are written here rather than imported from paths.ts: the landing's login form and the navbar use
 * this function, and paths.ts as one more chunk would put `/` over its JS budget (js-budget.spec.ts);
 * paths.test.ts checks the two agree.
 */
export function dashboardPath(claims: Pick<TokenClaims, "role" | "testCenterId">): string | null {
  if ((DASHBOARD_ROLES as readonly string[]).includes(claims.role)) return "/Admin";
  if (claims.role === "test_center" && claims.testCenterId !== null)
    return `/test-center/${claims.testCenterId}`;
  return null;
}
