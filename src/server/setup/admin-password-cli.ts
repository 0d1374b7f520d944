/**
 * `npm run admin:password -- <username>`: gives the user a new generated password and prints it
 * once (README "First run"). Every session of the user ends; the change is in the audit log.
 * On the embedded database the server must be stopped first (it holds the database).
 */
import { existsSync } from "node:fs";
import { type Config, ConfigError, parseConfig } from "#server/config.ts";
import { DataDirLockedError } from "#server/data-dir-lock.ts";
import { openDatabase } from "#server/db/client.ts";
import { setUserPassword } from "./admin-password.ts";
import { generatePassword } from "./bootstrap.ts";
import { whileHoldingDataDir } from "./data-dir-cli.ts";

/** Sets and returns a new password for `username` in the configured database. */
async function resetPassword(config: Config, username: string): Promise<string> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const password = generatePassword();
    if ((await setUserPassword(database.db, username, password)) === null) {
      throw new ConfigError(`No user named "${username}"`);
    }
    return password;
  } finally {
    await database.close();
  }
}

try {
  const [username, ...rest] = process.argv.slice(2);
  if (!username || rest.length > 0) throw new ConfigError("Usage: npm run admin:password -- <username>");
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  const dataDir = config.dataDir;
  const password =
    config.DATABASE_URL || !dataDir
      ? await resetPassword(config, username)
      : await whileHoldingDataDir(dataDir, () => resetPassword(config, username));
  process.stdout.write(
    `\n  New password for ${username}: ${password}\n  Shown this once; the user's sessions have ended.\n\n`,
  );
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(
    `${known ? (error as Error).message : `Could not set the password: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
