/**
 * Starts the e-mail worker of a server process (decision 0010) from its configuration:
 * SMTP over `SMTP_URL` from `MAIL_FROM` (default `SUPPORT_EMAIL`), or `.eml` files under
 * `DATA_DIR/outbox/` without it; links to the status page on `PUBLIC_URL`, else
 * `http://localhost:<PORT>`, each signed for its recipient (`lib/status-links.ts`); each message
 * leased for `OUTBOX_LEASE_SECONDS` (decision 0010, "The lease").
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { storageFullReason } from "#server/db/unavailable.ts";
import { pdfBrand } from "#server/domain/admission-letters.ts";
import { sweepExpiredOffers } from "#server/domain/seat-offers.ts";
import { createAdmissionCodes } from "#server/lib/admission-codes.ts";
import type { DiskGuard } from "#server/lib/disk-guard.ts";
import { idle, startPeriodic } from "#server/lib/periodic.ts";
import { createSeatOfferLinks } from "#server/lib/seat-offer-links.ts";
import {
  createStatusLinks,
  STATUS_LINK_TTL_DAYS,
  type StatusLinks,
  statusUrl,
} from "#server/lib/status-links.ts";
import { STATUS_PATH } from "#shared/registration/reference.ts";
import { localisedPath, toLocale } from "#shared/site/locales.ts";
import type { EmailBrand } from "./catalogue.ts";
import { queueDueReminders } from "./exam-reminders.ts";
import { createMailer } from "./mailer.ts";
import { createEmailWorker, type EmailWorker, type WorkerLog } from "./worker.ts";

/** The public origin of links in e-mails. */
export function emailOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

/** The provider's name and colour for the e-mails' frame (`SITE_NAME`, `BRAND_COLOR`). */
export function emailBrand(config: Pick<Config, "SITE_NAME" | "BRAND_COLOR">): EmailBrand {
  return { siteName: config.SITE_NAME, color: config.BRAND_COLOR };
}

/**
 * `PAYMENT_INSTRUCTIONS` as shown (`\\n` starts a new line), or null when not configured: the
 * initial value of the payment instructions, which an admin's saved texts replace
 * (docs/product.md §2 "Payment instructions").
 */
export function paymentInstructions(config: Pick<Config, "PAYMENT_INSTRUCTIONS">): string | null {
  return config.PAYMENT_INSTRUCTIONS?.replaceAll("\\n", "\n") || null;
}

/**
 * The status-page link of a message (docs/product.md §2 "Status page"): for a candidate, signed for the address it
 * goes to (a changed address voids it); for no candidate (an inquirer's invitation), the lookup page.
 * Either on the page in the message's `locale` (`/ar/status` for Arabic, decision 0011; English for
 * an unknown one).
 */
export function statusLinkOf(origin: string, links: StatusLinks) {
  return async ({
    studentId,
    email,
    locale,
  }: {
    studentId: number | null;
    email: string;
    locale?: string;
  }) => {
    const lang = toLocale(locale);
    return studentId === null
      ? `${origin}${localisedPath(STATUS_PATH, lang)}`
      : statusUrl(origin, await links.token(studentId, email), lang);
  };
}

/** Where `.eml` files go without `SMTP_URL`. */
export function outboxDir(config: Pick<Config, "dataDir">): string {
  return config.dataDir ? join(config.dataDir, "outbox") : join(tmpdir(), "exam-portal-outbox");
}

/** What the worker asks the disk guard (decision 0015). */
export interface EmailDiskGuard {
  /** True while there is no room to write (the worker skips its polls). */
  paused(): boolean;
  /** Whether a delivery error is a storage outage; when it is, the guard has been told. */
  storageFull(error: unknown): boolean;
}

/**
 * The worker's view of the disk guard: it waits while the guard says so or the embedded database
 * is stopped, and an `.eml` file that found no room is reported as the outbox's storage outage.
 */
export function emailDiskGuard(
  guard: DiskGuard,
  databaseStopped: () => boolean = () => false,
): EmailDiskGuard {
  return {
    paused: () => guard.emailPaused() || databaseStopped(),
    storageFull(error) {
      const reason = storageFullReason(error);
      if (reason) guard.reportStorageFull("outbox", `an e-mail could not be written: ${reason}`);
      return reason !== null;
    },
  };
}

