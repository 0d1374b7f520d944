/**
 * Which Vitest project a test file belongs to (vitest.config.ts builds its projects from `testLayers`):
 * - `unit`: `src/**`, `scripts/**` and `tests/rules/**` files, except `*.db.test.ts`. No database,
 *   no template, no server process; `npm run test:unit` runs only these.
 * - `api`: the files whose result depends on the run's database (PGlite by default, PostgreSQL with
 *   TEST_DATABASE_URL): `tests/api/**`, `*.db.test.ts` under `src/`, and the `tests/server/**` files
 *   that read TEST_DATABASE_URL or copy the run's template. They get the migrated template
 *   (tests/setup/global-setup.ts), and CI runs them on both databases.
 * - `server`: the other `tests/server/**` files: the server as a process on an embedded database of
 *   its own, the same on either pass, so CI runs them once.
 * tests/rules/test-layers.test.ts holds every file to one layer and a `unit` file to its promise.
 */
import { globSync, readFileSync } from "node:fs";

export type TestLayer = "unit" | "api" | "server";

/** Every Vitest file of the repository (paths from the root; tests/e2e/ is Playwright's). */
export const TEST_FILES_GLOB = "{src,scripts,tests}/**/*.test.ts";

/** A test file under `src/` that opens a database ends so, and runs in `api` (with the template). */
export const DB_TEST_SUFFIX = ".db.test.ts";

/**
 * What a test file's source says when it uses the run's database: its URL, or a helper that opens
 * it or copies its template (`inject("pgliteTemplate")` / `inject("postgresTemplate")`).
 */
const RUN_DATABASE_MARKERS = [
  "TEST_DATABASE_URL",
  "#tests/helpers/test-app.ts",
  "#tests/helpers/embedded-folder.ts",
  "#tests/helpers/postgres.ts",
  "pgliteTemplate",
  "postgresTemplate",
];

/**
 * Modules a `unit` file may not import (nor through `import()`): a database driver, the database
 * client, the app, the server's entry point, and the test-app, template and process helpers.
 */
export const UNIT_FORBIDDEN_IMPORTS = [
  "@electric-sql/pglite",
  "pg",
  "#server/db/client.ts",
  "#server/app.ts",
  "#server/main.ts",
  "#tests/helpers/test-app.ts",
  "#tests/helpers/embedded-folder.ts",
  "#tests/helpers/postgres.ts",
  "#tests/helpers/server-process.ts",
];

/** `from "x"`, `import "x"` and `import("x")`: the module specifiers of a source text. */
const IMPORT_SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(?\s*)"([^"$]+)"/g;

/**
 * What in `source` (a `unit` file's text) would give it a database: a forbidden import (or a module
 * under one, e.g. `@electric-sql/pglite/contrib/...`), the run's URL, or the template Vitest provides
 * to `api` files. Empty when the file keeps to its layer.
 */
export function unitViolations(source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(IMPORT_SPECIFIER)) {
    const forbidden = UNIT_FORBIDDEN_IMPORTS.find(
      (name) => specifier === name || specifier?.startsWith(`${name}/`),
    );
    if (forbidden) found.push(forbidden);
  }
  if (/\benv\.TEST_DATABASE_URL\b/.test(source)) found.push("TEST_DATABASE_URL");
  if (/\binject\(\s*"(?:pglite|postgres)Template"/.test(source)) found.push("template");
  return found;
}

/** The layer of the test file at `file` (a path from the root), or null for a file of none. */
export function layerOf(file: string, source: string): TestLayer | null {
  if (file.startsWith("tests/api/")) return "api";
  if (file.startsWith("tests/server/")) {
    return RUN_DATABASE_MARKERS.some((marker) => source.includes(marker)) ? "api" : "server";
  }
  if (file.startsWith("src/") && file.endsWith(DB_TEST_SUFFIX)) return "api";
  if (file.startsWith("src/") || file.startsWith("scripts/") || file.startsWith("tests/rules/"))
    return "unit";
  return null;
}

/** The repository's Vitest files by layer (sorted), and those of no layer (the rules test refuses them). */
export function testLayers(root = ".") {
  const layers: Record<TestLayer | "none", string[]> = { unit: [], api: [], server: [], none: [] };
  for (const file of globSync(TEST_FILES_GLOB, { cwd: root }).sort()) {
    if (file.startsWith("tests/e2e/")) continue;
    layers[layerOf(file, readFileSync(`${root}/${file}`, "utf8")) ?? "none"].push(file);
  }
  return layers;
}

/**
 * The browser files (tests/e2e/, Playwright project `public`) that only load the public, prerendered
 * pages: no login, no write, no data of the database's. CI runs them once; every other browser file is
 * a database journey (project `journeys`) and runs on both databases.
 */
export const PUBLIC_PAGE_SPECS = [
  "arabic-pages.spec.ts",
  "arabic-pages-walk.spec.ts",
  "course-pages.spec.ts",
  "fonts.spec.ts",
  "js-budget.spec.ts",
  "landing.spec.ts",
  "layout-shift.spec.ts",
  "prerendered-pages.spec.ts",
  "public-pages.spec.ts",
  "regulator-pages.spec.ts",
];

/**
 * The browser files that time the page (staff pages' time to usable, as a ratio to /404): they run
 * after every other browser file, one test at a time, so that no other test's browser or server
 * competes for the CPU (playwright.config.ts, project `journeys-quiet`). Layout shift, fonts and the
 * JS budget time nothing (what moves, what is fetched before what, how many bytes: a busy CPU only
 * makes a shift likelier to show) and run with the other public pages.
 */
export const QUIET_SPECS = ["staff-speed.spec.ts"];

/** What a public-pages file may not hold: a login, a candidate, a write, or an API other than the site's settings. */
const PUBLIC_PAGE_FORBIDDEN: [string, RegExp][] = [
  ["a login", /\bloginByApi\b|\bE2E_ADMIN\b|storageState/],
  ["a candidate", /\bregisterCandidate\b/],
  ["a write", /\brequest\.(?:post|put|patch|delete)\b|\bmethod:\s*"(?:POST|PUT|PATCH|DELETE)"/],
  ["an API of the database's", /\/api\/(?!site-config\b|health\b)[a-z]/i],
];

/** What in `source` (a public-pages browser file) reaches the database; empty when nothing does. */
export function publicPageViolations(source: string): string[] {
  return PUBLIC_PAGE_FORBIDDEN.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
}
