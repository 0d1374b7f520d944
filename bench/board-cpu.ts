/**
 * `BENCH_REUSE=exam_bench_… node bench/board-cpu.ts`: the CPU one board call costs, which queueing
 * on a loaded machine does not inflate (bench/README.md "Identifier filters, page 5 000 and the name
 * search" for the method, "The board's column pages in the server" for the figures). On a database
 * kept by `BENCH_KEEP=1` (only such a database: it is never seeded nor dropped here), it calls each
 * case `CPU_CALLS` times (default 200) one after the other, in process (`app.inject` for a route,
 * the query function itself for a statement), and prints per call: the wall time, Node's CPU
 * (`process.cpuUsage`) and PostgreSQL's (the backends of this script's connections, user + system
 * ticks from `/proc/<pid>/stat`; Linux, the server on this machine).
 */
import { sql } from "drizzle-orm";
import { type BoardScope, boardColumns, boardPage } from "#server/features/board/queries.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { benchApp } from "./app.ts";
import { measuredDatabase } from "./backend-cpu.ts";
import { benchNumber } from "./settings.ts";

const CALLS = benchNumber("CPU_CALLS", 200, 10);
const ADMIN = { username: "bench", password: "Bench12345" };

const { database, backendsCpuMs, closeMonitor } = await measuredDatabase(
  "board-cpu",
  "usage: BENCH_DATABASE_URL=postgres://… BENCH_REUSE=exam_bench_<n> node bench/board-cpu.ts",
);

try {
  const db = database.db;
  await ensureFirstAdmin(db, ADMIN);
  const app = await benchApp(database);
  await app.ready();
  const login = await app.inject({ method: "POST", url: "/api/login", payload: ADMIN });
  const authorization = `Bearer ${login.json<{ token: string }>().token}`;

  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [first] = await rows<{ id: number }>(sql`select min(id) as id from test_centers`);
  const centerId = Number(first!.id);
  // The cursors of `npm run bench:board`'s deep cases: 90 % down the column.
  const cursorAt = async (where: ReturnType<typeof sql>) => {
    const [row] = await rows<{ micros: string; id: number }>(sql`
      select (extract(epoch from s.state_changed_at) * 1000000)::bigint::text as micros, s.id
      from students s where ${where} order by s.state_changed_at, s.id
      offset (select count(*) * 9 / 10 from students s where ${where}) limit 1`);
    return { micros: row!.micros, id: Number(row!.id) };
  };
  const deep = await cursorAt(sql`s.state = 'Not_Confirmed' and s.deleted_at is null`);
  const deepFiltered = await cursorAt(
    sql`s.state = 'Not_Confirmed' and s.deleted_at is null and s.test_center_id = ${centerId} and s.exam_category = 'SCFHS'`,
  );
  const all: BoardScope = { testCenterId: null, exam: undefined, month: undefined };
  const centerExam: BoardScope = { testCenterId: centerId, exam: "SCFHS", month: undefined };
  const route = (path: string) => async () => {
    const response = await app.inject({ method: "GET", url: path, headers: { authorization } });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  };
  const cases: [string, () => Promise<unknown>][] = [
    ["route GET /api/health", route("/api/health")],
    ["route column, first page", route("/api/board/column?state=Not_Confirmed")],
    [
      "route column, 90 % deep",
      route(`/api/board/column?state=Not_Confirmed&cursor=${deep.micros}.${deep.id}`),
    ],
    [
      "route column, center + exam, 90 % deep",
      route(
        `/api/board/column?state=Not_Confirmed&test_center=${centerId}&exam=SCFHS&cursor=${deepFiltered.micros}.${deepFiltered.id}`,
      ),
    ],
    ["route board, every center (kept)", route("/api/board")],
    ["boardPage, first page", () => boardPage(db, "Not_Confirmed", all, 50)],
    ["boardPage, 90 % deep", () => boardPage(db, "Not_Confirmed", all, 50, deep)],
    [
      "boardPage, center + exam, 90 % deep",
      () => boardPage(db, "Not_Confirmed", centerExam, 50, deepFiltered),
    ],
    ["boardColumns, limit 60 (not kept)", () => boardColumns(db, all, 60)],
    [
      "boardColumns, center + exam + month, 60 (not kept)",
      () => boardColumns(db, { testCenterId: centerId, exam: "SCFHS", month: "January" }, 60),
    ],
  ];
  const only = process.env.CPU_ONLY ? new RegExp(process.env.CPU_ONLY) : null;

  console.log(`${CALLS} calls per case, one after the other; ms per call`);
  console.log("case".padEnd(52), "wall".padStart(7), "node CPU".padStart(9), "PG CPU".padStart(8));
  for (const [name, call] of cases) {
    if (only && !only.test(name)) continue;
    const calls = name.startsWith("boardColumns, limit") ? Math.ceil(CALLS / 10) : CALLS;
    for (let i = 0; i < Math.min(calls, 50); i++) await call();
    const pgBefore = await backendsCpuMs();
    const nodeBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < calls; i++) await call();
    const wall = performance.now() - started;
    const node = process.cpuUsage(nodeBefore);
    const pgMs = (await backendsCpuMs()) - pgBefore;
    console.log(
      name.padEnd(52),
      (wall / calls).toFixed(2).padStart(7),
      ((node.user + node.system) / 1000 / calls).toFixed(2).padStart(9),
      (pgMs / calls).toFixed(2).padStart(8),
    );
  }
  await app.close();
} finally {
  await closeMonitor();
  await database.close();
}
