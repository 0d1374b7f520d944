/**
 * `npm run bench:smoke`: every bench once at a tiny size (`BENCH_SMOKE=1`, bench/settings.ts), each
 * as its own `npm run` child, two at a time (`BENCH_SMOKE_AT_ONCE`, 1 for one after the other); fails
 * when one exits non-zero, so that a bench can no longer rot unseen (decision 0033). No figure is
 * asserted: a smoke run proves that each script still seeds, starts the app and gets its answers (a
 * failed request fails a load-tested bench), nothing about speed, so two benches may share the
 * cores. A bench's output is printed in one block when it ends, never interleaved with another's.
 *
 * With `BENCH_DATABASE_URL` (or `DATABASE_URL`) the benches that can use PostgreSQL do, each in a
 * database of its own. Arguments, if any, keep only the benches whose script name contains one of
 * them (`npm run bench:smoke -- search sittings`).
 *
 * A new bench: add its npm script to package.json and its name to `BENCHES` (or, with the reason, to
 * `NOT_RUN`); the runner refuses a `bench…` script in neither.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** The npm scripts run, in this order. */
const BENCHES = [
  "bench",
  "bench:sittings",
  "bench:search",
  "bench:board",
  "bench:import",
  "bench:duplicates",
  "bench:status",
  "bench:letters",
  "bench:db-worker",
  "bench:backup",
  "bench:staff",
  "bench:web",
  "bench:catalogue-pages",
];

/** `bench…` scripts deliberately not run, each with the reason. */
const NOT_RUN: Record<string, string> = {
  "bench:smoke": "this runner",
};

/** Longest a bench may take at smoke size before it counts as failed. */
const TIMEOUT_MS = 5 * 60_000;

const scripts = Object.keys(
  (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: object })
    .scripts,
).filter((name) => /^bench(:|$)/.test(name));
const unlisted = scripts.filter((name) => !BENCHES.includes(name) && !(name in NOT_RUN));
const missing = BENCHES.filter((name) => !scripts.includes(name));
if (unlisted.length > 0 || missing.length > 0) {
  console.error(
    `bench/smoke.ts: ${unlisted.length > 0 ? `add ${unlisted.join(", ")} to BENCHES (or NOT_RUN, with the reason)` : ""}` +
      `${missing.length > 0 ? ` no npm script for ${missing.join(", ")}` : ""}`,
  );
  process.exit(1);
}

const only = process.argv.slice(2);
const chosen = BENCHES.filter((name) => only.length === 0 || only.some((word) => name.includes(word)));

/**
 * Benches at a time. Most of a smoke bench is waiting: on PostgreSQL, on its server's start, on
 * Chromium, so two of them keep the 2-core machine busy where one left it half idle.
 */
const AT_ONCE = Number(process.env.BENCH_SMOKE_AT_ONCE ?? Math.max(2, availableParallelism() - 1));

/** Runs `npm run <name>` at smoke size; resolves with its exit code (null when killed) and its output. */
function run(name: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], {
      env: { ...process.env, BENCH_SMOKE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so that a timeout stops the bench's own children too.
      detached: true,
    });
    // stdout and stderr in one buffer, in the order they came.
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const timer = setTimeout(() => {
      chunks.push(Buffer.from(`${name}: over ${TIMEOUT_MS / 1000} s, stopped\n`));
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    }, TIMEOUT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output: Buffer.concat(chunks).toString() });
    });
  });
}

const outcomes: { name: string; code: number | null; seconds: number }[] = [];
const queue = [...chosen];
/** Takes the next bench off the queue until none is left; `AT_ONCE` of these run side by side. */
async function lane() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const started = performance.now();
    const { code, output } = await run(name);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`\n== ${name} (smoke, ${seconds.toFixed(0)} s) ==\n${output}`);
    outcomes.push({ name, code, seconds });
  }
}
await Promise.all(Array.from({ length: Math.max(1, AT_ONCE) }, lane));
outcomes.sort((a, b) => chosen.indexOf(a.name) - chosen.indexOf(b.name));
console.log("\nbench smoke run:");
for (const { name, code, seconds } of outcomes)
  console.log(`  ${name.padEnd(18)} ${code === 0 ? "ok" : `FAILED (exit ${code})`}  ${seconds.toFixed(0)} s`);
for (const [name, reason] of Object.entries(NOT_RUN)) console.log(`  ${name.padEnd(18)} not run: ${reason}`);
if (outcomes.some((o) => o.code !== 0)) process.exit(1);
