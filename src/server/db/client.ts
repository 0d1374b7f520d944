import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { secureDataDir, tightenDataDir } from "../data-dir.ts";
import * as schema from "./schema.ts";

/** The Drizzle database, the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; accepted wherever `Db` is. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** An open database: the Drizzle handle plus what the server needs to run and stop it. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations (under an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Advisory lock key held while migrating, so two servers starting together migrate once. */
const MIGRATION_LOCK_KEY = 724_311_905;

/**
 * Starts an embedded PGlite in `dataDir` (created if missing, private to the server's user), or in
 * memory when null. PGlite's initdb writes its files as 0666 whatever the umask, so the folder is
 * tightened again once it is open (issue 10, finding 3).
 */
export async function createPglite(dataDir: string | null): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ extensions: { pg_trgm } });
  secureDataDir(dataDir);
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  tightenDataDir(dataDir);
  return client;
}

/** Wraps a running PGlite instance (embedded default, and each test file's clone). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Connects to a PostgreSQL server (`DATABASE_URL`). */
export function fromPostgresUrl(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL idle connection error: ${error.message}`);
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(opts: { url?: string; dataDir: string | null }): Promise<Database> {
  if (opts.url) return fromPostgresUrl(opts.url);
  return fromPglite(await createPglite(opts.dataDir ? `${opts.dataDir}/pglite` : null));
}
