/**
 * Migration 0007 (docs/product.md §2 "Student registration"): candidates registered before it get a reference in plain SQL, each
 * with the year of their own registration, all different, and the column ends NOT NULL and unique.
 * Run on PGlite against the committed SQL files, as the migrator applies them.
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "#shared/registration/reference.ts";

const folder = new URL("./migrations/", import.meta.url);
const journal = JSON.parse(readFileSync(new URL("meta/_journal.json", folder), "utf8")) as {
  entries: { tag: string }[];
};
const REFERENCE_MIGRATION = "0007_candidate_reference";

/** Runs one committed migration, statement by statement, as drizzle's migrator splits it. */
async function apply(db: PGlite, tag: string) {
  const text = readFileSync(new URL(`${tag}.sql`, folder), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

const CANDIDATES = 300;
let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  const tags = journal.entries.map((e) => e.tag);
  const at = tags.indexOf(REFERENCE_MIGRATION);
  expect(at).toBeGreaterThan(0);
  for (const tag of tags.slice(0, at)) await apply(db, tag);
  // Candidates as the database held them before: registered over several years, a deleted one too.
  await db.exec(`
    insert into students (first_name, last_name, full_name, email, phone, date_of_birth, city, country,
      gender, degree, registered_from, trial_month, exam_category, exam_specialty, exam_name,
      registration_date, deleted_at)
    select 'Ann', 'Lee' || n, 'Ann Lee' || n, 'ann' || n || '@example.com', '+97312345678', '1990-01-01',
      'Manama', 'Bahrain', 'Female', 'BSC', '1', 'March', 'DHA', 'Nursing', 'Registered Nurse',
      timestamptz '2023-12-31 23:30:00+00' + (n % 3) * interval '1 year', case when n = 7 then now() end
    from generate_series(1, ${CANDIDATES}) n`);
  for (const tag of tags.slice(at)) await apply(db, tag);
}, 120_000);
afterAll(() => db?.close());

describe("migration 0007: references for the candidates already registered", () => {
  it("gives each one a well-formed reference with the UTC year of its registration", async () => {
    const { rows } = await db.query<{ reference: string; year: string }>(
      `select reference, to_char(registration_date at time zone 'UTC', 'YY') as year from students`,
    );
    expect(rows).toHaveLength(CANDIDATES);
    for (const row of rows) {
      expect(row.reference).toMatch(REFERENCE_PATTERN);
      expect(row.reference.slice(3, 5)).toBe(row.year);
    }
    expect(new Set(rows.map((r) => r.year))).toEqual(new Set(["23", "24", "25"]));
    expect(new Set(rows.map((r) => r.reference)).size).toBe(CANDIDATES);
  });

  it("leaves the column NOT NULL and unique", async () => {
    await expect(
      db.query(`update students set reference = null where id = (select min(id) from students)`),
    ).rejects.toThrow(/null/i);
    const { rows } = await db.query<{ reference: string }>("select reference from students limit 1");
    await expect(
      db.query("update students set reference = $1 where id = (select max(id) from students)", [
        rows[0]!.reference,
      ]),
    ).rejects.toThrow(/students_reference_unique/);
  });
});
