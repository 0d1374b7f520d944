/**
 * `npm run bench:sittings`: availability and the calendar at the scale of the sittings feature's
 * target (bench/README.md, "Sittings at 1 M candidates"): `BENCH_N` candidates (default 1 000 000 on
 * PostgreSQL, 100 000 on the embedded database) and `BENCH_SITTINGS` sittings (default 10 000, two a
 * day per center over the coming two years) with their seat bookings, as ratios to `GET /api/health`
 * measured in the same run.
 *
 * The database is the bench's own (`bench/database.ts`: in-memory PGlite, or with `DATABASE_URL` /
 * `BENCH_DATABASE_URL` a new `exam_bench_<pid>` database on that server, dropped at the end). The
 * candidates are written by one set-based statement (`INSERT ... SELECT ... FROM generate_series`),
 * not built row by row from the factories as `npm run bench` does: the cases here read sittings,
 * and a million candidates then take seconds, not a minute. Their fields are plausible (real exam
 * names, six centers, every state, 2 % deleted); their secondary indexes are dropped for the load
 * and re-created after it, then the database is analyzed.
 *
 * Cases (10 connections, `BENCH_SECONDS` each after a `BENCH_WARMUP`-second warm-up): the month
 * calendar of all centers and of one (`GET /api/sittings/calendar`), the full sittings list of the
 * same month for comparison (`GET /api/sittings`), and the wizard's availability (public, served
 * from its 30 s cache). The availability query itself, cache cleared before each call, is timed
 * in-process too (`BENCH_AVAILABILITY_CALLS` sequential calls, default 200).
 *
 * Target (the sittings issue): availability p99 ≤ 3× health p99; the calendar ≤ 3× as well.
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { testCenters } from "#server/db/schema.ts";
import { availability, invalidateAvailability } from "#server/features/sittings/availability.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { DEMO_TEST_CENTERS } from "#server/setup/factories.ts";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { examCatalog, REGULATORS } from "#shared/reference/regulators.ts";
import { benchApp } from "./app.ts";
import { openBenchDatabase, serverUrl } from "./database.ts";
import type { LoadPlan, LoadResult } from "./load.ts";
import { dropSecondaryIndexes, EXTRA_CENTERS, seedSittings } from "./seed.ts";
import { assertNoErrors, benchNumber, casesToLoad, REQUESTS_PER_CASE } from "./settings.ts";

const N = benchNumber("BENCH_N", serverUrl() ? 1_000_000 : 100_000, 2_000);
const SITTINGS = benchNumber("BENCH_SITTINGS", 10_000, 100);
const SECONDS = benchNumber("BENCH_SECONDS", 10, 1);
const WARMUP = benchNumber("BENCH_WARMUP", 3, 0);
const CONNECTIONS = benchNumber("BENCH_CONNECTIONS", 10, 2);
const AVAILABILITY_CALLS = benchNumber("BENCH_AVAILABILITY_CALLS", 200, 10);
const USER = { username: "bench", password: "Bench12345" };
const SMLE = "Saudi Medical Licensing Exam (SMLE)";

/** YYYY-MM-DD of the first and last day of the month `offset` months from now. */
function month(offset: number): { from: string; to: string } {
  const now = new Date();
  const day = (m: number, d: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, d)).toISOString().slice(0, 10);
  return { from: day(offset, 1), to: day(offset + 1, 0) };
}

const { from, to } = month(2);
const CASES = [
  { name: "baseline GET /api/health", path: "/api/health" },
  { name: "calendar month, all centers", path: `/api/sittings/calendar?from=${from}&to=${to}` },
  { name: "calendar month, one center", path: `/api/sittings/calendar?testCenterId=1&from=${from}&to=${to}` },
  { name: "full list month, all centers (before)", path: `/api/sittings?from=${from}&to=${to}` },
  {
    name: "availability (wizard)",
    path: `/api/availability?testCenter=1&exam=${encodeURIComponent(SMLE)}`,
  },
];

