/**
 * Migration 0014 (decision 0017): it counts, per table and column, the stored values that the text
 * rule would refuse, into `text_rule_report`, and changes no user data. Run against the committed
 * SQL files as the migrator applies them, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL
 * too (a database of its own, dropped afterwards).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { passesTextRule, type TextLines, textRuleSqlPattern } from "#shared/kit/text-rule.ts";
import { adminUrl, databaseUrl } from "#tests/helpers/postgres.ts";
import * as schema from "./schema.ts";

const folder = new URL("./migrations/", import.meta.url);
const journal = JSON.parse(readFileSync(new URL("meta/_journal.json", folder), "utf8")) as {
  entries: { tag: string }[];
};
const TAG = "0014_text_rule_report";
const migrationText = readFileSync(new URL(`${TAG}.sql`, folder), "utf8");

/** What the test needs of a database: run a script, read rows. */
interface Sql {
  exec(text: string): Promise<void>;
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function pglite(): Promise<Sql> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  return {
    exec: async (text) => void (await db.exec(text)),
    rows: async (text, params) => (await db.query(text, params)).rows as never,
    close: () => db.close(),
  };
}

async function postgres(url: string): Promise<Sql> {
  const name = `text_rule_${randomBytes(4).toString("hex")}`;
  const admin = await adminUrl(url);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: databaseUrl(url, name) });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async (text, params) => (await client.query(text, params as unknown[])).rows,
    async close() {
      await client.end();
      const drop = await adminUrl(url);
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** Runs one committed migration, statement by statement, as drizzle's migrator splits it. */
async function apply(db: Sql, tag: string) {
  const text = readFileSync(new URL(`${tag}.sql`, folder), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** Values saved before the rule, by table and column: [value, passes the column's rule]. */
const LEGACY_BY_COLUMN: Record<string, Record<string, [string, boolean][]>> = {
  students: {
    full_name: [
      ["Ann\u202Egnp.exe", false],
      ["Ann\nURGENT: pay at http://evil.example", false],
      ["محمد عبد الله", true],
      ["می\u200cخواهم", true],
    ],
    city: [
      ["Riyadh\u200b", false],
      ["Riyadh", true],
    ],
    exam_location: [["Hall\t2", false]],
  },
  inquiries: {
    full_name: [["Reem\u2067", false]],
    message: [
      ["Hello\r\nI would like to book.", true],
      ["Hello\u202E", false],
    ],
    notes: [["Called.\nAgain Sunday.", true]],
  },
  test_centers: { name: [["Center\u00ad", false]] },
  users: { name: [["Ms\u{E0041} Fuzz", false]] },
};

/** The same as rows: [table, column, value, passes the column's rule]. */
const LEGACY: [string, string, string, boolean][] = Object.entries(LEGACY_BY_COLUMN).flatMap(
  ([table, columns]) =>
    Object.entries(columns).flatMap(([column, values]) =>
      values.map(([value, passes]): [string, string, string, boolean] => [table, column, value, passes]),
    ),
);

/** Inserts one row holding `value` in `column` of `table`, the other required columns plain. */
async function insertLegacy(db: Sql, table: string, column: string, value: string, n: number) {
  const base: Record<string, Record<string, string>> = {
    students: {
      first_name: "Ann",
      last_name: "Lee",
      full_name: "Ann Lee",
      email: `ann${n}@example.com`,
      phone: "+97312345678",
      date_of_birth: "1990-01-01",
      city: "Manama",
      country: "Bahrain",
      gender: "Female",
      degree: "BSC",
      registered_from: "1",
      trial_month: "March",
      exam_category: "DHA",
      exam_specialty: "Nursing",
      exam_name: "Registered Nurse",
      reference: `EX-25-LEG${String(n).padStart(3, "0")}`,
    },
    inquiries: {
      exam_name: "DHA Exam",
      full_name: "Reem",
      email: `r${n}@example.com`,
      phone: "+971500000000",
      current_job: "Nurse",
      nationality: "Saudi",
    },
    test_centers: { name: `Center ${n}`, address: "Street 1" },
    users: { username: `legacy${n}`, password_hash: "x", role: "visitor" },
  };
  const row = { ...base[table], [column]: value };
  const columns = Object.keys(row);
  await db.rows(
    `insert into ${table} (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(row),
  );
}

/**
 * Columns later migrations add to those tables (null on the rows already there): not a change of
 * what users saved, so the digest leaves them out (`merged_into_id`: decision 0031).
 */
const ADDED_LATER = ["merged_into_id"];

/** A digest of every row of the tables the report reads, to show the migration changed none. */
const digest = (db: Sql) =>
  db.rows<{ t: string; h: string }>(
    ["students", "inquiries", "test_centers", "users"]
      .map(
        (t) =>
          `select '${t}' as t, md5(coalesce(string_agg((to_jsonb(r) - '{${ADDED_LATER.join(",")}}'::text[])::text, '|' order by r.id), '')) as h from ${t} r`,
      )
      .join(" union all "),
  );

const DATABASES: [string, () => Promise<Sql>][] = [["PGlite", pglite]];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) DATABASES.push(["PostgreSQL", () => postgres(postgresUrl)]);

describe.each(DATABASES)(
  "migration 0014 on %s: counts the stored values that break the rule, changes none",
  (_, open) => {
    let db: Sql;
    let before: { t: string; h: string }[];
    /** The digest right after migration 0014 (later migrations may add columns, e.g. `purged_at`). */
    let after: { t: string; h: string }[];
    afterAll(() => db?.close());

    it("reports per table and column exactly the values the rule refuses", async () => {
      db = await open();
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf(TAG);
      expect(at).toBeGreaterThan(0);
      for (const tag of tags.slice(0, at)) await apply(db, tag);
      for (const [i, [table, column, value]] of LEGACY.entries())
        await insertLegacy(db, table, column, value, i);
      before = await digest(db);
      await apply(db, TAG);
      after = await digest(db);
      for (const tag of tags.slice(at + 1)) await apply(db, tag);

      const report = await db.rows<{
        table_name: string;
        column_name: string;
        rule: string;
        failing_rows: number;
      }>(
        "select table_name, column_name, rule, failing_rows from text_rule_report where failing_rows > 0 order by 1, 2",
      );
      const expected = new Map<string, number>();
      for (const [table, column, , passes] of LEGACY) {
        if (!passes) expected.set(`${table}.${column}`, (expected.get(`${table}.${column}`) ?? 0) + 1);
      }
      expect(
        Object.fromEntries(report.map((r) => [`${r.table_name}.${r.column_name}`, r.failing_rows])),
      ).toEqual(Object.fromEntries([...expected].sort()));
      expect(report.find((r) => r.column_name === "message")?.rule).toBe("multi-line");
      // Every committed migration on a fresh database, the catalogue's import among them (decision 0034).
    }, 90_000);

    it("changes no user data", async () => {
      expect(after).toEqual(before);
    });

    it("counts again with text_rule_recount() after a value is corrected", async () => {
      await db.exec("update students set city = 'Riyadh' where city = 'Riyadh\u200b'");
      const [{ total }] = (await db.rows<{ total: string }>("select text_rule_recount() as total")) as [
        { total: string },
      ];
      expect(Number(total)).toBe(LEGACY.filter(([, , , passes]) => !passes).length - 1);
      const [city] = await db.rows<{ failing_rows: number }>(
        "select failing_rows from text_rule_report where table_name = 'students' and column_name = 'city'",
      );
      expect(city?.failing_rows).toBe(0);
    });

    it("PostgreSQL's patterns say what the JavaScript rule says, value by value", async () => {
      const samples = [
        ...LEGACY.map(([, , value]) => value),
        "Ann Lee",
        "👩\u200d⚕️",
        "👩\u200da",
        "a\u200cb",
        "عل\u200dي",
        "\u200cمی",
        "x\u2028y",
        "x\u0085y",
        "x\u061cy",
        "x\ufeffy",
        "x\u3164y",
        "line\nbreak",
        "a\u007fb",
      ];
      for (const lines of ["one", "multi"] as TextLines[]) {
        const pattern = textRuleSqlPattern(lines);
        for (const value of samples) {
          const [row] = await db.rows<{ refused: boolean }>("select $1::text ~ $2 as refused", [
            value,
            pattern,
          ]);
          expect(row?.refused, `${lines} ${JSON.stringify(value)}`).toBe(!passesTextRule(value, lines));
        }
      }
    });
  },
);

describe("migration 0014's text", () => {
  it("holds the rule's two patterns exactly as text-rule.ts writes them", () => {
    expect(migrationText).toContain(`one_line constant text := '${textRuleSqlPattern("one")}';`);
    expect(migrationText).toContain(`multi_line constant text := '${textRuleSqlPattern("multi")}';`);
  });

  it("checks every text column that holds what people typed (a new one must be added here or there)", () => {
    /** Text columns that hold no typed text: codes, fixed choices, keys, hashes, derived copies. */
    const NOT_TYPED = new Set([
      "users.password_hash",
      "students.reference",
      "students.gender",
      "students.degree",
      "students.registered_from",
      "students.trial_month",
      "students.exam_category",
      "students.confirmed_by",
      "students.locale",
      // A hash of a file's header row (decision 0032), computed, never typed.
      "import_layouts.header_hash",
      "student_events.actor_username",
      "invoices.currency",
      "invoices.created_by",
      "invoices.confirmed_by",
      "messages.sender_username",
      "inquiries.locale",
      "audit_log.actor_username",
      "audit_log.action",
      "audit_log.target_type",
      "revoked_tokens.jti",
      "rate_limits.key",
      "server_secrets.name",
      "server_secrets.value",
      "idempotent_responses.scope",
      "idempotent_responses.key",
      "idempotent_responses.request_hash",
      "email_outbox.locale",
      "email_outbox.to_address",
      "email_outbox.subject",
      "email_outbox.text_body",
      "email_outbox.html_body",
      "email_outbox.locked_by",
      "email_outbox.last_error",
      "email_outbox.dedupe_key",
      "email_settings.locale",
      "email_settings.updated_by_username",
      "text_rule_report.table_name",
      "text_rule_report.column_name",
      "text_rule_report.rule",
      "payment_instructions.created_by_username",
      // Sittings (decision 0022): a time of day, a regulator code, usernames, a month, a status.
      "sittings.start_time",
      "sittings.exam_category",
      "seat_bookings.booked_by",
      "seat_bookings.released_by",
      "waiting_list.month",
      "waiting_list.exam_category",
      "waiting_list.status",
      // Exam day and the work queues (decisions 0024, 0025, 0027): fixed choices and usernames.
      "exam_results.outcome",
      "exam_results.source",
      "exam_results.recorded_by",
      "seat_bookings.checked_in_by",
      "work_queue_settings.updated_by_username",
      // Possible duplicates (decision 0031): a username.
      "duplicate_pairs.dismissed_by",
      // Undo (decision 0029): a token's hash and a fixed kind.
      "undo_actions.token_hash",
      "undo_actions.kind",
      // The catalogue (decision 0034): fixed codes, paths and countries, revision kinds, usernames.
      "catalogue_regulators.code",
      "catalogue_regulators.country",
      "catalogue_regulators.path",
      "catalogue_programs.code",
      "catalogue_programs.path",
      "catalogue_partners.key",
      "catalogue_revisions.entity",
      "catalogue_revisions.action",
      "catalogue_revisions.created_by_username",
      "catalogue_publications.published_by_username",
    ]);
    /**
     * Typed text of tables made after migration 0014: every row was written under the rule, so
     * there is nothing to count (a column added to an older table still belongs in the report).
     */
    const BORN_UNDER_THE_RULE = new Set([
      "payment_instructions.text_en",
      "payment_instructions.text_ar",
      "sittings.exam_name",
      "sittings.room",
      "sittings.notes",
      "waiting_list.exam_name",
      // The catalogue (decision 0034): edited under the rule (`#shared/catalogue/catalogue.ts`).
      "catalogue_regulators.name_en",
      "catalogue_regulators.name_ar",
      "catalogue_regulators.summary_en",
      "catalogue_regulators.summary_ar",
      "catalogue_regulators.result_time_en",
      "catalogue_regulators.result_time_ar",
      "catalogue_regulators.duration_en",
      "catalogue_regulators.duration_ar",
      "catalogue_regulators.preparation_notice_en",
      "catalogue_regulators.preparation_notice_ar",
      "catalogue_specialties.name_en",
      "catalogue_specialties.name_ar",
      "catalogue_exams.name_en",
      "catalogue_exams.name_ar",
      "catalogue_exams.duration_en",
      "catalogue_exams.duration_ar",
      "catalogue_exams.result_time_en",
      "catalogue_exams.result_time_ar",
      "catalogue_programs.heading_en",
      "catalogue_programs.heading_ar",
      "catalogue_programs.intro_en",
      "catalogue_programs.intro_ar",
      "catalogue_programs.description_en",
      "catalogue_programs.description_ar",
      "catalogue_courses.code",
      "catalogue_courses.title_en",
      "catalogue_courses.title_ar",
      "catalogue_courses.prerequisite_en",
      "catalogue_courses.prerequisite_ar",
      "catalogue_courses.prerequisite_note_en",
      "catalogue_courses.prerequisite_note_ar",
      "catalogue_courses.certificate_en",
      "catalogue_courses.certificate_ar",
      "catalogue_courses.image",
      "catalogue_partners.name_en",
      "catalogue_partners.name_ar",
      "catalogue_partners.url",
      "catalogue_partners.image",
      "catalogue_partners.alt",
    ]);
    const textColumns = (Object.values(schema) as unknown[])
      .filter(
        (value): value is PgTable =>
          typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
      )
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.filter((c) => c.getSQLType() === "text").map((c) => `${config.name}.${c.name}`);
      })
      .filter((column) => !NOT_TYPED.has(column) && !BORN_UNDER_THE_RULE.has(column))
      .sort();
    const checked = [...migrationText.matchAll(/ARRAY\['(\w+)', '(\w+)', '(?:one|multi)-line'\]/g)]
      .map((m) => `${m[1]}.${m[2]}`)
      .sort();
    expect(checked).toEqual(textColumns);
  });
});
