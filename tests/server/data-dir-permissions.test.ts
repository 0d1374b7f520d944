/**
 * DATA_DIR is private to the server's user (README "Security"): PGlite's initdb wrote its files
 * as 0666 in a 0755 folder, so any local user could read the password hashes and every candidate.
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { dataDirWarnings, secureDataDir, tightenDataDir } from "#server/data-dir.ts";
import { openDatabase } from "#server/db/client.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "exam-data-dir-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every folder and file under `dir` (itself included) whose mode is not 0700 / 0600. */
function notPrivate(dir: string): string[] {
  const wrong: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${entry} ${mode.toString(8)}`);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (mode !== 0o600) {
      wrong.push(`${entry} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return wrong;
}

/** Counts the entries under `dir`, to show the walk looked at the database files. */
function countFiles(dir: string): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    n += statSync(full).isDirectory() ? countFiles(full) : 1;
  }
  return n;
}

describe("the server on an existing DATA_DIR open to other users", () => {
  const dataDir = path.join(scratch, "existing");
  let server: ChildProcess | undefined;
  let output = "";

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  });

  it("makes every folder 0700 and every file 0600 at start and says so in one warning", async () => {
    mkdirSync(path.join(dataDir, "backups"), { recursive: true });
    writeFileSync(path.join(dataDir, "jwt-secret"), "s".repeat(48));
    writeFileSync(path.join(dataDir, "backups", "notes.txt"), "operator notes");
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "backups"), 0o755);
    chmodSync(path.join(dataDir, "jwt-secret"), 0o666);
    chmodSync(path.join(dataDir, "backups", "notes.txt"), 0o666);
    expect(notPrivate(dataDir)).toHaveLength(4);

    server = spawn(process.execPath, ["src/server/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: dataDir,
        ADMIN_USERNAME: "owner",
        ADMIN_PASSWORD: "Owner12345",
        LOG_LEVEL: "info",
        DATABASE_URL: "",
        JWT_SECRET: "",
        SEED_DEMO: "false",
        STATIC_DIR: "build/does-not-exist",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearInterval(timer);
          resolve(match[1] as string);
        } else if (server?.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`server exited: ${output}`));
        }
      }, 100);
    });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    expect(countFiles(path.join(dataDir, "pglite"))).toBeGreaterThan(100);
    expect(notPrivate(dataDir)).toEqual([]);
    const warnings = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40);
    expect(warnings.map((w) => w.msg)).toEqual([
      `DATA_DIR ${dataDir}: 4 folder(s)/file(s) were open to other users; set to 0700/0600`,
      // The default BACKUP_DIR, DATA_DIR/backups, shares the database's disk (decision 0016).
      expect.stringMatching(/^BACKUP_DIR \(.+\/backups\) is on the same disk as DATA_DIR/),
    ]);

    // Files PGlite writes while running and at shutdown (checkpoint) are private too.
    await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "owner", password: "Owner12345" }),
    });
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    expect(notPrivate(dataDir)).toEqual([]);
  }, 60_000);
});

describe("a fresh DATA_DIR", () => {
  it("is created 0700 with every database file 0600, and gives no warning", async () => {
    const dataDir = path.join(scratch, "fresh", "nested", "data");
    const report = secureDataDir(dataDir);
    expect(dataDirWarnings(report)).toEqual([]);

    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();

    expect(countFiles(dataDir)).toBeGreaterThan(100);
    expect(notPrivate(dataDir)).toEqual([]);
  }, 60_000);
});

describe("tightenDataDir", () => {
  it("does not follow a symbolic link out of DATA_DIR", () => {
    const outside = path.join(scratch, "outside.txt");
    writeFileSync(outside, "not ours to change");
    chmodSync(outside, 0o644);
    const dataDir = path.join(scratch, "with-link");
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    symlinkSync(outside, path.join(dataDir, "link"));

    const report = tightenDataDir(dataDir);

    expect(report).toMatchObject({ loose: 1, fixed: 1, failed: [] });
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it("names what it could not fix and why", () => {
    const lines = dataDirWarnings({
      dir: "/srv/data",
      loose: 2,
      fixed: 1,
      failed: [{ path: "/srv/data/pglite/PG_VERSION", code: "EPERM" }],
    });
    expect(lines).toEqual([
      "DATA_DIR /srv/data: 1 folder(s)/file(s) were open to other users; set to 0700/0600",
      "DATA_DIR /srv/data: could not make /srv/data/pglite/PG_VERSION private (EPERM): fix its owner or mode",
    ]);
  });
});
