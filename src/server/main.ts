/**
 * Server entry point: read the configuration, open and migrate the database, create the first
 * admin (and the demo data on a fresh embedded database), then listen until SIGINT/SIGTERM.
 */
import { existsSync } from "node:fs";
import { missingLanguages } from "#shared/payment-instructions.ts";
import { buildApp } from "./app.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { dataDirWarnings, secureDataDir } from "./data-dir.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { openDatabase } from "./db/client.ts";
import { outboxDir, paymentInstructions, startEmailWorker } from "./features/email/start.ts";
import { currentInstructions } from "./features/payment-instructions/store.ts";
import { type CounterStore, connectRedis } from "./lib/rate-limiters.ts";
import { storedJwtSecret } from "./secrets.ts";
import { startServerBackups } from "./setup/backup-schedule.ts";
import { localUrl, setupChecklist, startBanner } from "./setup/banner.ts";
import { ensureFirstAdmin, isEmptyDatabase } from "./setup/bootstrap.ts";
import { seedDemo } from "./setup/seed.ts";
import { startupFailureMessage } from "./setup/startup-error.ts";
import { textRuleReportLine } from "./setup/text-rule-report.ts";
import { gracefulShutdown } from "./shutdown.ts";

async function main() {
  // A .env file fills in what the environment does not set (the environment wins).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  // DATA_DIR holds the embedded database: private to this user before anything is opened in it
  // (README "Security").
  const dataDir =
    config.dataDir && (!config.DATABASE_URL || existsSync(config.dataDir))
      ? secureDataDir(config.dataDir)
      : null;
  // One server per DATA_DIR: a second one exits here with a line naming the holder (issue 13).
  if (!config.DATABASE_URL && config.dataDir) lockDataDir(config.dataDir);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    durable: config.EMBEDDED_FSYNC,
    timeouts: {
      connectMs: config.DB_CONNECT_TIMEOUT * 1000,
      statementMs: config.DB_STATEMENT_TIMEOUT * 1000,
      idleMs: config.DB_IDLE_TIMEOUT * 1000,
    },
  });
  // Under the migration lock, in one transaction: replicas started together on one empty
  // PostgreSQL database create one admin, one signing key and the demo data once (issue 13).
  const boot = await database.setUp(async (db) => {
    const fresh = await isEmptyDatabase(db);
    const admin = await ensureFirstAdmin(db, {
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
    });
    const jwtSecret =
      config.JWT_SECRET ?? (await storedJwtSecret(db, database.kind === "pglite" ? config.dataDir : null));
    const seeded = (config.SEED_DEMO ?? database.kind === "pglite") && fresh;
    if (seeded) {
      const [first] = await db.query.users.findMany({ columns: { id: true, username: true }, limit: 1 });
      await seedDemo(db, first!);
    }
    return { admin, jwtSecret, seeded };
  });
  const { admin } = boot;

  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, config.DB_CONNECT_TIMEOUT * 1000, config.REDIS_KEY_PREFIX)
    : null;
  const counters: CounterStore | undefined = redis ? { kind: "redis", client: redis } : undefined;
  const app = await buildApp({ config, database, jwtSecret: boot.jwtSecret, counters });
  for (const line of dataDir ? dataDirWarnings(dataDir) : []) app.log.warn(line);
  if (database.kind === "pglite" && config.dataDir && !config.EMBEDDED_FSYNC) {
    app.log.warn("EMBEDDED_FSYNC=false: commits are not fsynced; a power cut can lose the last writes");
  }
  if (boot.seeded) app.log.info("demo data seeded");
  // Values saved before the text rule that break it (decision 0017): counts only, no values.
  const textRule = await textRuleReportLine(database.db);
  if (textRule) app.log.warn(textRule);

  const backups = await startServerBackups(config, database, app.log);
  // Delivers the outbox's e-mails (issue 14); every replica runs one, each message goes out once.
  const emailWorker = startEmailWorker(config, database.db, app.log, boot.jwtSecret);
  // SIGTERM/SIGINT: refuse new requests, finish those in flight, then close (src/server/shutdown.ts).
  gracefulShutdown(app, {
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    afterClose: async () => {
      await backups?.stop();
      await emailWorker.stop();
      redis?.disconnect();
      await database.close();
    },
  }).onSignals();

  await app.listen({ port: config.PORT, host: config.HOST });
  // Last, so it is what a new user sees; the generated password is printed this once only, the
  // checklist of what is still to set on every start until it is empty.
  const url = localUrl(app.server.address());
  // A failed read leaves the item out rather than stopping a server that is already listening.
  const payment = await currentInstructions(database.db, paymentInstructions(config)).catch(() => null);
  const checklist = setupChecklist({
    missingPaymentInstructions: payment ? missingLanguages(payment) : [],
    smtpUrl: config.SMTP_URL,
    outboxDir: outboxDir(config),
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.PUBLIC_URL,
    url,
    port: config.PORT,
  });
  process.stdout.write(startBanner({ url, publicUrl: config.PUBLIC_URL, admin, checklist }));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${startupFailureMessage(error)}\n`);
  }
  process.exit(1);
});
