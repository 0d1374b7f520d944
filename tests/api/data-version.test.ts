/**
 * The data version (decision 0033): every app table but the exempt ones raises it once per writing
 * transaction, so the kept counts (`countAsOfSnapshot`) are reused exactly while nothing was
 * written, and follow every write.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dataVersion, rateLimits, students } from "#server/db/schema.ts";
import { countAsOfSnapshot, DATA_VERSION_EXEMPT, statementSnapshot } from "#server/db/snapshot-count.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();

const version = async () => (await ctx.db.select().from(dataVersion))[0]?.version;

describe("data version", () => {
  it("is on every app table but the exempt ones (a new table gets the trigger or joins the list)", async () => {
    const { rows } = (await ctx.db.execute(sql`
      select t.tablename,
        exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
                where c.relname = t.tablename and g.tgname = 'data_version_bump') as bumps,
        exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
                where c.relname = t.tablename and g.tgname = 'data_version_bump_truncate') as on_truncate
      from pg_tables t where t.schemaname = 'public' order by 1`)) as unknown as {
      rows: { tablename: string; bumps: boolean; on_truncate: boolean }[];
    };
    expect(rows.length).toBeGreaterThan(20);
    for (const { tablename, bumps, on_truncate } of rows) {
      const exempt = (DATA_VERSION_EXEMPT as readonly string[]).includes(tablename);
      expect({ tablename, bumps, on_truncate }).toEqual({ tablename, bumps: !exempt, on_truncate: !exempt });
    }
  });

  it("rises by one per writing transaction, however many rows, and not for an exempt table", async () => {
    const before = await version();
    expect(before).toBeTypeOf("number");
    await insertCandidates(ctx.db, 3, { from: 9_100, testCenterId: ctx.testCenterId });
    expect(await version()).toBe(before! + 1);
    await ctx.db.transaction(async (tx) => {
      await tx.update(students).set({ city: "Jeddah" }).where(sql`${students.id} > 0`);
      await tx.update(students).set({ city: "Dammam" }).where(sql`${students.id} > 0`);
    });
    expect(await version()).toBe(before! + 2);
    await ctx.db
      .insert(rateLimits)
      .values({ key: "data-version-test", points: 1, expire: new Date(Date.now() + 60_000) });
    expect(await version()).toBe(before! + 2);
    // A rolled-back transaction leaves it as it was.
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(students).set({ city: "Abha" }).where(sql`${students.id} > 0`);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await version()).toBe(before! + 2);
  });

  it("keeps a count while nothing is written and counts again after a write", async () => {
    const countLive = () =>
      countAsOfSnapshot(ctx.db, "data-version-test", async (snapshot) => {
        const [row] = await ctx.db
          .select({ value: sql<number>`count(*)::int`, snapshot })
          .from(students)
          .where(sql`${students.deletedAt} is null`);
        return { snapshot: row?.snapshot ?? null, value: Number(row?.value) };
      });
    const first = await countLive();
    // Written behind the cache's back but exempt: nothing the count reads changed.
    await ctx.db
      .insert(rateLimits)
      .values({ key: "data-version-test-2", points: 1, expire: new Date(Date.now() + 60_000) });
    expect(await countLive()).toBe(first);
    const [one] = await ctx.db.select({ id: students.id }).from(students).limit(1);
    await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, one!.id));
    expect(await countLive()).toBe(first - 1);
    // Inside a transaction that has written, the version is not told (null): never kept.
    await ctx.db.transaction(async (tx) => {
      await tx.update(students).set({ deletedAt: null }).where(eq(students.id, one!.id));
      const [row] = await tx.select({ snapshot: statementSnapshot }).from(sql`(select 1) as one`);
      expect(row?.snapshot).toBeNull();
    });
    expect(await countLive()).toBe(first);
  });
});
