/**
 * For the command-line tools that open the embedded database themselves (backup with no server
 * running, restore, admin:password): they hold `DATA_DIR`'s lock meanwhile, like a server, so no
 * server opens the folder under them, and they refuse while a server runs on it.
 */
import { secureDataDir } from "#server/data-dir.ts";
import { lockDataDir } from "#server/data-dir-lock.ts";

/** Runs `fn` holding the lock on `dataDir` (created private when missing); throws `DataDirLockedError` while a server holds it. */
export async function whileHoldingDataDir<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  secureDataDir(dataDir);
  const lock = lockDataDir(dataDir);
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
