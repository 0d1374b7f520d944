/**
 * The e-mail worker (issue 14, item 2): every `pollMs` it claims the due messages of `email_outbox`,
 * renders each once (kept on the row, so a retry sends the same message), delivers it through the
 * mailer and records the outcome, with the candidate's `email_sent`/`email_failed` history event in
 * the same transaction.
 *
 * Claiming: `SELECT ... FOR UPDATE SKIP LOCKED` in a short transaction that leases the rows
 * (`locked_until`, `locked_by`): replicas (or two workers on one embedded database) never claim the
 * same message. The lease is held while the message travels, not a transaction: on the embedded
 * database an open transaction would hold every other query for as long as the SMTP server takes.
 * The outcome is written only under the worker's own lease (`locked_by`), and the lease outlasts
 * the SMTP timeouts (mailer.ts), so a message accepted once is never sent again by another worker.
 * A failed attempt is retried after `retryBaseMs` doubling up to `retryMaxMs`; after `maxAttempts`,
 * or at once for a permanent SMTP refusal (5xx), the message is marked failed with the error.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { type EmailAttachment, emailOutbox, studentEvents } from "#server/db/schema.ts";
import { instructionsFor } from "#server/features/payment-instructions/store.ts";
import { examCalendarAttachment } from "./calendar.ts";
import type { Mailer } from "./mailer.ts";
import { customTexts } from "./settings.ts";
import { type CustomTexts, type EmailBrand, renderEmail } from "./templates.ts";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** What the worker logs through: ids, kinds, codes and file paths only, never an address or a body. */
export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface EmailWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** The absolute URL of the candidate's status page (signed link) for the message's recipient. */
  statusUrl(recipient: {
    studentId: number | null;
    email: string;
    reference: string | null;
    /** The message's language: the link goes to the status page in it. */
    locale: string;
  }): Promise<string>;
  supportEmail: string;
  /** `SUPPORT_PHONE`, named with the support address in an invoice without payment instructions. */
  supportPhone?: string | null;
  /**
   * `PAYMENT_INSTRUCTIONS`, the initial value of the payment instructions; the texts an admin saved
   * replace it (read when an invoice is first rendered, `payment-instructions/store.ts`).
   */
  paymentInstructions: string | null;
  /** `SITE_NAME` and `BRAND_COLOR`; unset: the defaults. */
  brand?: EmailBrand;
  /** Host name for Message-IDs and calendar UIDs (the public origin's). */
  domain: string;
  log: WorkerLog;
  /** Time between polls; default 2 s. */
  pollMs?: number;
  /** First retry after this long, doubling per attempt; default 5 s. */
  retryBaseMs?: number;
  /** Longest wait between attempts; default 5 minutes. */
  retryMaxMs?: number;
  /** Attempts before a message is marked failed; default 25 (about 1 h 30 min at the defaults). */
  maxAttempts?: number;
  /** Messages claimed per poll; default 10. */
  batchSize?: number;
  /** How long a claim stays with this worker; default 5 minutes (far above the SMTP timeouts). */
  leaseMs?: number;
}

export interface EmailWorker {
  /** Claims and delivers one batch of due messages; resolves with how many it claimed. */
  runOnce(): Promise<number>;
  /** Polls every `pollMs` until `stop`. */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** An SMTP reply code, when the error carries one. */
function responseCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" ? code : undefined;
}

/** A code such as ECONNREFUSED or EENVELOPE, when the error carries one. */
function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" ? code : undefined;
}

/** The error as kept on the message for staff (never logged: it may quote the address). */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return [errorCode(error), message].filter(Boolean).join(": ").slice(0, 500);
}

/** Tries to record an accepted message before leaving it to its lease. */
const RECORD_ATTEMPTS = 5;

