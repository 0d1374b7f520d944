/**
 * The disk guard with the server as a process (decision 0015), on a 96 MiB tmpfs made by the test:
 * - start-up below `DISK_FREE_MIN`: refused with one line naming the folder, the free and the needed space;
 * - below the floor while running: writes 507 with `Retry-After`, reads 200, health 503 with the
 *   reason, one log line; back above it (the filler deleted): writes resume by themselves;
 * - a floor too low to protect the database (1 MB): the disk runs out under a registration load,
 *   the embedded database stops instead of hanging (every request answered, health 503 with the
 *   reason), reopens by itself once the filler is gone, and after running out again SIGTERM ends
 *   the process (exit 1: the database could not be closed cleanly); every acknowledged
 *   registration is there after a restart.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { STORAGE_FULL_MESSAGE } from "#server/lib/disk-guard.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { type StartedServer, startServer } from "#tests/helpers/server-process.ts";
import { mountSmallDisk, type SmallDisk, smallDiskUnavailable } from "#tests/helpers/small-disk.ts";

/**
 * Why these tests do not run here, or null: they need a small disk (root), and they are about the
 * embedded database, so they run in the PGlite pass only (the PostgreSQL pass has no PGlite template).
 */
const skipReason: string | null =
  smallDiskUnavailable ??
  (process.env.TEST_DATABASE_URL ? "the embedded database's disk: runs in the PGlite pass" : null);

const MB = 1_000_000;
const admin = { username: "owner", password: "Owner12345" };
/** A request that has not been answered after this long is taken to hang (the bug this guards against). */
const HANG_MS = 30_000;

let disk: SmallDisk | undefined;
let dataDir = "";
const running: StartedServer[] = [];

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  HOST: "127.0.0.1",
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  JWT_SECRET: "disk-guard-test-secret-that-is-long-enough-0123456789",
  SEED_DEMO: "false",
  RATE_LIMIT_PUBLIC: "100000",
  BACKUP_INTERVAL: "off",
  LOG_LEVEL: "info",
  // No .eml files on the small disk: the e-mails wait for an SMTP server that is not there.
  SMTP_URL: "smtp://127.0.0.1:9",
  DISK_FREE_MIN: "24MB",
  ...extra,
});

/** Where the WAL stands in its current 16 MiB segment, in bytes. */
async function walOffset(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ offset: number }>(
    "select (pg_walfile_name_offset(pg_current_wal_insert_lsn())).file_offset::int as offset",
  );
  return rows[0]!.offset;
}

/**
 * A new embedded database in `dataDir` from the run's migrated template (no initdb: seconds on a
 * busy machine), its WAL segment used up to 11 MiB by a table made and dropped: the next segment
 * is then a few hundred registrations away. (Not past 12 MiB: PostgreSQL makes the next segment
 * ahead of time at a checkpoint, closing is one, when the current one is 75 % full.)
 */
async function freshDatabase() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { mode: 0o700 });
  const client = await PGlite.create(path.join(dataDir, "pglite"), {
    loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
    extensions: { pg_trgm },
  });
  while ((await walOffset(client)) < 11 * 2 ** 20) {
    await client.exec(
      "create table wal_filler as select repeat(md5(random()::text), 30) as x from generate_series(1, 300); drop table wal_filler;",
    );
  }
  await client.close();
}

beforeAll(async () => {
  if (skipReason) return;
  disk = mountSmallDisk(96);
  dataDir = path.join(disk.dir, "data");
  await freshDatabase();
}, 120_000);

afterAll(async () => {
  for (const server of running) {
    server.kill("SIGKILL");
    await server.exited;
  }
  disk?.unmount();
});

/** Starts a server on the small disk; one the test leaves running (it failed) is killed after it. */
async function start(extra: Record<string, string> = {}): Promise<StartedServer> {
  const server = await startServer(0, env(extra));
  running.push(server);
  onTestFinished(async () => {
    if (!running.includes(server)) return;
    server.kill("SIGKILL");
    await server.exited;
    running.splice(running.indexOf(server), 1);
  });
  return server;
}

