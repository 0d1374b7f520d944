import { PAGE_POLICY, type PageKey } from "../../../shared/policy.ts";
import type { Role } from "../../../shared/roles.ts";
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
  if (session && mayOpen(session.claims.role, "/inquiries"))
    after.push({ label: "INQUIRIES", to: "/inquiries" });
  after.push({ label: "ABOUT US", to: "/about" });
  return { before: [{ label: "HOME", to: "/" }], after };
}

/** True when `role` may open the staff page `page` (the shared policy table, spec §6). */
export function mayOpen(role: Role, page: PageKey): boolean {
  return (PAGE_POLICY[page].roles as readonly Role[]).includes(role);
}

/** Administration links of the user menu, by role (the spec's navbar has no place for them). */
export function adminItems(session: Session | null): NavItem[] {
  if (!session) return [];
  const { role } = session.claims;
  const items: [string, string, PageKey][] = [
    ["Users", "/users", "/users"],
    ["Register user", "/registeruser", "/registeruser"],
    ["Test centers", "/View-test-center", "/View-test-center"],
    ["Messages", "/announcements", "/announcements"],
    ["Send message", "/CreateAnnouncement", "/CreateAnnouncement"],
  ];
  return items.filter(([, , page]) => mayOpen(role, page)).map(([label, to]) => ({ label, to }));
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
