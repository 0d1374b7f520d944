/**
 * A damaged or unfit backup of the embedded database is refused with its reason, and changes
 * nothing (README "Backups", decision 0016): a cut-short or corrupted file names what is wrong
 * with it, no half-restored `pglite.restoring` is left behind, and a database that lacks a table of
 * its migration level, or comes from a newer version, is not accepted.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, fromPostgresUrl } from "#server/db/client.ts";
import { pgliteFolder, writeBackup } from "#server/setup/backup.ts";
import { restorePglite, restorePostgres } from "#server/setup/restore.ts";
import { DamagedBackupError } from "#server/setup/restore-archive.ts";
import { knownMigrations } from "#server/setup/restore-check.ts";
import { migratedDataDir, openFolder, removeFolders } from "#tests/helpers/embedded-folder.ts";
import { adminUrl, databaseUrl } from "#tests/helpers/postgres.ts";
import { runCli } from "#tests/helpers/server-process.ts";

const folders: string[] = [];
afterAll(() => removeFolders(folders));

/** A backup of a migrated database after `change` (run on it first). */
async function backupAfter(change: (database: Database) => Promise<void> = async () => {}): Promise<string> {
  const dataDir = await migratedDataDir();
  folders.push(dataDir);
  const database = await openFolder(dataDir);
  try {
    await change(database);
    const { file } = await writeBackup(database, {
      dir: path.join(dataDir, "backups"),
      pgdata: pgliteFolder(dataDir),
    });
    return file;
  } finally {
    await database.close();
  }
}

/** A DATA_DIR with a database in it, which a refused restore must leave as it was. */
async function target(): Promise<{ dataDir: string; entries: () => string[] }> {
  const dataDir = await migratedDataDir();
  folders.push(dataDir);
  return { dataDir, entries: () => readdirSync(dataDir).sort() };
}

let good: string;
beforeAll(async () => {
  good = await backupAfter();
}, 120_000);

/** Writes `bytes` as a backup file beside the good one; returns its path. */
function variant(name: string, bytes: Buffer): string {
  const file = path.join(path.dirname(good), `exam-portal-${name}.tar.gz`);
  writeFileSync(file, bytes);
  return file;
}

/** `db:restore <file> --replace` into the embedded database of `dataDir`. */
const restore = (file: string, dataDir: string) =>
  runCli("src/server/setup/restore-cli.ts", [file, "--replace"], { DATA_DIR: dataDir, DATABASE_URL: "" });

describe("restoring a damaged embedded backup", () => {
  it("a cut-short file: says so, and leaves no half-restored copy", async () => {
    const whole = readFileSync(good);
    const file = variant("truncated", whole.subarray(0, Math.floor(whole.length / 2)));
    const { dataDir, entries } = await target();
    const before = entries();
    const result = await restore(file, dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Restore failed: exam-portal-truncated\.tar\.gz is cut short: .+/);
    expect(result.stderr).toMatch(/Nothing was changed/);
    expect(entries()).toEqual(before);
    expect(existsSync(path.join(dataDir, "pglite.restoring"))).toBe(false);
  }, 60_000);

  it("a file with one byte changed: says its data does not check out", async () => {
    const bytes = Buffer.from(readFileSync(good));
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const file = variant("flipped", bytes);
    const { dataDir, entries } = await target();
    const before = entries();
    const result = await restore(file, dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Restore failed: exam-portal-flipped\.tar\.gz is damaged: its compressed data does not check out \(.+\)/,
    );
    expect(entries()).toEqual(before);
  }, 60_000);

  it("a whole gzip around a garbled archive: names the garbled entry", async () => {
    const tar = gunzipSync(readFileSync(good));
    tar[5]! ^= 0x55; // in the first entry's name: its header no longer checks out
    const file = variant("garbled", gzipSync(tar));
    const { dataDir, entries } = await target();
    const before = entries();
    await expect(restorePglite(file, dataDir, true)).rejects.toThrow(
      /exam-portal-garbled\.tar\.gz is damaged: the archive's entry at byte 0 of \d+ is garbled/,
    );
    expect(entries()).toEqual(before);
  });

  it("a file that is not a backup at all: says it is not gzip", async () => {
    const file = variant("text", Buffer.from("not a backup\n"));
    const { dataDir } = await target();
    await expect(restorePglite(file, dataDir, true)).rejects.toThrow(/is not a gzip file/);
  });
});

