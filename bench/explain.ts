/**
 * `node bench/explain.ts <postgres-url-of-a-bench-database>`: `EXPLAIN (ANALYZE, BUFFERS)` of the
 * exact SQL the back-office queries send (captured through Drizzle's logger while calling the real
 * query functions), for a database left by `BENCH_KEEP=1 npm run bench`. Prints each statement's
 * plan and execution time. `EXPLAIN_CASE=<substring>` limits it to the matching cases.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import { type BoardScope, boardColumns, boardPage } from "#server/features/board/queries.ts";
import { confirmationCounts, listStudents } from "#server/features/candidates/queries.ts";
import { listInvoices } from "#server/features/invoices/queries.ts";
import { search } from "#server/features/search/queries.ts";
import { listStage } from "#server/features/stages/queries.ts";

const url = process.argv[2];
if (!url) throw new Error("usage: node bench/explain.ts postgres://.../exam_bench_<pid>");
const pool = new pg.Pool({ connectionString: url, max: 4 });
let captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;

const page = { page: 1, pageSize: 8 };
// The filters' terms from the live candidate `npm run bench` takes them from (bench/dashboard.ts).
const {
  rows: [sample],
} = await pool.query(`
  select reference, national_id, passport_number, phone, exam_name, full_name from students
  where deleted_at is null and id >= (select max(id) / 2 from students)
    and national_id is not null and passport_number is not null and msc_university is not null
  order by id limit 1`);
const admin = { id: 1, username: "bench", role: "admin" as const, testCenterId: null };
const today = new Date().toISOString().slice(0, 10);
// A cursor 90 % down the Not_Confirmed column (as `npm run bench:board`'s deep case).
const {
  rows: [deep],
} = await pool.query(`
  select (extract(epoch from state_changed_at) * 1000000)::bigint::text as micros, id from students
  where state = 'Not_Confirmed' and deleted_at is null order by state_changed_at, id
  offset (select count(*) * 9 / 10 from students where state = 'Not_Confirmed' and deleted_at is null) limit 1`);
const ALL_CENTERS: BoardScope = { testCenterId: null, exam: undefined, month: undefined };
const board = (scope: Partial<BoardScope>) => boardColumns(db, { ...ALL_CENTERS, ...scope }, 50);
const CASES: [string, () => Promise<unknown>][] = [
  ["list, no filter", () => listStudents(db, page)],
  ["list, full_name=harbi", () => listStudents(db, { ...page, full_name: "harbi" })],
  [
    "list, full_name + exam_category",
    () => listStudents(db, { ...page, full_name: "harbi", exam_category: "DHA" }),
  ],
  ["list, email + state", () => listStudents(db, { ...page, email: "aisha", state: "Confirmed" })],
  ["list, page 5000", () => listStudents(db, { ...page, page: 5000 })],
  ["list, last page", () => listStudents(db, { ...page, page: 122_495 })],
  ["list, state=Confirmed", () => listStudents(db, { ...page, state: "Confirmed" })],
  ["list, locale=ar", () => listStudents(db, { ...page, locale: "ar" })],
  ["list, gender + locale", () => listStudents(db, { ...page, gender: "Female", locale: "ar" })],
  ["list, exam_name", () => listStudents(db, { ...page, exam_name: "Clinical Pharmacist" })],
  ["list, reference", () => listStudents(db, { ...page, reference: "mhk2" })],
  ["list, national_id", () => listStudents(db, { ...page, national_id: sample.national_id })],
  ["list, passport_number", () => listStudents(db, { ...page, passport_number: sample.passport_number })],
  ["list, phone (7 digits)", () => listStudents(db, { ...page, phone: sample.phone.slice(-7) })],
  ["list, sample exam_name", () => listStudents(db, { ...page, exam_name: sample.exam_name })],
  ["search, full name", () => search(db, admin, sample.full_name, today)],
  ["search, reference", () => search(db, admin, sample.reference.toLowerCase(), today)],
  ["confirmation counts", () => confirmationCounts(db)],
  ["stage list Confirmed", () => listStage(db, "Confirmed", { page: 1, pageSize: 20 })],
  ["invoices", () => listInvoices(db, { page: 1, pageSize: 20 })],
  // The pipeline board (decision 0030; `npm run bench:board`): the first center is the seed's first.
  ["board, every center", () => board({})],
  ["board, one center", () => board({ testCenterId: 1 })],
  ["board, center + exam + month", () => board({ testCenterId: 1, exam: "SCFHS", month: "January" })],
  ["board, exam + month", () => board({ exam: "SCFHS", month: "January" })],
  ["board, exam", () => board({ exam: "SCFHS" })],
  ["board, month", () => board({ month: "January" })],
  ["board column", () => boardPage(db, "Not_Confirmed", { ...ALL_CENTERS }, 50)],
  [
    "board column, 90 % deep",
    () => boardPage(db, "Not_Confirmed", { ...ALL_CENTERS }, 50, { micros: deep.micros, id: deep.id }),
  ],
  [
    "board column, center + exam",
    () => boardPage(db, "Not_Confirmed", { ...ALL_CENTERS, testCenterId: 1, exam: "SCFHS" }, 50),
  ],
];

try {
  for (const [name, run] of CASES) {
    if (process.env.EXPLAIN_CASE && !name.includes(process.env.EXPLAIN_CASE)) continue;
    captured = [];
    await run();
    for (const { query, params } of captured) {
      const { rows } = await pool.query(`explain (analyze, buffers) ${query}`, params);
      console.log(`\n=== ${name}\n${query}\n${JSON.stringify(params)}`);
      for (const row of rows) console.log(row["QUERY PLAN"]);
    }
  }
} finally {
  await pool.end();
}
