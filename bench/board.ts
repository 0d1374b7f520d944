/**
 * `npm run bench:board`: the pipeline board (docs/product.md §12 "Staff at speed", decision 0030)
 * at scale (bench/README.md "The pipeline board"). Opens a database of its own (in-memory PGlite,
 * or with `DATABASE_URL` / `BENCH_DATABASE_URL` a new database on that PostgreSQL server, dropped
 * at the end), seeds `BENCH_N` candidates (default 100 000) with `seed.ts` (six centers, all eight
 * states, 2 % deleted), starts the real app, logs in as an admin and as a test_center user, times
 * each case's first (cold) call, then load-tests each case with autocannon (`load.ts`) against
 * `GET /api/health` in the same run: the whole board (eight columns' counts and first 50 cards),
 * filtered boards, a column's first page and a deep keyset page (90 % down the largest column).
 * `BENCH_REUSE=<exam_bench_…>` measures a database kept by `BENCH_KEEP=1` again without seeding
 * (bench/database.ts).
 *
 * Target: every board case's p99 ≤ 3× the health route's p99 at 1 M candidates on PostgreSQL.
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { users } from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { benchApp } from "./app.ts";
import { openBenchDatabase } from "./database.ts";
import type { LoadPlan, LoadResult } from "./load.ts";
import { seedUnlessReused } from "./seed.ts";
import { benchNumber } from "./settings.ts";

const N = benchNumber("BENCH_N", 100_000, 2_000);
const SECONDS = benchNumber("BENCH_SECONDS", 10, 1);
const WARMUP = benchNumber("BENCH_WARMUP", 3, 0);
const CONNECTIONS = benchNumber("BENCH_CONNECTIONS", 10, 2);
const ADMIN = { username: "bench", password: "Bench12345" };
const CENTER_USER = { username: "bench-center", password: "Center12345" };

const opened = await openBenchDatabase({ reusable: true });
const { database, drop } = opened;
try {
  await ensureFirstAdmin(database.db, ADMIN);
  const [admin] = await database.db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
  const seeded = await seedUnlessReused(opened, N, admin!, (line) => console.log(line));
  if (seeded)
    console.log(
      `seeded in ${(seeded.totalMs / 1000).toFixed(1)} s (indexes ${(seeded.indexMs / 1000).toFixed(1)} s)`,
    );
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [first] = await rows<{ id: number }>(sql`select min(id) as id from test_centers`);
  const centerId = Number(first!.id);
  // A reused database has the user from its first run already.
  await database.db
    .insert(users)
    .values({
      username: CENTER_USER.username,
      passwordHash: await hashPassword(CENTER_USER.password),
      role: "test_center",
      testCenterId: centerId,
    })
    .onConflictDoNothing();
  // A cursor 90 % down the largest column (and down its filtered column): what scrolling far gives.
  const cursorAt = async (where: ReturnType<typeof sql>) => {
    const [{ total }] = (await rows<{ total: number }>(
      sql`select count(*)::int as total from students s where ${where}`,
    )) as [{ total: number }];
    const [row] = await rows<{ micros: string; id: number }>(sql`
      select (extract(epoch from s.state_changed_at) * 1000000)::bigint::text as micros, s.id
      from students s where ${where} order by s.state_changed_at, s.id offset ${Math.floor(total * 0.9)} limit 1`);
    return { cursor: row ? `${row.micros}.${row.id}` : "", total };
  };
  const deep = await cursorAt(sql`s.state = 'Not_Confirmed' and s.deleted_at is null`);
  const deepFiltered = await cursorAt(
    sql`s.state = 'Not_Confirmed' and s.deleted_at is null and s.test_center_id = ${centerId} and s.exam_category = 'SCFHS'`,
  );
  const [month] = await rows<{ trial_month: string }>(
    sql`select trial_month from students group by trial_month order by count(*) desc limit 1`,
  );
  const filtered = `test_center=${centerId}&exam=SCFHS&month=${month!.trial_month}`;

  const cases = [
    { name: "baseline GET /api/health", path: "/api/health", as: "admin" },
    { name: "board, every center", path: "/api/board", as: "admin" },
    { name: "board, one center", path: `/api/board?test_center=${centerId}`, as: "admin" },
    { name: "board, center + exam + month", path: `/api/board?${filtered}`, as: "admin" },
    { name: "column, first page", path: "/api/board/column?state=Not_Confirmed", as: "admin" },
    {
      name: `column, 90 % deep (of ${deep.total.toLocaleString("en")})`,
      path: `/api/board/column?state=Not_Confirmed&cursor=${deep.cursor}`,
      as: "admin",
    },
    {
      name: `column, center+exam, 90 % deep (of ${deepFiltered.total.toLocaleString("en")})`,
      path: `/api/board/column?state=Not_Confirmed&test_center=${centerId}&exam=SCFHS&cursor=${deepFiltered.cursor}`,
      as: "admin",
    },
    { name: "board, test_center user", path: "/api/board", as: "center" },
  ] as const;

  const app = await benchApp(database);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = async (credentials: { username: string; password: string }) => {
      const response = await fetch(`${origin}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(credentials),
      });
      if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
      return `Bearer ${((await response.json()) as { token: string }).token}`;
    };
    const tokens = { admin: await login(ADMIN), center: await login(CENTER_USER) };

    // First calls: the counts are not yet kept for the snapshot (decision 0030), so this is the
    // cost after any write; later calls in the load test reuse them until the next write.
    console.log("\nfirst (cold) call per case: ms, cards, counts");
    for (const c of cases.slice(1)) {
      const started = performance.now();
      const response = await fetch(`${origin}${c.path}`, { headers: { authorization: tokens[c.as] } });
      if (!response.ok) throw new Error(`${c.path}: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as {
        columns?: { count: number; cards: unknown[] }[];
        cards?: unknown[];
      };
      const ms = performance.now() - started;
      const cards = body.columns
        ? body.columns.reduce((sum, col) => sum + col.cards.length, 0)
        : body.cards!.length;
      const counts = body.columns ? body.columns.map((col) => col.count).join("/") : "-";
      console.log(
        `  ${c.name.padEnd(52)} ${ms.toFixed(1).padStart(8)} ${String(cards).padStart(5)}  ${counts}`,
      );
    }

    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per case after ${WARMUP} s warm-up; ms`,
    );
    const results: LoadResult[] = [];
    for (const as of ["admin", "center"] as const) {
      const plan: LoadPlan = {
        origin,
        authorization: tokens[as],
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        cases: cases.filter((c) => c.as === as).map(({ name, path }) => ({ name, path })),
      };
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [fileURLToPath(new URL("./load.ts", import.meta.url)), JSON.stringify(plan)],
        { maxBuffer: 1 << 20 },
      );
      results.push(...(JSON.parse(stdout) as LoadResult[]));
    }
    const baseline = results[0]!;
    const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
    console.log(
      "case".padEnd(54),
      "req/s".padStart(8),
      "p50".padStart(7),
      "p99".padStart(7),
      "req/s ratio".padStart(12),
      "p99 ratio".padStart(10),
      "errors".padStart(7),
    );
    for (const r of results) {
      console.log(
        r.name.padEnd(54),
        r.rps.toFixed(0).padStart(8),
        ms(r.p50).padStart(7),
        ms(r.p99).padStart(7),
        (r.rps / baseline.rps).toFixed(2).padStart(12),
        `${(r.p99 / baseline.p99).toFixed(1)}x`.padStart(10),
        String(r.errors).padStart(7),
      );
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await drop();
}
