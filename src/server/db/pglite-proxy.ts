/**
 * The main thread's side of the embedded database (decision 0020): PGlite runs in a worker thread
 * (pglite-worker.ts) and this class offers the part of PGlite's API the server uses (`query`,
 * `exec`, `transaction`, `dumpDataDir`, `close`), so Drizzle's PGlite driver, the migrator and the
 * online backup (setup/pglite-backup.ts) work on it unchanged, while a long call holds only the
 * database's thread: HTTP, health and signal handlers go on.
 *
 * Why not PGlite's own `@electric-sql/pglite/worker` (0.5.16): it is made for browser tabs (a Web
 * Worker, `BroadcastChannel` and `navigator.locks` for a leader election among tabs); it sends
 * each protocol step separately (six round trips per query), passes only an error's `message`
 * (PostgreSQL's `code`, `constraint`... are lost, so 23505 or 53100 could not be told apart), and
 * its `close()` ends the worker without closing PostgreSQL.
 *
 * Connection semantics are PGlite's own: one connection, so one call or one transaction at a
 * time. A transaction holds the database from BEGIN to COMMIT/ROLLBACK; every other call (and
 * other transactions) wait in `lock`'s queue, as they wait for PGlite's transaction mutex in
 * process. A call is one message each way: the worker runs PGlite's `query`/`exec` (parsing with
 * PGlite's parsers) and sends the rows back (structured clone keeps `Date`, `bigint`, `Uint8Array`,
 * JSON values); a caller's own `parsers` (Drizzle keeps dates as text) are applied here to the raw
 * text of their types. Errors come back with PostgreSQL's fields as a PGlite `DatabaseError`, and
 * a stopped database (pglite-stop.ts) as `DatabaseStoppedError` with its state.
 */
import { Worker } from "node:worker_threads";
import { Mutex, messages, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { DatabaseStoppedError, type StopState } from "./pglite-stop.ts";

/** What the worker is started with (`workerData`). */
export interface WorkerInit {
  /** The data folder (`DATA_DIR/pglite`), or null in memory. */
  dataDir: string | null;
  durable?: boolean;
  /** A `dumpDataDir` tarball to start from (tests' template), instead of `dataDir`. */
  loadDataDir?: ArrayBuffer;
  /** One BigInt64 slot: ms since the epoch when the call in progress began, 0 when idle. */
  busy: SharedArrayBuffer;
}

interface QueryRequest {
  rowMode?: "array" | "object";
  paramTypes?: number[];
  /** Types returned as PostgreSQL's text: the caller parses them. */
  rawTypes: number[];
}

/** A request to the worker. */
export type WorkerRequest = { id: number } & (
  | ({ op: "query"; sql: string; params: unknown[] } & QueryRequest)
  | ({ op: "exec"; sql: string } & QueryRequest)
  | { op: "dump"; compression?: "none" | "gzip" | "auto" }
  | { op: "release" }
  | { op: "close" }
);

/** An error as it crosses from the worker. */
export interface WorkerError {
  message: string;
  name?: string;
  stack?: string;
  /** PGlite's `DatabaseError` (PostgreSQL's fields in `fields`). */
  database?: boolean;
  fields?: Record<string, string | number>;
  /** The database stopped (pglite-stop.ts). */
  stopped?: StopState;
}

type Reply = { id: number; result?: unknown; error?: WorkerError };
type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, "id"> : never) : never;

/** The part of PGlite's API that the server uses; PGlite itself and `PGliteProxy` both offer it. */
export interface EmbeddedClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: "none" | "gzip" | "auto"): Promise<File | Blob>;
  /** Runs `fn` while no other call or transaction runs. */
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** The worker thread's module (a .ts file: Node strips its types, as it does for the server). */
const WORKER_URL = new URL("./pglite-worker.ts", import.meta.url);

/** Rebuilds an error that came from the worker; `query` and `params` are this side's own. */
function revive(error: WorkerError, query?: string, params?: unknown[], options?: QueryOptions): Error {
  if (error.stopped) return new DatabaseStoppedError(error.stopped);
  const fields = error.fields ?? {};
  const revived = error.database
    ? new messages.DatabaseError(error.message, Number(fields.length ?? 0), "error")
    : new Error(error.message);
  Object.assign(revived, fields);
  if (error.name)
    Object.defineProperty(revived, "name", { value: error.name, configurable: true, writable: true });
  if (error.stack) revived.stack = error.stack;
  if (error.database) Object.assign(revived, { query, params, queryOptions: options });
  return revived;
}

