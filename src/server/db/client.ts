import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { secureDataDir } from "#server/data-dir.ts";
import { PGliteProxy } from "./pglite-proxy.ts";
import {
  type CallTracker,
  DatabaseStoppedError,
  releaseStopped,
  type StopState,
  watchForAbort,
} from "./pglite-stop.ts";
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
  /**
   * Applies the migrations, then runs `bootstrap` in one transaction, both under the migration lock:
   * replicas that start together on one database run it one after the other, so what it creates
   * (first admin, demo data, shared secret) is created once and the others find it (README "Several replicas on one PostgreSQL database").
   */
  setUp<T>(bootstrap: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Embedded only: why the database stopped (PostgreSQL aborted, e.g. its disk was full; see
   * pglite-stop.ts), or null while it runs.
   */
  stopped?(): StopState | null;
  /**
   * Embedded only, after a stop: opens the folder again in this process (PostgreSQL replays its
   * WAL, as after a crash) and carries on with the new instance. Rejects when that fails too.
   */
  reopen?(): Promise<void>;
  /**
   * Embedded in its worker thread only (decision 0020): since when (ms since the epoch) the call
   * in progress has held the database, or null when idle. Answers while the database is busy.
   */
  busySince?(): number | null;
  /** Embedded in its worker thread only: ends that thread at once (a shutdown past its grace period). */
  terminate?(): Promise<void>;
}

export { createPglite } from "./pglite-open.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Advisory lock key held while migrating, so two servers starting together migrate once. */
const MIGRATION_LOCK_KEY = 724_311_905;

/** What both embedded kinds share: the Drizzle handle, migrations and the set-up transaction. */
function pgliteHandle(client: PGlite): Pick<Database, "db" | "kind" | "migrate" | "setUp"> {
  const db = drizzlePglite(client, { schema });
  const migrate = () => migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate,
    // One process per DATA_DIR (data-dir-lock.ts): the transaction is lock enough.
    async setUp(bootstrap) {
      await migrate();
      return db.transaction((tx) => bootstrap(tx as unknown as Db));
    },
  };
}

/**
 * Wraps a running PGlite instance (embedded default, and each test file's clone). Should PostgreSQL
 * abort inside it, every query fails with `DatabaseStoppedError` instead of hanging
 * (pglite-stop.ts); `open` (a folder's database) lets `reopen()` start a new instance on the same
 * folder, which the Drizzle handle then uses (it holds a stand-in that forwards to the current one).
 * `tracker` hears of every call into PostgreSQL (the server's watchdog).
 */
export function fromPglite(
  client: PGlite,
  options: { open?: () => Promise<PGlite>; tracker?: CallTracker } = {},
): Database {
  let current = client;
  let watch = watchForAbort(current, options.tracker);
  let reopening: Promise<void> | null = null;
  const standIn = new Proxy({} as PGlite, {
    get(_target, key) {
      const value = Reflect.get(current, key, current);
      return typeof value === "function" && key !== "constructor" ? value.bind(current) : value;
    },
  });
  const { db, ...embedded } = pgliteHandle(standIn);
  /** A new instance on the folder in place of a stopped one (a running one is left alone). */
  const reopen = (): Promise<void> => {
    const open = options.open!;
    if (!watch.stopped()) return Promise.resolve();
    reopening ??= (async () => {
      releaseStopped(current);
      const next = await open();
      watch = watchForAbort(next, options.tracker);
      current = next;
    })().finally(() => {
      reopening = null;
    });
    return reopening;
  };
  return {
    db,
    ...embedded,
    stopped: () => watch.stopped(),
    reopen: options.open ? reopen : undefined,
    async close() {
      const stop = watch.stopped();
      if (!stop) return current.close();
      // Nothing more may run in a stopped instance, not even its shutdown: the folder is left as
      // after a crash and the next start replays the WAL.
      releaseStopped(current);
      throw new DatabaseStoppedError(stop);
    },
  };
}

/**
 * The embedded database in its worker thread (decision 0020, pglite-proxy.ts): the same `Database`
 * as `fromPglite`, while PostgreSQL runs off the main thread. The stop layer (decision 0015) runs in
 * the worker; `reopen()` starts a new worker on the folder after a stop.
 */
