/**
 * `npm run db:backup`: writes a timestamped backup of the configured database into `BACKUP_DIR`
 * (default `DATA_DIR/backups`) and prints its path (README "Backups"). PostgreSQL: `pg_dump`.
 * Embedded: asks the server running on `DATA_DIR` for the copy (it holds the database), or opens
 * the folder itself when no server runs.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type Config, ConfigError, parseConfig } from "#server/config.ts";
import { DataDirLockedError } from "#server/data-dir-lock.ts";
import { openDatabase } from "#server/db/client.ts";
import { BackupRefusedError, type BackupResult, backupDirOf, pgliteFolder, writeBackup } from "./backup.ts";
import { requestServerBackup } from "./backup-control.ts";
import { whileHoldingDataDir } from "./data-dir-cli.ts";

/** Backs up the configured database; see the file's comment for who takes the copy. */
async function backUp(config: Config): Promise<BackupResult> {
  const dir = backupDirOf(config);
  const open = async () => {
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      return await writeBackup(database, {
        dir,
        url: config.DATABASE_URL,
        pgdata: config.dataDir ? pgliteFolder(config.dataDir) : undefined,
      });
    } finally {
      await database.close();
    }
  };
  if (config.DATABASE_URL) return open();
  const dataDir = config.dataDir;
  if (!dataDir) throw new Error("DATA_DIR=memory: there is no database to back up");
  const fromServer = await requestServerBackup(dataDir);
  if (fromServer) return fromServer;
  if (!existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new Error(`no database in ${path.resolve(dataDir, "pglite")}`);
  }
  return whileHoldingDataDir(dataDir, open);
}

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const result = await backUp(parseConfig(process.env));
  process.stdout.write(`${result.file}\n`);
  process.stderr.write(
    `Backup written: ${(result.bytes / 1e6).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s\n`,
  );
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupRefusedError;
  process.stderr.write(
    `${known ? (error as Error).message : `Backup failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