/** The caller's `parsers` applied to the raw text the worker returned for their types. */
function applyParsers<T>(
  result: Results<T>,
  parsers: QueryOptions["parsers"],
  rowMode: "array" | "object",
): void {
  if (!parsers) return;
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as unknown[]) {
      const record = row as Record<string | number, unknown>;
      const key = rowMode === "array" ? index : field.name;
      const value = record[key];
      if (value !== null && value !== undefined) record[key] = parse(value as string);
    }
  });
}

/** A started worker: its thread, its busy slot and the calls waiting for an answer. */
interface Thread {
  worker: Worker;
  busy: BigInt64Array;
  pending: Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;
  /** Set once the thread ended (crashed, or terminated): every call then fails with it. */
  ended: Error | null;
  /** Being ended on purpose (closed, or replaced by `reopen`): its end is no stop. */
  retired: boolean;
}

export interface PGliteProxyOptions {
  dataDir: string | null;
  durable?: boolean;
  loadDataDir?: ArrayBuffer;
}

/** PGlite in a worker thread, used from the main thread (see the file's comment). */
export class PGliteProxy implements EmbeddedClient {
  readonly #options: PGliteProxyOptions;
  readonly #lock = new Mutex();
  #thread!: Thread;
  #next = 1;
  #stop: StopState | null = null;

  private constructor(options: PGliteProxyOptions) {
    this.#options = options;
  }

  /** Starts the worker and opens the database in it; rejects with the worker's reason. */
  static async start(options: PGliteProxyOptions): Promise<PGliteProxy> {
    const proxy = new PGliteProxy(options);
    proxy.#thread = await proxy.#spawn();
    return proxy;
  }

