import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newBackupPath, pruneBackups } from "./backup.ts";
import { nextBackupAt } from "./backup-schedule.ts";

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
