/**
 * Statements PostgreSQL plans once per connection (decision 0026 "Planned once"): a statement whose
 * best plan does not depend on its values (equality and range lookups, small tables) is sent as a
 * named prepared statement, named after its text, so each pooled connection parses and plans it
 * once and PostgreSQL may keep a generic plan after its first five runs (`plan_cache_mode` auto)
 * instead of planning it again on every call. On the embedded database (PGlite) it runs as any
 * other statement.
 */
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client.ts";

const dialect = new PgDialect();

/**
 * Runs `statement` and returns its rows: as a named prepared statement (`prefix` and a hash of the
 * text) through the pool of a PostgreSQL database, as an ordinary one otherwise. Only for a
 * statement whose plan may be chosen without its values: PostgreSQL may keep one plan for every
 * value (a `like` with a bound pattern, for one, cannot use a btree index in that plan; a range
 * `~>=~ … and ~<~ …` can).
 */
export async function executePlannedOnce<Row>(db: Db, prefix: string, statement: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as Row[];
}
