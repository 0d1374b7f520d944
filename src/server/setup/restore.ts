/**
 * Restores a backup written by `backup.ts` (README "Backups", decision 0016). A database that
 * already holds data is only replaced when asked (`replace`); the replaced embedded folder is kept
 * beside the new one, and PostgreSQL is replaced in one transaction (all or nothing).
 */
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { tightenDataDir } from "#server/data-dir.ts";
import { BACKUP_EXTENSION } from "./backup.ts";
import { connectionOf, runPgTool } from "./pg-tools.ts";
import { DamagedBackupError, readPgliteArchive } from "./restore-archive.ts";
import { checkPostgresArchive, checkRestoredDatabase } from "./restore-check.ts";

/** Thrown when the target holds data and `replace` was not given. */
export class NotEmptyError extends Error {}

/** What a restore did, for the CLI's message. */
export interface RestoreResult {
  target: string;
  /** The replaced embedded folder, kept until the user deletes it; null when nothing was replaced. */
  keptAt: string | null;
}

/** Checks that `file` is a backup of the `kind` of database being restored into. */
export function checkBackupKind(file: string, kind: "pglite" | "postgres") {
  if (file.endsWith(BACKUP_EXTENSION[kind])) return;
  const other = kind === "pglite" ? "PostgreSQL (.pgdump)" : "the embedded database (.tar.gz)";
  const configured = kind === "pglite" ? "the embedded database (DATABASE_URL unset)" : "DATABASE_URL";
  throw new Error(`${path.basename(file)} is not a backup of ${configured}; it looks like one of ${other}`);
}

/** An error's message, or its kind when it has none (PGlite rejects some failures without one). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error && error.cause.message ? `: ${error.cause.message}` : "";
  return error.message || `${error.name}${cause}`;
}

/**
 * Restores a PGlite tarball into `DATA_DIR/pglite`. The file is unpacked and checked
 * (`readPgliteArchive`: a damaged file says what is wrong with it), then opened in
 * `pglite.restoring` (PostgreSQL replays the WAL the backup holds) and checked again
 * (`checkRestoredDatabase`: migration level, every table); any failure removes that copy and
 * changes nothing. Then the current folder, if any, is renamed to `pglite.before-restore-<ms>` and
 * the new one takes its place. The server must not run.
 */
export async function restorePglite(file: string, dataDir: string, replace: boolean): Promise<RestoreResult> {
  const target = path.resolve(dataDir, "pglite");
  const occupied = existsSync(target) && readdirSync(target).length > 0;
  if (occupied && !replace) {
    throw new NotEmptyError(`${target} already holds a database: add --replace to replace it`);
  }
  const name = path.basename(file);
  const staging = `${target}.restoring`;
  rmSync(staging, { recursive: true, force: true }); // left by a restore that was killed
  const tar = await readPgliteArchive(file);
  try {
    let client: PGlite;
    try {
      // Already unpacked: given as a plain tarball, PGlite does not decompress it again.
      client = await PGlite.create(staging, {
        loadDataDir: new Blob([tar], { type: "application/x-tar" }),
        extensions: { pg_trgm },
      });
    } catch (error) {
      throw new DamagedBackupError(
        `${name} holds a database that PostgreSQL cannot open: ${reasonOf(error)}`,
      );
    }
    try {
      const query = async <T>(sql: string) => (await client.query<T>(sql)).rows;
      await checkRestoredDatabase(query, name);
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const keptAt = occupied ? `${target}.before-restore-${Date.now()}` : null;
  if (keptAt) renameSync(target, keptAt);
  else rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  tightenDataDir(dataDir);
  return { target, keptAt };
}

/** Whether the PostgreSQL database of `url` has any table of ours (schemas public and drizzle). */
async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a `pg_dump` archive into the database of `url`. The archive is first checked
 * (`checkPostgresArchive`: migration level, every table; a damaged one says what is wrong), then
 * turned into a SQL script (`pg_restore --file`, which also proves it readable), then run by `psql` in one
 * transaction that, with `replace`, first drops the schemas `drizzle` and `public`: any failure
 * leaves the database as it was. Objects are owned by `url`'s user (`--no-owner`).
 */
export async function restorePostgres(
  file: string,
  url: string,
  replace: boolean,
  workDir: string,
): Promise<RestoreResult> {
  const { dbname, env } = connectionOf(url);
  const target = new URL(dbname).pathname.slice(1);
  if (!replace && (await postgresHasTables(url))) {
    throw new NotEmptyError(`database "${target}" already holds tables: add --replace to replace it`);
  }
  await checkPostgresArchive(file, env);
  const script = path.join(workDir, `restore-${process.pid}-${Date.now()}.sql`);
  try {
    await runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--file", script, file], env);
    const drop = replace
      ? [
          "--command",
          "DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;",
        ]
      : [];
    await runPgTool(
      "psql",
      [
        "--no-psqlrc",
        "--quiet",
        "--set",
        "ON_ERROR_STOP=1",
        "--single-transaction",
        ...drop,
        "--file",
        script,
        "--dbname",
        dbname,
      ],
      env,
    );
  } finally {
    rmSync(script, { force: true });
  }
  return { target, keptAt: null };
}
