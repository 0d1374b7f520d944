/**
 * Brings the embedded database back after it stopped (decision 0015; db/pglite-stop.ts): once a
 * second it looks; a stop for lack of space waits until the disk guard sees the floor again and at
 * least two WAL segments free (starting makes one), any other stop is tried again after 5 s, then
 * 10 s, 20 s... at most 5 minutes apart. Reopening replays the WAL in this process, as a restart
 * would; measured, it holds the event loop for 0.6-1.3 s (16 MB of WAL on the test machine), so
 * it is not tried while it cannot succeed. Logs the stop, the first failed attempt and the
 * recovery, one line each.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client.ts";
import type { DiskGuard } from "#server/lib/disk-guard.ts";
import { formatBytes } from "#server/lib/disk-space.ts";

/** After a failed attempt, the next waits this long, doubling up to `MAX_RETRY_MS`. */
const RETRY_MS = 5_000;
const MAX_RETRY_MS = 300_000;
/** PostgreSQL's start makes a 16 MiB WAL segment whole: less room than two is not worth a try. */
const TWO_WAL_SEGMENTS = 2 * 16 * 2 ** 20;

export function startDatabaseRecovery(database: Database, guard: DiskGuard, log: FastifyBaseLogger) {
  if (!database.stopped || !database.reopen) return { stop() {} };
  let seen: number | null = null;
  let failures = 0;
  let nextAttempt = 0;
  let busy = false;
  const tick = async () => {
    const stop = database.stopped?.();
    if (!stop || busy) return;
    if (seen !== stop.at) {
      seen = stop.at;
      failures = 0;
      nextAttempt = 0;
      log.error(
        { storage: stop.storage },
        `the embedded database stopped: ${stop.reason}; ` +
          (stop.storage
            ? `it reopens by itself once its disk has DISK_FREE_MIN (${formatBytes(guard.minFree)}) free again`
            : "reopening it"),
      );
    }
    if (
      stop.storage &&
      (guard.writeRefusal() !== null || (guard.freeOf("database") ?? 0) < TWO_WAL_SEGMENTS)
    ) {
      return;
    }
    if (Date.now() < nextAttempt) return;
    busy = true;
    try {
      await database.reopen?.();
      // The writes that failed with the stop are over with it.
      guard.writeSucceeded("database");
      log.info("the embedded database is open again (its WAL replayed): serving writes");
    } catch (error) {
      if (failures === 0)
        log.error({ err: error }, "the embedded database could not be reopened yet: retrying");
      failures += 1;
      nextAttempt = Date.now() + Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** (failures - 1));
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), 1_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
