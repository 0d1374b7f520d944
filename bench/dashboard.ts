/**
 * `npm run bench`: the back office at scale (bench/README.md). Opens a database of its own (in-memory
 * PGlite, or with `DATABASE_URL` / `BENCH_DATABASE_URL` a new database on that PostgreSQL server,
 * dropped at the end), seeds `BENCH_N` candidates (default 100 000) with invoices, starts the real
 * app listening on a local port, logs in by API as an admin and then:
 *
 * - load-tests each back-office case with autocannon (10 connections, `BENCH_SECONDS` per case after
 *   a `BENCH_WARMUP`-second warm-up) from a child process, and prints req/s, p50, p99 and their
 *   ratios to `GET /api/health` measured in the same run (so noisy machines compare fairly);
 * - times the streamed Excel export of a filter matching about 100 000 rows while sampling this
 *   process's RSS every 20 ms, and prints duration, bytes and peak memory.
 *
 * Targets (bench/README.md, decision 0033): p99 ≤ 3× health's for every list, filter combination and
 * deep page at 1 M candidates on PostgreSQL; the export of ~100 000 rows in ≤ 3 s and ≤ 250 MB.
 * `BENCH_SMOKE=1`: a tiny run that only proves it works (bench/settings.ts); `BENCH_REUSE`: measure a
 * database kept by `BENCH_KEEP=1` again without seeding (bench/database.ts).
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { benchApp } from "./app.ts";
import { openBenchDatabase } from "./database.ts";
import type { LoadPlan, LoadResult } from "./load.ts";
import { seedSittings, seedUnlessReused } from "./seed.ts";
import { assertNoErrors, benchNumber, casesToLoad, REQUESTS_PER_CASE } from "./settings.ts";

const N = benchNumber("BENCH_N", 100_000, 2_000);
const SECONDS = benchNumber("BENCH_SECONDS", 10, 1);
const WARMUP = benchNumber("BENCH_WARMUP", 3, 0);
const CONNECTIONS = benchNumber("BENCH_CONNECTIONS", 10, 2);
const SITTINGS = benchNumber("BENCH_SITTINGS", 10_000, 100);
const EXPORT_TARGET_ROWS = 100_000;
const USER = { username: "bench", password: "Bench12345" };

/** A load-tested case: its name in the table and the path it GETs. */
interface Case {
  name: string;
  path: string;
}

/** A live candidate's values, the filters' terms are taken from (as staff would type them). */
interface Sample {
  reference: string;
  national_id: string;
  passport_number: string;
  phone: string;
  exam_name: string;
  bsc_university: string;
  msc_university: string;
  full_name: string;
}

/**
 * The cases (bench/README.md, decision 0033): the dashboard's list with no filter, each filter
 * alone, two filters together, a deep page and the last page; the stage list, the invoices and the
 * confirmation counts; the calendar and the availability (decision 0022); the work queues and the
 * charts (decision 0027); two searches (decision 0026; `npm run bench:search` has them all).
 * `lastPage`, `lastConfirmedPage`: the last pages (8 rows a page) of the list and of one state.
 */
