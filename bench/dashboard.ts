/**
 * `npm run bench`: the dashboard's student queries through the real app (in-process `inject`) on
 * the demo data and on 10 000 candidates, embedded PGlite (or, with BENCH_DATABASE_URL, a database of
 * its own on that PostgreSQL server).
 * Prints the median and p95 per request and the ratio to `GET /api/health` measured in the same run
 * (the baseline: same HTTP stack, auth-free, one trivial query), so noisy machines compare fairly.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { ensureFirstAdmin } from "../src/server/db/bootstrap.ts";
import { createPglite, type Database, fromPglite, fromPostgresUrl } from "../src/server/db/client.ts";
import { buildRegistration } from "../src/server/db/factories.ts";
import { students, testCenters } from "../src/server/db/schema.ts";
import { seedDemo } from "../src/server/db/seed.ts";
import { registrationToRow } from "../src/server/features/students/mapping.ts";
import { registrationSchema } from "../src/shared/registration.ts";
import { adminUrl, databaseUrl, dropRunDatabases } from "../tests/helpers/postgres.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const BULK = Number(process.env.BENCH_CANDIDATES ?? 10_000);

/**
 * A database of the bench's own: in-memory PGlite, or a new database on BENCH_DATABASE_URL's
 * server, dropped at the end (an existing database is never touched).
 */
async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = fromPglite(await createPglite(null));
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `exam_bench_${process.pid}`;
  const admin = await adminUrl(url);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const database = fromPostgresUrl(databaseUrl(url, name));
  await database.migrate();
  return { database, drop: () => dropRunDatabases(url, name) };
}

async function addCandidates(database: Database, from: number, total: number) {
  const [center] = await database.db.select({ id: testCenters.id }).from(testCenters).limit(1);
  await database.db.transaction(async (tx) => {
    for (let start = from; start < from + total; start += 1000) {
      const rows = [];
      for (let n = start; n < Math.min(start + 1000, from + total); n++) {
        const registration = registrationSchema.parse(buildRegistration(n, { test_center: center!.id }));
        rows.push({
          ...registrationToRow(registration, null),
          registrationDate: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
        });
      }
      await tx.insert(students).values(rows);
    }
  });
  // Fresh planner statistics, as autovacuum would give a real database after such growth.
  await database.db.execute(sql`analyze`);
}

type Inject = (url: string) => Promise<void>;

async function measure(inject: Inject, url: string) {
  for (let i = 0; i < 10; i++) await inject(url);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await inject(url);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

const CASES: [string, string][] = [
  ["list, page 1", "/api/students"],
  ["list, page 50", "/api/students?page=50"],
  ["filter full_name contains", "/api/students?full_name=harbi"],
  ["filter email contains", "/api/students?email=aisha"],
  ["filter state + gender", "/api/students?state=Not_Confirmed&gender=Female"],
  ["filter test_center", "/api/students?test_center=olaya"],
  ["confirmation counts", "/api/students/count/confirmation-status"],
];

const { database, drop } = await openBenchDatabase();
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "memory", STATIC_DIR: "none" });
const app = await buildApp({ config, database, jwtSecret: "bench-secret-that-is-long-enough-0123456789" });
await ensureFirstAdmin(database.db, { username: "bench", password: "Bench12345" });
const [admin] = await database.db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
await seedDemo(database.db, admin!);
const login = await app.inject({
  method: "POST",
  url: "/api/login",
  payload: { username: "bench", password: "Bench12345" },
});
const authorization = `Bearer ${login.json<{ token: string }>().token}`;
const inject: Inject = async (url) => {
  const response = await app.inject({ method: "GET", url, headers: { authorization } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
};

console.log(`database: ${database.kind}; ${ROUNDS} requests per case; times in ms`);
for (const [label, size] of [
  ["demo data", 0],
  [`${BULK} candidates`, BULK],
] as const) {
  if (size > 0) {
    const t = performance.now();
    await addCandidates(database, 1000, size);
    console.log(`\ninserted ${size} candidates in ${Math.round(performance.now() - t)} ms`);
  }
  const baseline = await measure(inject, "/api/health");
  console.log(`\n${label}: baseline GET /api/health median ${baseline.median.toFixed(2)}`);
  console.log("case".padEnd(30), "median".padStart(8), "p95".padStart(8), "ratio".padStart(8));
  for (const [name, url] of CASES) {
    const r = await measure(inject, url);
    console.log(
      name.padEnd(30),
      r.median.toFixed(2).padStart(8),
      r.p95.toFixed(2).padStart(8),
      `${(r.median / baseline.median).toFixed(1)}x`.padStart(8),
    );
  }
}
await app.close();
await database.close();
await drop();
