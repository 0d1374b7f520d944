/**
 * A backup of the embedded database does not stop the server (README "Backups", decision 0016):
 * while the backup file is being written, health checks and registrations are answered, and the
 * file restores to a consistent database (every index matches its table, amcheck) holding every
 * candidate acknowledged before the backup began. No timing is asserted: only that answers came
 * while the copy was under way (bench/backup.ts measures how fast they came).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";
import { testCenters } from "#server/db/schema.ts";
import { pgliteFolder, writeBackup } from "#server/setup/backup.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { restorePglite } from "#server/setup/restore.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { migratedDataDir, openFolder, removeFolders } from "#tests/helpers/embedded-folder.ts";
import { TEST_JWT_SECRET } from "#tests/helpers/test-app.ts";

const folders: string[] = [];
afterAll(() => removeFolders(folders));

/** Whether a backup file is being written in `dir` (its temporary `.partial` name exists). */
const copying = (dir: string) => readdirSync(dir).some((name) => name.endsWith(".partial"));

describe("a backup of the embedded database while the server serves", () => {
  it("answers health checks and registrations while the file is written; the file restores whole", async () => {
    const dataDir = await migratedDataDir();
    folders.push(dataDir);
    const database = await openFolder(dataDir);
    const config = parseConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      STATIC_DIR: "build/does-not-exist",
      RATE_LIMIT_PUBLIC: "100000",
    });
    const app = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET });
    const [center] = await database.db
      .insert(testCenters)
      .values({ name: "Riyadh", address: "Olaya" })
      .returning({ id: testCenters.id });
    const before = await insertCandidates(database.db, 1000, { from: 1, testCenterId: center!.id });

    const dir = path.join(dataDir, "backups");
    let finished = false;
    const backup = writeBackup(database, { dir, pgdata: pgliteFolder(dataDir) }).finally(() => {
      finished = true;
    });
    const answeredDuringCopy = { health: 0, registrations: 0 };
    let acknowledged = 0;
    for (let n = 100_000; !finished; n++) {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      if (!finished && copying(dir)) answeredDuringCopy.health += 1;
      const registration = await app.inject({
        method: "POST",
        url: "/api/FormRegister",
        payload: buildRegistration(n, { test_center: center!.id }),
      });
      expect(registration.statusCode).toBe(201);
      acknowledged += 1;
      if (!finished && copying(dir)) answeredDuringCopy.registrations += 1;
      // A client's pause between requests (back-to-back in-process calls would leave the copy's
      // file reads few turns of the event loop: it would finish, but slowly).
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const { file } = await backup;
    await app.close();
    await database.close();
    expect(answeredDuringCopy.health).toBeGreaterThan(0);
    expect(answeredDuringCopy.registrations).toBeGreaterThan(0);
    expect(readdirSync(dir)).toEqual([path.basename(file)]);

    const restoredDir = await migratedDataDir();
    folders.push(restoredDir);
    await restorePglite(file, restoredDir, true);
    expect(existsSync(path.join(restoredDir, "pglite.restoring"))).toBe(false);
    const restored = await PGlite.create(path.join(restoredDir, "pglite"), {
      extensions: { amcheck, pg_trgm },
    });
    try {
      const { rows } = await restored.query<{ n: number; first: number }>(
        "select count(*)::int as n, count(*) filter (where id <= $1)::int as first from students",
        [before.at(-1)],
      );
      // Everything acknowledged before the backup began; of what came during it, a prefix at most.
      expect(rows[0]!.first).toBe(before.length);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(before.length);
      expect(rows[0]!.n).toBeLessThanOrEqual(before.length + acknowledged);
      await restored.exec("create extension amcheck");
      const indexes = await restored.query<{ name: string }>(
        `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
           join pg_am a on a.oid = c.relam join pg_namespace s on s.oid = c.relnamespace
          where a.amname = 'btree' and s.nspname = 'public'`,
      );
      expect(indexes.rows.length).toBeGreaterThan(10);
      for (const { name } of indexes.rows) {
        await restored.query("select bt_index_check($1::regclass, true)", [name]);
      }
    } finally {
      await restored.close();
    }
  }, 180_000);
});
