import type { Config } from "@react-router/dev/config";

/**
 * Public pages are prerendered to HTML at build time (search engines, fast first paint); every other
 * page is served the SPA fallback and rendered in the browser (STACK.md). The registration wizard is
 * prerendered too (its shell and login redirect need no data). Add public pages in
 * `src/shared/public-pages.ts`.
 */
export const PRERENDERED_PATHS = ["/", "/login", "/404", "/register", "/Register"];

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel work trees build side by side (e.g. build-b); CI uses the default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