describe("restoring a backup whose database is not fit", () => {
  it("refuses one that lacks a table of its migration level, and removes the copy it opened", async () => {
    const file = await backupAfter(async ({ db }) => {
      await db.execute("drop table email_settings");
    });
    const { dataDir, entries } = await target();
    const before = entries();
    const latest = knownMigrations().at(-1)!;
    const refusal = restorePglite(file, dataDir, true);
    await expect(refusal).rejects.toBeInstanceOf(DamagedBackupError);
    await expect(refusal).rejects.toThrow(
      new RegExp(`missing or cannot read the table public\\.email_settings, which migration ${latest.tag}`),
    );
    expect(entries()).toEqual(before);
  }, 60_000);

  it("refuses one made by a newer version (a migration this version does not know)", async () => {
    const latest = knownMigrations().at(-1)!;
    const file = await backupAfter(async ({ db }) => {
      await db.execute(
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${latest.when + 60_000})`,
      );
    });
    const { dataDir, entries } = await target();
    const before = entries();
    await expect(restorePglite(file, dataDir, true)).rejects.toThrow(
      /was made by a newer version of the portal/,
    );
    expect(entries()).toEqual(before);
  }, 60_000);

  it("accepts the good backup, which replaces the database (kept beside it)", async () => {
    const { dataDir } = await target();
    const result = await restorePglite(good, dataDir, true);
    expect(result.keptAt).toMatch(/pglite\.before-restore-\d+$/);
    expect(existsSync(path.join(dataDir, "pglite.restoring"))).toBe(false);
  }, 60_000);
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)("restoring a damaged or unfit PostgreSQL backup", () => {
  let serial = 0;
  /** A new database copied from the run's migrated template; returns its URL. */
  async function database(): Promise<string> {
    const name = `${inject("postgresPrefix")}_restore_${process.pid}_${serial++}`;
    const admin = await adminUrl(url!);
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("postgresTemplate")}"`);
    } finally {
      await admin.end();
    }
    return databaseUrl(url!, name);
  }
  /** The tables of the database of `target`, to show a refused restore changed nothing. */
  async function tablesOf(target: string): Promise<string[]> {
    const client = await adminUrl(target);
    try {
      const { rows } = await client.query<{ t: string }>(
        "select schemaname || '.' || tablename as t from pg_tables where schemaname in ('public', 'drizzle') order by 1",
      );
      return rows.map((row) => row.t);
    } finally {
      await client.end();
    }
  }

  it("refuses a cut-short archive, and one lacking a table of its migration level; the target is unchanged", async () => {
    const lacking = await database();
    const client = await adminUrl(lacking);
    await client.query("drop table email_settings");
    await client.end();
    const dataDir = await migratedDataDir();
    folders.push(dataDir);
    const dir = path.join(dataDir, "backups");
    const source = fromPostgresUrl(lacking);
    const { file } = await writeBackup(source, { dir, url: lacking });
    await source.close();

    const target = await database();
    const before = await tablesOf(target);
    const latest = knownMigrations().at(-1)!;
    await expect(restorePostgres(file, target, true, dir)).rejects.toThrow(
      new RegExp(`is missing the table public\\.email_settings, which migration ${latest.tag}`),
    );

    const whole = readFileSync(file);
    const truncated = path.join(dir, "exam-portal-truncated.pgdump");
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const refusal = restorePostgres(truncated, target, true, dir);
    await expect(refusal).rejects.toBeInstanceOf(DamagedBackupError);
    await expect(refusal).rejects.toThrow(/exam-portal-truncated\.pgdump is cut short/);
    expect(await tablesOf(target)).toEqual(before);
  }, 120_000);
});