/** `ARRAY[...]` of text values, as a SQL fragment. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * `total` candidates in one `INSERT ... SELECT FROM generate_series`: over the six centers
 * (30/25/20/10/10/5 %), the eight states (30 % Not_Confirmed ... 10 % Done), three years of
 * registrations, 2 % deleted, one in five in Arabic; exams from the real catalogue.
 */
async function seedCandidatesSetBased(
  database: Awaited<ReturnType<typeof openBenchDatabase>>["database"],
  total: number,
  log: (line: string) => void,
) {
  const exams = REGULATORS.flatMap((r) =>
    examCatalog(r).map((e) => ({ category: r.code, specialty: e.specialty, name: e.name })),
  );
  const weights = [30, 20, 10, 8, 10, 7, 5, 10];
  const stateCase = sql.join(
    STUDENT_STATES.map((state, i) => {
      const upTo = weights.slice(0, i + 1).reduce((a, b) => a + b, 0);
      return sql`when g % 100 < ${upTo} then ${state}`;
    }),
    sql` `,
  );
  // Slices of 200 000: one statement each, so progress shows and no statement runs for minutes.
  for (let first = 1; first <= total; first += 200_000) {
    const last = Math.min(total, first + 200_000 - 1);
    await database.db.execute(sql`
    insert into students (reference, first_name, last_name, full_name, national_id, email, phone,
      date_of_birth, city, country, gender, degree, bsc_university, registered_from, test_center_id,
      trial_month, exam_category, exam_specialty, exam_name, state, confirmed, registration_date,
      locale, deleted_at)
    select 'EX-B' || lpad(g::text, 8, '0'), f.first, f.last, f.first || ' ' || f.last, 'NID' || g,
      lower(f.first) || '.' || lower(f.last) || g || '@example.com', '+9665' || lpad((g % 100000000)::text, 8, '0'),
      date '1975-01-01' + (g % 9000), 'Riyadh', 'Saudi Arabia',
      case when g % 2 = 0 then 'Female' else 'Male' end, 'BSC', 'King Saud University', 'web',
      c.ids[case when g % 100 < 30 then 1 when g % 100 < 55 then 2 when g % 100 < 75 then 3
                 when g % 100 < 85 then 4 when g % 100 < 95 then 5 else 6 end],
      (${textArray(TRIAL_MONTHS)})[1 + g % ${TRIAL_MONTHS.length}],
      (${textArray(exams.map((e) => e.category))})[1 + (g / 7) % ${exams.length}],
      (${textArray(exams.map((e) => e.specialty))})[1 + (g / 7) % ${exams.length}],
      (${textArray(exams.map((e) => e.name))})[1 + (g / 7) % ${exams.length}],
      s.state::student_state, s.state <> 'Not_Confirmed',
      now() - interval '3 years' + (g::float8 / ${total}) * interval '3 years', 
      case when g % 5 = 0 then 'ar' else 'en' end,
      case when g % 50 = 0 then now() - interval '1 day' end
    from generate_series(${first}::int, ${last}::int) g
      cross join (select array_agg(id order by id) as ids from test_centers) c
      cross join lateral (select case ${stateCase} else 'Done' end as state) s
      cross join lateral (select
        (${textArray(["Aisha", "Omar", "Fatima", "Khalid", "Noor", "Yusuf", "Layla", "Hassan", "Maryam", "Ali"])})[1 + g % 10] as first,
        (${textArray(["Harbi", "Otaibi", "Qahtani", "Shammari", "Dossari", "Mutairi", "Zahrani", "Ghamdi"])})[1 + (g / 10) % 8] as last) f`);
    log(`  ${last.toLocaleString("en")} candidates...`);
  }
}

