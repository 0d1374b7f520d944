/**
 * The embedded database runs in a worker thread (decision 0020): while one database call holds it
 * (`TEST_HOLD_DATABASE_SECONDS` and SIGUSR2: a real `pg_sleep` in PostgreSQL), the server's main thread stays
 * free: health answers within 2 s, and SIGTERM ends the process within `SHUTDOWN_GRACE_SECONDS`
 * (exit 1: the call was cut short). Before, the call held the main thread: health did not answer
 * and only the watchdog's limit for a stuck call ended the process (decision 0015).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedServer, startServer } from "#tests/helpers/server-process.ts";

const GRACE_SECONDS = 2;
/**
 * How long each hold lasts: long enough that the SIGTERM test's exit (within the 2 s grace, the
 * call cut short a second before its end) comes well before the hold would have ended by itself
 * (exit 0), short enough that the first test sees it end.
 */
const HOLD_SECONDS = 5;
const dataDir = mkdtempSync(path.join(tmpdir(), "exam-portal-db-worker-"));
/**
 * One server for both tests (a first start on a new embedded database is most of each test's
 * time): every SIGUSR2 starts another hold; the second test ends the process.
 */
let server: StartedServer;

beforeAll(async () => {
  server = await startServer(0, {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "Passw0rd!-worker-test",
    BACKUP_INTERVAL: "off",
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    TEST_HOLD_DATABASE_SECONDS: String(HOLD_SECONDS),
  });
}, 120_000);

afterAll(async () => {
  if (server) {
    server.kill("SIGKILL");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** How many times the server has printed `line` so far. */
const printed = (line: string) =>
  server
    .output()
    .split("\n")
    .filter((l) => l.includes(line)).length;

/** Once one database call holds the server's database (a new hold, SIGUSR2). */
async function holding(): Promise<void> {
  const holds = printed("test hook: holding the database");
  server.kill("SIGUSR2");
  await until(() => printed("test hook: holding the database") > holds);
  // The hold's query is sent right after the line; give it a moment to be inside PostgreSQL.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error("condition not met within 10 s");
}

/** `/api/health`, or an error when no answer came within the 2 s. */
async function health(server: StartedServer): Promise<{ status: number; body: { message?: string } }> {
  const response = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** The server's pino lines (JSON) on stdout. */
const logMessages = (server: StartedServer) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe("a database call holding the embedded database", () => {
  it("leaves health answering within 2 s (503 naming the busy database), and 200 again once it ends", async () => {
    const freed = printed("test hook: the database is free again");
    await holding();
    const during = await health(server);
    expect(during.status).toBe(503);
    expect(during.body.message).toMatch(/^Database busy: one call has held it for \d+\.\d s\.$/);
    // Answered again and again while it is held: the checks do not pile up behind the call.
    expect((await health(server)).status).toBe(503);
    await until(() => printed("test hook: the database is free again") > freed);
    expect((await health(server)).status).toBe(200);
  }, 120_000);

  it("does not keep SIGTERM from ending the process within SHUTDOWN_GRACE_SECONDS, with exit code 1", async () => {
    await holding();
    try {
      const sent = performance.now();
      server.kill("SIGTERM");
      const exit = await server.exited;
      const seconds = (performance.now() - sent) / 1000;
      expect(exit).toEqual({ code: 1, signal: null });
      const messages = logMessages(server);
      // The server's own signal handler ran and its own deadline ended it (not the watchdog).
      expect(messages).toContain("shutting down: finishing requests in flight");
      expect(messages.some((message) => message.startsWith("watchdog:"))).toBe(false);
      expect(messages).toContainEqual(
        expect.stringMatching(/^shutdown still waiting after 1 s of a 2 s grace period/),
      );
      // Work is cut short a second before the grace period ends, so the exit (the database thread
      // ended too) lands within it; measured from outside, signal delivery and process teardown add
      // a little on a loaded machine. Before the worker this took the watchdog's 10 s.
      console.log(
        `SIGTERM during a database call: exit ${exit.code} after ${seconds.toFixed(2)} s (grace ${GRACE_SECONDS} s)`,
      );
      expect(seconds).toBeLessThan(GRACE_SECONDS + 0.5);
    } finally {
      server.kill("SIGKILL");
    }
  }, 120_000);
});
