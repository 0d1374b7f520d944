/**
 * The embedded database's thread (decision 0020): PGlite (PostgreSQL compiled to WebAssembly) runs
 * here, so a long call blocks this thread only; the server's main thread (HTTP, health, signal
 * handlers) talks to it through `PGliteProxy` (pglite-proxy.ts) with one message per call.
 *
 * Requests: `{ id, op, ...args }`; answers: `{ id, result }` or `{ id, error }` (`WorkerError`:
 * PostgreSQL's error fields, or the stop state of pglite-stop.ts). The stop layer (decision 0015)
 * runs here around this thread's PGlite; `busy` (shared memory) holds the start of the call in
 * progress (ms since the epoch, 0 when idle), so the main thread can tell "busy" from "gone"
 * without waiting for this thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { messages, PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createPglite } from "./pglite-open.ts";
import type { WorkerError, WorkerInit, WorkerRequest } from "./pglite-proxy.ts";
import {
  type AbortWatch,
  type CallTracker,
  DatabaseStoppedError,
  releaseStopped,
  watchForAbort,
} from "./pglite-stop.ts";

const init = workerData as WorkerInit;
const busy = new BigInt64Array(init.busy);
const tracker: CallTracker = {
  begin: () => Atomics.store(busy, 0, BigInt(Date.now())),
  end: () => Atomics.store(busy, 0, 0n),
};

/** Opens the database this thread was started for. */
function open(): Promise<PGlite> {
  if (init.loadDataDir) {
    return PGlite.create({ loadDataDir: new Blob([init.loadDataDir]), extensions: { pg_trgm } });
  }
  return createPglite(init.dataDir, { durable: init.durable });
}

/** The error as plain data: only string and number fields cross (no values of the query). */
function serialize(error: unknown): WorkerError {
  if (error instanceof DatabaseStoppedError) return { message: error.message, stopped: error.state };
  const e = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(e)) {
    if (key === "query" || key === "params" || key === "queryOptions") continue;
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return {
    message: typeof e.message === "string" ? e.message : String(error),
    name: typeof e.name === "string" ? e.name : "Error",
    stack: typeof e.stack === "string" ? e.stack : undefined,
    database: error instanceof messages.DatabaseError,
    fields,
  };
}

/** The options PGlite gets: `rawTypes` are returned as PostgreSQL's text, the caller parses them. */
function queryOptions(request: { rowMode?: "array" | "object"; paramTypes?: number[]; rawTypes: number[] }) {
  const options: QueryOptions = {};
  if (request.rowMode) options.rowMode = request.rowMode;
  if (request.paramTypes) options.paramTypes = request.paramTypes;
  if (request.rawTypes.length > 0) {
    options.parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, (text: string) => text]));
  }
  return options;
}

/** `Results` without the `blob` PGlite adds for COPY (not used through the proxy). */
const plain = ({ blob: _blob, ...result }: Results) => result;

let current: PGlite;
let watch: AbortWatch;

async function handle(request: WorkerRequest): Promise<{ result: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case "query":
      return { result: plain(await current.query(request.sql, request.params, queryOptions(request))) };
    case "exec":
      return { result: (await current.exec(request.sql, queryOptions(request))).map(plain) };
    case "dump": {
      const blob = await current.dumpDataDir(request.compression);
      const buffer = await blob.arrayBuffer();
      return { result: { buffer, name: blob instanceof File ? blob.name : null }, transfer: [buffer] };
    }
    case "release":
      // A stopped instance that will not run again: its files closed, its timer cleared (the
      // proxy then ends this thread and starts a new one on the folder).
      releaseStopped(current);
      return { result: null };
    case "close": {
      const stop = watch.stopped();
      if (!stop) {
        await current.close();
        return { result: null };
      }
      // Nothing more may run in a stopped instance, not even its shutdown (decision 0015).
      releaseStopped(current);
      throw new DatabaseStoppedError(stop);
    }
  }
}

try {
  current = await open();
  watch = watchForAbort(current, tracker);
  parentPort!.postMessage({ ready: true });
} catch (error) {
  parentPort!.postMessage({ ready: false, error: serialize(error) });
}

parentPort!.on("message", (request: WorkerRequest) => {
  handle(request).then(
    ({ result, transfer }) => parentPort!.postMessage({ id: request.id, result }, transfer ?? []),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: serialize(error) }),
  );
});
