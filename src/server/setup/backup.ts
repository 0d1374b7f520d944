/**
 * Backups of either database (README "Backups", decision 0016):
 * - embedded PGlite: a gzipped tarball of its data folder, taken online inside the process that
 *   holds the database while it goes on serving (`pglite-backup.ts`);
 * - PostgreSQL: a `pg_dump` custom-format archive (online and consistent by PostgreSQL's snapshot).
 * Files are `exam-portal-<UTC stamp>.tar.gz` / `.pgdump` in `BACKUP_DIR`, private to the user;
 * automatic ones are `exam-portal-auto-<stamp>...`, and only those are ever pruned.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import type { Config } from "#server/config.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "#server/data-dir.ts";
import type { Database } from "#server/db/client.ts";
import type { EmbeddedClient } from "#server/db/pglite-proxy.ts";
import { formatBytes, freeBytes } from "#server/lib/disk-space.ts";
import { connectionOf, runPgTool } from "./pg-tools.ts";
import { writeOnlineBackup } from "./pglite-backup.ts";

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

/**
 * The PGlite client under a `Database` of kind "pglite" (Drizzle keeps it as `$client`): PGlite
 * itself, or its worker's proxy (decision 0020).
 */
export function pgliteOf(database: Database): EmbeddedClient {
  if (database.kind !== "pglite") throw new Error("not an embedded database");
  return (database.db as unknown as { $client: EmbeddedClient }).$client;
}

/** The embedded database's folder in `dataDir` (as `openDatabase` opens it). */
export const pgliteFolder = (dataDir: string) => path.resolve(dataDir, "pglite");

/** `pg_dump` of `url` to `file` in the custom format (`pg_restore` reads it). */
async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  await runPgTool("pg_dump", ["--format=custom", "--file", file, "--dbname", dbname], env);
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** A backup not even started, with the reason in one line (no room on the disk). */
export class BackupRefusedError extends Error {}

/** How much room a backup needs beyond the size of the one before (decision 0016). */
export const ROOM_FACTOR = 1.5;
/** A `.partial` file not written to for this long is left from a backup that stopped (killed, crashed). */
export const STALE_PARTIAL_MS = 10 * 60_000;
const PARTIAL = ".partial";

/** The newest finished backup of `kind` in `dir` (hand-made or automatic), or null. */
function lastBackup(dir: string, kind: Database["kind"]): { file: string; bytes: number } | null {
  let newest: { file: string; bytes: number; mtime: number } | null = null;
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.startsWith(PREFIX) || !name.endsWith(BACKUP_EXTENSION[kind])) continue;
    const info = statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (info?.isFile() && (!newest || info.mtimeMs > newest.mtime)) {
      newest = { file: path.join(dir, name), bytes: info.size, mtime: info.mtimeMs };
    }
  }
  return newest && { file: newest.file, bytes: newest.bytes };
}

/**
 * Refuses (`BackupRefusedError`) when the disk holding `dir` has less free space than
 * `ROOM_FACTOR` × the size of the last backup of `kind` there; with no backup yet there is
 * nothing to go by, and a full disk then fails the backup, whose partial file is removed.
 */
export function checkRoom(dir: string, kind: Database["kind"], free = freeBytes(dir)): void {
  const last = lastBackup(dir, kind);
  if (!last) return;
  const needed = Math.ceil(last.bytes * ROOM_FACTOR);
  if (free >= needed) return;
  throw new BackupRefusedError(
    `Backup refused: ${formatBytes(free)} free on the disk of ${dir}, but the last backup there was ` +
      `${formatBytes(last.bytes)}, so about ${formatBytes(needed)} is needed. Free some space, or ` +
      "delete old backups, or set BACKUP_DIR to a larger disk.",
  );
}

/**
 * Deletes the `.partial` files in `dir` that nothing has written to for `STALE_PARTIAL_MS`: left by
 * a backup that was killed or crashed (one that failed removes its own). A backup still running
 * keeps writing to its file, so it is left alone. Returns the deleted files.
 */
export function removeStalePartials(dir: string, now = Date.now()): string[] {
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(PREFIX) || !name.endsWith(PARTIAL)) continue;
    const file = path.join(dir, name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info?.isFile() || now - info.mtimeMs < STALE_PARTIAL_MS) continue;
    rmSync(file, { force: true });
    removed.push(file);
  }
  return removed;
}

/** fsync(2) of a file or folder: its data (or its entries) are on the disk when this returns. */
async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The failure of a backup in one line; a full disk is named as such. */
function backupFailure(error: unknown, dir: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") {
    return new Error(`the disk of ${dir} is full (${code}); the unfinished backup file was removed`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Backs up the open `database` into `dir` (created private when missing) and returns the file.
 * `url` is `DATABASE_URL` for PostgreSQL; `pgdata` the embedded database's folder
 * (`pgliteFolder`). `auto` names the file as an automatic backup (pruned). First deletes stale
 * partial files and checks there is room (`checkRoom`); the copy is written to `<file>.partial`,
 * fsynced, renamed into place and the folder fsynced, so a file with the final name is whole
 * and survives a power cut. On failure the partial file is removed.
 */
export async function writeBackup(
  database: Database,
  opts: { dir: string; url?: string; pgdata?: string; auto?: boolean },
): Promise<BackupResult> {
  const started = performance.now();
  mkdirSync(opts.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  removeStalePartials(opts.dir);
  checkRoom(opts.dir, database.kind);
  const file = newBackupPath(opts.dir, database.kind, opts.auto ?? false);
  const partial = `${file}${PARTIAL}`;
  try {
    if (database.kind === "pglite") {
      if (!opts.pgdata) throw new Error("the embedded database's folder is needed to back it up");
      await writeOnlineBackup(pgliteOf(database), opts.pgdata, partial);
    } else if (opts.url) {
      await dumpPostgres(opts.url, partial);
    } else {
      throw new Error("DATABASE_URL is needed to back up PostgreSQL");
    }
    await fsyncPath(partial);
    renameSync(partial, file);
    await fsyncPath(opts.dir);
  } catch (error) {
    rmSync(partial, { force: true });
    throw backupFailure(error, opts.dir);
  }
  return { file, bytes: statSync(file).size, ms: Math.round(performance.now() - started) };
}

/** Deletes the oldest automatic backups in `dir` beyond the newest `keep`; returns the deleted files. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const auto = readdirSync(dir)
    .filter((name) => name.startsWith(AUTO_PREFIX) && !name.endsWith(PARTIAL))
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
    .filter((name) => name.startsWith(AUTO_PREFIX) && !name.endsWith(PARTIAL))
    .map((name) => statSync(path.join(dir, name)).mtimeMs);
  return times.length > 0 ? Math.max(...times) : null;
}
