/**
 * The one search's "starts with" as index ranges (decision 0026 "Planned once"): a range finds
 * exactly the values a `like 'prefix%'` finds, for any characters, whether its end is made in
 * JavaScript or in SQL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPglite, type Database, fromPglite } from "#server/db/client.ts";
import { prefixEnd, startsWithPattern, startsWithRange, startsWithRangeSql } from "#server/db/search.ts";

const MAX = String.fromCodePoint(0x10ffff);
const BEFORE_SURROGATES = String.fromCodePoint(0xd7ff);
const AFTER_SURROGATES = String.fromCodePoint(0xe000);

describe("prefixEnd", () => {
  it("raises the last character by one", () => {
    expect(prefixEnd("ex-26-0a")).toBe("ex-26-0b");
    expect(prefixEnd("نور")).toBe("نوز");
  });
  it("raises U+D7FF past the surrogates", () => {
    expect(prefixEnd(`a${BEFORE_SURROGATES}`)).toBe(`a${AFTER_SURROGATES}`);
  });
  it("drops trailing U+10FFFF and raises the character before", () => {
    expect(prefixEnd(`ab${MAX}${MAX}`)).toBe("ac");
  });
  it("has no end for nothing to raise", () => {
    expect(prefixEnd("")).toBeNull();
    expect(prefixEnd(MAX)).toBeNull();
  });
});

describe("startsWithRange and startsWithRangeSql", () => {
  let database: Database;
  const VALUES = [
    "ab",
    "abc",
    "abd",
    "ab%x",
    "ab_x",
    "ab\\x",
    "aC",
    "ac",
    `ab${MAX}`,
    `ab${MAX}z`,
    `a${BEFORE_SURROGATES}`,
    `a${BEFORE_SURROGATES}q`,
    `a${AFTER_SURROGATES}`,
    "layla khoury",
    "layla khourya",
    "layla khourz",
    "نورة البلوي",
    "نوز",
  ];
  const PREFIXES = [
    "ab",
    "ab%",
    "ab_",
    "ab\\",
    "a",
    `ab${MAX}`,
    `a${BEFORE_SURROGATES}`,
    "layla khoury",
    "نور",
    MAX,
  ];

  beforeAll(async () => {
    database = fromPglite(await createPglite(null));
    await database.db.execute(sql`create table v (t text not null)`);
    for (const value of VALUES) await database.db.execute(sql`insert into v values (${value})`);
  });
  afterAll(() => database.close());

  const found = async (where: ReturnType<typeof sql>) =>
    (
      (await database.db.execute(sql`select t from v where ${where} order by t`)) as unknown as {
        rows: { t: string }[];
      }
    ).rows.map((row) => row.t);

  it.each(PREFIXES)("finds what like finds for %j", async (prefix) => {
    const expected = await found(sql`t like ${startsWithPattern(prefix)}`);
    if (prefix !== MAX) expect(expected).not.toEqual([]);
    expect(await found(startsWithRange(sql`t`, prefix))).toEqual(expected);
    expect(await found(startsWithRangeSql(sql`t`, sql`${prefix}::text`))).toEqual(expected);
  });
});
