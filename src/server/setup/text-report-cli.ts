/**
 * `npm run db:text-report`: counts again, per table and column, the stored values that break the
 * text rule (decision 0017; migration 0014 counted them first) and prints the columns that still
 * hold some. Reads only: it changes no user data.
 */
import { existsSync } from "node:fs";
import { ConfigError, parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { failingTextRuleColumns, recountTextRule } from "./text-rule-report.ts";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const total = await recountTextRule(database.db);
  const failing = await failingTextRuleColumns(database.db);
  process.stdout.write(`${total} stored value${total === 1 ? "" : "s"} break the text rule.\n`);
  for (const c of failing) process.stdout.write(`  ${c.table}.${c.column} (${c.rule}): ${c.failingRows}\n`);
  await database.close();
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Counting failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
