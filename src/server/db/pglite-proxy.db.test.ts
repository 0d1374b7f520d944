/**
 * `PGliteProxy` (decision 0020): PGlite in a worker thread keeps PGlite's own behaviour as the
 * server sees it (errors with PostgreSQL's fields, one transaction at a time, callers' parsers),
 * while a long call leaves the main thread free.
 */
import { messages } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteProxy } from "./pglite-proxy.ts";

let proxy: PGliteProxy;

beforeAll(async () => {
  proxy = await PGliteProxy.start({ dataDir: null });
  await proxy.exec("create table items (id serial primary key, name text not null unique)");
}, 120_000);

afterAll(() => proxy?.close());

describe("PGlite in a worker thread", () => {
  it("leaves the main thread free during a long call, and says since when the database is busy", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    const call = proxy.query("select pg_sleep(1)");
    let busy: number | null = null;
    for (let i = 0; i < 100 && busy === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      busy = proxy.busySince();
    }
    await call;
    clearInterval(timer);
    expect(busy).not.toBeNull();
    // In process, pg_sleep held this thread: no timer ran during the call.
    expect(ticks).toBeGreaterThan(5);
    expect(proxy.busySince()).toBeNull();
  });

  it("passes PostgreSQL's error fields through (a unique violation is 23505 with its constraint)", async () => {
    await proxy.query("insert into items (name) values ($1)", ["one"]);
    const error = await proxy.query("insert into items (name) values ($1)", ["one"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: "23505",
      constraint: "items_name_key",
      table: "items",
      query: "insert into items (name) values ($1)",
      params: ["one"],
    });
  });

  it("runs one transaction at a time: a call made meanwhile waits for its COMMIT and sees it whole", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = proxy.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('two')");
      order.push("inserted");
      await held;
      await tx.query("insert into items (name) values ('three')");
      order.push("committing");
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const outside = proxy
      .query<{ n: number }>("select count(*)::int as n from items where name in ('two', 'three')")
      .then((result) => {
        order.push(`outside saw ${result.rows[0]!.n}`);
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["inserted", "committing", "outside saw 2"]);
  });

  it("rolls a transaction back when its callback throws", async () => {
    const failed = proxy
      .transaction(async (tx) => {
        await tx.query("insert into items (name) values ('four')");
        throw new Error("changed my mind");
      })
      .catch((e: unknown) => e);
    expect(await failed).toMatchObject({ message: "changed my mind" });
    const { rows } = await proxy.query<{ n: number }>(
      "select count(*)::int as n from items where name = 'four'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("applies a caller's parsers to the raw text of their types (Drizzle keeps timestamps as text)", async () => {
    const sql = "select timestamptz '2026-01-02 03:04:05+00' as t, 7::int8 as n";
    const parsed = await proxy.query<{ t: unknown; n: unknown }>(sql);
    expect(parsed.rows[0]!.t).toBeInstanceOf(Date);
    const raw = await proxy.query<{ t: unknown; n: unknown }>(sql, [], {
      parsers: { 1184: (text: string) => `raw:${text}` },
    });
    expect(raw.rows[0]!.t).toBe("raw:2026-01-02 03:04:05+00");
    expect(raw.rows[0]!.n).toEqual(parsed.rows[0]!.n);
  });
});
