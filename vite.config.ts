import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv } from "vite";
import { buildBrand } from "./scripts/brand-build.ts";
import { compiledCatalogs } from "./scripts/lingui-catalogs.ts";
import { type ModuleFacts, usedModules } from "./scripts/shell-chunk.ts";

/**
 * What every page runs: React Router's default client entry (we have no `entry.client.tsx`) and
 * the root route (header, footer, providers).
 */
const SHELL_STARTS = [
  path.resolve("src/web/root.tsx"),
  path.resolve("node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"),
];
const LANDING_PAGE = path.resolve("src/web/features/home/home-page.tsx");
/** The landing's own modules stay in its route chunk: no other page needs them. */
const LANDING_OWN = `${path.resolve("src/web/features/home")}${path.sep}`;
/** Message catalogues go with the routes that carry them (decision 0011), never into `landing`. */
const CATALOGS = `${path.resolve("src/web/i18n/messages")}${path.sep}`;

type Facts = { getModuleInfo(id: string): ModuleFacts | null };
let shell: Set<string> | undefined;
let landing: Set<string> | undefined;

function shellModules(ctx: Facts): Set<string> {
  shell ??= usedModules(SHELL_STARTS, (module) => ctx.getModuleInfo(module));
  return shell;
}

/**
 * Client chunks (docs/decisions/0005 "Fewer, larger chunks"): `shell` holds everything the entry
 * and root route import (every page loads it anyway); `landing` what else `/` needs that other
 * pages share (form inputs, cards, the login form). Everything else keeps Rolldown's automatic
 * split by route. The sets are worked out from the module graph on each build, so a component
 * that leaves the header leaves the shell too.
 */
const codeSplitting = {
  groups: [
    {
      priority: 2,
      name(id: string, ctx: Facts) {
        return shellModules(ctx).has(id) && !SHELL_STARTS.includes(id) ? "shell" : null;
      },
    },
    {
      priority: 1,
      name(id: string, ctx: Facts) {
        landing ??= usedModules([LANDING_PAGE], (module) => ctx.getModuleInfo(module));
        const shared =
          landing.has(id) &&
          !shellModules(ctx).has(id) &&
          !id.startsWith(LANDING_OWN) &&
          !id.startsWith(CATALOGS);
        return shared ? "landing" : null;
      },
    },
  ],
};

/**
 * In `npm run dev`, Vite serves the pages and forwards `/api` to the Fastify server on :3000.
 * `SITE_NAME`, `SITE_SHORT_NAME` and `BRAND_COLOR` (environment or `.env`) are baked into the
 * pages as `__BRAND__` (decision 0013); a bad value stops the build.
 */
export default defineConfig(({ mode }) => ({
  define: { __BRAND__: JSON.stringify(buildBrand(loadEnv(mode, process.cwd(), ["SITE_", "BRAND_"]))) },
  plugins: [
    // The message catalogues, compiled ahead (decision 0011).
    compiledCatalogs(),
    reactRouter(),
    // A fresh module graph on every build (the sets above are worked out once per chunking pass).
    {
      name: "reset-chunk-groups",
      buildStart() {
        shell = undefined;
        landing = undefined;
      },
    },
  ],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting } } } },
  },
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
}));
