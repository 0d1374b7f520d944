/**
 * The bench's own database: in-memory PGlite by default; with `DATABASE_URL` (or
 * `BENCH_DATABASE_URL`) a new database `exam_bench_<pid>` on that PostgreSQL server, dropped at the
 * end unless `BENCH_KEEP=1` (to EXPLAIN against it afterwards with `bench/explain.ts`). An existing
 * database is never touched, except `BENCH_REUSE=<name>`: that database, left by an earlier run with
 * `BENCH_KEEP=1`, is opened as it is (migrated, not seeded again, never dropped), to measure again
 * after a change without seeding a million rows again.
 */
import {
  createPglite,
  type Database,
  DEFAULT_POOL_TIMEOUTS,
  fromPglite,
  fromPostgresUrl,
} from "#server/db/client.ts";
import { adminUrl, databaseUrl } from "#tests/helpers/postgres.ts";

/** The PostgreSQL server URL the bench was given, if any. */
export const serverUrl = (): string | undefined => process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL;

/**
 * Creates, opens and migrates the bench database; `drop` removes it (PostgreSQL). `reusable`: the
 * caller can measure a database seeded before (`BENCH_REUSE`).
 */
export async function openBenchDatabase(options: { reusable?: boolean } = {}): Promise<{
  database: Database;
  name: string;
  /** True when `BENCH_REUSE` named an already seeded database: the caller does not seed. */
  reused: boolean;
  drop: () => Promise<void>;
}> {
  const url = serverUrl();
  if (!url) {
    const database = fromPglite(await createPglite(null));
    await database.migrate();
    return { database, name: "in-memory PGlite", reused: false, drop: async () => {} };
  }
  const reuse = process.env.BENCH_REUSE;
  if (reuse) {
    if (!options.reusable)
      throw new Error(
        "BENCH_REUSE: this bench seeds its own data; only `npm run bench`, `npm run bench:board` and `npm run bench:search` reuse",
      );
    if (!/^exam_bench_\d+$/.test(reuse)) throw new Error(`BENCH_REUSE=${reuse}: not a bench database`);
    const database = fromPostgresUrl(databaseUrl(url, reuse), {
      ...DEFAULT_POOL_TIMEOUTS,
      statementMs: 600_000,
    });
    await database.migrate();
    return { database, name: `PostgreSQL database ${reuse} (reused)`, reused: true, drop: async () => {} };
  }
  const name = `exam_bench_${process.pid}`;
  const admin = await adminUrl(url);
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  // Seeding a million rows and building their indexes on a loaded machine takes longer than a
  // request may: the bench's statements get 10 minutes instead of the server's 15 s.
  const database = fromPostgresUrl(databaseUrl(url, name), {
    ...DEFAULT_POOL_TIMEOUTS,
    statementMs: 600_000,
  });
  await database.migrate();
  const keep = process.env.BENCH_KEEP === "1";
  return {
    database,
    name: `PostgreSQL database ${name}`,
    reused: false,
    async drop() {
      if (keep) return;
      const client = await adminUrl(url);
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
