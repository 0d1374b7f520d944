/**
 * The Trash's retention sweep of a server process (decision 0029): once at start and then every
 * hour it purges what was deleted more than `TRASH_RETENTION_DAYS` ago (`purgeTrash`; every replica
 * may run it). It also forgets undo records long past their window.
 */
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { purgeTrash } from "#server/domain/trash-purge.ts";
import { pruneUndoActions } from "#server/domain/undo.ts";
import { startPeriodic } from "#server/lib/periodic.ts";

/** How often a process purges the Trash. */
export const TRASH_SWEEP_MS = 3_600_000;

interface SweepLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Starts the sweep (its timer does not keep the process alive); stop it before closing the database. */
export function startTrashSweep(
  config: Pick<Config, "TRASH_RETENTION_DAYS">,
  db: Db,
  log: SweepLog,
  now: () => number = Date.now,
) {
  const sweep = async () => {
    const at = new Date(now());
    try {
      const purged = await purgeTrash(db, at, config.TRASH_RETENTION_DAYS);
      await pruneUndoActions(db, at);
      const total = purged.students + purged.users + purged.inquiries + purged.messages;
      if (total > 0) log.info({ purged }, "trash: rows past their retention purged");
    } catch (error: unknown) {
      log.warn({ err: error }, "trash: the sweep failed; it runs again in an hour");
    }
  };
  return startPeriodic(sweep, TRASH_SWEEP_MS, true);
}
