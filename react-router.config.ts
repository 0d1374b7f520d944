import type { Config } from "@react-router/dev/config";
import { STATUS_PATH } from "#shared/registration/reference.ts";
import { arabicPath } from "#shared/site/locales.ts";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";

/**
 * Public pages are prerendered to HTML at build time (search engines, fast first paint); every other
 * page is served the SPA fallback and rendered in the browser (STACK.md). The registration wizard is
 * prerendered too (its shell and login redirect need no data), and so is the status page's form.
 * Add public pages in `src/shared/site/public-pages.ts`.
 */
export const PRERENDERED_PATHS = [
  ...PUBLIC_PAGES.map((page) => page.path),
  "/register",
  "/Register",
  // The candidate's status page (docs/product.md §2 "Status page"): its form's shell; `?t=` and the answer in the browser.
  STATUS_PATH,
  // The Arabic twins (decision 0011).
  arabicPath("/register"),
  arabicPath(STATUS_PATH),
];

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel work trees build side by side (e.g. build-b); CI uses the default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