  async #spawn(): Promise<Thread> {
    const buffer = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT);
    const { loadDataDir, ...rest } = this.#options;
    // The template is copied, not transferred: a reopened database starts from it again.
    const init: WorkerInit = { ...rest, busy: buffer, loadDataDir: loadDataDir?.slice(0) };
    const worker = new Worker(WORKER_URL, {
      workerData: init,
      transferList: init.loadDataDir ? [init.loadDataDir] : [],
    });
    const thread: Thread = {
      worker,
      busy: new BigInt64Array(buffer),
      pending: new Map(),
      ended: null,
      retired: false,
    };
    const end = (reason: string) => {
      if (thread.ended) return;
      const error = thread.retired
        ? new Error(`the database thread was ended (${reason})`)
        : this.#stopped(reason);
      thread.ended = error;
      for (const call of thread.pending.values()) call.reject(error);
      thread.pending.clear();
    };
    let started: { resolve(): void; reject(error: Error): void } | null = null;
    const ready = new Promise<void>((resolve, reject) => {
      started = { resolve, reject };
    });
    worker.on("message", (reply: Reply | { ready: boolean; error?: WorkerError }) => {
      if ("ready" in reply) {
        if (reply.ready) started?.resolve();
        else started?.reject(revive(reply.error!));
        return;
      }
      const call = thread.pending.get(reply.id);
      if (!call) return;
      thread.pending.delete(reply.id);
      if (reply.error) call.reject(reply.error as unknown as Error);
      else call.resolve(reply.result);
    });
    worker.on("error", (error) => {
      started?.reject(error);
      end(`its thread failed (${error.message})`);
    });
    worker.on("exit", (code) => {
      started?.reject(new Error(`the database thread ended at start (exit code ${code})`));
      end(`its thread ended (exit code ${code})`);
    });
    try {
      await ready;
    } catch (error) {
      thread.retired = true;
      await worker.terminate();
      throw error;
    }
    started = null;
    return thread;
  }

  /** Marks the database stopped for `reason` (its thread is gone) and returns the error. */
  #stopped(reason: string): DatabaseStoppedError {
    this.#stop ??= { reason, storage: false, at: Date.now() };
    return new DatabaseStoppedError(this.#stop);
  }

  /** One request to the worker; rejects with the worker's error as it came (`WorkerError`) or a thread's end. */
  #send(body: RequestBody): Promise<unknown> {
    const thread = this.#thread;
    if (thread.ended) return Promise.reject(thread.ended);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, ...body });
    });
  }

  /** A call whose `WorkerError` becomes an error of this side (and a stop is remembered). */
  async #call<T>(body: RequestBody, query?: string, params?: unknown[], options?: QueryOptions): Promise<T> {
    try {
      return (await this.#send(body)) as T;
    } catch (error) {
      if (error instanceof Error) throw error;
      const revived = revive(error as WorkerError, query, params, options);
      if (revived instanceof DatabaseStoppedError) this.#stop ??= revived.state;
      throw revived;
    }
  }

  /** The request fields of `options`; refuses what cannot cross to the worker. */
  #request(options: QueryOptions | undefined): QueryRequest {
    if (options?.serializers || options?.blob || options?.onNotice) {
      throw new Error("PGliteProxy: serializers, blob and onNotice are not supported through the worker");
    }
    return {
      rowMode: options?.rowMode,
      paramTypes: options?.paramTypes,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : [],
    };
  }

  async #query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const result = await this.#call<Results<T>>(
      { op: "query", sql, params, ...this.#request(options) },
      sql,
      params,
      options,
    );
    applyParsers(result, options?.parsers, options?.rowMode ?? "object");
    return result;
  }

  async #exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    const results = await this.#call<Results[]>(
      { op: "exec", sql, ...this.#request(options) },
      sql,
      undefined,
      options,
    );
    for (const result of results) applyParsers(result, options?.parsers, options?.rowMode ?? "object");
    return results;
  }

  /** One statement with parameters (PostgreSQL's extended protocol), as PGlite's `query`. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#lock.runExclusive(() => this.#query<T>(sql, params, options));
  }

  /** One or more statements without parameters (simple protocol), as PGlite's `exec`. */
  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#lock.runExclusive(() => this.#exec(sql, options));
  }

  /**
   * PGlite's `transaction`: BEGIN, the callback's calls, COMMIT (ROLLBACK when it throws or asks
   * for it); no other call runs in between. A COMMIT that rolled back (the transaction had failed)
   * throws PGlite's `TransactionAbortedError` (SQLSTATE 25P02), as PGlite does.
   */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#lock.runExclusive(async () => {
      await this.#exec("BEGIN");
      let closed = false;
      const open = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      const tx = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(sql, params, options);
        },
        sql: async () => {
          throw new Error("PGliteProxy: tx.sql is not supported; use tx.query");
        },
        exec: async (sql: string, options?: QueryOptions) => {
          open();
          return this.#exec(sql, options);
        },
        rollback: async () => {
          open();
          await this.#exec("ROLLBACK");
          closed = true;
        },
        listen: async () => {
          throw new Error("PGliteProxy: LISTEN is not supported");
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#exec("COMMIT");
          if ((commit as { command?: string } | undefined)?.command === "ROLLBACK") {
            throw Object.assign(
              new messages.DatabaseError("Transaction was rolled back instead of committed", 0, "error"),
              {
                severity: "ERROR",
                code: "25P02",
                query: "COMMIT",
              },
            );
          }
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#exec("ROLLBACK");
        }
        throw error;
      }
    });
  }

  /** Runs `fn` while no other call or transaction runs (PGlite's `_runExclusiveTransaction`). */
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#lock.runExclusive(fn);
  }

  /** PGlite's `dumpDataDir`, made in the worker (not under `lock`, as in PGlite). */
  async dumpDataDir(compression?: "none" | "gzip" | "auto"): Promise<File | Blob> {
    const { buffer, name } = await this.#call<{ buffer: ArrayBuffer; name: string | null }>({
      op: "dump",
      compression,
    });
    return name ? new File([buffer], name) : new Blob([buffer]);
  }

  /** Why the database stopped (pglite-stop.ts, or its thread ended), or null while it runs. */
  stopped(): StopState | null {
    return this.#stop;
  }

  /**
   * Since when (ms since the epoch) the call in progress has held the database, or null when it is
   * idle; read from shared memory, so it answers while the worker is busy.
   */
  busySince(): number | null {
    const since = Number(Atomics.load(this.#thread.busy, 0));
    return since > 0 ? since : null;
  }

  /**
   * After a stop: lets go of the stopped instance (its files, its timer), ends its thread and
   * opens the folder in a new one (PostgreSQL replays the WAL, as after a crash). Calls waiting
   * meanwhile run on the new one.
   */
  async reopen(): Promise<void> {
    if (!this.#stop) return;
    await this.#lock.runExclusive(async () => {
      const old = this.#thread;
      old.retired = true;
      if (!old.ended) {
        await this.#send({ op: "release" }).catch(() => {});
        await old.worker.terminate();
      }
      this.#thread = await this.#spawn();
      this.#stop = null;
    });
  }

  /**
   * Closes the database once the calls before it are done, then ends the thread. A stopped
   * database is not closed (nothing more of PostgreSQL may run) and `DatabaseStoppedError` is thrown.
   */
  async close(): Promise<void> {
    await this.#lock.runExclusive(async () => {
      const thread = this.#thread;
      try {
        if (thread.ended) throw thread.ended;
        thread.retired = true;
        await this.#call({ op: "close" });
      } finally {
        await thread.worker.terminate();
      }
    });
  }

  /** Ends the database's thread at once, whatever it is doing (a shutdown past its grace period). */
  async terminate(): Promise<void> {
    await this.#thread.worker.terminate();
  }
}
