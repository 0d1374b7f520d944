/**
 * The report of stored values that break the text rule (decision 0017): migration 0014 counts them
 * per table and column into `text_rule_report`; the server logs the non-zero counts at start
 * ({@link textRuleReportLine}) and `npm run db:text-report` counts again ({@link recountTextRule}).
 * Counts and column names only, never a value (logs hold no personal data).
 */
import { asc, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { textRuleReport } from "#server/db/schema.ts";

/** One column of the report. */
export interface TextRuleCount {
  table: string;
  column: string;
  rule: string;
  failingRows: number;
}

/** The columns holding values that break the rule, as last counted (table and column order). */
export async function failingTextRuleColumns(db: Db): Promise<TextRuleCount[]> {
  const rows = await db
    .select()
    .from(textRuleReport)
    .where(gt(textRuleReport.failingRows, 0))
    .orderBy(asc(textRuleReport.tableName), asc(textRuleReport.columnName));
  return rows.map((r) => ({
    table: r.tableName,
    column: r.columnName,
    rule: r.rule,
    failingRows: r.failingRows,
  }));
}

/**
 * The start-up warning, or null when every stored value passes: "12 stored values break the text
 * rule (control, bidi or zero-width characters; decision 0017): students.full_name 10,
 * inquiries.message 2. They are shown safely; correct them, then `npm run db:text-report`."
 */
export async function textRuleReportLine(db: Db): Promise<string | null> {
  const failing = await failingTextRuleColumns(db);
  if (failing.length === 0) return null;
  const total = failing.reduce((sum, c) => sum + c.failingRows, 0);
  const columns = failing.map((c) => `${c.table}.${c.column} ${c.failingRows}`).join(", ");
  return (
    `${total} stored value${total === 1 ? "" : "s"} break the text rule (control, bidi or zero-width ` +
    `characters; decision 0017): ${columns}. They are shown safely; correct them, then run ` +
    "`npm run db:text-report` to count again."
  );
}

/** Counts every checked column again (the migration's `text_rule_recount()`); the total. */
export async function recountTextRule(db: Db): Promise<number> {
  const result = (await db.execute(sql`select text_rule_recount() as total`)) as unknown as {
    rows: { total: string | number }[];
  };
  return Number(result.rows[0]?.total ?? 0);
}
