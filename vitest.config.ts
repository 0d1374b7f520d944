import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { buildBrand } from "./scripts/brand-build.ts";
import { testLayers } from "./tests/setup/test-layers.ts";

/**
 * Three projects (tests/setup/test-layers.ts says which file goes where):
 * - `unit`: no database, no template, no process (`npm run test:unit`). Its files share one module
 *   graph per worker thread (`isolate: false`: a third of the time, the imports being most of it),
 *   so a unit test puts back what it changes (fake timers, environment).
 * - `api`: against the run's database: one migrated template per run (tests/setup/global-setup.ts),
 *   copied for each test file (PGlite data dir, or a PostgreSQL `CREATE DATABASE ... TEMPLATE` when
 *   TEST_DATABASE_URL is set). CI runs this project on both databases. Its files too share their
 *   modules within a worker process (`isolate: false`): a file of its own imported the app's graph
 *   again (12 light files: 66 s of CPU so, 40 s sharing). What a file starts it closes (its app,
 *   database, servers), and what a server module keeps in memory is forgotten before each file
 *   (tests/setup/api-file.ts).
 * - `server`: the server as a process on an embedded database of its own; the same on either pass.
 */
const database = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const layers = testLayers();
/**
 * Test files of `api` and `server` at a time. Vitest's default, one fewer than the cores, is one on
 * the 2-core machine: the `server` files mostly wait for the processes they start, and an `api`
 * file's database runs in a thread of its own, so two files keep both cores busy. TEST_FILES_AT_ONCE=1
 * gives the one-file-at-a-time run back (e.g. on a machine other work already loads).
 */
const FILES_AT_ONCE = Number(process.env.TEST_FILES_AT_ONCE ?? Math.max(2, availableParallelism() - 1));

export default defineConfig({
  // The default brand, as a build without SITE_NAME / BRAND_COLOR bakes it in (vite.config.ts).
  define: { __BRAND__: JSON.stringify(buildBrand({})) },
  test: {
    // In CI a JSON report as well, for the closing summary line (scripts/test-summary.ts).
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: `test-results/vitest-${database}.json` }]]
      : ["default"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // One thread takes every unit file at once (a second thread would import the graph again).
        test: { name: "unit", include: layers.unit, pool: "threads", isolate: false, maxWorkers: 1 },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: layers.api,
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: ["tests/setup/api-file.ts"],
          isolate: false,
          maxWorkers: FILES_AT_ONCE,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: layers.server,
          maxWorkers: FILES_AT_ONCE,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
