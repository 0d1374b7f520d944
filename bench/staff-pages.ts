/**
 * `npm run bench:staff`: each staff page's time to usable on a first visit, median of
 * `BENCH_RUNS` loads (default 5), and its ratio to `/404` measured in the same run, interleaved
 * (decision 0021). Builds if needed, starts the browser tests' server (built site, demo data,
 * admin `E2E_ADMIN`) on `BENCH_PORT` (default 4199) and drives Debian's Chromium. The same
 * measurement as `tests/e2e/staff-speed.spec.ts`, which holds every ratio ≤ 2.
 */
import { spawn, spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { E2E_ADMIN } from "#tests/e2e/e2e-env.ts";
import { formatTimings, measure, staffPages } from "#tests/e2e/staff-timing.ts";
import { benchNumber } from "./settings.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const RUNS = benchNumber("BENCH_RUNS", 5, 1);
const base = `http://127.0.0.1:${PORT}`;

const build = spawnSync(process.execPath, ["scripts/ensure-build.ts"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ["tests/e2e/server.ts"], {
  env: { ...process.env, PORT: String(PORT), E2E_RUN_ID: `bench-${process.pid}`, STATIC_DIR: "build/client" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let tries = 0; ; tries++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (tries > 120) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const json = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).json();
  const { token } = (await json("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  })) as { token: string };
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const stage = (await json("/api/stage/Invoice?pageSize=1", auth)) as
    | { id: number }[]
    | { students: { id: number }[] };
  const [student] = Array.isArray(stage) ? stage : stage.students;
  const { testCenters } = (await json("/api/test-center")) as { testCenters: { id: number }[] };

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless", "--disable-gpu"],
  });
  const pages = staffPages({
    studentId: student!.id,
    testCenterId: testCenters[0]!.id,
    stagePath: "/stage/Invoice",
  });
  const timings = await measure(browser, base, token, pages, RUNS);
  await browser.close();
  console.log(`Staff pages: time to usable, median of ${RUNS} first visits, ratio to /404 (target ≤ 2)\n`);
  console.log(formatTimings(timings));
} finally {
  server.kill();
}
