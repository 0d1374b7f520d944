import type { Config } from "@react-router/dev/config";

/**
 * Public pages are prerendered to HTML at build time (search engines, fast first paint); every other
 * page is served the SPA fallback and rendered in the browser (STACK.md). Add public routes here.
 */
export const PRERENDERED_PATHS = ["/", "/login", "/register", "/Register", "/404"];

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
