/**
 * The e-mail worker in the API tests: a mailer that keeps what it is handed, and one pass of the
 * worker over everything queued (decision 0010), with the app's own signed status links.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema.ts";
import { createStatusLinks } from "#server/lib/status-links.ts";
import { createMailer, type Mailer, type OutgoingEmail } from "#server/mail/mailer.ts";
import { statusLinkOf } from "#server/mail/start.ts";
import { createEmailWorker, type EmailWorkerOptions } from "#server/mail/worker.ts";
import { TEST_JWT_SECRET } from "./test-app.ts";

/** The public address of the tests' status links. */
export const TEST_ORIGIN = "https://exams.test";

/** A mailer that sends nothing and keeps every message it is handed in `sent`, in order. */
export function memoryMailer(): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    async send(email) {
      sent.push(email);
      return { location: "memory" };
    },
    close() {},
  };
}

/**
 * Lets the undo window pass for every held message (decision 0029: a bulk move's e-mails wait until
 * its undo is no longer possible): each queued message held for later is due now.
 */
export async function releaseHeldEmails(db: Db) {
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(emailOutbox.status, "queued"), gt(emailOutbox.nextAttemptAt, sql`now()`)));
}

/**
 * Delivers everything queued through (the undo window taken as passed: {@link releaseHeldEmails}) `mailer` (the worker runs until no message is due), with
 * the app's signed, per-language status links at {@link TEST_ORIGIN}; `options` override the
 * worker's other settings (support address, payment instructions, ...).
 */
export async function deliverQueued(db: Db, mailer: Mailer, options: Partial<EmailWorkerOptions> = {}) {
  await releaseHeldEmails(db);
  const worker = createEmailWorker({
    db,
    mailer,
    statusUrl: statusLinkOf(TEST_ORIGIN, createStatusLinks(TEST_JWT_SECRET)),
    supportEmail: "support@exams.test",
    paymentInstructions: null,
    domain: "exams.test",
    log: { info() {}, warn() {} },
    ...options,
  });
  while ((await worker.runOnce()) > 0) {}
}

/**
 * Delivers everything queued to the test SMTP server at `smtpUrl` (`startTestSmtp`), with the
 * worker's clock at `now` when given (the tests move it, never sleep) and a fixed status link.
 */
export async function deliverToSmtp(db: Db, smtpUrl: string, now?: () => number) {
  const mailer = createMailer({ smtpUrl, from: "Exams <exams@example.com>", outboxDir: "unused" });
  await deliverQueued(db, mailer, {
    statusUrl: async () => "https://exams.test/status",
    supportEmail: "support@example.com",
    ...(now ? { now } : {}),
  });
}
