/**
 * `npm run bench:db-worker`: what running the embedded database in its worker thread (decision
 * 0020) costs per call. Two in-memory PGlite databases, migrated the same way, one in this thread
 * (`fromPglite`, as before) and one behind `PGliteProxy`; the same Drizzle calls on each, in
 * alternating rounds of `BENCH_CALLS` calls (default 500) so that both meet the same load of the
 * machine:
 *
 * - `select 1`: the round trip alone;
 * - one user by id (Drizzle's relational query, one row);
 * - 100 rows of `pg_attribute` (25 columns of mixed types: rows to copy between the threads);
 * - a transaction of one insert and one update (BEGIN, two statements, COMMIT).
 *
 * Prints each case's median per call on each side and the ratio worker / in-thread measured in
 * the same run, plus how much of the main thread a call takes (event-loop time per call: the
 * worker's point is that the database's own time is no longer on it).
 */
import { eq, sql } from "drizzle-orm";
import { createPglite, type Database, fromPglite, fromPgliteWorker } from "#server/db/client.ts";
import { PGliteProxy } from "#server/db/pglite-proxy.ts";
import { users } from "#server/db/schema.ts";
import { ensureFirstAdmin } from "#server/setup/bootstrap.ts";
import { benchNumber } from "./settings.ts";

const CALLS = benchNumber("BENCH_CALLS", 500, 20);
const ROUNDS = benchNumber("BENCH_ROUNDS", 6, 1);
async function prepare(database: Database): Promise<number> {
  await database.migrate();
  await ensureFirstAdmin(database.db, { username: "bench", password: "Bench12345" });
  const [admin] = await database.db.query.users.findMany({ columns: { id: true }, limit: 1 });
  return admin!.id;
}

const inThread = fromPglite(await createPglite(null));
const worker = fromPgliteWorker(await PGliteProxy.start({ dataDir: null }));
const ids = [await prepare(inThread), await prepare(worker)];

type Case = { name: string; run: (database: Database, id: number, n: number) => Promise<unknown> };
const CASES: Case[] = [
  { name: "select 1", run: (d) => d.db.execute(sql`select 1`) },
  { name: "one user by id", run: (d, id) => d.db.query.users.findFirst({ where: eq(users.id, id) }) },
  { name: "100 rows of pg_attribute", run: (d) => d.db.execute(sql`select * from pg_attribute limit 100`) },
  {
    name: "transaction (insert + update)",
    run: (d, id, n) =>
      d.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into revoked_tokens (jti, user_id, expires_at) values (${`bench-${n}-${Math.random()}`}, ${id}, now())`,
        );
        await tx.execute(sql`update users set updated_at = now() where id = ${id}`);
      }),
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Per call: wall time and the main thread's busy time (event-loop utilisation × wall). */
async function measure(database: Database, id: number, test: Case): Promise<{ wall: number; main: number }> {
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  for (let n = 0; n < CALLS; n++) await test.run(database, id, n);
  const wall = (performance.now() - started) / CALLS;
  const utilisation = performance.eventLoopUtilization(before).utilization;
  return { wall, main: wall * utilisation };
}

console.log(`in-memory PGlite; ${ROUNDS} rounds of ${CALLS} calls per case and side`);
console.log(
  "case | in-thread ms/call | worker ms/call | worker / in-thread | main thread ms/call in-thread → worker",
);
for (const test of CASES) {
  const results = {
    thread: [] as number[],
    worker: [] as number[],
    threadMain: [] as number[],
    workerMain: [] as number[],
  };
  await measure(inThread, ids[0]!, test); // warm-up
  await measure(worker, ids[1]!, test);
  for (let round = 0; round < ROUNDS; round++) {
    const a = await measure(inThread, ids[0]!, test);
    const b = await measure(worker, ids[1]!, test);
    results.thread.push(a.wall);
    results.threadMain.push(a.main);
    results.worker.push(b.wall);
    results.workerMain.push(b.main);
  }
  const [t, w] = [median(results.thread), median(results.worker)];
  console.log(
    `${test.name} | ${t.toFixed(3)} | ${w.toFixed(3)} | ${(w / t).toFixed(2)} | ` +
      `${median(results.threadMain).toFixed(3)} → ${median(results.workerMain).toFixed(3)}`,
  );
}
await inThread.close();
await worker.close();
