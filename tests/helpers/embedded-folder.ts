/**
 * Embedded databases in folders of their own (`<DATA_DIR>/pglite`, as the server keeps one), for
 * tests of what only a folder shows: backups, restores. One migrated folder is made per test file
 * (from the run's template when there is one, else by migrating a new database), then copied.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { inject } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";

let base: Promise<string> | undefined;

/**
 * Puts the run's migrated template into `<dataDir>/pglite` (faster than a fresh initdb on a busy
 * machine); false when the run has none (the PostgreSQL pass).
 */
export async function copyTemplateInto(dataDir: string): Promise<boolean> {
  const template = inject("pgliteTemplate");
  if (!template) return false;
  const client = await PGlite.create(path.join(dataDir, "pglite"), {
    loadDataDir: new Blob([readFileSync(template)]),
    extensions: { pg_trgm },
  });
  await client.close();
  return true;
}

/** A migrated DATA_DIR, made once per test file. */
function migratedBase(): Promise<string> {
  base ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "exam-portal-folder-base-"));
    if (!(await copyTemplateInto(dataDir))) {
      const database = await openDatabase({ dataDir, durable: false });
      await database.migrate();
      await database.close();
    }
    return dataDir;
  })();
  return base;
}

/** A new DATA_DIR holding a migrated embedded database (the caller removes it, or `removeFolders`). */
export async function migratedDataDir(): Promise<string> {
  const from = await migratedBase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "exam-portal-folder-"));
  cpSync(from, dataDir, { recursive: true });
  mkdirSync(path.join(dataDir, "backups"), { mode: 0o700 });
  return dataDir;
}

/** Opens the embedded database of `dataDir` as the server does (durable commits). */
export function openFolder(dataDir: string): Promise<Database> {
  return openDatabase({ dataDir });
}

/**
 * Removes the per-file base folder and `folders` (call in `afterAll`). The next file run in the same
 * worker (`api` files share their modules: vitest.config.ts) makes a base of its own.
 */
export async function removeFolders(folders: string[]) {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  if (base) rmSync(await base, { recursive: true, force: true });
  base = undefined;
}
