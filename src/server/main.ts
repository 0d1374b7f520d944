/**
 * Server entry point: read the configuration, open and migrate the database, create the first
 * admin (and the demo data on a fresh embedded database), then listen until SIGINT/SIGTERM.
 */
import { existsSync } from "node:fs";
import { buildApp } from "./app.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { dataDirWarnings, secureDataDir } from "./data-dir.ts";
import { openDatabase } from "./db/client.ts";
import { resolveJwtSecret } from "./secrets.ts";
import { ensureFirstAdmin, isEmptyDatabase } from "./setup/bootstrap.ts";
import { seedDemo } from "./setup/seed.ts";

async function main() {
  // A .env file fills in what the environment does not set (the environment wins).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  // DATA_DIR holds the embedded database and the generated JWT secret: private to this user
  // before anything is opened in it (README "Security").
  const usesDataDir = !config.DATABASE_URL || !config.JWT_SECRET;
  const dataDir =
    config.dataDir && (usesDataDir || existsSync(config.dataDir)) ? secureDataDir(config.dataDir) : null;
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const { db } = database;

  const fresh = await isEmptyDatabase(db);
  const admin = await ensureFirstAdmin(db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.dataDir),
  });
  for (const line of dataDir ? dataDirWarnings(dataDir) : []) app.log.warn(line);
  if (admin?.generatedPassword) {
    // Printed once, on purpose: the only way to learn the generated password.
    process.stdout.write(
      `\n  First admin created: username "${admin.username}", password "${admin.generatedPassword}"\n  (set ADMIN_USERNAME and ADMIN_PASSWORD to choose them)\n\n`,
    );
  }
  const seed = config.SEED_DEMO ?? (fresh && database.kind === "pglite");
  if (seed && fresh) {
    const [first] = await db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
    await seedDemo(db, first!);
    app.log.info("demo data seeded");
  }

  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
