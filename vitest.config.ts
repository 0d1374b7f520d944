import { defineConfig } from "vitest/config";
import { buildBrand } from "./scripts/brand-build.ts";

/**
 * Unit and API tests. API tests run against a real database: one migrated template per run
 * (tests/setup/global-setup.ts), copied for each test file (PGlite data dir, or a PostgreSQL
 * `CREATE DATABASE ... TEMPLATE` when TEST_DATABASE_URL is set).
 */
const database = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export default defineConfig({
  // The default brand, as a build without SITE_NAME / BRAND_COLOR bakes it in (vite.config.ts).
  define: { __BRAND__: JSON.stringify(buildBrand({})) },
  test: {
    // In CI a JSON report as well, for the closing summary line (scripts/test-summary.ts).
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: `test-results/vitest-${database}.json` }]]
      : ["default"],
    include: ["src/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
