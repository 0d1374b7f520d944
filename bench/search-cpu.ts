/**
 * `BENCH_DATABASE_URL=postgres://… BENCH_REUSE=exam_bench_… BENCH_N=… node bench/search-cpu.ts`:
 * the CPU one search costs (decision 0026), which queueing on a loaded machine does not inflate
 * (bench/README.md "One search"; the method of `board-cpu.ts`). On a database seeded by
 * `BENCH_KEEP=1 npm run bench:search` (never seeded nor dropped here) it calls each case
 * `CPU_CALLS` times (default 200) one after the other, in process: the route through `app.inject`
 * (health first, the baseline), then `search()` itself. Per call: the wall time, Node's CPU
 * (`process.cpuUsage`) and PostgreSQL's (this script's backends, user + system ticks from
 * `/proc/<pid>/stat`; Linux, the server on this machine). `CPU_ONLY=<regular expression>` keeps the
 * matching cases.
 */
import { eq } from "drizzle-orm";
import { users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { search } from "#server/features/search/queries.ts";
import { benchApp } from "./app.ts";
import { measuredDatabase } from "./backend-cpu.ts";
import { searchCases, searchPath } from "./search-cases.ts";
import { benchNumber } from "./settings.ts";

const N = benchNumber("BENCH_N", 100_000, 2_000);
const CALLS = benchNumber("CPU_CALLS", 200, 10);
const ADMIN = { username: "bench", password: "Bench12345" };
const CENTER_USER = { username: "bench-center", password: "Center12345" };

const { database, backendsCpuMs, closeMonitor } = await measuredDatabase(
  "search-cpu",
  "usage: BENCH_DATABASE_URL=postgres://… BENCH_REUSE=exam_bench_<n> BENCH_N=<n> node bench/search-cpu.ts",
);

try {
  const db = database.db;
  const app = await benchApp(database);
  await app.ready();
  const token = async (credentials: typeof ADMIN) => {
    const login = await app.inject({ method: "POST", url: "/api/login", payload: credentials });
    if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
    return `Bearer ${login.json<{ token: string }>().token}`;
  };
  const tokens = { admin: await token(ADMIN), center: await token(CENTER_USER) };
  const actor = async (username: string): Promise<Actor> => {
    const [user] = await db
      .select({ id: users.id, username: users.username, role: users.role, testCenterId: users.testCenterId })
      .from(users)
      .where(eq(users.username, username));
    if (!user) throw new Error(`no user ${username}`);
    return user;
  };
  const actors = { admin: await actor(ADMIN.username), center: await actor(CENTER_USER.username) };
  const route = (path: string, as: "admin" | "center") => async () => {
    const response = await app.inject({ method: "GET", url: path, headers: { authorization: tokens[as] } });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  };
  const today = new Date().toISOString().slice(0, 10);
  const found = await searchCases(database, N);
  const cases: [string, () => Promise<unknown>][] = [
    ["route GET /api/health", route("/api/health", "admin")],
    ...found.map((c): [string, () => Promise<unknown>] => [`route ${c.name}`, route(searchPath(c.q), c.as)]),
    ...found.map((c): [string, () => Promise<unknown>] => [
      `search() ${c.name}`,
      () => search(db, actors[c.as], c.q, today),
    ]),
  ];
  const only = process.env.CPU_ONLY ? new RegExp(process.env.CPU_ONLY) : null;

  console.log(`${CALLS} calls per case, one after the other; ms per call`);
  console.log("case".padEnd(52), "wall".padStart(7), "node CPU".padStart(9), "PG CPU".padStart(8));
  for (const [name, call] of cases) {
    if (only && !only.test(name)) continue;
    for (let i = 0; i < Math.min(CALLS, 50); i++) await call();
    const pgBefore = await backendsCpuMs();
    const nodeBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < CALLS; i++) await call();
    const wall = performance.now() - started;
    const node = process.cpuUsage(nodeBefore);
    const pgMs = (await backendsCpuMs()) - pgBefore;
    console.log(
      name.padEnd(52),
      (wall / CALLS).toFixed(2).padStart(7),
      ((node.user + node.system) / 1000 / CALLS).toFixed(2).padStart(9),
      (pgMs / CALLS).toFixed(2).padStart(8),
    );
  }
  await app.close();
} finally {
  await closeMonitor();
  await database.close();
}
