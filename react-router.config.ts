import type { Config } from "@react-router/dev/config";
import { PUBLIC_PAGES } from "./src/shared/public-pages.ts";

/**
 * Public pages are prerendered to HTML at build time (search engines, fast first paint); every other
 * page is served the SPA fallback and rendered in the browser (STACK.md). The registration wizard is
 * prerendered too (its shell and login redirect need no data). Add public pages in
 * `src/shared/public-pages.ts`.
 */
export const PRERENDERED_PATHS = [...PUBLIC_PAGES.map((page) => page.path), "/register", "/Register"];

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel work trees build side by side (e.g. build-b); CI uses the default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