function benchCases(sample: Sample, lastPage: number, lastConfirmedPage: number): Case[] {
  const list = (query: string) => `/api/students?${query}`;
  const term = (value: string) => encodeURIComponent(value);
  return [
    { name: "baseline GET /api/health", path: "/api/health" },
    { name: "list, no filter", path: "/api/students" },
    // Each filter alone (docs/product.md §2 "Student list"): "contains" for text, exact for choices.
    { name: "list, reference", path: list(`reference=${term(sample.reference.slice(-6).toLowerCase())}`) },
    { name: "list, full_name=harbi", path: list("full_name=harbi") },
    { name: "list, national_id", path: list(`national_id=${term(sample.national_id)}`) },
    { name: "list, passport_number", path: list(`passport_number=${term(sample.passport_number)}`) },
    { name: "list, phone (7 digits)", path: list(`phone=${term(sample.phone.slice(-7))}`) },
    { name: "list, email=aisha", path: list("email=aisha") },
    { name: "list, exam_category=DHA", path: list("exam_category=DHA") },
    { name: "list, exam_name", path: list(`exam_name=${term(sample.exam_name)}`) },
    { name: "list, state=Confirmed", path: list("state=Confirmed") },
    { name: "list, BSC_university", path: list(`BSC_university=${term(sample.bsc_university)}`) },
    { name: "list, gender=Female", path: list("gender=Female") },
    { name: "list, test_center=Jeddah", path: list("test_center=Jeddah") },
    { name: "list, MSC_university", path: list(`MSC_university=${term(sample.msc_university)}`) },
    { name: "list, locale=ar", path: list("locale=ar") },
    // Two filters together.
    { name: "list, full_name + exam_category", path: list("full_name=harbi&exam_category=DHA") },
    { name: "list, email + state", path: list("email=aisha&state=Confirmed") },
    { name: "list, state + test_center", path: list("state=Confirmed&test_center=Jeddah") },
    { name: "list, gender + locale", path: list("gender=Female&locale=ar") },
    { name: "list, full_name + state", path: list("full_name=harbi&state=Exam_Details") },
    // Deep pages: page 5 000 (offset 39 992) and the last page, unfiltered and of one state.
    { name: "list, page 5000", path: list("page=5000") },
    { name: "list, last page", path: list(`page=${lastPage}`) },
    { name: "list, state=Confirmed, last page", path: list(`state=Confirmed&page=${lastConfirmedPage}`) },
    { name: "confirmation counts", path: "/api/students/count/confirmation-status" },
    { name: "stage list Confirmed", path: "/api/stage/Confirmed" },
    { name: "invoices", path: "/api/invoices" },
    // Sittings (docs/product.md §10): the calendar's month, all centers and one; the wizard's
    // availability of a center and exam (public, served from its cache).
    {
      name: "calendar month, all centers",
      path: `/api/sittings/calendar?from=${monthStart(2)}&to=${monthEnd(2)}`,
    },
    {
      name: "calendar month, one center",
      path: `/api/sittings/calendar?testCenterId=1&from=${monthStart(2)}&to=${monthEnd(2)}`,
    },
    {
      name: "availability (wizard)",
      path: `/api/availability?testCenter=1&exam=${encodeURIComponent("Saudi Medical Licensing Exam (SMLE)")}`,
    },
    // Work queues and charts (docs/product.md §12 "Work queues", decision 0027): every center and one.
    { name: "work queues", path: "/api/work-queues" },
    { name: "work queues, one center", path: "/api/work-queues?testCenterId=1" },
    { name: "dashboard charts", path: "/api/dashboard/charts" },
    { name: "dashboard charts, one center", path: "/api/dashboard/charts?testCenterId=1" },
    // The navbar's one search (decision 0026): a full name and a reference.
    { name: "search, full name", path: `/api/search?q=${term(sample.full_name)}` },
    { name: "search, reference", path: `/api/search?q=${term(sample.reference.toLowerCase())}` },
    // The baseline once more at the end: how much the machine's load moved during the run.
    { name: "baseline again, at the end", path: "/api/health" },
  ].filter(
    // BENCH_ONLY (a regular expression): only the cases whose name matches it, and the baseline.
    (c, i) =>
      i === 0 ||
      c.path === "/api/health" ||
      !process.env.BENCH_ONLY ||
      new RegExp(process.env.BENCH_ONLY).test(c.name),
  );
}

/** YYYY-MM-DD of the first day of the month `offset` months from now. */
function monthStart(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD of the last day of the month `offset` months from now. */
function monthEnd(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0))
    .toISOString()
    .slice(0, 10);
}

/** Export filters to choose from: the one whose match count is nearest 100 000 is timed. */
const EXPORT_FILTERS = [
  "",
  "gender=Female",
  "state=Not_Confirmed",
  "state=Confirmed",
  "state=Invoice",
  "state=Exam_Details",
  "full_name=harbi",
];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? "-" : value.toFixed(value < 10 ? 2 : 1);

