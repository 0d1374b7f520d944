/**
 * The server as `npm start` runs it, in a child process on a fresh DATA_DIR: it migrates, creates
 * the configured admin, seeds the demo data once, and keeps data and signing secret across restarts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { ADMIN, adminToken } from "#tests/helpers/server-load.ts";

const PORT = 4300 + (process.pid % 500);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "exam-portal-start-"));
let server: ChildProcess | undefined;

async function start() {
  server = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SEED_DEMO: "",
      STATIC_DIR: "build/does-not-exist",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

async function stop() {
  if (!server) return;
  const exited = new Promise((resolve) => server?.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  server = undefined;
}

const get = (url: string, token: string) =>
  fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("starting on an empty embedded database", () => {
  let token = "";
  let counts: { confirmed_count: number; not_confirmed_count: number };

  it("creates the configured admin and seeds demo data in every state", async () => {
    await start();
    token = await adminToken(base);
    counts = await (await get("/api/students/count/confirmation-status", token)).json();
    expect(counts.confirmed_count).toBeGreaterThan(0);
    expect(counts.not_confirmed_count).toBeGreaterThan(0);
    const states = new Set<string>();
    for (const state of STUDENT_STATES) {
      const response = await get(`/api/students?state=${state}&pageSize=1`, token);
      if (Number(response.headers.get("x-total-count")) > 0) states.add(state);
    }
    expect(states.size).toBe(STUDENT_STATES.length);
    const centers = await (await fetch(`${base}/api/test-center`)).json();
    expect(centers.testCenters).toHaveLength(3);
    // A first start (initdb, migrations, demo data, each commit fsynced) on a busy 2-core machine
    // took over 20 s: this waits for it, it does not time it.
  }, 150_000);

  it("keeps the data and the signing secret across a restart, without seeding twice", async () => {
    await stop();
    await start();
    // The token from before the restart is still valid: the secret was kept in DATA_DIR.
    const again = await (await get("/api/students/count/confirmation-status", token)).json();
    expect(again).toEqual(counts);
  }, 150_000);
});
