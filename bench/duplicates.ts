/**
 * Possible duplicate persons at scale (decision 0031, bench/README.md "Possible duplicates"): seeds
 * BENCH_N candidates (bench/seed.ts) plus BENCH_PAIRS near-duplicate pairs, then measures
 * - the backfill (`duplicate_pairs_backfill()`, what the migration runs on an existing database),
 * - one candidate's lookup (`duplicate_matches(id)`, what the trigger runs on each write),
 * - a registration's insert with the trigger against the same insert with the trigger paused,
 * - the queue's first page and its count (`listDuplicatePairs`, what `GET /api/duplicates` runs).
 * Medians and p95 of BENCH_RUNS runs, as ratios against the plain insert measured in the same run.
 * PostgreSQL with BENCH_DATABASE_URL, else in-memory PGlite.
 */
import { sql } from "drizzle-orm";
import { listDuplicatePairs } from "#server/features/duplicates/queries.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { openBenchDatabase } from "./database.ts";
import { seedCandidates } from "./seed.ts";
import { benchNumber } from "./settings.ts";

const N = benchNumber("BENCH_N", 200_000, 2_000);
const PAIRS = benchNumber("BENCH_PAIRS", 2_000, 20);
const RUNS = benchNumber("BENCH_RUNS", 50, 3);

const { database, name, drop } = await openBenchDatabase();
const { db } = database;

/** Median and p95 (ms) of `RUNS` calls of `run(i)`. */
async function measure(run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)]!, p95: times[Math.floor(RUNS * 0.95)]! };
}
const fmt = ({ p50, p95 }: { p50: number; p95: number }) =>
  `p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`;

try {
  console.log(`Possible duplicates on ${name}: ${N} candidates + ${PAIRS} near-duplicate pairs`);
  await ensureFirstAdmin(db, { username: "bench", password: "Bench12345" });
  const [admin] = (
    await db.execute<{ id: number; username: string }>(sql`select id, username from users limit 1`)
  ).rows;
  const seeded = await seedCandidates(database, N, admin!, (line) => console.log(line));
  console.log(`seeded in ${(seeded.totalMs / 1000).toFixed(1)} s`);
  // Near duplicates of spread live candidates (the trigger is on again, so each insert is paired as
  // a registration is): a copy with its name in capitals, its phone written nationally and its
  // e-mail without the dots of its local part (no ID: the seed's IDs are numbered, so a swapped
  // pair of digits is often another candidate's ID, refused by the unique index).
  await db.execute(sql`
    insert into students (reference, first_name, last_name, full_name, national_id, passport_number,
      email, phone, date_of_birth, city, country, gender, degree, registered_from, test_center_id,
      trial_month, exam_category, exam_specialty, exam_name, state)
    select 'DUP-' || s.id, s.first_name, s.last_name, upper(s.full_name),
      null, null,
      replace(split_part(s.email, '@', 1), '.', '') || '@' || split_part(s.email, '@', 2),
      '0' || right(regexp_replace(s.phone, '\\D', '', 'g'), 9),
      s.date_of_birth, s.city, s.country, s.gender, s.degree, s.registered_from, s.test_center_id,
      s.trial_month, s.exam_category, s.exam_specialty, s.exam_name, 'Not_Confirmed'
    from students s where s.deleted_at is null and s.id % ${Math.max(1, Math.floor(N / PAIRS))} = 0
    limit ${PAIRS}`);

  // What the migration does on an existing database: pair everyone (from scratch).
  await db.execute(sql`truncate duplicate_pairs`);
  const backfillStarted = performance.now();
  const [{ pairs }] = (await db.execute<{ pairs: number }>(sql`select duplicate_pairs_backfill() as pairs`))
    .rows as [{ pairs: number }];
  const backfillMs = performance.now() - backfillStarted;
  await db.execute(sql`analyze duplicate_pairs`);
  console.log(`backfill: ${pairs} pairs in ${(backfillMs / 1000).toFixed(1)} s`);

  const [{ max }] = (await db.execute<{ max: number }>(sql`select max(id) as max from students`)).rows as [
    { max: number },
  ];
  const lookup = await measure((i) =>
    db.execute(sql`select * from duplicate_matches(${1 + ((i * 7919) % max)})`),
  );
  console.log(`one candidate's lookup (duplicate_matches): ${fmt(lookup)}`);

  // A registration's insert, with and without the trigger (rolled back: the table stays as it is).
  const insertOne = (i: number) =>
    db
      .transaction(async (tx) => {
        await tx.execute(sql`
        insert into students (reference, first_name, last_name, full_name, national_id, email, phone,
          date_of_birth, city, country, gender, degree, registered_from, trial_month, exam_category,
          exam_specialty, exam_name)
        select 'BENCH-' || ${i}, first_name, last_name, full_name, national_id || 'X', 'b' || ${i} || email,
          phone, date_of_birth, city, country, gender, degree, registered_from, trial_month, exam_category,
          exam_specialty, exam_name
        from students where id = ${1 + ((i * 104_729) % max)}`);
        tx.rollback();
      })
      .catch(() => undefined);
  await db.execute(sql`alter table students disable trigger students_duplicate_pairs_insert`);
  const plain = await measure(insertOne);
  await db.execute(sql`alter table students enable trigger students_duplicate_pairs_insert`);
  const withTrigger = await measure(insertOne);
  console.log(`insert without the trigger: ${fmt(plain)} (baseline)`);
  console.log(
    `insert with the trigger:    ${fmt(withTrigger)} (x${(withTrigger.p50 / plain.p50).toFixed(2)} p50)`,
  );

  const firstPage = await measure(() => listDuplicatePairs(db, { page: 1, pageSize: 20 }));
  const deepPage = await measure(() => listDuplicatePairs(db, { page: 50, pageSize: 20 }));

  console.log(
    `queue page 1 + count:       ${fmt(firstPage)} (x${(firstPage.p50 / plain.p50).toFixed(2)} of an insert)`,
  );
  console.log(`queue page 50 + count:      ${fmt(deepPage)}`);
} finally {
  await database.close();
  await drop();
}
