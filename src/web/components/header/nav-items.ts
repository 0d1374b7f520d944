import { INQUIRY_ROLES, type Role } from "../../../shared/roles.ts";
import { dashboardPath } from "../../lib/dashboard-path.ts";
import type { Session } from "../../lib/session.ts";

/** A plain navbar link. */
export interface NavItem {
  label: string;
  to: string;
}

/**
 * The navbar's plain links in display order (spec §2 "Top navbar"); HEALTH CARE EXAMS is a
 * drop-down placed between `before` and `after`.
 */
export function navItems(session: Session | null): { before: NavItem[]; after: NavItem[] } {
  const dashboard = session ? dashboardPath(session.claims) : null;
  const after: NavItem[] = [{ label: "BOOK EXAM", to: "/Contact-us" }];
  if (session) after.push({ label: "REGISTER FOR EXAM", to: "/register" });
  if (dashboard) after.push({ label: "DASHBOARD", to: dashboard });
  // Spec §2 shows INQUIRIES to every logged-in user; only the roles that may read them see it.
  if (session && (INQUIRY_ROLES as readonly Role[]).includes(session.claims.role)) {
    after.push({ label: "INQUIRIES", to: "/inquiries" });
  }
  after.push({ label: "ABOUT US", to: "/about" });
  return { before: [{ label: "HOME", to: "/" }], after };
}

/** True when `to` is the current page or a parent of it (paths compare case-insensitively). */
export function isActive(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return target === "/" ? path === "/" : path === target || path.startsWith(`${target}/`);
}

/** "18:42" in the visitor's locale, from the token's `exp` (seconds). */
export function expiryTime(session: Session): string {
  return new Date(session.claims.exp * 1000).toLocaleTimeString(undefined, {
    hour: "2-digit",
    minute: "2-digit",
  });
}
