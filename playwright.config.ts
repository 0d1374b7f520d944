import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_WORKERS, e2eServerRunId } from "./tests/e2e/e2e-env.ts";
import { PUBLIC_PAGE_SPECS, QUIET_SPECS } from "./tests/setup/test-layers.ts";

/**
 * Browser journeys in Debian's Chromium, its headless shell where installed (CHROMIUM_PATH in
 * tests/e2e/e2e-env.ts; no browser download is possible here), against built
 * servers (tests/e2e/server.ts): embedded in-memory database, or a database of its own on the
 * PostgreSQL server when TEST_DATABASE_URL is set. E2E_WORKERS workers (2), each with a server and
 * database of its own on port E2E_PORT (4173) + its parallel index, so that a test never sees the rows
 * or counts another worker's test is writing. tests/setup/test-layers.ts sorts the files:
 * - `public`: the prerendered public pages, no database (CI runs them once).
 * - `journeys`: everything that logs in, registers or writes (CI runs them on both databases).
 * Their tests spread over the workers one by one (fullyParallel): each makes the rows it reads, and
 * a server still sees one test at a time. A describe whose tests share state says `mode: "default"`.
 * - `journeys-quiet` (QUIET_SPECS: staff-speed): the one file that times the page (time to usable,
 *   as a ratio to /404), after the others have finished, one test at a time, on a quiet machine. It
 *   is skipped when a project it waits for failed. CI runs it once, in `npm test`: the ratio is the
 *   web code's loading path, the API answers took 10–100 ms of it (decision 0021). Layout shift, fonts and the JS budget measure
 *   no time (where things move, what is fetched when, how many bytes): they run in `public`.
 * Playwright runs a project's dependencies whole, whatever the filters: a run naming files or a
 * --grep (`npx playwright test tests/e2e/fonts.spec.ts`) runs what it names without them.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
// Playwright sets TEST_PARALLEL_INDEX in a worker process before it reads this file: the worker's server.
const PORT = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const database = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
process.env.E2E_RUN_ID ??= `${process.pid}`;

// A run that names files (`tests/e2e/fonts.spec.ts`, `fonts.spec`) or a --grep.
const filtered = process.argv.slice(3).some((arg) => /\.spec\b|^tests\/|^(-g|--grep)(=|$)/.test(arg));
const after = (...projects: string[]) => (filtered ? [] : projects);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // More would ask for a server that is not there (one per worker, below): set E2E_WORKERS instead.
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: true,
  // 60 s on one worker; two workers share the two cores, and the longest journeys (the wizard to
  // the dashboard, axe in both schemes) took 54–60 s each beside another on a loaded machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: `test-results/playwright-${database}.json` }]]
    : [["list"]],
  projects: [
    { name: "journeys", testIgnore: [...PUBLIC_PAGE_SPECS, ...QUIET_SPECS] },
    { name: "public", testMatch: PUBLIC_PAGE_SPECS },
    // Its dependencies make it a phase of its own, after both of the others (Playwright runs a
    // project once all its dependencies' phases are done); `public` is not named, or a run of
    // `--project journeys --project journeys-quiet` would run it too.
    { name: "journeys-quiet", testMatch: QUIET_SPECS, dependencies: after("journeys"), workers: 1 },
  ],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's DOM snapshots and screenshots for every test, kept or not:
    // off unless E2E_TRACE=1 (the failure's screenshot and error stay either way).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: "node tests/e2e/server.ts",
    url: `http://127.0.0.1:${BASE_PORT + index}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(BASE_PORT + index),
      E2E_RUN_ID: e2eServerRunId(index),
      STATIC_DIR: `${process.env.BUILD_DIR ?? "build"}/client`,
    },
  })),
});
