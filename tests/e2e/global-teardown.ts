import { adminUrl } from "#tests/helpers/postgres.ts";
import { E2E_WORKERS, e2eDatabaseName, e2eServerRunId } from "./e2e-env.ts";

/** Drops this run's PostgreSQL databases (one per server), if any were made. */
export default async function globalTeardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = await adminUrl(url);
  try {
    for (let index = 0; index < E2E_WORKERS; index++) {
      await admin.query(`DROP DATABASE IF EXISTS "${e2eDatabaseName(e2eServerRunId(index))}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
