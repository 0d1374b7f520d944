/** `npm run db:migrate`: applies the committed migrations to the configured database and exits. */
import { existsSync } from "node:fs";
import { ConfigError, parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  await database.close();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
