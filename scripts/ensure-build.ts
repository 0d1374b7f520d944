/**
 * Builds the web app when there is no build or its sources are newer than it. Used by `npm start`
 * and `npm test` so both work straight after `npm install`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_MARKER = `${process.env.BUILD_DIR ?? "build"}/client/__spa-fallback.html`;
const SOURCES = [
  "src/web",
  "src/shared",
  "public",
  "react-router.config.ts",
  // The build steps after react-router build (defer-hydration, inline-web-fonts, paint-whole-page, csp-hashes, brand-logo, slim-route-manifest, precompress).
  "scripts",
  "vite.config.ts",
  "package-lock.json",
  // SITE_NAME, SITE_SHORT_NAME, BRAND_COLOR set there are baked into the pages (decision 0013).
  ".env",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** Runs `npm run build` if needed; exits the process when the build fails. */
export function ensureBuild() {
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const stale = built === 0 || SOURCES.some((source) => newestMtime(source) > built);
  if (!stale) return;
  process.stdout.write(
    built === 0 ? "No build found: building the web app...\n" : "Sources changed: rebuilding...\n",
  );
  // The build is what the tests serve, so always a production one: from inside Vitest
  // (NODE_ENV=test) Vite would bundle React's development build, whose hydration warnings the
  // browser tests count as console errors.
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.main) ensureBuild();