/**
 * The worker of this process, polling already; stop it before closing the database. `jwtSecret`
 * keys the signed status links (the app's status routes read them with the same key).
 */
export function startEmailWorker(
  config: Config,
  db: Db,
  log: WorkerLog,
  jwtSecret: string,
  disk?: EmailDiskGuard,
): EmailWorker {
  const origin = emailOrigin(config);
  const links = createStatusLinks(jwtSecret, { ttlDays: STATUS_LINK_TTL_DAYS });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? config.SUPPORT_EMAIL,
    outboxDir: outboxDir(config),
  });
  const worker = createEmailWorker({
    db,
    mailer,
    statusUrl: statusLinkOf(origin, links),
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE || null,
    paymentInstructions: paymentInstructions(config),
    brand: emailBrand(config),
    // Admission letters attached to the exam-day e-mails (decision 0023), signed from the server's secret.
    letters: { codes: createAdmissionCodes(jwtSecret), brand: pdfBrand(config), now: Date.now },
    domain: new URL(origin).hostname,
    log,
    paused: disk?.paused,
    storageFull: disk?.storageFull,
    leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
  });
  log.info(
    config.SMTP_URL ? { smtpHost: new URL(config.SMTP_URL).host } : { outbox: outboxDir(config) },
    config.SMTP_URL
      ? "e-mail: delivering over SMTP"
      : "e-mail: no SMTP_URL, messages are written as .eml files",
  );
  worker.start();
  const sweep = startSeatOfferSweep(config, db, log, jwtSecret);
  const reminders = startReminderSweep(config, db, log);
  return {
    runOnce: worker.runOnce,
    start: worker.start,
    async stop() {
      await sweep.stop();
      await reminders.stop();
      await worker.stop();
      mailer.close();
    },
  };
}

/** How often a process looks for seat offers that ran out (decision 0022, "Waiting list"). */
export const SEAT_OFFER_SWEEP_MS = 60_000;

/**
 * The sweep of seat offers that ran out, started with the e-mail worker: every minute it releases
 * the expired holds and offers their seats to the next on the list (`sweepExpiredOffers`, safe
 * when every replica runs it: each hold is released by one `UPDATE ... RETURNING`).
 */
export function startSeatOfferSweep(config: Config, db: Db, log: WorkerLog, jwtSecret: string) {
  const ctx = {
    links: createSeatOfferLinks(jwtSecret),
    origin: emailOrigin(config),
    holdHours: config.SEAT_OFFER_HOURS,
  };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sweepExpiredOffers(db, new Date(), ctx).then(
      (released) => {
        if (released > 0) log.info({ released }, "seat offers: expired holds released and passed on");
      },
      (error: unknown) =>
        log.warn({ err: error }, "seat offers: the sweep failed; it runs again in a minute"),
    );
  }, SEAT_OFFER_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** How often a process looks for exam reminders that came due (docs/product.md §11 "Reminders"). */
export const REMINDER_SWEEP_MS = 60_000;

/**
 * The sweep of exam reminders, started with the e-mail worker: every minute it queues the
 * reminders that came due (`queueDueReminders`, once per seat and offset even when every replica
 * runs it: the key is inserted with the message). Nothing runs when `EXAM_REMINDER_DAYS` is empty.
 */
export function startReminderSweep(
  config: Pick<Config, "EXAM_REMINDER_DAYS">,
  db: Db,
  log: WorkerLog,
  now: () => number = Date.now,
) {
  if (config.EXAM_REMINDER_DAYS.length === 0) return idle;
  return startPeriodic(
    () =>
      queueDueReminders(db, new Date(now()), config.EXAM_REMINDER_DAYS).then(
        (queued) => {
          if (queued > 0) log.info({ queued }, "exam reminders: queued");
        },
        (error: unknown) =>
          log.warn({ err: error }, "exam reminders: the sweep failed; it runs again in a minute"),
      ),
    REMINDER_SWEEP_MS,
  );
}