export function fromPgliteWorker(proxy: PGliteProxy): Database {
  return {
    ...pgliteHandle(proxy as unknown as PGlite),
    stopped: () => proxy.stopped(),
    reopen: () => proxy.reopen(),
    busySince: () => proxy.busySince(),
    terminate: () => proxy.terminate(),
    close: () => proxy.close(),
  };
}

/** Timeouts of the PostgreSQL pool, in milliseconds (README "Configuration": `DB_*_TIMEOUT`). */
export interface PoolTimeouts {
  /** Opening a connection (TCP, TLS, authentication), and waiting for a free one when all are busy. */
  connectMs: number;
  /** One statement, enforced by the server (`statement_timeout`) and, 2 s later, by the client. */
  statementMs: number;
  /** An unused connection is closed after this long. */
  idleMs: number;
}

/** Defaults: 5 s to connect, 15 s per statement, 30 s idle. */
export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = { connectMs: 5_000, statementMs: 15_000, idleMs: 30_000 };

/**
 * A pool connection that survives losing its server, and closes itself when one of its queries
 * times out on the client side
 * (`query_timeout`: the server or the network stopped answering). pg leaves such a connection
 * with the query still running, and a transaction on it may be left open with its ROLLBACK
 * dropped from the queue: it must never be handed out again.
 */
class StallSafeClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection lost while checked out (in a transaction) emits "error" with no pool listener
    // attached, which would end the process; the query that was running fails with it anyway, and
    // the pool discards a client that is no longer queryable when it is released.
    this.on("error", () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client#query's many overloads, passed through unchanged.
  override query(...args: any[]): any {
    const onError = (error: unknown) => {
      if (error instanceof Error && error.message === "Query read timeout") void this.end().catch(() => {});
    };
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (error) onError(error);
        last(error, result);
      };
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      return (super.query as any)(...args);
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const result = (super.query as any)(...args);
    if (result && typeof result.then === "function") result.then(undefined, onError);
    return result;
  }
}

/** `url` with its password replaced by `***`, for messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

/** Start-up could not reach `DATABASE_URL`; the message names it without its password. */
export class DatabaseUnreachableError extends Error {}

/**
 * Connects to a PostgreSQL server (`DATABASE_URL`) through a pool with connect, statement and idle
 * timeouts: a database that stops answering makes queries fail within `statementMs` + 2 s instead of
 * hanging (the API answers 503, see plugins/error-handler.ts), and the pool reconnects by itself.
 */
export function fromPostgresUrl(url: string, timeouts: PoolTimeouts = DEFAULT_POOL_TIMEOUTS): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: StallSafeClient,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 2_000,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL idle connection error: ${error.message}`);
  });
  /**
   * Migrations and bootstrap on a connection of their own, without statement timeouts: a migration,
   * or waiting for another replica's, may take longer than a request may. Only connecting is bounded.
   */
  async function setUp<T>(bootstrap: (db: Db) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
    client.on("error", () => {}); // reported by the query that fails
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseUnreachableError(
        `cannot reach the database of DATABASE_URL ${redactDatabaseUrl(url)} within ${timeouts.connectMs / 1000} s: ${reason}`,
      );
    }
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      const locked = drizzleNodePg(client, { schema });
      await migrateNodePg(locked, { migrationsFolder });
      return await locked.transaction((tx) => bootstrap(tx as unknown as Db));
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      await client.end().catch(() => {});
    }
  }
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    async migrate() {
      await setUp(async () => {});
    },
    setUp,
    close: () => pool.end(),
  };
}

/**
 * Opens the configured database: PostgreSQL when a URL is given, else embedded PGlite in its
 * worker thread (decision 0020).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string | null;
  timeouts?: PoolTimeouts;
  durable?: boolean;
}): Promise<Database> {
  if (opts.url) return fromPostgresUrl(opts.url, opts.timeouts);
  if (!opts.dataDir) return fromPgliteWorker(await PGliteProxy.start({ dataDir: null }));
  const folder = `${opts.dataDir}/pglite`;
  // Private before the worker opens it (the umask cannot be set in a worker thread).
  secureDataDir(folder);
  return fromPgliteWorker(await PGliteProxy.start({ dataDir: folder, durable: opts.durable }));
}
