import { INQUIRY_ROLES, type Role } from "#shared/access/roles.ts";
import { REGULATOR_LINKS } from "#shared/reference/regulator-links.ts";
import { type Locale, localisedPath } from "#shared/site/locales.ts";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";
import { dashboardPath } from "#web/lib/dashboard-path.ts";
import type { Session } from "#web/lib/session.ts";

/** A plain navbar link. */
export interface NavItem {
  label: string;
  to: string;
  /** The staff member's dashboard, after which the STAGES drop-down goes. */
  dashboard?: boolean;
  /** A second line (a regulator's full name under its code). */
  description?: string;
}

/**
 * The navbar's links in display order (docs/product.md §2 "Top navbar"), labelled by `t` in the page's
 * language and leading to that language's page where there is one (decision 0011, `localisedPath`):
 * the plain links `before` and `after` HEALTH CARE EXAMS, and that drop-down's five `regulators`
 * (code, and the regulator's name as description); and where Login leads.
 */
export function navItems(
  session: Session | null,
  t: (id: MessageKey) => string,
  locale: Locale,
): { before: NavItem[]; after: NavItem[]; regulators: NavItem[]; login: string } {
  const dashboard = session ? dashboardPath(session.claims) : null;
  const item = (id: MessageKey, to: string): NavItem => ({ label: t(id), to: localisedPath(to, locale) });
  const after: NavItem[] = [item("nav.bookExam", "/Contact-us")];
  if (session) after.push(item("nav.registerForExam", "/register"));
  if (dashboard) after.push({ ...item("nav.dashboard", dashboard), dashboard: true });
  // docs/product.md §2 shows INQUIRIES to every logged-in user; only the roles that may read them see it.
  if (session && (INQUIRY_ROLES as readonly Role[]).includes(session.claims.role)) {
    after.push(item("nav.inquiries", "/inquiries"));
  }
  after.push(item("nav.aboutUs", "/about"));
  return {
    before: [item("nav.home", "/")],
    after,
    regulators: REGULATOR_LINKS.map(({ code, path }) => ({
      label: code,
      to: localisedPath(path, locale),
      description: t(`regulator.${code}`),
    })),
    login: localisedPath("/login", locale),
  };
}

/** True when `to` is the current page or a parent of it (paths compare case-insensitively). */
export function isActive(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  // A home page (`/`, `/ar`) is current only itself, not for the pages under it.
  if (target === "/" || target === "/ar") return path.replace(/\/+$/, "") === target.replace(/\/+$/, "");
  return path === target || path.startsWith(`${target}/`);
}

/** "18:42" in the visitor's locale, from the token's `exp` (seconds). */
export function expiryTime(session: Session): string {
  return new Date(session.claims.exp * 1000).toLocaleTimeString(undefined, {
    hour: "2-digit",
    minute: "2-digit",
  });
}
