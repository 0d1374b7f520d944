/**
 * The embedded database stops instead of hanging when PostgreSQL aborts inside PGlite (decision
 * 0015). Measured with PGlite 0.5.16: when the disk has no room for the next 16 MiB WAL segment,
 * the `write` of `pg_wal/xlogtemp.N` fails with ENOSPC inside a critical section, PostgreSQL
 * PANICs, Emscripten's `abort()` throws a `RuntimeError` that PGlite's `execProtocolRawSync`
 * catches and ignores, and the next commit spins for ever in `XLogFlush` on the main thread (no
 * system call, the event loop blocked: no request, no health answer, no SIGTERM).
 *
 * `watchForAbort` wraps PGlite's step function: an exception that is not PostgreSQL's own
 * `ExitStatus` (its ERROR longjmp, which PGlite handles) marks the instance stopped; the call in
 * progress then fails with `DatabaseStoppedError` and no later call enters PostgreSQL again. What
 * was acknowledged is on disk (every commit's WAL is flushed first); the commit that failed was
 * never acknowledged, and a new instance on the folder replays the WAL (client.ts `reopen`).
 *
 * `GuardedNodeFS` is PGlite's Node file system that remembers the last ENOSPC/EDQUOT, so the stop
 * says it was the disk (the server then reopens the database once the disk has room again).
 */
import { closeSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** Why an embedded database stopped. `storage`: its disk ran out of space. */
export interface StopState {
  reason: string;
  storage: boolean;
  /** Milliseconds since the epoch. */
  at: number;
}

/**
 * A query on an embedded database that stopped (see the file's comment). A database outage: the
 * API answers 503 (507 for a write when the disk was full) and health reports the reason.
 */
export class DatabaseStoppedError extends Error {
  readonly state: StopState;

  constructor(state: StopState) {
    super(`The embedded database stopped: ${state.reason}`);
    this.name = "DatabaseStoppedError";
    this.state = state;
  }
}

/**
 * What a stopped step throws. PGlite's `execProtocolRawSync` catches every exception of a step and
 * reads its `status` to tell PostgreSQL's longjmp from the rest; reading it here throws the
 * `DatabaseStoppedError`, so the stop leaves the call instead of being ignored like the `abort()`
 * it replaces. (A carrier, not the error itself: Fastify reads `status` of the errors it handles.)
 */
function escaping(state: StopState): object {
  const error = new DatabaseStoppedError(state);
  return {
    get status(): never {
      throw error;
    },
  };
}

/** A storage error the file-system layer met: which file, which code, when. */
export interface StorageErrorSeen {
  path: string;
  code: "ENOSPC" | "EDQUOT";
  at: number;
}

const STORAGE_CODES = ["ENOSPC", "EDQUOT"] as const;

/** Emscripten's view of NODEFS, as far as it is wrapped here. */
interface NodefsModule {
  NODEFS: {
    stream_ops: Record<string, unknown>;
    node_ops: Record<string, unknown>;
    convertNodeCode(error: { code: string }): number;
  };
}

/**
 * PGlite's Node file system (`DATA_DIR/pglite`), remembering the last write that failed for lack
 * of space (`lastStorageError`). The error still goes back to PostgreSQL as its errno: extending a
 * table then fails with SQLSTATE 53100 and PostgreSQL carries on; a WAL segment that cannot be
 * made aborts it (see `watchForAbort`).
 */
export class GuardedNodeFS extends NodeFS {
  lastStorageError: StorageErrorSeen | null = null;
  /** The Emscripten module using it, once PGlite has made it (to release it after a failed start). */
  module: object | null = null;

  override async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      this.module = mod;
      const { NODEFS } = mod as unknown as NodefsModule;
      const codes = new Map(STORAGE_CODES.map((code) => [NODEFS.convertNodeCode({ code }), code]));
      const watch = (ops: Record<string, unknown>, name: string, pathOf: (args: unknown[]) => string) => {
        const original = ops[name] as ((...args: unknown[]) => unknown) | undefined;
        if (!original) return;
        ops[name] = (...args: unknown[]) => {
          try {
            return original(...args);
          } catch (error) {
            const code = codes.get((error as { errno?: number }).errno ?? -1);
            if (code) this.lastStorageError = { path: pathOf(args), code, at: Date.now() };
            throw error;
          }
        };
      };
      watch(NODEFS.stream_ops, "write", (args) => String((args[0] as { path?: string }).path ?? "?"));
      watch(NODEFS.node_ops, "mknod", (args) => String(args[1]));
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/** How recent an ENOSPC must be to be the cause of an abort. */
const STORAGE_CAUSE_MS = 10_000;

/** PostgreSQL's own exits inside PGlite (its ERROR longjmp is one): PGlite handles them. */
function isPostgresExit(error: unknown): boolean {
  return (error as { name?: unknown })?.name === "ExitStatus";
}

/** `pg_wal/xlogtemp.42` for `/pglite/data/pg_wal/xlogtemp.42`. */
function dataPath(path: string): string {
  return path.replace(/^.*?\/pglite\/data\//, "");
}

/**
 * Told when a call into PostgreSQL starts and ends: the call holds the main thread meanwhile (the
 * watchdog, src/server/watchdog.ts, ends a process whose call never returns).
 */
export interface CallTracker {
  begin(): void;
  end(): void;
}

/** What `watchForAbort` returns: the stop, once there is one. */
export interface AbortWatch {
  stopped(): StopState | null;
}

/**
 * Watches `client` for PostgreSQL aborting (see the file's comment); when its file system is a
 * `GuardedNodeFS`, the stop says whether the disk was full. `tracker` hears of every call.
 */
export function watchForAbort(client: PGlite, tracker?: CallTracker): AbortWatch {
  const mod = client.Module as unknown as { _PostgresMainLoopOnce: () => void };
  const step = mod._PostgresMainLoopOnce;
  const fs = client.fs instanceof GuardedNodeFS ? client.fs : null;
  let state: StopState | null = null;

  mod._PostgresMainLoopOnce = () => {
    if (state) throw escaping(state);
    try {
      step();
    } catch (error) {
      if (isPostgresExit(error)) throw error;
      const now = Date.now();
      const seen = fs?.lastStorageError;
      const storage = seen !== null && seen !== undefined && now - seen.at < STORAGE_CAUSE_MS;
      state = {
        reason: storage
          ? `no space left on its disk (${seen.code} writing ${dataPath(seen.path)})`
          : `PostgreSQL aborted (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`,
        storage,
        at: now,
      };
      throw escaping(state);
    }
  };
  const execute = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message: Uint8Array) => {
    if (state) throw new DatabaseStoppedError(state);
    tracker?.begin();
    let result: Uint8Array;
    try {
      result = execute(message);
    } finally {
      tracker?.end();
    }
    // Should PGlite ever swallow the stop (a later version), the call still fails.
    if (state) throw new DatabaseStoppedError(state);
    return result;
  };
  return { stopped: () => state };
}

const released = new WeakSet<object>();

/**
 * Lets go of an instance that will never run again (stopped, or failed to start) without running
 * any more of PostgreSQL: closes the operating-system files it holds open (its WAL segment,
 * relation files) and clears PostgreSQL's interval timer (a start that failed during recovery
 * leaves its progress timer running, which would keep the instance, and the process, alive). Its
 * memory goes with the last reference. Once per instance: the numbers of closed files are soon
 * another file's.
 */
export function releaseModule(module: object): void {
  if (released.has(module)) return;
  released.add(module);
  const mod = module as { FS?: { streams: ({ nfd?: number } | null)[] }; _clear_setitimer?: () => void };
  try {
    mod._clear_setitimer?.();
  } catch {
    // A broken instance: its timer then fires into nothing worse than before.
  }
  for (const stream of mod.FS?.streams ?? []) {
    if (stream?.nfd === undefined) continue;
    try {
      closeSync(stream.nfd);
    } catch {
      // Already closed.
    }
  }
}

/** `releaseModule` of a stopped client's module. */
export function releaseStopped(client: PGlite): void {
  releaseModule(client.Module);
}
