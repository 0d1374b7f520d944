/**
 * The embedded database on a disk that runs out of room for its next WAL segment (decision 0015),
 * below any floor: PostgreSQL aborts inside PGlite, which used to spin for ever on the main thread.
 * Now the failing commit fails, every later query fails at once, and the database opens again in the
 * same process once there is room, with every acknowledged commit. Runs in a child process
 * (tests/helpers/embedded-out-of-space.ts) so that a hang is a failure, not a stuck test run.
 */
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedOutput } from "#tests/helpers/server-process.ts";
import { mountSmallDisk, type SmallDisk, smallDiskUnavailable } from "#tests/helpers/small-disk.ts";

/** Far more than the run takes (about 20 s); past it the database is taken to hang. */
const HANG_MS = 120_000;

let disk: SmallDisk | undefined;
beforeAll(() => {
  if (!smallDiskUnavailable) disk = mountSmallDisk(64);
});
afterAll(() => disk?.unmount());

function runFixture(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["tests/helpers/embedded-out-of-space.ts", dir]);
    const output = capturedOutput(child);
    const timer = setTimeout(() => child.kill("SIGKILL"), HANG_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, ...output });
    });
  });
}

describe(`the embedded database out of disk space${smallDiskUnavailable ? ` (skipped: ${smallDiskUnavailable})` : ""}`, () => {
  it.skipIf(smallDiskUnavailable !== null)(
    "stops instead of hanging, then reopens in the same process with every acknowledged commit",
    async () => {
      const run = await runFixture(disk!.dir);
      expect(run.code, `the database hung or failed: ${run.stderr.slice(-2000)}`).toBe(0);
      const result = JSON.parse(run.stdout) as {
        acknowledged: number;
        failure: string;
        stopped: { reason: string; storage: boolean } | null;
        nextQuery: string;
        reopenWhileFull: string;
        afterReopen: { count: number; max: number };
      };
      console.info(`out of space after ${result.acknowledged} commits: ${result.failure}`);
      expect(result.acknowledged).toBeGreaterThan(100);
      expect(result.failure).toMatch(
        /^The embedded database stopped: no space left on its disk \(ENOSPC writing pg_wal\//,
      );
      expect(result.stopped).toMatchObject({ storage: true });
      expect(result.nextQuery).toBe(result.failure);
      expect(result.reopenWhileFull).toMatch(/cannot start: no space left on its disk/);
      // Every acknowledged commit, and not the one that failed.
      expect(result.afterReopen).toEqual({ count: result.acknowledged, max: result.acknowledged });
    },
    HANG_MS + 10_000,
  );
});
