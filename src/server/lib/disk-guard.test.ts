import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  DiskGuard,
  type GuardedFolder,
  REPORT_WINDOW_MS,
  resumeMargin,
  startupRefusal,
} from "./disk-guard.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "disk-guard-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `/proc` is another file system than the temporary folder: a backup disk of its own. */
const otherDisk = "/proc/exam-portal-backups";
const MB = 1_000_000;
const MIN = 64 * MB;

const folders = (backups = path.join(dataDir, "backups")): GuardedFolder[] => [
  { label: "DATA_DIR", dir: dataDir, role: "database" },
  { label: "the e-mail outbox", dir: path.join(dataDir, "outbox"), role: "outbox" },
  { label: "BACKUP_DIR", dir: backups, role: "backups" },
];

let lines: { level: string; msg: string }[];
let free: Map<string, number>;
let now: number;
beforeEach(() => {
  lines = [];
  free = new Map();
  now = 1_000_000;
});

/** A guard whose disks have the free bytes set in `free` (by folder), logging into `lines`. */
function guardOf(list: GuardedFolder[]) {
  const log = Object.fromEntries(
    ["info", "warn", "error"].map((level) => [
      level,
      (_obj: object, msg: string) => lines.push({ level, msg }),
    ]),
  ) as unknown as ConstructorParameters<typeof DiskGuard>[0]["log"];
  return new DiskGuard({
    folders: list,
    minFree: MIN,
    log,
    measure: (dir) => free.get(dir) ?? 10_000 * MB,
    now: () => now,
  });
}

describe("the disk guard", () => {
  it("refuses writes below DISK_FREE_MIN with one log line, and resumes by itself above it", () => {
    const guard = guardOf(folders());
    guard.check();
    expect(guard.writeRefusal()).toBeNull();
    expect(guard.health()).toEqual({ problem: null, warnings: [] });

    free.set(dataDir, 12 * MB);
    guard.check();
    guard.check();
    expect(guard.writeRefusal()).toBe(
      "Disk space low: DATA_DIR's disk has 12.0 MB free, below DISK_FREE_MIN (64.0 MB); API writes are refused " +
        "(507), e-mails wait in the outbox, backups are refused until space is freed.",
    );
    expect(guard.health().problem).toBe(guard.writeRefusal());
    expect(guard.emailPaused()).toBe(true);
    expect(guard.backupRefusal()).toBe(guard.writeRefusal());
    // One line for the disk of all three folders, naming the path (logs are the operator's).
    expect(lines).toEqual([
      {
        level: "error",
        msg:
          `disk space low: the disk of DATA_DIR ${dataDir} (also the e-mail outbox and BACKUP_DIR) has 12.0 MB ` +
          "free, below DISK_FREE_MIN (64.0 MB): API writes are refused (507), e-mails wait in the outbox, " +
          "backups are refused until space is freed",
      },
    ]);

    // Just above the floor is not enough: the margin keeps writes from flapping at it.
    free.set(dataDir, MIN + resumeMargin(MIN) - 1);
    guard.check();
    expect(guard.writeRefusal()).not.toBeNull();
    free.set(dataDir, MIN + resumeMargin(MIN));
    guard.check();
    expect(guard.writeRefusal()).toBeNull();
    expect(guard.emailPaused()).toBe(false);
    expect(lines.slice(1)).toEqual([
      {
        level: "info",
        msg: `disk space back: the disk of DATA_DIR ${dataDir} (also the e-mail outbox and BACKUP_DIR) has 70.4 MB free: writes resume`,
      },
    ]);
  });

  it("only warns, and refuses backups, when BACKUP_DIR's own disk is short", () => {
    const guard = guardOf(folders(otherDisk));
    free.set(otherDisk, 5 * MB);
    guard.check();
    expect(guard.writeRefusal()).toBeNull();
    expect(guard.emailPaused()).toBe(false);
    expect(guard.backupRefusal()).toMatch(/^Disk space low: BACKUP_DIR's disk has 5\.0 MB free/);
    expect(guard.health()).toEqual({ problem: null, warnings: [guard.backupRefusal()] });
    expect(lines.map((line) => line.msg)).toEqual([
      `disk space low: the disk of BACKUP_DIR ${otherDisk} has 5.0 MB free, below DISK_FREE_MIN (64.0 MB): backups are refused until space is freed`,
    ]);
  });

  it("reports a write that failed for lack of space until a write succeeds, or for a minute", () => {
    const guard = guardOf(folders());
    guard.reportStorageFull(
      "database",
      "the database refused a write for lack of disk space (SQLSTATE 53100)",
    );
    now += 3_000;
    guard.reportStorageFull(
      "database",
      "the database refused a write for lack of disk space (SQLSTATE 53100)",
    );
    expect(guard.health().problem).toBe(
      "Storage full: the database refused a write for lack of disk space (SQLSTATE 53100) (0 s ago); writes fail until space is freed.",
    );
    expect(guard.emailPaused()).toBe(true);
    // Writes are still tried (the one that succeeds ends the report); the e-mails wait meanwhile.
    expect(guard.writeRefusal()).toBeNull();
    guard.writeSucceeded("database");
    expect(guard.health().problem).toBeNull();
    expect(lines.map((line) => line.msg)).toEqual([
      "storage full: the database refused a write for lack of disk space (SQLSTATE 53100); writes answer 507 until a write succeeds again",
      "storage writes succeed again (database)",
    ]);

    guard.reportStorageFull("outbox", "an e-mail could not be written: a file write found no room (ENOSPC)");
    expect(guard.health().problem).toMatch(/^Storage full: an e-mail could not be written/);
    now += REPORT_WINDOW_MS + 1;
    expect(guard.health().problem).toBeNull();
    expect(guard.emailPaused()).toBe(false);
  });

  it("keeps the last state when a folder cannot be measured, and says so once", () => {
    let fail = false;
    const guard = new DiskGuard({
      folders: folders(),
      minFree: MIN,
      log: { info() {}, warn: (_obj, msg) => lines.push({ level: "warn", msg }), error() {} },
      measure: () => {
        if (fail) throw Object.assign(new Error("gone"), { code: "EACCES" });
        return 10 * MB;
      },
    });
    guard.check();
    fail = true;
    guard.check();
    guard.check();
    expect(guard.writeRefusal()).not.toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/^disk guard: cannot read the free space of the disk of DATA_DIR /);
  });
});

describe("startupRefusal", () => {
  it("names the folder, the free and the needed space in one line", () => {
    const refusal = startupRefusal(folders(), MIN, () => 1_800_000);
    expect(refusal).toBe(
      `DATA_DIR ${dataDir} has 1.8 MB free on its disk; the server needs at least 64.0 MB (DISK_FREE_MIN) ` +
        "to start: free some space or move DATA_DIR",
    );
    expect(startupRefusal(folders(), MIN, () => MIN)).toBeNull();
    // The outbox and the backups do not stop the start (PostgreSQL: no database folder here).
    expect(startupRefusal(folders().slice(1), MIN, () => 0)).toBeNull();
  });
});
