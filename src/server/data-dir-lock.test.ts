import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), "exam-portal-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes a lock file as another process would have. */
function holderFile(dir: string, holder: Record<string, unknown>, ageSeconds = 0) {
  const file = path.join(dir, LOCK_FILE);
  writeFileSync(file, JSON.stringify({ host: hostname(), processStart: null, startedAt: "then", ...holder }));
  const when = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(file, when, when);
  return file;
}

describe("the DATA_DIR lock", () => {
  it("is taken, holds this process's pid, and is removed on release", () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, "utf8"))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it("refuses while a live process on this host holds it, naming the folder and the holder", async () => {
    const dir = folder();
    const holder = spawn("sleep", ["30"]);
    await new Promise((r) => holder.once("spawn", r));
    try {
      holderFile(dir, { pid: holder.pid });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `DATA_DIR ${dir} is in use by another server (pid ${holder.pid} on ${hostname()}, started then)`,
      );
    } finally {
      holder.kill();
    }
  });

  it("takes over the lock of a dead process, or of a reused pid (another start time)", () => {
    const dead = folder();
    holderFile(dead, { pid: 2 ** 22 + 1 }); // above Linux's pid_max: no such process
    lockDataDir(dead).release();

    const reused = folder();
    holderFile(reused, { pid: process.ppid, processStart: "1" });
    lockDataDir(reused).release();
  });

  it("from another host: refused while touched in the last 30 s, taken over after", () => {
    const dir = folder();
    holderFile(dir, { pid: 1, host: "elsewhere" });
    expect(() => lockDataDir(dir)).toThrow("(pid 1 on elsewhere, started then)");
    holderFile(dir, { pid: 1, host: "elsewhere" }, 60);
    lockDataDir(dir).release();
  });
});
