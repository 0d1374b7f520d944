/**
 * `npm run bench:search`: the one search (docs/product.md §12 "One search", decision 0026) at scale
 * (bench/README.md). Opens a database of its own (in-memory PGlite, or with `DATABASE_URL` /
 * `BENCH_DATABASE_URL` a new database on that PostgreSQL server, dropped at the end unless
 * `BENCH_KEEP=1`; `BENCH_REUSE=exam_bench_<pid>` measures such a kept database again unseeded), seeds
 * `BENCH_N` candidates (default 100 000) set-based (`INSERT … SELECT … FROM generate_series`, the
 * secondary indexes dropped during the load and re-created after), a fifth of them with Arabic
 * names, phones stored in three spellings, an invoice for every second one, 20 000 inquiries and
 * 10 000 sittings; starts the real app, logs in as an admin and as a test_center user, and
 * load-tests each search case with autocannon (`load.ts`) against `GET /api/health` in the same run.
 *
 * Target: every case's p99 ≤ 3× the health route's p99 at 1 M candidates on PostgreSQL.
 */
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { testCenters, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { DEMO_TEST_CENTERS } from "#server/setup/factories.ts";
import { benchApp } from "./app.ts";
import { openBenchDatabase } from "./database.ts";
import type { LoadPlan, LoadResult } from "./load.ts";
import { searchCases, searchPath } from "./search-cases.ts";
import { dropSecondaryIndexes, seedSittings } from "./seed.ts";
import { assertNoErrors, benchNumber, casesToLoad, REQUESTS_PER_CASE } from "./settings.ts";

const N = benchNumber("BENCH_N", 100_000, 2_000);
const SECONDS = benchNumber("BENCH_SECONDS", 10, 1);
const WARMUP = benchNumber("BENCH_WARMUP", 3, 0);
const CONNECTIONS = benchNumber("BENCH_CONNECTIONS", 10, 2);
const ADMIN = { username: "bench", password: "Bench12345" };
const CENTER_USER = { username: "bench-center", password: "Center12345" };

const LATIN_FIRST = [
  "Mohammed",
  "Ahmed",
  "Abdullah",
  "Fatimah",
  "Aisha",
  "Omar",
  "Khalid",
  "Sara",
  "Noura",
  "Yousef",
  "Hassan",
  "Ali",
  "Maryam",
  "Reem",
  "Faisal",
  "Saad",
  "Huda",
  "Layla",
  "Tariq",
  "Hind",
  "Nasser",
  "Salma",
  "Ibrahim",
  "Amal",
  "Majed",
  "Dana",
  "Rashid",
  "Lina",
  "Waleed",
  "Hala",
];
const LATIN_LAST = [
  "Al-Harbi",
  "Al-Qahtani",
  "Al-Ghamdi",
  "Al-Zahrani",
  "Al-Otaibi",
  "Al-Shehri",
  "Al-Dosari",
  "Al-Mutairi",
  "Al-Anazi",
  "Al-Shammari",
  "Al-Subaie",
  "Al-Maliki",
  "Al-Juhani",
  "Al-Rashidi",
  "Al-Balawi",
  "Al-Hazmi",
  "Al-Omari",
  "Al-Yami",
  "Al-Sulami",
  "Al-Khaldi",
  "Khan",
  "Sharma",
  "Reyes",
  "Santos",
  "Thomas",
  "Joseph",
  "Kumar",
  "Nair",
  "Pillai",
  "Fernandes",
  "Haddad",
  "Mansour",
  "Saleh",
  "Hamdan",
  "Nasser",
  "Farouk",
  "Aziz",
  "Qureshi",
  "Siddiqui",
  "Abdullah",
];
const ARABIC_FIRST = [
  "محمد",
  "أحمد",
  "عبدالله",
  "فاطمة",
  "عائشة",
  "عمر",
  "خالد",
  "سارة",
  "نورة",
  "يوسف",
  "حسن",
  "علي",
  "مريم",
  "ريم",
  "فيصل",
  "سعد",
  "هدى",
  "ليلى",
  "طارق",
  "إبراهيم",
];
const ARABIC_LAST = [
  "الحربي",
  "القحطاني",
  "الغامدي",
  "الزهراني",
  "العتيبي",
  "الشهري",
  "الدوسري",
  "المطيري",
  "العنزي",
  "الشمري",
  "السبيعي",
  "المالكي",
  "الجهني",
  "الرشيدي",
  "البلوي",
  "الحازمي",
  "العمري",
  "اليامي",
  "السلمي",
  "الخالدي",
];

const arrayLiteral = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
/** A deterministic pick of `array` for row `g` (salted): the same run always gives the same data. */
const pick = (array: string, salt: number) =>
  sql.raw(`${array}[1 + ((hashint4(g * 7 + ${salt}) & 2147483647) % array_length(${array}, 1))]`);

/**
 * Seeds the bench's database (see the module note): the admin, the centers and their test_center
 * user, `N` candidates, their invoices, the inquiries and the sittings, then analyses.
 */
async function seed(database: Database, name: string): Promise<void> {
  await ensureFirstAdmin(database.db, ADMIN);
  const started = performance.now();
  const centers = (
    await database.db
      .insert(testCenters)
      .values([
        ...DEMO_TEST_CENTERS,
        { name: "Doha West Bay Test Center", address: "West Bay, Doha, Qatar", contact: null },
        { name: "Kuwait Salmiya Test Center", address: "Salmiya, Kuwait", contact: null },
        { name: "Manama Seef Test Center", address: "Seef District, Manama, Bahrain", contact: null },
      ])
      .returning({ id: testCenters.id })
  ).map((c) => c.id);
  await database.db.insert(users).values({
    username: CENTER_USER.username,
    passwordHash: await hashPassword(CENTER_USER.password),
    role: "test_center",
    testCenterId: centers[0]!,
  });
  console.log(`database: ${name}; seeding ${N.toLocaleString("en")} candidates (generate_series)`);
  const indexes = await dropSecondaryIndexes(database, ["students", "invoices", "inquiries"]);
  if (database.kind === "postgres") await database.db.execute(sql`set maintenance_work_mem = '512MB'`);
  // In slices, so PGlite's single process never holds a million-row statement at once.
  const SLICE = 100_000;
  for (let from = 1; from <= N; from += SLICE) {
    const to = Math.min(N, from + SLICE - 1);
    await database.db.execute(sql`
      insert into students (reference, first_name, last_name, full_name, national_id, passport_number,
        email, phone, date_of_birth, city, country, gender, degree, registered_from, test_center_id,
        trial_month, exam_category, exam_specialty, exam_name, registration_date, deleted_at)
      select 'EX-26-' || lpad(upper(to_hex(g)), 6, '0'), f, l, f || ' ' || m || ' ' || l,
        case when g % 5 <> 0 then '1' || lpad(g::text, 9, '0') end,
        case when g % 5 = 0 or g % 7 = 0 then 'P' || lpad(g::text, 8, '0') end,
        'candidate.' || g || '@example.com',
        case g % 3 when 0 then '+9665' || p
                   when 1 then '+966 5' || substr(p, 1, 1) || ' ' || substr(p, 2, 3) || ' ' || substr(p, 5, 4)
                   else '05' || p end,
        date '1970-01-01' + (g % 12000), 'Riyadh', 'Saudi Arabia',
        case when g % 2 = 0 then 'Female' else 'Male' end, 'BSC', '1', c[1 + (g % array_length(c, 1))],
        'January', 'SCFHS', 'Nursing', 'Saudi Nursing Licensing Exam',
        now() - ((g % 1000) || ' days')::interval,
        case when g % 50 = 0 then now() end
      from (
        select g, lpad(((g::bigint * 7919) % 100000000)::text, 8, '0') as p,
          ${arrayLiteral(centers.map(String))}::int[] as c,
          case when g % 5 = 0 then ${pick("af", 1)} else ${pick("lf", 1)} end as f,
          case when g % 5 = 0 then ${pick("af", 2)} else ${pick("lf", 2)} end as m,
          case when g % 5 = 0 then ${pick("al", 3)} else ${pick("ll", 3)} end as l
        from generate_series(${from}::int, ${to}::int) g,
          (select ${arrayLiteral(LATIN_FIRST)} as lf, ${arrayLiteral(LATIN_LAST)} as ll,
                  ${arrayLiteral(ARABIC_FIRST)} as af, ${arrayLiteral(ARABIC_LAST)} as al) names
      ) rows`);
    if (to % 500_000 === 0 || to === N) console.log(`  ${to.toLocaleString("en")} candidates...`);
  }
  await database.db.execute(sql`
    insert into invoices (student_id, invoice_number, amount, currency, created_by)
    select id, 'INV-' || lpad(id::text, 8, '0'), 450, 'USD', 'bench' from students where id % 2 = 0`);
  await database.db.execute(sql`
    insert into inquiries (exam_name, full_name, email, phone, current_job, nationality)
    select 'SMLE', ${pick("lf", 4)} || ' ' || ${pick("ll", 5)}, 'inquirer.' || g || '@example.org',
      '+971 5' || lpad(((g * 104729) % 100000000)::text, 8, '0'), 'Nurse', 'Saudi Arabia'
    from generate_series(1, 20000) g,
      (select ${arrayLiteral(LATIN_FIRST)} as lf, ${arrayLiteral(LATIN_LAST)} as ll) names`);
  const indexStarted = performance.now();
  for (const statement of indexes) await database.db.execute(sql.raw(statement));
  const indexMs = performance.now() - indexStarted;
  await seedSittings(database, 10_000);
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (indexes ${(indexMs / 1000).toFixed(1)} s)`,
  );
}

const { database, name, reused, drop } = await openBenchDatabase({ reusable: true });
try {
  if (reused) console.log(`database: ${name}; not seeded again`);
  else await seed(database, name);

  const cases = [
    { name: "baseline GET /api/health", path: "/api/health", as: "admin" as const },
    ...(await searchCases(database, N)).map((c) => ({ name: c.name, path: searchPath(c.q), as: c.as })),
  ];

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

    console.log("\nresults per case (kinds):");
    for (const c of cases.slice(1)) {
      const response = await fetch(`${origin}${c.path}`, { headers: { authorization: tokens[c.as] } });
      if (!response.ok) throw new Error(`${c.path}: ${response.status} ${await response.text()}`);
      const { results } = (await response.json()) as { results: { kind: string }[] };
      const perKind = new Map<string, number>();
      for (const r of results) perKind.set(r.kind, (perKind.get(r.kind) ?? 0) + 1);
      const counts = [...perKind].map(([kind, count]) => `${kind} ${count}`);
      console.log(`  ${c.name.padEnd(40)} ${counts.join(", ") || "(none)"}`);
    }

    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per case after ${WARMUP} s warm-up; ms`,
    );
    const results: LoadResult[] = [];
    // One child per token (load.ts takes one authorization per plan).
    for (const as of ["admin", "center"] as const) {
      const plan: LoadPlan = {
        origin,
        authorization: tokens[as],
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        requests: REQUESTS_PER_CASE,
        cases: casesToLoad(cases.filter((c) => c.as === as).map(({ name, path }) => ({ name, path }))),
      };
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [fileURLToPath(new URL("./load.ts", import.meta.url)), JSON.stringify(plan)],
        { maxBuffer: 1 << 20 },
      );
      results.push(...(JSON.parse(stdout) as LoadResult[]));
    }
    assertNoErrors(results);
    const baseline = results[0]!;
    const ms = (value: number | null) => (value === null ? "-" : value.toFixed(value < 10 ? 2 : 1));
    console.log(
      "case".padEnd(42),
      "req/s".padStart(8),
      "p50".padStart(7),
      "p99".padStart(7),
      "p99 ratio".padStart(10),
      "errors".padStart(7),
    );
    for (const r of results) {
      console.log(
        r.name.padEnd(42),
        r.rps.toFixed(0).padStart(8),
        ms(r.p50).padStart(7),
        ms(r.p99).padStart(7),
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
