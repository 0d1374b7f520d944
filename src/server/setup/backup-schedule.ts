/**
 * The embedded database's backups inside the server (README "Backups", decision 0016): one every
 * `BACKUP_INTERVAL`, keeping the newest `BACKUP_KEEP` automatic ones, plus the backups that
 * `npm run db:backup` asks for through the control socket. One backup runs at a time.
 */
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { sameFileSystem } from "#server/lib/disk-space.ts";
import {
  type BackupResult,
  backupDirOf,
  newestAutoBackup,
  pgliteFolder,
  pruneBackups,
  removeStalePartials,
  writeBackup,
} from "./backup.ts";
import { serveBackupRequests } from "./backup-control.ts";

/** A new install's first automatic backup comes this soon after start (or after the interval, if shorter). */
const FIRST_BACKUP_DELAY_MS = 5 * 60_000;
/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Running backups; `stop` ends the schedule and the socket and waits for a backup in progress. */
export interface ServerBackups {
  /** Takes a backup now (automatic ones are named as such and pruned). */
  run(auto: boolean): Promise<BackupResult>;
  stop(): Promise<void>;
}

/**
 * When the next automatic backup is due (ms since the epoch): one interval after the newest
 * automatic backup, or soon after start when there is none.
 */
export function nextBackupAt(newest: number | null, intervalMs: number, now: number): number {
  if (newest === null) return now + Math.min(intervalMs, FIRST_BACKUP_DELAY_MS);
  return Math.max(now, newest + intervalMs);
}

/** The start-up warning when `backupDir` is on the disk of `dataDir` (decision 0016), else null. */
export function sameDiskWarning(backupDir: string, dataDir: string): string | null {
  if (!sameFileSystem(backupDir, dataDir)) return null;
  return (
    `BACKUP_DIR (${backupDir}) is on the same disk as DATA_DIR (${path.resolve(dataDir)}): ` +
    "a lost or full disk takes the database and its backups together. Set BACKUP_DIR to another " +
    "disk, or copy the backups to another machine."
  );
}

/**
 * Starts the backups of an embedded database kept in `DATA_DIR`; returns null for PostgreSQL
 * (back it up with `npm run db:backup` or the server's own tools) and for `DATA_DIR=memory`.
 * At start, deletes the partial files left by a backup that was killed (`removeStalePartials`)
 * and warns when the backups are on the database's own disk.
 */
export async function startServerBackups(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  /** The disk guard's reason to refuse a backup now (its disk below DISK_FREE_MIN), or null (decision 0015). */
  refusal: () => string | null = () => null,
): Promise<ServerBackups | null> {
  if (database.kind !== "pglite" || !config.dataDir) return null;
  const dataDir = config.dataDir;
  const dir = backupDirOf(config);
  const pgdata = pgliteFolder(dataDir);
  // Housekeeping only: a BACKUP_DIR that cannot be read is reported by the first backup, not here.
  try {
    const stale = removeStalePartials(dir);
    if (stale.length > 0) {
      log.warn({ files: stale }, "removed unfinished backup files left by a stopped backup");
    }
    const warning = sameDiskWarning(dir, dataDir);
    if (warning) log.warn(warning);
  } catch (error) {
    log.warn({ err: error }, "could not check BACKUP_DIR at start");
  }
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = (auto: boolean): Promise<BackupResult> => {
    const next = chain.then(async () => {
      const refused = refusal();
      if (refused) throw new Error(`backup refused: ${refused}`);
      const result = await writeBackup(database, { dir, pgdata, auto });
      const pruned = auto ? pruneBackups(dir, config.BACKUP_KEEP) : [];
      log.info(
        { file: result.file, bytes: result.bytes, ms: result.ms, pruned: pruned.length },
        "backup written",
      );
      return result;
    });
    chain = next.catch(() => {});
    return next;
  };

  const schedule = () => {
    if (stopped || config.BACKUP_INTERVAL === "off") return;
    const intervalMs = config.BACKUP_INTERVAL * 1000;
    const wait = nextBackupAt(newestAutoBackup(dir), intervalMs, Date.now()) - Date.now();
    timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return schedule();
        run(true)
          .catch((error: unknown) => log.error({ err: error }, "automatic backup failed"))
          .finally(schedule);
      },
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    timer.unref();
  };

  const control = await serveBackupRequests(dataDir, () => run(false)).catch((error: unknown) => {
    log.warn(
      { err: error },
      "backup control socket not available: npm run db:backup cannot reach this server",
    );
    return null;
  });
  schedule();
  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
      await chain;
    },
  };
}
