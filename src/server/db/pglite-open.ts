/**
 * Opens an embedded PGlite (decision 0015, README "What the embedded database guarantees"): in
 * the database's worker thread for the server and the command-line tools (pglite-worker.ts,
 * decision 0020), in the calling thread for tests' templates and benches.
 */
import { fsyncSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { NodeFS } from "@electric-sql/pglite/nodefs";
import { secureDataDir, tightenDataDir } from "#server/data-dir.ts";
import { GuardedNodeFS, releaseModule } from "./pglite-stop.ts";

/**
 * PGlite's file-system layer (Emscripten NODEFS) has no `fsync`: PostgreSQL's fsync calls end in a
 * no-op, and PGlite also starts with `-F` (fsync off). So by default a commit only reaches the OS page
 * cache: it survives the process being killed, not a power cut or kernel crash. This layer gives
 * NODEFS an `fsync` that is a real `fsync(2)`, and PostgreSQL is started with `fsync=on` and
 * `wal_sync_method=fsync` (its default `fdatasync` is a stub in Emscripten's libc and never reaches
 * the layer): each commit then writes its WAL page and waits for `fsync` before it is acknowledged
 * (README "What the embedded database guarantees", measured there).
 */
class DurableNodeFS extends GuardedNodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      const nodefs = mod.NODEFS as unknown as {
        stream_ops: Record<string, unknown>;
        tryFSOperation<T>(f: () => T): T;
      };
      // Errors go back to PostgreSQL as an errno (it PANICs on a failed data fsync, as it should).
      nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
        if (stream.nfd !== undefined) nodefs.tryFSOperation(() => fsyncSync(stream.nfd!));
        return 0;
      };
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/** PGlite's start arguments without `-F`, plus the settings that make a commit wait for fsync. */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "synchronous_commit=on",
  "-c",
  "wal_sync_method=fsync",
];

/**
 * Starts an embedded PGlite in `dataDir` (created if missing, private to the server's user), or in
 * memory when null. PGlite's initdb writes its files as 0666 whatever the umask, so the folder is
 * tightened again once it is open (README "Security"). `durable` (default true): every commit is
 * fsynced before it is acknowledged (`DurableNodeFS`); false keeps PGlite's own behaviour (faster,
 * but the last writes can be lost on a power cut).
 */
export async function createPglite(
  dataDir: string | null,
  options: { durable?: boolean } = {},
): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ extensions: { pg_trgm } });
  secureDataDir(dataDir);
  const fs = options.durable === false ? new GuardedNodeFS(dataDir) : new DurableNodeFS(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      fs,
      ...(options.durable === false ? {} : { startParams: DURABLE_START_PARAMS }),
      extensions: { pg_trgm },
    });
  } catch (error) {
    if (fs.module) releaseModule(fs.module);
    // PGlite says only "failed to initialize properly" when recovery could not make its WAL segment.
    const full = fs.lastStorageError;
    if (!full) throw error;
    throw new Error(
      `the embedded database in ${dataDir} cannot start: no space left on its disk (${full.code} ` +
        "writing its WAL); free some space and start again",
      { cause: error },
    );
  }
  tightenDataDir(dataDir);
  return client;
}
