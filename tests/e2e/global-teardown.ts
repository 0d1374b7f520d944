import { adminUrl } from "#tests/helpers/postgres.ts";
import { e2eDatabaseName } from "./e2e-env.ts";

/** Drops this run's PostgreSQL database, if one was made. */
export default async function globalTeardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = await adminUrl(url);
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${e2eDatabaseName()}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
