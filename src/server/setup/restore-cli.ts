/**
 * `npm run db:restore -- <file> [--replace]`: restores a backup of `npm run db:backup` into the
 * configured database (`DATABASE_URL`, else `DATA_DIR`). A database holding data is only replaced
 * with `--replace`. The embedded database is restored with the server stopped (README "Backups").
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, parseConfig } from "#server/config.ts";
import { PRIVATE_DIR_MODE, restrictUmask } from "#server/data-dir.ts";
import { DataDirLockedError } from "#server/data-dir-lock.ts";
import { backupDirOf } from "./backup.ts";
import { whileHoldingDataDir } from "./data-dir-cli.ts";
import { checkBackupKind, NotEmptyError, restorePglite, restorePostgres } from "./restore.ts";
import { DamagedBackupError } from "./restore-archive.ts";

const USAGE = "Usage: npm run db:restore -- <backup file> [--replace]";

try {
  const { values, positionals } = parseArgs({
    options: { replace: { type: "boolean" } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new ConfigError(USAGE);
  if (!existsSync(file)) throw new ConfigError(`No such backup file: ${file}`);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  restrictUmask();
  const replace = values.replace ?? false;
  let result: Awaited<ReturnType<typeof restorePglite>>;
  if (config.DATABASE_URL) {
    checkBackupKind(file, "postgres");
    const workDir = backupDirOf(config);
    mkdirSync(workDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    result = await restorePostgres(path.resolve(file), config.DATABASE_URL, replace, workDir);
  } else {
    if (!config.dataDir) throw new ConfigError("DATA_DIR=memory: there is no database to restore into");
    checkBackupKind(file, "pglite");
    // A running server holds the folder: restoring under it would be lost or corrupt it.
    const dataDir = config.dataDir;
    result = await whileHoldingDataDir(dataDir, () => restorePglite(path.resolve(file), dataDir, replace));
  }
  process.stdout.write(`Restored ${file} into ${result.target}.\n`);
  if (result.keptAt)
    process.stdout.write(`The replaced database is kept in ${result.keptAt}: delete it when done.\n`);
} catch (error) {
  const known =
    error instanceof ConfigError || error instanceof NotEmptyError || error instanceof DataDirLockedError;
  const reason = (error as Error).message || (error as Error).name;
  process.stderr.write(`${known ? reason : `Restore failed: ${reason}`}\n`);
  if (error instanceof DamagedBackupError) process.stderr.write("Nothing was changed.\n");
  process.exit(1);
}
