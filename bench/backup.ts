/**
 * `npm run bench:backup`: is the server answered while the embedded database is backed up
 * (decision 0016)? Seeds `BENCH_N` candidates (default 100 000) into a new embedded database in
 * a temporary DATA_DIR, starts the app on it in a child process (bench/backup-target.ts), and
 * sends a steady load from this process over loopback: every `BENCH_EVERY_MS` (default 50) one
 * `GET /api/health` and one registration (`POST /api/FormRegister`), each on a new connection.
 * During that load it takes a backup the way it was taken before (PGlite's `dumpDataDir` under the
 * transaction lock: the baseline, measured in the same run) and the way it is taken now (the
 * online copy), and prints, for the requests sent while each backup ran, the median and the
 * longest answer time of each kind, how many were not answered 200/201, and the backup's own time
 * and size; then the ratio of the longest answers now to before.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { openDatabase } from "#server/db/client.ts";
import { testCenters } from "#server/db/schema.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { send } from "#tests/helpers/server-load.ts";
import { benchNumber } from "./settings.ts";

const N = benchNumber("BENCH_N", 100_000, 500);
const EVERY_MS = benchNumber("BENCH_EVERY_MS", 50, 100);
/** Load before and after each backup, so that its first and last moments are covered. */
const MARGIN_MS = 1_000;

interface Answer {
  kind: "health" | "write";
  sentAt: number;
  ms: number;
  ok: boolean;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "exam-portal-bench-backup-"));
let child: ChildProcess | undefined;
try {
  console.log(`seeding ${N.toLocaleString("en")} candidates into ${dataDir} ...`);
  const seeded = performance.now();
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await ensureFirstAdmin(database.db, { username: "bench", password: "Bench12345" });
  const [center] = await database.db
    .insert(testCenters)
    .values({ name: "Riyadh Olaya Test Center", address: "Olaya, Riyadh" })
    .returning({ id: testCenters.id });
  await insertCandidates(database.db, N, { from: 1, testCenterId: center!.id });
  await database.close();
  mkdirSync(path.join(dataDir, "backups"), { mode: 0o700 });
  console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  child = spawn(process.execPath, ["bench/backup-target.ts", dataDir], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error("the bench server stopped");
    return value as string;
  };
  const port = Number((await next()).replace(/^port /, ""));
  const base = `http://127.0.0.1:${port}`;

  let n = 1_000_000;
  /** Runs the steady load while `during` runs (plus a margin either side); returns every answer. */
  async function underLoad<T>(during: () => Promise<T>): Promise<{ result: T; answers: Answer[] }> {
    const answers: Answer[] = [];
    const pending: Promise<void>[] = [];
    const shoot = () => {
      const sentAt = performance.now();
      const record = (kind: Answer["kind"], expected: number) => (sent: { status?: number }) => {
        answers.push({ kind, sentAt, ms: performance.now() - sentAt, ok: sent.status === expected });
      };
      pending.push(send(base, "/api/health").then(record("health", 200)));
      pending.push(
        send(base, "/api/FormRegister", buildRegistration(n++, { test_center: center!.id })).then(
          record("write", 201),
        ),
      );
    };
    const timer = setInterval(shoot, EVERY_MS);
    await new Promise((resolve) => setTimeout(resolve, MARGIN_MS));
    const result = await during();
    await new Promise((resolve) => setTimeout(resolve, MARGIN_MS));
    clearInterval(timer);
    await Promise.all(pending);
    return { result, answers };
  }

  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  };
  const rows: Record<string, { max: { health: number; write: number } }> = {};
  for (const mode of ["before", "now"] as const) {
    let window = { from: 0, to: 0 };
    const { result, answers } = await underLoad(async () => {
      window = { from: performance.now(), to: 0 };
      child!.stdin!.write(`${mode}\n`);
      const answer = JSON.parse(await next()) as { ms: number; bytes: number };
      window.to = performance.now();
      return answer;
    });
    const during = answers.filter((a) => a.sentAt >= window.from && a.sentAt <= window.to);
    const label = mode === "before" ? "before (dumpDataDir under the lock)" : "now (online copy)";
    console.log(
      `\n${label}: backup ${(result.ms / 1000).toFixed(1)} s, ${(result.bytes / 1e6).toFixed(1)} MB; ${during.length / 2} rounds sent during it`,
    );
    const max = { health: 0, write: 0 };
    for (const kind of ["health", "write"] as const) {
      const of = during.filter((a) => a.kind === kind);
      const ms = of.map((a) => a.ms);
      max[kind] = Math.max(...ms);
      console.log(
        `  ${kind.padEnd(6)} p50 ${quantile(ms, 0.5).toFixed(0).padStart(6)} ms   max ${max[kind].toFixed(0).padStart(6)} ms   ` +
          `not ${kind === "health" ? "200" : "201"}: ${of.filter((a) => !a.ok).length} of ${of.length}`,
      );
    }
    rows[mode] = { max };
  }
  console.log(
    `\nlongest answer now / before: health ${(rows.now!.max.health / rows.before!.max.health).toFixed(2)}, ` +
      `write ${(rows.now!.max.write / rows.before!.max.write).toFixed(2)}`,
  );
} finally {
  child?.stdin?.end();
  child?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
