/**
 * What a restored database must hold before it replaces the current one (decision 0016): a
 * migration record (`drizzle.__drizzle_migrations`) that matches this version's migrations up to
 * some level, and every table that the migrations up to that level create, each one readable to
 * its end. The tables come from drizzle-kit's snapshot of the schema after each migration
 * (`migrations/meta/NNNN_snapshot.json`), so a table added by a later migration is not asked of
 * an older backup (the server's start migrates it forward). The embedded database is checked once
 * opened; a PostgreSQL archive before anything is restored, from its table of contents.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPgTool } from "./pg-tools.ts";
import { DamagedBackupError } from "./restore-archive.ts";

const META = fileURLToPath(new URL("../db/migrations/meta/", import.meta.url));

/** One migration of this version: its place, name, drizzle's `created_at` and the tables after it. */
export interface MigrationLevel {
  /** 1 for the first migration. */
  level: number;
  tag: string;
  when: number;
  /** `schema.table` of every table once this migration has run. */
  tables: string[];
}

/** This version's migrations in order, from the journal and the snapshots drizzle-kit wrote. */
export function knownMigrations(): MigrationLevel[] {
  const journal = JSON.parse(readFileSync(`${META}_journal.json`, "utf8")) as {
    entries: { idx: number; tag: string; when: number }[];
  };
  return journal.entries.map((entry) => {
    const snapshot = JSON.parse(
      readFileSync(`${META}${String(entry.idx).padStart(4, "0")}_snapshot.json`, "utf8"),
    ) as { tables: Record<string, unknown> };
    return { level: entry.idx + 1, tag: entry.tag, when: entry.when, tables: Object.keys(snapshot.tables) };
  });
}

/**
 * The level of a database whose migration record holds `createdAt` (drizzle's `created_at`, one
 * per applied migration, in any order). Throws `DamagedBackupError` when there is none, when it
 * comes from a newer version (restore it with that version), or when it does not match ours.
 */
export function migrationLevelOf(
  createdAt: number[],
  name: string,
  known: MigrationLevel[] = knownMigrations(),
): MigrationLevel {
  const applied = [...createdAt].sort((a, b) => a - b);
  const newest = applied.at(-1);
  if (newest === undefined) {
    throw new DamagedBackupError(`${name} holds no applied migration: it is not a backup of this portal`);
  }
  const latest = known.at(-1)!;
  if (newest > latest.when || applied.length > known.length) {
    throw new DamagedBackupError(
      `${name} was made by a newer version of the portal (${applied.length} migrations applied; this ` +
        `version knows ${known.length}, the last being ${latest.tag}): restore it with that version or a newer one`,
    );
  }
  const matches = applied.every((when, i) => known[i]?.when === when);
  if (!matches) {
    throw new DamagedBackupError(
      `${name}'s migration record (${applied.length} rows) does not match this version's migrations: it is not a backup of this portal`,
    );
  }
  return known[applied.length - 1]!;
}

/** Runs one SQL statement and returns its rows (PGlite's `query`, or pg's). */
export type Query = <T>(sql: string) => Promise<T[]>;

/** What the check found: the migration level and the rows of each table. */
export interface RestoredDatabase {
  level: MigrationLevel;
  rows: Record<string, number>;
}

/** `"schema"."table"` for a snapshot's `schema.table`. */
const quoted = (table: string) =>
  table
    .split(".")
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join(".");

/**
 * Checks the restored database behind `query` (see the file's comment) and throws
 * `DamagedBackupError` naming the migration level or the first table that is missing or
 * unreadable. Counting each table reads all its pages, whose checksums PostgreSQL verifies.
 */
export async function checkRestoredDatabase(query: Query, name: string): Promise<RestoredDatabase> {
  let record: { created_at: string }[];
  try {
    record = await query<{ created_at: string }>("select created_at::text from drizzle.__drizzle_migrations");
  } catch (error) {
    throw new DamagedBackupError(
      `${name} has no readable migration record (drizzle.__drizzle_migrations: ${(error as Error).message}): it is not a backup of this portal`,
    );
  }
  const level = migrationLevelOf(
    record.map((row) => Number(row.created_at)),
    name,
  );
  const rows: Record<string, number> = {};
  for (const table of level.tables) {
    try {
      const [count] = await query<{ n: string }>(`select count(*)::text as n from ${quoted(table)}`);
      rows[table] = Number(count?.n ?? 0);
    } catch (error) {
      throw new DamagedBackupError(
        `${name} is missing or cannot read the table ${table}, which migration ${level.tag} ` +
          `(level ${level.level}) has: ${(error as Error).message}`,
      );
    }
  }
  return { level, rows };
}

/** A `pg_restore` failure as the problem with the archive, in one line. */
function archiveProblem(error: unknown, name: string): DamagedBackupError {
  const message = (error as Error).message;
  if (/end of file/.test(message)) {
    return new DamagedBackupError(
      `${name} is cut short (${message}): a copy or a backup that did not finish, or a full disk. Use another backup.`,
    );
  }
  if (/not found: install/.test(message)) return new DamagedBackupError(message);
  return new DamagedBackupError(`${name} cannot be read as a PostgreSQL backup (${message})`);
}

/**
 * Checks a `pg_dump` archive before it is restored (see the file's comment): its table of
 * contents (`pg_restore --list`) must hold every table of the migration level that its
 * `drizzle.__drizzle_migrations` data gives. Throws `DamagedBackupError` naming the problem.
 */
export async function checkPostgresArchive(file: string, env: NodeJS.ProcessEnv): Promise<MigrationLevel> {
  const name = path.basename(file);
  const read = (args: string[]) =>
    runPgTool("pg_restore", [...args, file], env, true).catch((error: unknown) => {
      throw archiveProblem(error, name);
    });
  const tables = new Set<string>();
  for (const line of (await read(["--list"])).split("\n")) {
    const entry = /^\d+; \d+ \d+ TABLE (\S+) (\S+)/.exec(line);
    if (entry) tables.add(`${entry[1]}.${entry[2]}`);
  }
  if (!tables.has("drizzle.__drizzle_migrations")) {
    throw new DamagedBackupError(
      `${name} holds no migration record (drizzle.__drizzle_migrations): it is not a backup of this portal`,
    );
  }
  const data = await read(["--data-only", "--schema=drizzle", "--table=__drizzle_migrations", "--file=-"]);
  const copy = /^COPY drizzle\.__drizzle_migrations \(([^)]*)\) FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(data);
  const column = copy?.[1]?.split(", ").indexOf("created_at") ?? -1;
  const createdAt = (copy?.[2] ?? "")
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => Number(line.split("\t")[column]));
  const level = migrationLevelOf(createdAt, name);
  const missing = level.tables.filter((table) => !tables.has(table));
  if (missing.length > 0) {
    throw new DamagedBackupError(
      `${name} is missing the table${missing.length > 1 ? "s" : ""} ${missing.join(", ")}, which migration ` +
        `${level.tag} (level ${level.level}) has`,
    );
  }
  return level;
}
