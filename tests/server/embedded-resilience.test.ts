/**
 * The embedded database under the failures README "Failures and shutdown" lists, with the server as a real process on one
 * DATA_DIR: a second server on the folder is refused (items 1), a kill -9 under a registration load
 * loses no acknowledged registration (item 1), and SIGTERM under load answers every request sent
 * before the signal and exits 0 (item 5).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTemplateInto } from "#tests/helpers/embedded-folder.ts";
import {
  adminToken,
  firstTestCenterId,
  killUnderLoad,
  registrationLoad,
  type Sent,
  type ServerProcess,
  send,
  spawnServer,
  waitHealthy,
} from "#tests/helpers/server-load.ts";

const PORT = 5300 + (process.pid % 400);
const dataDir = mkdtempSync(path.join(tmpdir(), "exam-portal-resilience-"));
const env = { DATA_DIR: dataDir, SEED_DEMO: "true" };
let server: ServerProcess | undefined;

beforeAll(async () => {
  // The run's migrated template instead of a fresh initdb (seconds on a busy machine).
  await copyTemplateInto(dataDir);
  server = spawnServer(PORT, env);
  await waitHealthy(server);
}, 120_000);

afterAll(async () => {
  if (server) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database (one DATA_DIR)", () => {
  it("refuses a second server on the same DATA_DIR: exit 1, one line naming the folder and the holder", async () => {
    const second = spawnServer(PORT + 1, env);
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `DATA_DIR ${dataDir} is in use by another server (pid ${server!.child.pid} on `,
    );
    // The first keeps serving.
    expect((await send(server!.base, "/api/health")).status).toBe(200);
  }, 60_000);

  it("kill -9 under a registration load, restart: every acknowledged registration is there", async () => {
    const { exit, acknowledged } = await killUnderLoad(server!, 10_000, "kill -9");
    expect(exit).toBe("SIGKILL");

    // The stale lock of the killed process is taken over by itself.
    server = spawnServer(PORT, env);
    await waitHealthy(server);
    const token = await adminToken(server.base);
    const missing: number[] = [];
    for (const id of acknowledged) {
      const response = await fetch(`${server.base}/api/students/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it("SIGTERM under load: every request sent before the signal gets an answer (no reset), exit 0", async () => {
    const center = await firstTestCenterId(server!.base);
    const load = registrationLoad(server!.base, center, { from: 20_000, workers: 6 });
    const reads: Promise<Sent>[] = [];
    const reading = setInterval(() => reads.push(send(server!.base, "/api/test-center")), 20);
    await new Promise((r) => setTimeout(r, 1_000));
    const signalAt = Date.now();
    server!.child.kill("SIGTERM");
    const code = await server!.exited;
    clearInterval(reading);
    const records: Sent[] = [...(await load.stop()), ...(await Promise.all(reads))];
    server = undefined;

    const before = records.filter((r) => r.sentAt < signalAt);
    const unanswered = before.filter((r) => r.status === undefined);
    const refused = records.filter((r) => r.status === 503);
    console.info(
      `SIGTERM: ${before.length} requests sent before the signal, ${unanswered.length} without an answer; ` +
        `${refused.length} answered 503, ${records.filter((r) => r.error).length} refused connections after it`,
    );
    expect(code).toBe(0);
    expect(before.length).toBeGreaterThan(5);
    expect(unanswered.map((r) => r.error)).toEqual([]);
    expect(new Set(before.map((r) => r.status))).not.toContain(500);
    for (const r of refused) {
      expect(r.headers?.["retry-after"]).toBe("5");
      expect(r.headers?.connection).toBe("close");
      expect(JSON.parse(r.body!)).toEqual({
        success: false,
        message: "The server is restarting; please try again in a few seconds.",
      });
    }
  }, 60_000);
});
