/**
 * The e-mail worker (decision 0010): every `pollMs` it claims the due messages of `email_outbox`
 * one at a time, renders each once (kept on the row, so a retry sends the same message), delivers
 * it through the mailer and records the outcome, with the candidate's `email_sent`/`email_failed`
 * history event in the same transaction.
 *
 * Claiming (decision 0010, "The lease"): `SELECT ... FOR UPDATE SKIP LOCKED` in a short transaction
 * that leases one row (`locked_until`, `locked_by`) for `leaseMs`: replicas (or two workers on one
 * embedded database) never claim the same message while its lease runs. The lease is held while the
 * message travels, not a transaction: on the embedded database an open transaction would hold every
 * other query for as long as the SMTP server takes. No worker sends under a lease that ran out:
 * just before the send, one statement checks the lease is still this worker's and unexpired and
 * renews it for `leaseMs` (a worker that lost it leaves the message), and the send is cut off after
 * `sendTimeoutMs(leaseMs)` (7/8 of the lease) counted from before that statement, so it has ended
 * before the renewed lease can; the last eighth is for recording the outcome, which is written only
 * under the worker's own lease (`locked_by`). A failed attempt is retried after `retryBaseMs`
 * doubling up to `retryMaxMs`; after `maxAttempts`, or at once for a permanent SMTP refusal (5xx),
 * the message is marked failed with the error.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { type EmailAttachment, emailOutbox, studentEvents } from "#server/db/schema.ts";
import {
  type LetterContext,
  letterFileName,
  letterPdf,
  letterSeat,
} from "#server/domain/admission-letters.ts";
import { instructionsFor } from "#server/domain/payment-instructions.ts";
import { LETTER_EMAIL_KINDS } from "#shared/mail/outbox.ts";
import { examCalendarAttachment } from "./calendar.ts";
import type { EmailBrand } from "./catalogue.ts";
import { customTexts } from "./custom-texts.ts";
import { isReminderKind, reminderStillDue } from "./exam-reminders.ts";
import type { Mailer } from "./mailer.ts";
import { type CustomTexts, renderEmail } from "./templates.ts";

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
   * replace it (read when an invoice is first rendered, `server/domain/payment-instructions.ts`).
   */
  paymentInstructions: string | null;
  /** `SITE_NAME` and `BRAND_COLOR`; unset: the defaults. */
  brand?: EmailBrand;
  /**
   * Signs and draws admission letters: the kinds of `LETTER_EMAIL_KINDS` then carry the candidate's
   * letter from their live seat (decision 0023); none without it.
   */
  letters?: LetterContext;
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
  /**
   * How long a claim stays with this worker (`OUTBOX_LEASE_SECONDS`); default 5 minutes. A send
   * may take 7/8 of it (`sendTimeoutMs`).
   */
  leaseMs?: number;
  /** True while the disk guard says there is no room to write (decision 0015): polls are skipped. */
  paused?: () => boolean;
  /**
   * Whether a failed delivery's error is a storage outage (no room for the `.eml` file; it is
   * reported to the disk guard): the message is then tried again after `storageRetryMs` without
   * counting the attempt, so a full disk never uses up its attempts.
   */
  storageFull?: (error: unknown) => boolean;
  /** Wait after a storage outage; default 30 s. */
  storageRetryMs?: number;
  /** Clock (ms) for whether an exam reminder is still true (docs/product.md §11); default `Date.now`. */
  now?: () => number;
}

