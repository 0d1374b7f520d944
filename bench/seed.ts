/**
 * The bench's data: N realistic candidates (the factories' registrations, validated and mapped as
 * the registration route does) spread over six test centers, all eight pipeline states (skewed as a
 * real pipeline is: most candidates early, a long tail), three years of registration dates and 2 %
 * soft-deleted, plus an invoice for every candidate at or past the Invoice stage.
 *
 * Bulk path, the same on PGlite and PostgreSQL: the secondary indexes of `students` and `invoices`
 * are dropped and re-created from their own definitions after the load (as a bulk load should), and
 * rows go in as `INSERT ... SELECT FROM json_populate_recordset($1)` of 5 000 rows per statement,
 * the next batch being built in JavaScript while the database writes the previous one.
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { students, testCenters } from "#server/db/schema.ts";
import { registrationToRow } from "#server/domain/student-mapping.ts";
import { numberedReference } from "#server/lib/candidate-reference.ts";
import { buildRegistration, DEMO_TEST_CENTERS } from "#server/setup/factories.ts";
import {
  hasReached,
  milestoneState,
  STUDENT_STATES,
  type StudentState,
} from "#shared/candidates/pipeline.ts";
import { registrationSchema } from "#shared/registration/registration.ts";

const BATCH = 5000;
const DAY = 86_400_000;
/** Registrations spread over the three years before this instant. */
const SPAN = 3 * 365 * DAY;

/** Share of candidates per state, in pipeline order (sums to 100). */
/** Share (%) of the candidates in each state; a state not named here has none. */
const STATE_WEIGHTS: Partial<Record<StudentState, number>> = {
  Not_Confirmed: 30,
  Confirmed: 20,
  Invoice: 10,
  Invoice_Confirmed: 8,
  Exam_Details: 10,
  Results: 7,
  Send_Score: 5,
  Done: 10,
};

/** The three centers the bench adds to the demo ones (six in all). */
export const EXTRA_CENTERS = [
  { name: "Doha West Bay Test Center", address: "West Bay, Doha, Qatar", contact: null },
  { name: "Kuwait Salmiya Test Center", address: "Salem Al Mubarak Street, Salmiya, Kuwait", contact: null },
  { name: "Manama Seef Test Center", address: "Seef District, Manama, Bahrain", contact: null },
];
/** Share of candidates per test center (same order as the centers created). */
const CENTER_WEIGHTS = [30, 25, 20, 10, 10, 5];

/** A deterministic 32-bit hash of `n` and a salt (the same run always gives the same data). */
function hash(n: number, salt: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Picks from `weights` (summing to 100) with a uniform 0..99 value. */
function weighted<T>(items: readonly T[], weights: readonly number[], roll: number): T {
  let acc = 0;
  for (const [i, item] of items.entries()) {
    acc += weights[i]!;
    if (roll < acc) return item;
  }
  return items[items.length - 1]!;
}

/** Database column name of each Drizzle key of `students`. */
const COLUMN_NAMES = Object.fromEntries(
  Object.entries(getTableColumns(students)).map(([key, column]) => [key, column.name]),
);

/** Candidate `n` of `total` as a row keyed by database column names. */
function candidateRow(
  n: number,
  total: number,
  now: number,
  centers: number[],
  admin: { id: number; username: string },
): Record<string, unknown> {
  const center = weighted(centers, CENTER_WEIGHTS, hash(n, 1) % 100);
  const registration = registrationSchema.parse(buildRegistration(n, { test_center: center }));
  const state = weighted(
    STUDENT_STATES,
    STUDENT_STATES.map((s) => STATE_WEIGHTS[s] ?? 0),
    hash(n, 2) % 100,
  );
  // Registrations grow with n (as ids do), with a few hours of jitter so dates and ids don't tie.
  const registered = new Date(now - SPAN + Math.floor((n / total) * SPAN) + (hash(n, 3) % (6 * 3_600_000)));
  const examPlanned = hasReached(state, "exam_booked");
  const confirmed = hasReached(state, "confirmed");
  const deleted = hash(n, 4) % 50 === 0;
  const row: Record<string, unknown> = {
    // Numbered, not drawn: a million random references would clash (birthday bound) with the
    // unique index dropped during the load, and its re-creation would fail.
    ...registrationToRow(registration, null, numberedReference(n, registered.getUTCFullYear())),
    state,
    confirmed,
    confirmedBy: confirmed ? admin.username : null,
    confirmedById: confirmed ? admin.id : null,
    examDate: examPlanned ? new Date(registered.getTime() + 60 * DAY).toISOString().slice(0, 10) : null,
    examLocation: examPlanned ? "Riyadh Olaya Test Center" : null,
    examTime: examPlanned ? "09:00" : null,
    registrationDate: registered.toISOString(),
    // As the seeded history says (below): in the state since registering, or since a move a day later.
    stateChangedAt: new Date(registered.getTime() + (state === "Not_Confirmed" ? 0 : DAY)).toISOString(),
    // json_populate_recordset fills a missing key with null, not the column's default: one in
    // five candidates wrote in Arabic (the status page and e-mails follow it).
    locale: hash(n, 5) % 5 === 0 ? "ar" : "en",
    deletedAt: deleted ? new Date(registered.getTime() + DAY).toISOString() : null,
    deletedBy: deleted ? admin.id : null,
  };
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [COLUMN_NAMES[key], value]));
}

