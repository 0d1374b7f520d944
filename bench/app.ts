/**
 * The app as the benches run it over their database: test mode, no logs, no static site, one JWT
 * secret. `env` adds or overrides settings (e.g. `RATE_LIMIT_PUBLIC` for a public route's load).
 */
import { buildApp } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";

/** The benches' token secret (long enough for the config's rule). */
export const BENCH_JWT_SECRET = "bench-secret-that-is-long-enough-0123456789";

/** The app over `database`, not yet listening (see the module note). */
export function benchApp(
  database: Parameters<typeof buildApp>[0]["database"],
  env: Record<string, string> = {},
) {
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory",
    STATIC_DIR: "none",
    ...env,
  });
  return buildApp({ config, database, jwtSecret: BENCH_JWT_SECRET });
}
