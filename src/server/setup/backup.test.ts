import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BackupRefusedError, checkRoom, newBackupPath, pruneBackups, removeStalePartials } from "./backup.ts";
import { nextBackupAt, sameDiskWarning } from "./backup-schedule.ts";

const dir = mkdtempSync(path.join(tmpdir(), "exam-portal-prune-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("backup files", () => {
  it("are named by UTC time, with a suffix for a second one in the same second", () => {
    const at = new Date("2025-03-01T10:15:00.250Z");
    const first = newBackupPath(dir, "pglite", false, at);
    expect(path.basename(first)).toBe("exam-portal-20250301T101500Z.tar.gz");
    writeFileSync(first, "");
    expect(path.basename(newBackupPath(dir, "pglite", false, at))).toBe(
      "exam-portal-20250301T101500Z-2.tar.gz",
    );
    expect(path.basename(newBackupPath(dir, "postgres", true, at))).toBe(
      "exam-portal-auto-20250301T101500Z.pgdump",
    );
  });

  it("pruning keeps the newest BACKUP_KEEP automatic ones and never a hand-made one", () => {
    for (let day = 1; day <= 9; day++)
      writeFileSync(path.join(dir, `exam-portal-auto-2025030${day}T000000Z.tar.gz`), "");
    const removed = pruneBackups(dir, 7).map((file) => path.basename(file));
    expect(removed).toEqual([
      "exam-portal-auto-20250302T000000Z.tar.gz",
      "exam-portal-auto-20250301T000000Z.tar.gz",
    ]);
    const left = readdirSync(dir);
    expect(left.filter((name) => name.startsWith("exam-portal-auto-"))).toHaveLength(7);
    expect(left).toContain("exam-portal-20250301T101500Z.tar.gz");
  });
});

describe("the next automatic backup", () => {
  const hour = 3_600_000;
  it("comes one interval after the newest, at once when overdue, and soon on a new install", () => {
    expect(nextBackupAt(1_000, 24 * hour, 2_000)).toBe(1_000 + 24 * hour);
    expect(nextBackupAt(1_000, hour, 10 * hour)).toBe(10 * hour);
    expect(nextBackupAt(null, 24 * hour, 0)).toBe(5 * 60_000);
    expect(nextBackupAt(null, 60_000, 0)).toBe(60_000);
  });
});

describe("room and leftovers (decision 0016)", () => {
  it("a backup needs 1.5 × the last one of its kind free; with none yet it is not refused", () => {
    const room = path.join(dir, "room");
    mkdirSync(room);
    expect(() => checkRoom(room, "pglite", 0)).not.toThrow();
    writeFileSync(path.join(room, "exam-portal-20250101T000000Z.tar.gz"), Buffer.alloc(1000));
    writeFileSync(path.join(room, "exam-portal-20250102T000000Z.pgdump"), Buffer.alloc(4000));
    expect(() => checkRoom(room, "pglite", 1500)).not.toThrow();
    expect(() => checkRoom(room, "pglite", 1400)).toThrow(BackupRefusedError);
    expect(() => checkRoom(room, "pglite", 1400)).toThrow(
      `Backup refused: 1.4 kB free on the disk of ${room}, but the last backup there was 1.0 kB, so about 1.5 kB is needed.`,
    );
    expect(() => checkRoom(room, "postgres", 5999)).toThrow(/last backup there was 4\.0 kB/);
  });

  it("partial files untouched for 10 minutes are removed, newer ones and finished backups kept", () => {
    const leftovers = path.join(dir, "leftovers");
    mkdirSync(leftovers);
    const now = Date.now();
    const at = (name: string, minutesAgo: number) => {
      const file = path.join(leftovers, name);
      writeFileSync(file, "x");
      const time = new Date(now - minutesAgo * 60_000);
      utimesSync(file, time, time);
    };
    at("exam-portal-auto-20250101T000000Z.tar.gz.partial", 11);
    at("exam-portal-20250101T000000Z.pgdump.partial", 60);
    at("exam-portal-20250102T000000Z.tar.gz.partial", 9);
    at("exam-portal-20250103T000000Z.tar.gz", 600);
    at("notes.partial", 600);
    const removed = removeStalePartials(leftovers, now).map((file) => path.basename(file));
    expect(removed.sort()).toEqual([
      "exam-portal-20250101T000000Z.pgdump.partial",
      "exam-portal-auto-20250101T000000Z.tar.gz.partial",
    ]);
    expect(readdirSync(leftovers).sort()).toEqual([
      "exam-portal-20250102T000000Z.tar.gz.partial",
      "exam-portal-20250103T000000Z.tar.gz",
      "notes.partial",
    ]);
  });

  it("the start-up warning names a BACKUP_DIR on DATA_DIR's disk, and only then", () => {
    expect(sameDiskWarning(path.join(dir, "backups"), dir)).toMatch(/is on the same disk as DATA_DIR/);
    expect(sameDiskWarning("/proc/backups", dir)).toBeNull();
  });
});
