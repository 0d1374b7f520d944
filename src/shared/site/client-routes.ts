/**
 * The page routes the browser app renders (src/web/routes.ts), as patterns: the prerendered public
 * pages, the wizard, the candidate's status page and the staff pages of the policy table. The
 * server answers a GET for any other path with HTTP 404 and the prerendered not-found page (docs/architecture.md: no soft 404s).
 */

import { PAGE_POLICY } from "#shared/access/policy.ts";
import { STATUS_PATH } from "#shared/registration/reference.ts";
import { arabicPath } from "./locales.ts";
import { PUBLIC_PAGES } from "./public-pages.ts";

/** Path of the prerendered not-found page. */
export const NOT_FOUND_PATH = "/404";

/** Every page route pattern (React Router's syntax, `:param` for one segment). */
export const CLIENT_ROUTES: readonly string[] = [
  ...PUBLIC_PAGES.map((page) => page.path).filter(
    (path) => path !== NOT_FOUND_PATH && path !== arabicPath(NOT_FOUND_PATH),
  ),
  "/register",
  arabicPath("/register"),
  STATUS_PATH,
  arabicPath(STATUS_PATH),
  ...Object.keys(PAGE_POLICY),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The anchored, case-insensitive matcher of a React Router pattern (`:param` is one segment; React
 * Router matches without case), for this list and the server's route preloads.
 */
export const routeMatcher = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
      .join("/")}/?$`,
    "i",
  );

const MATCHERS = CLIENT_ROUTES.map(routeMatcher);

/** True when the decoded `path` (no query string) is a page of the app. */
export function isClientRoute(path: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(path));
}