/** Seat bookings for the sittings' `booked` counts (one live seat per candidate), then the counts made to match. */
async function seedBookings(database: Awaited<ReturnType<typeof openBenchDatabase>>["database"]) {
  await database.db.execute(sql`
    insert into seat_bookings (sitting_id, student_id, booked_by, booked_at)
    select b.sitting_id, st.id, 'bench', now()
    from (select s.id as sitting_id, row_number() over (order by s.id, k) as rn
          from sittings s, generate_series(1, s.booked) k) b
      join students st on st.id = b.rn`);
  await database.db.execute(sql`
    update sittings s set booked = (select count(*) from seat_bookings sb
                                    where sb.sitting_id = s.id and sb.released_at is null)`);
  await database.db.execute(sql`vacuum analyze`);
}

const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? "-" : value.toFixed(value < 10 ? 2 : 1);

const { database, name, drop } = await openBenchDatabase();
try {
  await ensureFirstAdmin(database.db, USER);
  await database.db.insert(testCenters).values([...DEMO_TEST_CENTERS, ...EXTRA_CENTERS]);
  console.log(`database: ${name}; seeding ${N.toLocaleString("en")} candidates (set-based)`);
  const started = performance.now();
  const indexes = await dropSecondaryIndexes(database, ["students"]);
  if (database.kind === "postgres") await database.db.execute(sql`set maintenance_work_mem = '512MB'`);
  await seedCandidatesSetBased(database, N, (line) => console.log(line));
  const rowsMs = performance.now() - started;
  for (const statement of indexes) await database.db.execute(sql.raw(statement));
  const indexMs = performance.now() - started - rowsMs;
  await seedSittings(database, SITTINGS);
  await seedBookings(database);
  const [counts] = (
    await database.db.execute<{ students: number; sittings: number; bookings: number }>(sql`
      select (select count(*) from students)::int as students, (select count(*) from sittings)::int as sittings,
             (select count(*) from seat_bookings)::int as bookings`)
  ).rows;
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (candidates ${(rowsMs / 1000).toFixed(1)} s, ` +
      `their indexes ${(indexMs / 1000).toFixed(1)} s): ${counts!.students.toLocaleString("en")} candidates, ` +
      `${counts!.sittings.toLocaleString("en")} sittings, ${counts!.bookings.toLocaleString("en")} seat bookings`,
  );

  // The availability case is public: its per-address limit would refuse a load test.
  const app = await benchApp(database, { RATE_LIMIT_PUBLIC: "100000000" });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${origin}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(USER),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
    console.log("\nanswer sizes:");
    for (const { name, path } of CASES) {
      const response = await fetch(`${origin}${path}`, { headers: { authorization } });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      const body = await response.text();
      const parsed = JSON.parse(body) as { sittings?: unknown[]; months?: unknown[] };
      const items = parsed.sittings?.length ?? parsed.months?.length;
      console.log(
        `  ${name.padEnd(40)} ${String(body.length).padStart(8)} bytes${items === undefined ? "" : `, ${items} items`}`,
      );
    }

    // The availability query without its cache: what a cache miss costs.
    const now = new Date();
    const times: number[] = [];
    for (let i = 0; i < AVAILABILITY_CALLS; i++) {
      invalidateAvailability();
      const t = performance.now();
      await availability(database.db, 1 + (i % 6), SMLE, now);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    console.log(
      `\navailability query, cache cleared, ${AVAILABILITY_CALLS} sequential calls: p50 ${ms(pct(50))} ms, p99 ${ms(pct(99))} ms`,
    );

    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per case after a ${WARMUP} s warm-up; times in ms`,
    );
    const plan: LoadPlan = {
      origin,
      authorization,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
      requests: REQUESTS_PER_CASE,
      cases: casesToLoad(CASES),
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [fileURLToPath(new URL("./load.ts", import.meta.url)), JSON.stringify(plan)],
      { maxBuffer: 1 << 20 },
    );
    const results = JSON.parse(stdout) as LoadResult[];
    assertNoErrors(results);
    const baseline = results[0]!;
    console.log(
      "case".padEnd(40),
      "req/s".padStart(8),
      "p50".padStart(7),
      "p99".padStart(7),
      "req/s ratio".padStart(12),
      "p99 ratio".padStart(10),
      "errors".padStart(7),
    );
    for (const r of results) {
      console.log(
        r.name.padEnd(40),
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
