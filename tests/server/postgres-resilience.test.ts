/**
 * PostgreSQL under the failures README "Failures and shutdown" lists (with TEST_DATABASE_URL, as in CI's second pass): a
 * kill -9 under a registration load loses no acknowledged registration (item 1); through a TCP proxy
 * that is stopped and then stalls for 10 s, health answers 503 within 2 s, writes answer 503 (not
 * 500), the server recovers without a restart and loses nothing acknowledged; start-up against a
 * database that does not answer exits 1 within the connect timeout, naming DATABASE_URL (item 4).
 */
import net from "node:net";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { adminUrl, databaseUrl } from "#tests/helpers/postgres.ts";
import {
  acknowledgedIds,
  firstTestCenterId,
  killUnderLoad,
  registrationLoad,
  type Sent,
  type ServerProcess,
  send,
  spawnServer,
  waitHealthy,
} from "#tests/helpers/server-load.ts";

const url = process.env.TEST_DATABASE_URL;
const PORT = 5700 + (process.pid % 400);
const servers: ServerProcess[] = [];
const databases: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh copy of the run's migrated template; returns its URL. */
async function freshDatabase(suffix: string): Promise<string> {
  const name = `${inject("postgresPrefix")}_res_${suffix}`;
  const admin = await adminUrl(url!);
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("postgresTemplate")}"`);
  await admin.end();
  databases.push(name);
  return databaseUrl(url!, name);
}

/** Ids among `ids` that are not in the students table of `databaseUrl`. */
async function missingStudents(database: string, ids: number[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("select id from students where id = any($1)", [ids]);
    const present = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !present.has(id));
  } finally {
    await client.end();
  }
}

function start(port: number, env: Record<string, string>): ServerProcess {
  const server = spawnServer(port, { SEED_DEMO: "true", DATA_DIR: "memory", ...env });
  servers.push(server);
  return server;
}

/**
 * A TCP proxy to PostgreSQL: `stop()` closes every connection and refuses new ones, `stall()`
 * keeps accepting but forwards nothing (a database that hangs), `resume()` forwards again.
 */
async function startProxy(target: { host: string; port: number }) {
  let mode: "pass" | "stall" = "pass";
  const sockets = new Set<net.Socket>();
  const held: (() => void)[] = [];
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  };
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk) => {
      if (mode === "stall") held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on("close", () => to.destroy());
  };
  const connect = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  };
  const onConnection = (client: net.Socket) => {
    track(client);
    if (mode === "stall") held.push(() => connect(client));
    else connect(client);
  };
  let server = net.createServer(onConnection);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async stop() {
      await new Promise((r) => {
        server.close(r);
        for (const socket of sockets) socket.destroy();
      });
    },
    async restart() {
      server = net.createServer(onConnection);
      await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    },
    stall() {
      mode = "stall";
    },
    resume() {
      mode = "pass";
      for (const release of held.splice(0)) release();
    },
    async close() {
      await this.stop();
    },
  };
}