/**
 * Drops the non-primary-key indexes of `tables` and returns the statements that re-create them
 * (and, for `students`, switch its possible-duplicates triggers back on).
 */
export async function dropSecondaryIndexes(database: Database, tables: string[]): Promise<string[]> {
  const { rows } = await database.db.execute<{ indexname: string; indexdef: string }>(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const { indexname } of rows) await database.db.execute(sql.raw(`drop index "${indexname}"`));
  const restore = rows.map((r) => r.indexdef);
  if (tables.includes("students")) {
    // The possible-duplicates triggers (decision 0031) look each new row's twins up through the
    // indexes just dropped: a bulk load pauses them (a row at a time without their indexes is a
    // scan of the table per row), and the statements that follow the indexes switch them back on.
    // The bulk-loaded rows are not paired (`select duplicate_pairs_backfill()` pairs them).
    for (const trigger of DUPLICATE_TRIGGERS) {
      await database.db.execute(sql.raw(`alter table students disable trigger ${trigger}`));
      restore.push(`alter table students enable trigger ${trigger}`);
    }
  }
  return restore;
}

/** The triggers that keep `duplicate_pairs` (migration `duplicate_persons`, decision 0031). */
const DUPLICATE_TRIGGERS = ["students_duplicate_pairs_insert", "students_duplicate_pairs_update"];

/**
 * Seeds `total` candidates and their invoices into a freshly migrated database and analyzes it.
 * Returns the time of each phase in ms.
 */
