/**
 * Backups do not fill the disk they protect (README "Backups", decision 0016): a backup is refused
 * when there is no room for it (1.5 × the last one), a failed one removes its partial file, the
 * partial files of a killed one are removed at the next start, the server warns when the backups
 * share the database's disk, and a finished file is fsynced, renamed into place, and its folder
 * fsynced.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { BackupRefusedError, pgliteFolder, writeBackup } from "#server/setup/backup.ts";
import { startServerBackups } from "#server/setup/backup-schedule.ts";
import { migratedDataDir, openFolder, removeFolders } from "#tests/helpers/embedded-folder.ts";

const folders: string[] = [];
const mounts: string[] = [];
afterAll(async () => {
  for (const mount of mounts) spawnSync("umount", [mount]);
  await removeFolders(folders);
});

const HOUR = 3_600_000;
const partials = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".partial"));

describe("room for a backup", () => {
  it("is refused with one clear line when the disk has less than 1.5 × the last backup free", async () => {
    const dataDir = await migratedDataDir();
    folders.push(dataDir);
    const dir = path.join(dataDir, "backups");
    // The last backup, as large as no disk here has room for 1.5 times (a sparse file: no space used).
    const last = path.join(dir, "exam-portal-20250101T000000Z.tar.gz");
    writeFileSync(last, "");
    truncateSync(last, 2 ** 43);
    const database = await openFolder(dataDir);
    try {
      const refusal = writeBackup(database, { dir, pgdata: pgliteFolder(dataDir) });
      await expect(refusal).rejects.toBeInstanceOf(BackupRefusedError);
      await expect(refusal).rejects.toThrow(
        /^Backup refused: [\d.]+ [kMGT]?B free on the disk of .+, but the last backup there was 8\.8 TB, so about 13\.2 TB is needed\. Free some space/,
      );
      expect(readdirSync(dir)).toEqual([path.basename(last)]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe("partial backup files", () => {
  it("are removed when the backup fails (the database closed under it)", async () => {
    const dataDir = await migratedDataDir();
    folders.push(dataDir);
    const dir = path.join(dataDir, "backups");
    const database = await openFolder(dataDir);
    const backup = writeBackup(database, { dir, pgdata: pgliteFolder(dataDir) });
    const outcome = backup.then(
      () => "written",
      (error: Error) => error.message,
    );
    // The copy is under way once its partial file exists; the database then goes away.
    while (partials(dir).length === 0 && !(await Promise.race([outcome, Promise.resolve(null)]))) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await database.close();
    expect(await outcome).not.toBe("written");
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);

  it.runIf(process.getuid?.() === 0)(
    "are removed when the disk is full, and the reason says so",
    async () => {
      const dataDir = await migratedDataDir();
      folders.push(dataDir);
      const dir = mkdtempSync(path.join(tmpdir(), "exam-portal-small-disk-"));
      folders.push(dir);
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]);
      mounts.push(dir);
      const database = await openFolder(dataDir);
      try {
        await expect(writeBackup(database, { dir, pgdata: pgliteFolder(dataDir) })).rejects.toThrow(
          `the disk of ${dir} is full (ENOSPC); the unfinished backup file was removed`,
        );
        expect(readdirSync(dir)).toEqual([]);
      } finally {
        await database.close();
      }
    },
    60_000,
  );

  it("left by a killed backup are removed at the server's start and at the next backup's", async () => {
    const dataDir = await migratedDataDir();
    folders.push(dataDir);
    const dir = path.join(dataDir, "backups");
    const killed = path.join(dir, "exam-portal-20250101T000000Z.tar.gz.partial");
    const killedLater = path.join(dir, "exam-portal-20250102T000000Z.pgdump.partial");
    const running = path.join(dir, "exam-portal-20250103T000000Z.tar.gz.partial");
    const old = new Date(Date.now() - HOUR);
    writeFileSync(killed, "half a backup");
    utimesSync(killed, old, old);
    writeFileSync(running, "a backup being written now");

    const lines: string[] = [];
    const log = pino(
      { level: "warn" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const config = parseConfig({ DATA_DIR: dataDir, BACKUP_INTERVAL: "off", NODE_ENV: "test" });
    const database = await openFolder(dataDir);
    try {
      const backups = await startServerBackups(config, database, log);
      expect(existsSync(killed)).toBe(false);
      expect(existsSync(running)).toBe(true);
      expect(lines.join("")).toMatch(/removed unfinished backup files/);
      // BACKUP_DIR defaults to DATA_DIR/backups: the same disk.
      expect(lines.join("")).toMatch(/BACKUP_DIR \(.+\) is on the same disk as DATA_DIR/);

      writeFileSync(killedLater, "half a PostgreSQL backup");
      utimesSync(killedLater, old, old);
      const result = await backups!.run(false);
      await backups!.stop();
      expect(existsSync(killedLater)).toBe(false);
      expect(readdirSync(dir).sort()).toEqual([path.basename(running), path.basename(result.file)].sort());
    } finally {
      await database.close();
    }
  }, 60_000);
});

/** Whether strace can trace a child here (it is installed, and ptrace is allowed). */
const canTrace = spawnSync("strace", ["-f", "-qq", "-e", "trace=none", "true"]).status === 0;

describe("a finished backup file", () => {
  it.runIf(canTrace)(
    "is fsynced, then renamed into place, then its folder is fsynced",
    async () => {
      const dataDir = await migratedDataDir();
      folders.push(dataDir);
      const dir = path.join(dataDir, "backups");
      const trace = path.join(dataDir, "strace.txt");
      const result = spawnSync(
        "strace",
        [
          "-f",
          "-qq",
          "-y",
          "-e",
          "trace=fsync,rename,renameat,renameat2",
          "-o",
          trace,
          process.execPath,
          "src/server/setup/backup-cli.ts",
        ],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: dir }, encoding: "utf8" },
      );
      expect(result.stderr).toMatch(/^Backup written/);
      expect(result.status).toBe(0);
      const file = result.stdout.trim();
      const calls = readFileSync(trace, "utf8").split("\n");
      const at = (pattern: RegExp) => calls.findIndex((line) => pattern.test(line));
      const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const fileSynced = at(new RegExp(`fsync\\(\\d+<${escaped(file)}\\.partial>\\) = 0`));
      const renamed = at(
        new RegExp(`rename(at2?)?\\(.*${escaped(file)}\\.partial", .*"${escaped(file)}".* = 0`),
      );
      const folderSynced = calls.findIndex(
        (line, i) => i > renamed && new RegExp(`fsync\\(\\d+<${escaped(dir)}>\\) = 0`).test(line),
      );
      expect(fileSynced).toBeGreaterThanOrEqual(0);
      expect(renamed).toBeGreaterThan(fileSynced);
      expect(folderSynced).toBeGreaterThan(renamed);
      rmSync(trace);
    },
    120_000,
  );
});
