/**
 * Run as a process by tests/server/embedded-out-of-space.test.ts (the test kills it should it hang):
 * opens the embedded database in `<dir>/data` as the server does, leaves about 4 MB free on the
 * disk with a filler file, then commits small updates until the next WAL segment (16 MiB) cannot be
 * made. Prints one JSON line: what the failing commit and the next query said, whether reopening
 * works while the disk is full and once the filler is gone, and whether every acknowledged commit
 * is there afterwards.
 */
import { closeSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";

const dir = process.argv[2]!;
const free = () => {
  const stats = statfsSync(dir);
  return Number(stats.bavail) * Number(stats.bsize);
};
const messageOf = (error: unknown) => {
  let current = error as { message?: string; cause?: unknown } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  return current?.message ?? String(error);
};

const database = await openDatabase({ dataDir: path.join(dir, "data") });
const { db } = database;
await db.execute(sql`create table counter (id int primary key, value text)`);
await db.execute(sql`insert into counter select n, 'x' from generate_series(1, 20) n`);
await db.execute(sql`create table acknowledged (n int primary key)`);

/** Where the WAL stands in its current 16 MiB segment, in bytes. */
async function walOffset(): Promise<number> {
  const { rows } = (await db.execute(
    sql`select (pg_walfile_name_offset(pg_current_wal_insert_lsn())).file_offset::int as offset`,
  )) as unknown as { rows: { offset: number }[] };
  return rows[0]!.offset;
}
// The current WAL segment used up to 15 MiB at once by a table made and dropped (a step writes about
// 0.3 MiB), so that the commits below reach its end in hundreds rather than thousands (about 4 000
// from a fresh database: most of the run). No checkpoint comes in between (one would make the next
// segment ahead of time): the embedded database makes one only when asked or when it closes.
while ((await walOffset()) < 15 * 2 ** 20) {
  await db.execute(
    sql`create table wal_filler as select repeat(md5(random()::text), 30) as x from generate_series(1, 300)`,
  );
  await db.execute(sql`drop table wal_filler`);
}

const filler = path.join(dir, "filler");
const fd = openSync(filler, "w");
const chunk = Buffer.alloc(1 << 20);
for (let missing = free() - 4_000_000; missing > 0; missing = free() - 4_000_000) {
  writeSync(fd, chunk, 0, Math.min(chunk.length, missing));
}
closeSync(fd);

// Updates make WAL but hardly grow the tables: the WAL segment runs out before the tables do.
let acknowledged = 0;
let failure = "";
for (let n = 1; n <= 100_000; n++) {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update counter set value = md5(random()::text) || repeat('x', 60)`);
      await tx.execute(sql`insert into acknowledged values (${n})`);
    });
    acknowledged = n;
  } catch (error) {
    failure = messageOf(error);
    break;
  }
}
const stopped = database.stopped?.() ?? null;
const nextQuery = await db.execute(sql`select 1`).then(
  () => "answered",
  (error: unknown) => messageOf(error),
);
const reopenWhileFull = await database.reopen!().then(
  () => "reopened",
  (error: unknown) => (error as Error).message,
);
rmSync(filler);
await database.reopen!();
const { rows } = (await db.execute(
  sql`select count(*)::int as count, coalesce(max(n), 0)::int as max from acknowledged`,
)) as unknown as { rows: { count: number; max: number }[] };
const row = rows[0];
await db.execute(sql`insert into acknowledged values (0)`);
await database.close();
process.stdout.write(
  `${JSON.stringify({ acknowledged, failure, stopped, nextQuery, reopenWhileFull, afterReopen: row })}\n`,
);
