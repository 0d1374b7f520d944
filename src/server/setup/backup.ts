/**
 * Backups of either database (issue 13, item 3; README "Backups"):
 * - embedded PGlite: a gzipped tarball of its data folder (`dumpDataDir`), taken inside the process
 *   that holds the database, between transactions, so it is a consistent copy while the server runs;
 * - PostgreSQL: a `pg_dump` custom-format archive (online and consistent by PostgreSQL's snapshot).
 * Files are `exam-portal-<UTC stamp>.tar.gz` / `.pgdump` in `BACKUP_DIR`, private to the user;
 * automatic ones are `exam-portal-auto-<stamp>...`, and only those are ever pruned.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Config } from "#server/config.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "#server/data-dir.ts";
import type { Database } from "#server/db/client.ts";
import { connectionOf, runPgTool } from "./pg-tools.ts";

const PREFIX = "exam-portal-";
const AUTO_PREFIX = `${PREFIX}auto-`;
/** File ending of a backup of each kind of database. */
export const BACKUP_EXTENSION = { pglite: ".tar.gz", postgres: ".pgdump" } as const;

/** What a backup wrote: the file, its size in bytes and how long it took (ms). */
export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/** `BACKUP_DIR`, else `DATA_DIR/backups`; throws when neither is a folder (`DATA_DIR=memory`). */
export function backupDirOf(config: Pick<Config, "BACKUP_DIR" | "dataDir">): string {
  if (config.BACKUP_DIR) return path.resolve(config.BACKUP_DIR);
  if (config.dataDir) return path.resolve(config.dataDir, "backups");
  throw new Error("Set BACKUP_DIR: with DATA_DIR=memory there is no default folder for backups");
}

/** `20250301T101500Z`: sorts by time, safe in any file system. */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** A new file name in `dir` for a backup taken `now` (a `-2`, `-3`... suffix within one second). */
export function newBackupPath(dir: string, kind: Database["kind"], auto: boolean, now = new Date()): string {
  const base = `${auto ? AUTO_PREFIX : PREFIX}${stamp(now)}`;
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n > 1 ? `-${n}` : ""}${BACKUP_EXTENSION[kind]}`);
    if (!existsSync(file)) return file;
  }
}

/** The PGlite instance under a `Database` of kind "pglite" (Drizzle keeps it as `$client`). */
export function pgliteOf(database: Database): PGlite {
  if (database.kind !== "pglite") throw new Error("not an embedded database");
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Writes a consistent copy of a running PGlite to `file`. PGlite runs every statement and
 * transaction of its one connection under a mutex; the dump holds the transaction mutex, so no
 * transaction is half done, and the copy is what a restart after a crash at that moment would
 * see (PostgreSQL replays the WAL on open). The CHECKPOINT first keeps that replay short.
 * Queries wait while the folder is copied (about 1 s per 10 MB of data folder).
 */
export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  await client.exec("CHECKPOINT");
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
  writePrivately(file, Buffer.from(await blob.arrayBuffer()));
}

/** `pg_dump` of `url` to `file` in the custom format (`pg_restore` reads it). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  const partial = `${file}.partial`;
  try {
    await runPgTool("pg_dump", ["--format=custom", "--file", partial, "--dbname", dbname], env);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Writes `data` to `file` (mode 0600) through a temporary name, so a half-written file never has the final name. */
function writePrivately(file: string, data: Buffer) {
  const partial = `${file}.partial`;
  writeFileSync(partial, data, { mode: PRIVATE_FILE_MODE });
  renameSync(partial, file);
}

/**
 * Backs up the open `database` into `dir` (created private when missing) and returns the file.
 * `url` is `DATABASE_URL` for PostgreSQL. `auto` names the file as an automatic backup (pruned).
 */
export async function writeBackup(
  database: Database,
  opts: { dir: string; url?: string; auto?: boolean },
): Promise<BackupResult> {
  const started = performance.now();
  mkdirSync(opts.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = newBackupPath(opts.dir, database.kind, opts.auto ?? false);
  if (database.kind === "pglite") await dumpPglite(pgliteOf(database), file);
  else if (opts.url) await dumpPostgres(opts.url, file);
  else throw new Error("DATABASE_URL is needed to back up PostgreSQL");
  return { file, bytes: statSync(file).size, ms: Math.round(performance.now() - started) };
}

/** Deletes the oldest automatic backups in `dir` beyond the newest `keep`; returns the deleted files. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const auto = readdirSync(dir)
    .filter((name) => name.startsWith(AUTO_PREFIX) && !name.endsWith(".partial"))
    .sort()
    .reverse();
  const removed = auto.slice(keep).map((name) => path.join(dir, name));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

/** Time (ms since the epoch) of the newest automatic backup in `dir`, or null. */
export function newestAutoBackup(dir: string): number | null {
  if (!existsSync(dir)) return null;
  const times = readdirSync(dir)
    .filter((name) => name.startsWith(AUTO_PREFIX) && !name.endsWith(".partial"))
    .map((name) => statSync(path.join(dir, name)).mtimeMs);
  return times.length > 0 ? Math.max(...times) : null;
}
