/**
 * Restores a backup written by `backup.ts` (issue 13, item 3; README "Backups"). A database that
 * already holds data is only replaced when asked (`replace`); the replaced embedded folder is kept
 * beside the new one, and PostgreSQL is replaced in one transaction (all or nothing).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { tightenDataDir } from "#server/data-dir.ts";
import { BACKUP_EXTENSION } from "./backup.ts";
import { connectionOf, runPgTool } from "./pg-tools.ts";

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

/**
 * Restores a PGlite tarball into `DATA_DIR/pglite`. The tarball is unpacked and opened in
 * `pglite.restoring` first (a broken file changes nothing); then the current folder, if any, is
 * renamed to `pglite.before-restore-<ms>` and the new one takes its place. The server must not run.
 */
export async function restorePglite(file: string, dataDir: string, replace: boolean): Promise<RestoreResult> {
  const target = path.resolve(dataDir, "pglite");
  const occupied = existsSync(target) && readdirSync(target).length > 0;
  if (occupied && !replace) {
    throw new NotEmptyError(`${target} already holds a database: add --replace to replace it`);
  }
  const staging = `${target}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  const client = await PGlite.create(staging, {
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: { pg_trgm },
  });
  try {
    await client.query("select count(*) from users");
  } finally {
    await client.close();
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
 * Restores a `pg_dump` archive into the database of `url`. The archive is first turned into a SQL
 * script (`pg_restore --file`, which also proves it readable), then run by `psql` in one
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
