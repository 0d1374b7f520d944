/**
 * The snapshot-exact count cache is kept per database: two databases in one process (as the test
 * files are) can stand at the same snapshot text, and one must never answer with the other's count.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { countAsOfSnapshot, statementSnapshot } from "#server/db/snapshot-count.ts";

const clients = [new PGlite(), new PGlite()];
const [first, second] = clients.map((client) => drizzle(client) as unknown as Db) as [Db, Db];
// The data version the statements read (schema.ts `data_version`, decision 0033), at 0 in both.
beforeAll(async () => {
  for (const client of clients)
    await client.exec(`create table data_version (id integer primary key, version bigint not null);
      insert into data_version values (1, 0);`);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

/** Counts the `n` rows of a series and selects the statement's snapshot beside the count. */
async function countSeries(db: Db, n: number, snapshot: typeof statementSnapshot) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int`, snapshot })
    .from(sql`generate_series(1, ${n}) as s`);
  return { snapshot: row?.snapshot ?? null, value: row?.value ?? 0 };
}

const currentSnapshot = async (db: Db) =>
  (await db.select({ snapshot: statementSnapshot }).from(sql`(select 1) as one`))[0]?.snapshot;

describe("countAsOfSnapshot", () => {
  it("keeps one cache per database, even when both stand at the same snapshot", async () => {
    expect(await countAsOfSnapshot(first, "key", (s) => countSeries(first, 3, s))).toBe(3);
    // The premise: only the database tells the two apart (fresh databases share the snapshot text).
    expect(await currentSnapshot(second)).toBe(await currentSnapshot(first));
    expect(await countAsOfSnapshot(second, "key", (s) => countSeries(second, 5, s))).toBe(5);
    // Each database still reuses its own count while its snapshot holds.
    expect(await countAsOfSnapshot(first, "key", (s) => countSeries(first, 7, s))).toBe(3);
    expect(await countAsOfSnapshot(second, "key", (s) => countSeries(second, 9, s))).toBe(5);
  });
});