export interface EmailWorker {
  /** Claims and delivers the next due message; resolves with how many it claimed (0 or 1). */
  runOnce(): Promise<number>;
  /** Polls every `pollMs` until `stop`. */
  start(): void;
  /** Stops polling and waits for the message in flight (a send ends within `sendTimeoutMs`). */
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

/**
 * How long one send may take under a lease of `leaseMs` (decision 0010, "The lease"): 7/8 of it,
 * counted from just before the lease is renewed, so the send has ended, delivered or cut off,
 * before the lease can run out; the last eighth (250 ms of the shortest lease, 2 s; 37.5 s of the
 * default 5 minutes) is left for recording the outcome under the lease.
 */
export function sendTimeoutMs(leaseMs: number): number {
  return Math.floor((leaseMs * 7) / 8);
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
    leaseMs = 300_000,
  } = options;
  const sendTimeout = sendTimeoutMs(leaseMs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** Set by `stop()`: a message claimed but not yet sent is handed back. */
  let stopping = false;

  /** Leases the next due message to `token` (one at a time: a claim never waits behind another send). */
  async function claim(token: string): Promise<OutboxRow | undefined> {
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
        .limit(1)
        .for("update", { skipLocked: true });
      if (due.length === 0) return undefined;
      const [row] = await tx
        .update(emailOutbox)
        .set({ lockedUntil: after(leaseMs), lockedBy: token })
        .where(eq(emailOutbox.id, due[0]!.id))
        .returning();
      return row;
    });
  }

  /**
   * Just before a send: in one statement, checks that the lease is still `token`'s and has not run
   * out, renews it for `leaseMs` and counts the attempt. Resolves with the attempt's number, or
   * undefined when the lease was lost (the message is then another worker's, or due for one).
   */
  async function renewForSend(row: OutboxRow, token: string): Promise<number | undefined> {
    const [held] = await db
      .update(emailOutbox)
      .set({ lockedUntil: after(leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        and(
          eq(emailOutbox.id, row.id),
          eq(emailOutbox.lockedBy, token),
          gt(emailOutbox.lockedUntil, sql`now()`),
        ),
      )
      .returning({ attempts: emailOutbox.attempts });
    return held?.attempts;
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
    const letter = await letterAttachment(row);
    return { ...rendered, attachments: letter ? [...attachments, letter] : attachments };
  }

  /**
   * The admission letter of the message's candidate, drawn now from their live seat (its code signs
   * that booking), for the kinds that carry it; null without a live seat (an exam typed by hand).
   */
  async function letterAttachment(row: OutboxRow): Promise<EmailAttachment | null> {
    if (!options.letters || row.studentId === null || !LETTER_EMAIL_KINDS.includes(row.kind)) return null;
    const seat = await letterSeat(db, row.studentId);
    if (!seat) return null;
    return {
      filename: letterFileName(seat.reference),
      contentType: "application/pdf",
      content: (await letterPdf(options.letters, seat)).toString("base64"),
    };
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

  async function deliver(claimed: OutboxRow, token: string) {
    let rendered: Awaited<ReturnType<typeof content>>;
    let location: string;
    // An exam reminder is sent only while its seat still stands as it says (docs/product.md §11
    // "Reminders"): one whose seat was moved or given back, or whose sitting was cancelled or
    // re-timed, since it was queued is withdrawn, with no attempt counted.
    if (
      isReminderKind(claimed.kind) &&
      !(await reminderStillDue(db, claimed.params, new Date((options.now ?? Date.now)())))
    ) {
      await finish(
        claimed,
        token,
        {
          status: "withdrawn",
          lastError: "Not sent: the seat was moved, given back or its sitting changed.",
        },
        null,
      );
      log.info({ emailId: claimed.id, kind: claimed.kind }, "e-mail withdrawn: its seat no longer stands");
      return;
    }
    // The E-mail screen's templates as they are when the message is first rendered (then kept on
    // the row). Read outside the try: a database hiccup here is not the message's failure (the
    // poll logs it and the lease brings the message back).
    const custom = claimed.subject === null ? await customTexts(db, claimed.kind, claimed.locale) : null;
    // The payment instructions in force, in the message's language, likewise.
    const payment =
      claimed.subject === null && claimed.kind === "invoice_issued"
        ? await instructionsFor(db, claimed.locale, options.paymentInstructions)
        : null;
    try {
      rendered = await content(claimed, custom, payment);
    } catch (error) {
      // Unrenderable: failed for good, as its one attempt.
      await recordFailure({ ...claimed, attempts: claimed.attempts + 1 }, token, undefined, error);
      return;
    }
    if (stopping) {
      await release(claimed, token);
      return;
    }
    // The send's deadline counts from before the renewal, so it falls before the renewed lease ends.
    const renewing = performance.now();
    const attempts = await renewForSend(claimed, token);
    if (attempts === undefined) {
      await release(claimed, token);
      log.warn({ emailId: claimed.id }, "e-mail not sent: its lease ran out before the send");
      return;
    }
    const row = { ...claimed, attempts };
    const signal = AbortSignal.timeout(Math.max(0, Math.floor(sendTimeout - (performance.now() - renewing))));
    try {
      ({ location } = await mailer.send(
        {
          name: `${row.id}-${row.kind}`,
          messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${options.domain}>`,
          to: row.toAddress,
          ...rendered,
        },
        { signal },
      ));
    } catch (error) {
      if (options.storageFull?.(error)) {
        // No room for the .eml file: tried again later, without using one of its attempts.
        await finish(
          row,
          token,
          {
            nextAttemptAt: after(options.storageRetryMs ?? 30_000),
            attempts: claimed.attempts,
            lastError: errorText(error),
          },
          null,
        );
        log.warn(
          { emailId: row.id, code: errorCode(error) },
          "e-mail not written: no room on disk, tried again later",
        );
        return;
      }
      await recordFailure(row, token, rendered, signal.aborted ? sendTimedOut() : error);
      return;
    }
    // Accepted: recording it must not turn into a second delivery, so a database hiccup here is
    // retried (the lease's last eighth keeps other workers off the message meanwhile), never taken
    // for a failed send.
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
        else log.warn({ emailId: row.id }, "e-mail sent, but its lease ran out before it was recorded");
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
        ? { status: "failed", attempts: row.attempts, lastError, ...renderedColumns }
        : {
            nextAttemptAt: after(retryDelayMs(row.attempts, retryBaseMs, retryMaxMs)),
            attempts: row.attempts,
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

  /** The error kept when a send was cut off at `sendTimeout`. */
  function sendTimedOut() {
    return Object.assign(
      new Error(`not accepted within the send timeout (${sendTimeout} ms, 7/8 of the lease)`),
      { code: "ETIMEDOUT" },
    );
  }

  /**
   * Gives a claimed message back unsent, if it is still `token`'s (no attempt was counted): due
   * again at once for any worker.
   */
  async function release(row: OutboxRow, token: string) {
    await db
      .update(emailOutbox)
      .set({ lockedUntil: null, lockedBy: null })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedBy, token)));
  }

  async function runOnce(): Promise<number> {
    const token = randomUUID();
    const row = await claim(token);
    if (!row) return 0;
    await deliver(row, token);
    return 1;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = (async () => {
        try {
          // A message was due: more may be, keep going before waiting.
          while (!stopped && !options.paused?.() && (await runOnce()) > 0) {}
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