/** Ends `server` with SIGTERM; its exit code. */
async function terminate(server: StartedServer): Promise<number | null> {
  server.kill("SIGTERM");
  const { code } = await server.exited;
  running.splice(running.indexOf(server), 1);
  return code;
}

/** `node src/server/main.ts` to its end (killed after 60 s: a server that starts is a failure here). */
function startRefused(extra: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["src/server/main.ts"], {
      env: { ...process.env, STATIC_DIR: "build/does-not-exist", PORT: "0", ...env(extra) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(HANG_MS),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const login = async (base: string) => (await call(base, "POST", "/api/login", admin)).body.token as string;

/** Registers a test center; its id. */
async function createCenter(base: string, token: string, name: string, address: string) {
  const center = await call(base, "POST", "/api/test-center", { name, address }, token);
  return (center.body.testCenter as { id: number }).id;
}

/** Registers candidate `n` of the factories at center `testCenter`. */
const register = (base: string, n: number, testCenter: number) =>
  call(base, "POST", "/api/FormRegister", buildRegistration(n, { test_center: testCenter }));

/** Polls health until it answers `status` (at most 30 s). */
async function healthBecomes(base: string, status: number) {
  let last = await call(base, "GET", "/api/health");
  for (let i = 0; i < 300 && last.status !== status; i++) {
    await new Promise((r) => setTimeout(r, 100));
    last = await call(base, "GET", "/api/health");
  }
  expect(last.status, JSON.stringify(last.body)).toBe(status);
  return last;
}

/** Registers candidates on 4 connections until the first refusal; the acknowledged ids. */
async function registerUntilRefused(base: string, testCenter: number, from: number) {
  let next = from;
  let refused: { status: number; body: Record<string, unknown> } | undefined;
  const acknowledged: number[] = [];
  const worker = async () => {
    while (!refused && next < from + 20_000) {
      const answer = await register(base, next++, testCenter);
      if (answer.status === 201) acknowledged.push(answer.body.id as number);
      else refused ??= answer;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { acknowledged, refused };
}

/** Every id in `ids` can be read back (on 4 connections, as they were written: 500 reads one by one took 10 s). */
async function allThere(base: string, token: string, ids: number[]) {
  const missing: number[] = [];
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if ((await call(base, "GET", `/api/students/${id}`, undefined, token)).status !== 200) missing.push(id);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(missing.sort((a, b) => a - b)).toEqual([]);
}

describe(`the disk guard on a small disk${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  let testCenter = 0;

  it.skipIf(skipReason !== null)(
    "refuses to start below DISK_FREE_MIN with one line naming the folder, the free and the needed space",
    async () => {
      disk!.leaveFree(10 * MB);
      const run = await startRefused({});
      disk!.emptyFiller();
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        new RegExp(
          `^DATA_DIR ${dataDir} has \\d+(\\.\\d)? MB free on its disk; the server needs at least 24\\.0 MB ` +
            "\\(DISK_FREE_MIN\\) to start: free some space or move DATA_DIR\\n$",
        ),
      );
    },
    90_000,
  );

  it.skipIf(skipReason !== null)(
    "below the floor: writes 507, reads 200, health 503 with the reason, one log line; resumes when space is freed",
    async () => {
      const server = await start();
      const token = await login(server.base);
      testCenter = await createCenter(server.base, token, "Small Disk Center", "1 Test Street");
      const first = await register(server.base, 1, testCenter);
      expect(first.status).toBe(201);

      disk!.leaveFree(16 * MB);
      const down = await healthBecomes(server.base, 503);
      expect(down.headers.get("retry-after")).toBe("30");
      expect(down.body.message).toMatch(
        /^Disk space low: DATA_DIR's disk has \d+(\.\d)? MB free, below DISK_FREE_MIN \(24\.0 MB\); API writes are refused \(507\), backups are refused until space is freed\.$/,
      );

      const refused = await register(server.base, 2, testCenter);
      expect(refused.status).toBe(507);
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(refused.body).toEqual({ success: false, message: STORAGE_FULL_MESSAGE });
      // Reads go on.
      expect((await call(server.base, "GET", "/api/test-center")).status).toBe(200);
      expect(
        (await call(server.base, "GET", `/api/students/${first.body.id}`, undefined, token)).status,
      ).toBe(200);
      const lowLines = server
        .output()
        .split("\n")
        .filter((line) => line.includes("disk space low"));
      expect(lowLines).toHaveLength(1);
      expect(lowLines[0]).toContain(`disk space low: the disk of DATA_DIR ${dataDir} (also BACKUP_DIR) has `);

      disk!.emptyFiller();
      await healthBecomes(server.base, 200);
      const again = await register(server.base, 3, testCenter);
      expect(again.status).toBe(201);
      expect(server.output()).toContain(`disk space back: the disk of DATA_DIR ${dataDir}`);
      expect(await terminate(server)).toBe(0);
    },
    120_000,
  );

  /**
   * A server whose floor (1 MB) is too low to protect the database, on a fresh database (its WAL
   * has no recycled segment yet, so the next segment needs 16 MiB), with less room than that but
   * more than the tables grow meanwhile: it registers candidates until the disk runs out.
   */
  async function runOutOfSpace() {
    await freshDatabase();
    const server = await start({ DISK_FREE_MIN: "1MB", SHUTDOWN_GRACE_SECONDS: "5" });
    expect(server.output()).toContain("DISK_FREE_MIN 1.0 MB is less than two WAL segments (33.6 MB)");
    const token = await login(server.base);
    const center = await createCenter(server.base, token, "Full Disk Center", "2 Test Street");
    disk!.leaveFree(10 * MB);
    const load = await registerUntilRefused(server.base, center, 10_000);
    console.info(`${load.acknowledged.length} registrations acknowledged before the disk ran out`);
    // Every request was answered (none hung): the one that met the full disk with 507.
    expect(load.refused).toMatchObject({
      status: 507,
      body: { success: false, message: STORAGE_FULL_MESSAGE },
    });
    const health = await call(server.base, "GET", "/api/health");
    expect(health.status).toBe(503);
    expect(health.body.message).toMatch(
      /^Database stopped: no space left on its disk \(ENOSPC writing pg_wal\/xlogtemp\.\d+\); it reopens by itself once its disk has room again\.$/,
    );
    const read = await call(server.base, "GET", "/api/test-center");
    expect(read.status).toBe(503);
    expect(read.headers.get("retry-after")).toBe("30");
    return { server, token, acknowledged: load.acknowledged };
  }

  it.skipIf(skipReason !== null)(
    "with a floor too low, the database stops instead of hanging, and reopens by itself once there is room",
    async () => {
      const { server, token, acknowledged } = await runOutOfSpace();
      disk!.emptyFiller();
      await healthBecomes(server.base, 200);
      expect(server.output()).toContain("the embedded database is open again (its WAL replayed)");
      await allThere(server.base, token, acknowledged);
      expect((await register(server.base, 1, 1)).status).toBe(201);
      expect(await terminate(server)).toBe(0);
    },
    300_000,
  );

  it.skipIf(skipReason !== null)(
    "with the database stopped, SIGTERM ends the process (exit 1), and a restart has every acknowledged write",
    async () => {
      const { server, acknowledged } = await runOutOfSpace();
      const signalled = Date.now();
      expect(await terminate(server)).toBe(1);
      console.info(`SIGTERM with the database stopped: exit after ${Date.now() - signalled} ms (grace 5 s)`);
      expect(server.output()).toContain("error while shutting down");

      disk!.emptyFiller();
      const again = await start();
      await allThere(again.base, await login(again.base), acknowledged);
      expect(await terminate(again)).toBe(0);
    },
    300_000,
  );
});
