/**
 * Server entry point: read the configuration, open and migrate the database, create the first
 * admin (and the demo data on a fresh embedded database), then listen until SIGINT/SIGTERM.
 */
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { missingLanguages } from "#shared/invoices/payment-instructions.ts";
import { buildApp } from "./app.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { dataDirWarnings, secureDataDir } from "./data-dir.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { currentInstructions } from "./domain/payment-instructions.ts";
import { storedJwtSecret } from "./domain/secrets.ts";
import { startupRefusal } from "./lib/disk-guard.ts";
import { formatBytes } from "./lib/disk-space.ts";
import { type CounterStore, connectRedis } from "./lib/rate-limiters.ts";
import { emailDiskGuard, outboxDir, paymentInstructions, startEmailWorker } from "./mail/start.ts";
import { startServerBackups } from "./setup/backup-schedule.ts";
import { localUrl, setupChecklist, startBanner } from "./setup/banner.ts";
import { ensureFirstAdmin, isEmptyDatabase } from "./setup/bootstrap.ts";
import { startDatabaseRecovery } from "./setup/database-recovery.ts";
import { diskFolders } from "./setup/disk-folders.ts";
import { seedDemo } from "./setup/seed.ts";
import { startupFailureMessage } from "./setup/startup-error.ts";
import { textRuleReportLine } from "./setup/text-rule-report.ts";
import { startTrashSweep } from "./setup/trash-sweep.ts";
import { gracefulShutdown } from "./shutdown.ts";
import { startWatchdog, WatchdogState } from "./watchdog.ts";

async function main() {
  // A .env file fills in what the environment does not set (the environment wins).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig(process.env);
  // The disk guard (decision 0015): the embedded database does not start on a disk without room for
  // its next WAL segments; later, writes are refused before the disk gets that low.
  const folders = diskFolders(config, config.DATABASE_URL ? "postgres" : "pglite");
  const refusal = startupRefusal(folders, config.DISK_FREE_MIN);
  if (refusal) throw new StartupRefusal(refusal);
  // DATA_DIR holds the embedded database: private to this user before anything is opened in it
  // (README "Security").
  const dataDir =
    config.dataDir && (!config.DATABASE_URL || existsSync(config.dataDir))
      ? secureDataDir(config.dataDir)
      : null;
  // One server per DATA_DIR: a second one exits here with a line naming the holder (README "What the embedded database guarantees").
  if (!config.DATABASE_URL && config.dataDir) lockDataDir(config.dataDir);
  // What the main thread shares with the watchdog thread (started once serving; decision 0015).
  const watchdogState = new WatchdogState();
  // The embedded database runs in its own worker thread (decision 0020): no call of it holds this one.
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
  // PostgreSQL database create one admin, one signing key and the demo data once (README "Several replicas on one PostgreSQL database").
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
  const app = await buildApp({
    config,
    database,
    jwtSecret: boot.jwtSecret,
    counters,
    diskFolders: folders,
  });
  for (const line of dataDir ? dataDirWarnings(dataDir) : []) app.log.warn(line);
  const guard = app.diskGuard;
  guard.start();
  if (database.kind === "pglite" && config.dataDir && config.DISK_FREE_MIN < TWO_WAL_SEGMENTS) {
    app.log.warn(
      `DISK_FREE_MIN ${formatBytes(config.DISK_FREE_MIN)} is less than two WAL segments ` +
        `(${formatBytes(TWO_WAL_SEGMENTS)}): the embedded database may run out of space before writes are refused`,
    );
  }
  const recovery = startDatabaseRecovery(database, guard, app.log);
  if (database.kind === "pglite" && config.dataDir && !config.EMBEDDED_FSYNC) {
    app.log.warn("EMBEDDED_FSYNC=false: commits are not fsynced; a power cut can lose the last writes");
  }
  if (boot.seeded) app.log.info("demo data seeded");
  // Values saved before the text rule that break it (decision 0017): counts only, no values.
  const textRule = await textRuleReportLine(database.db);
  if (textRule) app.log.warn(textRule);

  const backups = await startServerBackups(config, database, app.log, () => guard.backupRefusal());
  // Delivers the outbox's e-mails (decision 0010); every replica runs one, each message goes out once.
  // It waits while there is no room to write (decision 0015).
  const emailWorker = startEmailWorker(
    config,
    database.db,
    app.log,
    boot.jwtSecret,
    emailDiskGuard(guard, () => Boolean(database.stopped?.())),
  );
  // Purges the Trash past its retention (decision 0029).
  const trashSweep = startTrashSweep(config, database.db, app.log);
  // SIGTERM/SIGINT: refuse new requests, finish those in flight, then close (src/server/shutdown.ts).
  gracefulShutdown(app, {
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    onSignal: () => watchdogState.shutdownStarted(),
    // A database call still running past the grace period: its thread is ended (decision 0020).
    cutShort: () => void database.terminate?.(),
    afterClose: async () => {
      guard.stop();
      recovery.stop();
      await backups?.stop();
      await emailWorker.stop();
      await trashSweep.stop();
      redis?.disconnect();
      await database.close();
    },
  }).onSignals();

  await app.listen({ port: config.PORT, host: config.HOST });
  // From now on a shutdown the main thread cannot finish ends the process with exit code 1
  // (src/server/watchdog.ts). Its limit for a database call holding the main thread no longer
  // applies to the server: the embedded database runs in its own thread (decision 0020).
  startWatchdog(watchdogState, {
    graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
    stuckMs: Math.max(config.SHUTDOWN_GRACE_SECONDS * 1000, STUCK_CALL_MIN_MS),
  });
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
  const hold = config.TEST_HOLD_DATABASE_SECONDS;
  if (hold !== undefined) process.on("SIGUSR2", () => holdDatabase(database, hold));
}

/**
 * `TEST_HOLD_DATABASE_SECONDS` (tests only, refused in production by config.ts; decision 0020): on
 * each SIGUSR2, one call that holds the database for `seconds`, announced on stdout as it starts.
 */
function holdDatabase(database: Database, seconds: number): void {
  process.stdout.write(`test hook: holding the database for ${seconds} s\n`);
  void database.db.execute(sql`select pg_sleep(${seconds})`).then(
    () => process.stdout.write("test hook: the database is free again\n"),
    (error: unknown) => process.stdout.write(`test hook: the hold failed: ${String(error)}\n`),
  );
}

/**
 * The shortest time one database call may hold the main thread before the watchdog ends the
 * process (decision 0015): at 100 000 candidates the longest call measured was 0.47 s (an export's
 * query; CHECKPOINT 0.16 s), so this is twenty times that. With SHUTDOWN_GRACE_SECONDS at its
 * default (10) or above, the limit is the grace period: a SIGTERM sent during such a call still
 * ends the process within it; with a shorter grace, within these 10 s.
 */
const STUCK_CALL_MIN_MS = 10_000;

/** PostgreSQL's WAL segments are 16 MiB; a new one is made whole before it is written to. */
const TWO_WAL_SEGMENTS = 2 * 16 * 2 ** 20;

/** Start-up refused for lack of disk space: its one line is the whole message. */
class StartupRefusal extends Error {}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupRefusal) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${startupFailureMessage(error)}\n`);
  }
  process.exit(1);
});
