/**
 * `npm run secret:rotate`: replaces the token signing key kept in the database (used when
 * `JWT_SECRET` is not set; README "Secrets"). Every session ends once the servers restart (each
 * reads the key at start). On the embedded database the server must be stopped first.
 */
import { existsSync } from "node:fs";
import { type Config, ConfigError, parseConfig } from "#server/config.ts";
import { DataDirLockedError } from "#server/data-dir-lock.ts";
import { openDatabase } from "#server/db/client.ts";
import { rotateJwtSecret } from "#server/domain/secrets.ts";
import { whileHoldingDataDir } from "./data-dir-cli.ts";
import { startupFailureMessage } from "./startup-error.ts";

async function rotate(config: Config): Promise<void> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.setUp((db) => rotateJwtSecret(db));
  } finally {
    await database.close();
  }
}

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  if (config.JWT_SECRET) {
    throw new ConfigError(
      "JWT_SECRET is set: tokens are signed with it, not with the stored key; change it there",
    );
  }
  const dataDir = config.dataDir;
  if (config.DATABASE_URL || !dataDir) await rotate(config);
  else await whileHoldingDataDir(dataDir, () => rotate(config));
  process.stdout.write("\n  A new signing key is stored. Restart every server: all sessions then end.\n\n");
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(
    `${known ? (error as Error).message : `Could not rotate the key: ${startupFailureMessage(error)}`}\n`,
  );
  process.exit(1);
}