export async function seedCandidates(
  database: Database,
  total: number,
  admin: { id: number; username: string },
  log: (line: string) => void,
): Promise<{ insertMs: number; indexMs: number; totalMs: number }> {
  const started = performance.now();
  const centers = (
    await database.db
      .insert(testCenters)
      .values([...DEMO_TEST_CENTERS, ...EXTRA_CENTERS])
      .returning({ id: testCenters.id })
  ).map((c) => c.id);
  const indexes = await dropSecondaryIndexes(database, ["students", "invoices", "student_events"]);
  if (database.kind === "postgres") await database.db.execute(sql`set maintenance_work_mem = '512MB'`);

  const columns = Object.keys(candidateRow(0, total, Date.now(), centers, admin));
  const columnList = columns.map((c) => `"${c}"`).join(", ");
  const now = Date.now();
  let pending: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < total; start += BATCH) {
    const batch = [];
    for (let n = start; n < Math.min(start + BATCH, total); n++)
      batch.push(candidateRow(n, total, now, centers, admin));
    await pending;
    pending = database.db.execute(
      sql`insert into students (${sql.raw(columnList)}) select ${sql.raw(columnList)}
          from json_populate_recordset(null::students, ${JSON.stringify(batch)}::json)`,
    );
    if ((start / BATCH) % 40 === 39) log(`  ${start + BATCH} candidates...`);
  }
  await pending;
  // One invoice per candidate invoiced (enum order is pipeline order); paid from the state that marks
  // the payment on.
  const invoiced = milestoneState("invoiced");
  const paid = milestoneState("paid");
  await database.db.execute(sql`
    insert into invoices (student_id, invoice_number, amount, currency, created_by, created_by_id,
                          confirmed, confirmed_by, confirmed_by_id, confirmed_at, created_at)
    select id, 'INV-B-' || id, 450, 'USD', ${admin.username}, ${admin.id},
           state >= ${paid}::student_state, case when state >= ${paid}::student_state then ${admin.username} end,
           case when state >= ${paid}::student_state then ${admin.id}::int end,
           case when state >= ${paid}::student_state then registration_date + interval '3 days' end,
           registration_date + interval '2 days'
    from students where state >= ${invoiced}::student_state`);
  // The history the stage trends read (decision 0027): each registration, and one move to the
  // candidate's state a day later.
  await database.db.execute(sql`
    insert into student_events (student_id, type, to_state, created_at)
    select id, 'registered', 'Not_Confirmed', registration_date from students`);
  await database.db.execute(sql`
    insert into student_events (student_id, type, from_state, to_state, created_at)
    select id, 'state_changed', 'Not_Confirmed', state, registration_date + interval '1 day'
    from students where state <> 'Not_Confirmed'`);
  const insertMs = performance.now() - started;

  const indexStarted = performance.now();
  for (const statement of indexes) await database.db.execute(sql.raw(statement));
  const indexMs = performance.now() - indexStarted;
  // Fresh planner statistics and visibility map, as autovacuum would give a real database.
  await database.db.execute(sql`vacuum analyze`);
  return { insertMs, indexMs, totalMs: performance.now() - started };
}

/**
 * Seeds `count` published sittings spread over every test center and the next two years (two a
 * day per center, 30 seats each, partly booked), as the calendar and availability benchmarks need
 * (docs/product.md §10). Exams alternate between "all of one regulator" and "every exam".
 */
export async function seedSittings(database: Database, count: number): Promise<void> {
  await database.db.execute(sql`
    insert into sittings (test_center_id, date, start_time, duration_minutes, seats, booked, status, exam_category)
    select c.ids[1 + (g % array_length(c.ids, 1))],
      current_date + ((g / array_length(c.ids, 1)) / 2)::int,
      case when g % 2 = 0 then '09:00' else '13:30' end,
      240, 30, (g * 7) % 31, 'published',
      case when g % 3 = 0 then 'SCFHS' else null end
    from generate_series(0, ${count - 1}) g,
      (select array_agg(id order by id) as ids from test_centers) c`);
  await database.db.execute(sql`analyze sittings`);
}

/**
 * `seedCandidates`, unless the bench reopened a database seeded before (`reused`, `BENCH_REUSE`:
 * bench/database.ts): then only fresh planner statistics, as migrations since the seed may have
 * added indexes. The seed's times, or null when reused.
 */
export async function seedUnlessReused(
  opened: { database: Database; name: string; reused: boolean },
  total: number,
  admin: { id: number; username: string },
  log: (line: string) => void,
): Promise<{ insertMs: number; indexMs: number; totalMs: number } | null> {
  if (opened.reused) {
    await opened.database.db.execute(sql`analyze`);
    log(`database: ${opened.name}, as seeded before`);
    return null;
  }
  log(`database: ${opened.name}; seeding ${total.toLocaleString("en")} candidates`);
  return seedCandidates(opened.database, total, admin, log);
}