const after = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/** Creates a worker; nothing runs until `start()` (or `runOnce()`). */
export function createEmailWorker(options: EmailWorkerOptions): EmailWorker {
  const {
    db,
    mailer,
    log,
    pollMs = 2_000,
    retryBaseMs = 5_000,
    retryMaxMs = 300_000,
    maxAttempts = 25,
    batchSize = 10,
    leaseMs = 300_000,
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** Set by `stop()`: a batch in flight hands back what it has not started. */
  let stopping = false;

  async function claim(token: string): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, "queued"),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({ lockedUntil: after(leaseMs), lockedBy: token, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Subject, bodies and attachments: as stored, or rendered now from the snapshot. */
  async function content(row: OutboxRow, custom: CustomTexts | null, paymentInstructions: string | null) {
    if (row.subject !== null && row.textBody !== null && row.htmlBody !== null) {
      return { subject: row.subject, text: row.textBody, html: row.htmlBody, attachments: row.attachments };
    }
    const reference = typeof row.params.reference === "string" ? row.params.reference : null;
    const statusUrl = await options.statusUrl({
      studentId: row.studentId,
      email: row.toAddress,
      reference,
      locale: row.locale,
    });
    const rendered = renderEmail(
      row.kind,
      row.locale,
      row.params,
      {
        statusUrl,
        supportEmail: options.supportEmail,
        supportPhone: options.supportPhone ?? null,
        paymentInstructions,
        brand: options.brand,
      },
      custom,
    );
    const attachments: EmailAttachment[] =
      row.kind === "exam_details"
        ? [
            examCalendarAttachment(row.params, {
              uid: `exam-${row.studentId ?? row.id}@${options.domain}`,
              url: statusUrl,
              sequence: Math.floor(row.createdAt.getTime() / 1000),
            }),
          ]
        : [];
    return { ...rendered, attachments };
  }

  /** Writes the outcome under this worker's lease, with the history event; false when the lease was lost. */
  async function finish(
    row: OutboxRow,
    token: string,
    set: PgUpdateSetSource<typeof emailOutbox>,
    event: { type: "email_sent" | "email_failed"; subject: string; error?: string } | null,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(emailOutbox)
        .set({ ...set, lockedUntil: null, lockedBy: null })
        .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedBy, token)))
        .returning({ id: emailOutbox.id });
      if (!updated) return false;
      if (event && row.studentId !== null) {
        await tx.insert(studentEvents).values({
          studentId: row.studentId,
          type: event.type,
          // A one-off e-mail is its writer's; the others are the system's.
          actorUserId: typeof row.params.sentByUserId === "number" ? row.params.sentByUserId : null,
          actorUsername: typeof row.params.sentByUsername === "string" ? row.params.sentByUsername : "system",
          changes: {
            kind: { from: null, to: row.kind },
            subject: { from: null, to: event.subject },
            ...(event.error ? { error: { from: null, to: event.error } } : {}),
          },
        });
      }
      return true;
    });
  }

  async function deliver(row: OutboxRow, token: string) {
    let rendered: Awaited<ReturnType<typeof content>> | undefined;
    let location: string;
    // The E-mail screen's templates as they are when the message is first rendered (then kept on
    // the row). Read outside the try: a database hiccup here is not the message's failure (the
    // poll logs it and the lease brings the message back).
    const custom = row.subject === null ? await customTexts(db, row.kind, row.locale) : null;
    // The payment instructions in force, in the message's language, likewise.
    const payment =
      row.subject === null && row.kind === "invoice_issued"
        ? await instructionsFor(db, row.locale, options.paymentInstructions)
        : null;
    try {
      rendered = await content(row, custom, payment);
      ({ location } = await mailer.send({
        name: `${row.id}-${row.kind}`,
        messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${options.domain}>`,
        to: row.toAddress,
        ...rendered,
      }));
    } catch (error) {
      await recordFailure(row, token, rendered, error);
      return;
    }
    // Accepted: recording it must not turn into a second delivery, so a database hiccup here is
    // retried (the lease keeps other workers off the message meanwhile), never taken for a failed send.
    const sent = {
      status: "sent" as const,
      sentAt: new Date(),
      lastError: null,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      attachments: rendered.attachments,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const kept = await finish(row, token, sent, { type: "email_sent", subject: rendered.subject });
        if (kept) log.info({ emailId: row.id, kind: row.kind, location }, "e-mail sent");
        else log.warn({ emailId: row.id }, "e-mail sent after its lease ran out");
        return;
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
  }

  /** A failed attempt: retried later, or failed for good (5xx, unrenderable, last attempt). */
  async function recordFailure(
    row: OutboxRow,
    token: string,
    rendered: Awaited<ReturnType<typeof content>> | undefined,
    error: unknown,
  ) {
    const code = responseCode(error);
    const permanent = rendered === undefined || (code !== undefined && code >= 500 && code < 600);
    const giveUp = permanent || row.attempts >= maxAttempts;
    const lastError = errorText(error);
    const renderedColumns = rendered
      ? {
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          attachments: rendered.attachments,
        }
      : {};
    await finish(
      row,
      token,
      giveUp
        ? { status: "failed", lastError, ...renderedColumns }
        : {
            nextAttemptAt: after(retryDelayMs(row.attempts, retryBaseMs, retryMaxMs)),
            lastError,
            ...renderedColumns,
          },
      giveUp ? { type: "email_failed", subject: rendered?.subject ?? row.kind, error: lastError } : null,
    );
    log.warn(
      { emailId: row.id, kind: row.kind, attempt: row.attempts, code: errorCode(error), responseCode: code },
      giveUp ? "e-mail failed: giving up" : "e-mail not delivered: will retry",
    );
  }

  /** Gives claimed messages back untouched (the worker is stopping): due again at once for any worker. */
  async function release(rows: OutboxRow[], token: string) {
    if (rows.length === 0) return;
    await db
      .update(emailOutbox)
      .set({ lockedUntil: null, lockedBy: null, attempts: sql`${emailOutbox.attempts} - 1` })
      .where(
        and(
          inArray(
            emailOutbox.id,
            rows.map((row) => row.id),
          ),
          eq(emailOutbox.lockedBy, token),
        ),
      );
  }

  async function runOnce(): Promise<number> {
    const token = randomUUID();
    const rows = await claim(token);
    for (const [index, row] of rows.entries()) {
      // Stopping (shutdown): the rest of the batch goes back rather than holding up the exit.
      if (stopping && index > 0) {
        await release(rows.slice(index), token);
        break;
      }
      await deliver(row, token);
    }
    return rows.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = (async () => {
        try {
          // A full batch means more may be due: keep going before waiting.
          while (!stopped && (await runOnce()) === batchSize) {}
        } catch (error) {
          log.warn({ code: errorCode(error) }, "e-mail worker: poll failed");
        }
        schedule(pollMs);
      })();
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
