/**
 * Backups round trip (decision 0016), on the embedded database always and on PostgreSQL when
 * TEST_DATABASE_URL is set: `npm run db:backup` while the server runs, a change, the server
 * stopped, `npm run db:restore` (refused on a database with data, then with `--replace`), and the
 * server starts on the restored database without the change.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { adminUrl, databaseUrl } from "#tests/helpers/postgres.ts";
import { ADMIN, adminToken } from "#tests/helpers/server-load.ts";
import { runCli, startServer } from "#tests/helpers/server-process.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function createUser(base: string, token: string, username: string) {
  const response = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ username, password: "Visitor123", role: "visitor" }),
  });
  expect(response.status).toBeLessThan(300);
}

async function userExists(base: string, token: string, username: string): Promise<boolean> {
  const response = await fetch(`${base}/api/checkUsername/${username}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { exists: boolean }).exists;
}

/** The whole round trip on the database that `env` configures; `extension` is the backup's file ending. */
async function roundTrip(env: Record<string, string>, extension: RegExp) {
  // Port 0: the system's choice, read back from the banner. A fixed port could be another process's
  // on a shared machine, whose health answers and whose login then refuses this test's admin.
  let server = await startServer(0, env);
  onTestFinished(() => server.stop());
  let token = await adminToken(server.base);
  await createUser(server.base, token, "before-backup");

  const backup = await runCli("src/server/setup/backup-cli.ts", [], env);
  expect(backup.stderr).toMatch(/^Backup written/);
  expect(backup.code).toBe(0);
  const file = backup.stdout.trim();
  expect(path.dirname(file)).toBe(path.resolve(env.BACKUP_DIR!));
  expect(path.basename(file)).toMatch(new RegExp(`^exam-portal-\\d{8}T\\d{6}Z${extension.source}$`));

  await createUser(server.base, token, "after-backup");
  expect(await userExists(server.base, token, "after-backup")).toBe(true);
  await server.stop();

  const refused = await runCli("src/server/setup/restore-cli.ts", [file], env);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/already holds .* add --replace/);

  const restored = await runCli("src/server/setup/restore-cli.ts", [file, "--replace"], env);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);

  server = await startServer(0, env);
  token = await adminToken(server.base);
  expect(await userExists(server.base, token, "before-backup")).toBe(true);
  expect(await userExists(server.base, token, "after-backup")).toBe(false);
}

function folder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `exam-portal-${name}-`));
  folders.push(dir);
  return dir;
}

const common = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  NODE_ENV: "test",
};

describe("backup and restore", () => {
  it("of the embedded database: the change after the backup is gone, the server starts on it", async () => {
    const dataDir = folder("backup-pglite");
    await roundTrip(
      { ...common, DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: path.join(dataDir, "backups") },
      /\.tar\.gz/,
    );
  }, 240_000);

  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)(
    "of PostgreSQL: the change after the backup is gone, the server starts on it",
    async () => {
      const name = `${inject("postgresPrefix")}_backup`;
      const server = await adminUrl(url!);
      await server.query(`CREATE DATABASE "${name}"`);
      await server.end();
      const dataDir = folder("backup-pg");
      await roundTrip(
        {
          ...common,
          DATABASE_URL: databaseUrl(url!, name),
          DATA_DIR: dataDir,
          BACKUP_DIR: path.join(dataDir, "backups"),
        },
        /\.pgdump/,
      );
    },
    240_000,
  );
});
