/**
 * The server as a real process (`node src/server/main.ts`), for tests of what only a process shows:
 * locks, kill -9, signals, timeouts. Plus a small registration load whose every request is recorded
 * (sent when, answered how) on a connection of its own, as a fresh browser request would be.
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { buildRegistration } from "#server/setup/factories.ts";

export const ADMIN = { username: "owner", password: "Owner12345" };

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/** Starts the server on `port` with `env` over a quiet test default (no static site, warn logs). */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SEED_DEMO: "",
      JWT_SECRET: "resilience-test-secret-that-is-long-enough-0123456789",
      RATE_LIMIT_PUBLIC: "100000",
      BACKUP_INTERVAL: "off",
      STATIC_DIR: "build/does-not-exist",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

/** Waits until `/api/health` answers 200 (or the process exits, or `timeoutMs` passes). */
export async function waitHealthy(server: ServerProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline && !ended) {
    const ok = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${server.stderr()}`);
}

/** An admin token (the configured first admin). */
export async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The first test center's id (the demo data or a test created one). */
export async function firstTestCenterId(base: string): Promise<number> {
  const body = (await (await fetch(`${base}/api/test-center`)).json()) as { testCenters: { id: number }[] };
  return body.testCenters[0]!.id;
}

/** One request of a load: when it was sent, and its answer or its connection error. */
export interface Sent {
  sentAt: number;
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: string;
  /** The socket error's code (ECONNRESET, ECONNREFUSED...) when no answer came. */
  error?: string;
}

/** POST or GET on a new connection (no keep-alive), recording everything about it. */
export function send(base: string, path: string, body?: unknown): Promise<Sent> {
  const sent: Sent = { sentAt: Date.now() };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${path}`,
      {
        method: payload ? "POST" : "GET",
        agent: false,
        headers: payload
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () =>
          resolve({ ...sent, status: response.statusCode, headers: response.headers, body: text }),
        );
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ ...sent, error: error.code ?? error.message }),
        );
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ ...sent, error: error.code ?? error.message }),
    );
    request.end(payload);
  });
}

/**
 * `workers` loops registering candidates (factory numbers from `from` on, one number each) until
 * `stop()`; returns every request's record. The acknowledged registrations are the 201s.
 */
export function registrationLoad(
  base: string,
  testCenterId: number,
  options: { from: number; workers: number; pauseMs?: number },
) {
  let next = options.from;
  let running = true;
  const records: (Sent & { n: number })[] = [];
  const worker = async () => {
    while (running) {
      const n = next++;
      const result = await send(
        base,
        "/api/FormRegister",
        buildRegistration(n, { test_center: testCenterId }),
      );
      records.push({ ...result, n });
      if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: options.workers }, worker));
  return {
    records,
    async stop() {
      running = false;
      await done;
      return records;
    },
  };
}

/** The ids of the acknowledged (201) registrations among `records`. */
export function acknowledgedIds(records: Sent[]): number[] {
  return records.filter((r) => r.status === 201).map((r) => (JSON.parse(r.body!) as { id: number }).id);
}

/**
 * Kills `server` with SIGKILL while four loops register at its first test center (from factory
 * number `from`), once 40 registrations are acknowledged; how the process ended, every request's
 * record and the acknowledged ids, logged under `label`.
 */
export async function killUnderLoad(server: ServerProcess, from: number, label: string) {
  const load = registrationLoad(server.base, await firstTestCenterId(server.base), { from, workers: 4 });
  while (acknowledgedIds(load.records).length < 40) await new Promise((r) => setTimeout(r, 50));
  server.child.kill("SIGKILL");
  const exit = await server.exited;
  const records = await load.stop();
  const acknowledged = acknowledgedIds(records);
  console.info(
    `${label}: ${records.length} registrations sent, ${acknowledged.length} acknowledged, ` +
      `${records.filter((r) => r.error).length} cut off by the kill`,
  );
  return { exit, records, acknowledged };
}