const opened = await openBenchDatabase({ reusable: true });
const { database, drop } = opened;
try {
  await ensureFirstAdmin(database.db, USER);
  const [admin] = await database.db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
  const seeded = await seedUnlessReused(opened, N, admin!, (line) => console.log(line));
  if (seeded) {
    console.log(
      `seeded in ${(seeded.totalMs / 1000).toFixed(1)} s (rows ${(seeded.insertMs / 1000).toFixed(1)} s, ` +
        `indexes ${(seeded.indexMs / 1000).toFixed(1)} s, rest vacuum analyze)`,
    );
    await seedSittings(database, SITTINGS);
    console.log(`seeded ${SITTINGS.toLocaleString("en")} sittings`);
  }

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
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, { headers: { authorization } });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      const total = response.headers.get("x-total-count");
      return total === null ? null : Number(total);
    };

    // The filters' terms from a live candidate halfway through the registrations.
    const {
      rows: [sample],
    } = await database.db.execute<Sample & Record<string, unknown>>(sql`
      select reference, coalesce(national_id, '') as national_id, coalesce(passport_number, '') as passport_number,
             phone, exam_name, bsc_university, coalesce(msc_university, '') as msc_university, full_name
      from students
      where deleted_at is null and id >= (select max(id) / 2 from students)
        and national_id is not null and passport_number is not null and msc_university is not null
      order by id limit 1`);
    if (!sample) throw new Error("no candidate to take the filters' terms from");
    const pages = async (query: string) =>
      Math.max(1, Math.ceil(((await get(`/api/students?pageSize=1&${query}`)) ?? 0) / 8));
    const CASES = benchCases(sample, await pages(""), await pages("state=Confirmed"));

    console.log("\nmatches (X-Total-Count) per case:");
    for (const { name, path } of CASES.slice(1)) {
      const total = await get(path);
      if (total !== null) console.log(`  ${name.padEnd(34)} ${total.toLocaleString("en")}`);
    }

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
      "case".padEnd(36),
      "req/s".padStart(8),
      "p50".padStart(7),
      "p99".padStart(7),
      "req/s ratio".padStart(12),
      "p99 ratio".padStart(10),
      "errors".padStart(7),
    );
    for (const r of results) {
      console.log(
        r.name.padEnd(36),
        r.rps.toFixed(0).padStart(8),
        ms(r.p50).padStart(7),
        ms(r.p99).padStart(7),
        (r.rps / baseline.rps).toFixed(2).padStart(12),
        `${(r.p99 / baseline.p99).toFixed(1)}x`.padStart(10),
        String(r.errors).padStart(7),
      );
    }

    // The export: pick the filter nearest 100 000 matches, then time it while sampling RSS.
    let filter = EXPORT_FILTERS[0]!;
    let nearest = Number.POSITIVE_INFINITY;
    for (const candidate of EXPORT_FILTERS) {
      const total = (await get(`/api/students?pageSize=1&${candidate}`)) ?? 0;
      if (Math.abs(total - EXPORT_TARGET_ROWS) < Math.abs(nearest - EXPORT_TARGET_ROWS)) {
        filter = candidate;
        nearest = total;
      }
    }
    global.gc?.();
    const baselineRss = process.memoryUsage().rss;
    let peakRss = baselineRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const response = await fetch(`${origin}/api/students/export?${filter}`, { headers: { authorization } });
    if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    const duration = performance.now() - started;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    console.log(
      `\nexport ?${filter || "(no filter)"}: ${Number(response.headers.get("x-total-count")).toLocaleString("en")} rows, ` +
        `${mb(bytes)} in ${(duration / 1000).toFixed(2)} s; RSS before ${mb(baselineRss)}, ` +
        `peak ${mb(peakRss)} (+${mb(peakRss - baselineRss)})`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await drop();
}
