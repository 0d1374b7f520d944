import { defineConfig } from "@playwright/test";
import { PUBLIC_PAGE_SPECS } from "./tests/setup/test-layers.ts";

/**
 * Browser journeys in Debian's Chromium (no browser download is possible here) against one built
 * server on port 4173 (E2E_PORT; tests/e2e/server.ts): embedded in-memory database, or a database of its own
 * on the PostgreSQL server when TEST_DATABASE_URL is set. Two projects: `public` (the prerendered
 * public pages, no database: CI runs them once) and `journeys` (everything that logs in, registers or
 * writes: CI runs them on both databases); tests/setup/test-layers.ts lists the first.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const database = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
process.env.E2E_RUN_ID ??= `${process.pid}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: `test-results/playwright-${database}.json` }]]
    : [["list"]],
  projects: [
    { name: "public", testMatch: PUBLIC_PAGE_SPECS },
    { name: "journeys", testIgnore: PUBLIC_PAGE_SPECS },
  ],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node tests/e2e/server.ts",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      E2E_RUN_ID: process.env.E2E_RUN_ID,
      STATIC_DIR: `${process.env.BUILD_DIR ?? "build"}/client`,
    },
  },
});
