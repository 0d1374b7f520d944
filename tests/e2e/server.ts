/**
 * The server the browser tests run against: the built site and API, admin `E2E_ADMIN`, demo data.
 * With TEST_DATABASE_URL it first creates a database of its own (dropped by global-teardown.ts).
 */
import { adminUrl, databaseUrl } from "#tests/helpers/postgres.ts";
import { E2E_ADMIN, E2E_JWT_SECRET, e2eDatabaseName } from "./e2e-env.ts";

const url = process.env.TEST_DATABASE_URL;
if (url) {
  const name = e2eDatabaseName();
  const admin = await adminUrl(url);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  process.env.DATABASE_URL = databaseUrl(url, name);
}
Object.assign(process.env, {
  HOST: "127.0.0.1",
  DATA_DIR: "memory",
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SEED_DEMO: "true",
  LOG_LEVEL: "warn",
  NODE_ENV: "test",
  RATE_LIMIT_PUBLIC: "1000",
  JWT_SECRET: E2E_JWT_SECRET,
});
await import("#server/main.ts");