afterAll(async () => {
  for (const server of servers) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  if (url && databases.length) {
    const admin = await adminUrl(url);
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
});

describe.runIf(url)("PostgreSQL failures", () => {
  it("kill -9 under a registration load, restart: every acknowledged registration is there", async () => {
    const database = await freshDatabase("kill");
    let server = start(PORT, { DATABASE_URL: database });
    await waitHealthy(server);
    const { acknowledged } = await killUnderLoad(server, 30_000, "PostgreSQL kill -9");
    server = start(PORT, { DATABASE_URL: database });
    await waitHealthy(server);
    expect(await missingStudents(database, acknowledged)).toEqual([]);
  }, 120_000);

  it("a proxy stopped, then stalled 10 s: health 503 within 2 s, writes 503 not 500, recovery, nothing lost", async () => {
    const database = await freshDatabase("proxy");
    const target = new URL(database);
    const proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const server = start(PORT + 1, {
      DATABASE_URL: viaProxy.toString(),
      DB_CONNECT_TIMEOUT: "2",
      DB_STATEMENT_TIMEOUT: "2",
    });
    await waitHealthy(server);
    const center = await firstTestCenterId(server.base);

    // Light load: two writers, and a health check every 250 ms, each timed.
    const load = registrationLoad(server.base, center, { from: 40_000, workers: 2, pauseMs: 100 });
    const health: (Sent & { ms: number; phase: string })[] = [];
    let phase = "up";
    const checking = setInterval(async () => {
      const started = Date.now();
      const at = phase;
      const result = await send(server.base, "/api/health");
      health.push({ ...result, ms: Date.now() - started, phase: at });
    }, 250);
    const mark = () => load.records.length;

    await sleep(1_500);
    phase = "stopped";
    const stoppedFrom = mark();
    await proxy.stop();
    await sleep(3_000);
    phase = "up";
    await proxy.restart();
    await sleep(2_000);
    phase = "stalled";
    const stalledFrom = mark();
    proxy.stall();
    await sleep(10_000);
    phase = "up";
    proxy.resume();
    const recoveredFrom = mark();
    // Recovery without a restart: writes succeed again within a few seconds.
    let recoveredAt = 0;
    for (let i = 0; i < 150 && !recoveredAt; i++) {
      await sleep(100);
      if (load.records.slice(recoveredFrom).some((r) => r.status === 201)) recoveredAt = Date.now();
    }
    await sleep(1_000);
    clearInterval(checking);
    const records = await load.stop();
    await sleep(300);

    const outage = records.slice(stoppedFrom, recoveredFrom);
    const statuses = (list: Sent[]) =>
      list.reduce<Record<string, number>>((acc, r) => {
        const key = String(r.status ?? r.error);
        acc[key] = (acc[key] ?? 0) + 1;
        return acc;
      }, {});
    const downChecks = health.filter((h) => h.phase !== "up");
    console.info(
      `proxy: writes during the outage ${JSON.stringify(statuses(outage))}, during the stall ${JSON.stringify(statuses(records.slice(stalledFrom, recoveredFrom)))}; ` +
        `health while down ${JSON.stringify(statuses(downChecks))}, slowest ${Math.max(...downChecks.map((h) => h.ms))} ms; ` +
        `writes after recovery ${JSON.stringify(statuses(records.slice(recoveredFrom)))}`,
    );

    expect(server.child.exitCode, server.stderr()).toBeNull(); // never restarted
    expect(recoveredAt).toBeGreaterThan(0);
    expect(outage.some((r) => r.status === 503)).toBe(true);
    expect(records.filter((r) => r.status === 500 || r.error)).toEqual([]);
    for (const r of records.filter((r) => r.status === 503)) {
      expect(r.headers?.["retry-after"]).toBe("5");
      expect(JSON.parse(r.body!)).toEqual({
        success: false,
        message: "The database is not answering; please try again in a few seconds.",
      });
    }
    expect(downChecks.some((h) => h.status === 503)).toBe(true);
    expect(downChecks.filter((h) => h.status !== 503 && h.status !== 200)).toEqual([]);
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(2_000);
    expect((await send(server.base, "/api/health")).status).toBe(200);
    expect(await missingStudents(database, acknowledgedIds(records))).toEqual([]);
    await proxy.close();
  }, 120_000);

  it("start-up against a database that does not answer: exit 1 within the connect timeout, naming DATABASE_URL", async () => {
    const proxy = await startProxy({ host: "127.0.0.1", port: 1 });
    proxy.stall();
    const started = Date.now();
    const server = start(PORT + 2, {
      DATABASE_URL: `postgres://app:s3cret-pw@127.0.0.1:${proxy.port}/exam`,
      DB_CONNECT_TIMEOUT: "2",
    });
    const code = await server.exited;
    const seconds = (Date.now() - started) / 1000;
    console.info(`start-up against a hanging database: exit ${code} after ${seconds.toFixed(1)} s`);
    expect(code).toBe(1);
    const lines = server.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATABASE_URL postgres://app:***@127.0.0.1:${proxy.port}/exam`);
    expect(lines[0]).not.toContain("s3cret");
    await proxy.close();
  }, 60_000);
});
