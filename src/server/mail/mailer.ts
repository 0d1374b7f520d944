/**
 * How a rendered e-mail leaves the server (decision 0010): over SMTP (`SMTP_URL`) with
 * nodemailer, or, without `SMTP_URL`, written as an `.eml` file (the raw message, openable in any
 * mail program) under `DATA_DIR/outbox/`, so a new installation shows what it would send.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { EmailAttachment } from "#server/db/schema.ts";

/** A message ready to go. `name` names the `.eml` file (no personal data: id and kind). */
export interface OutgoingEmail {
  name: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
}

/** Sends messages; `send` resolves once the SMTP server accepted the message (or the file is written). */
export interface Mailer {
  /**
   * `location`: the `.eml` path, or `smtp` (for the log; never an address). `signal` cuts the send
   * off (the worker's send timeout, within the message's lease): the connection is dropped at once
   * and the promise rejects.
   */
  send(email: OutgoingEmail, options?: { signal?: AbortSignal }): Promise<{ location: string }>;
  close(): void;
}

/**
 * SMTP timeouts: a server that does not answer fails the attempt (and it is retried) instead of
 * waiting out nodemailer's defaults of minutes. The whole send is bounded by the caller's `signal`
 * (the worker's send timeout, 7/8 of the lease; decision 0010); these fail a dead server sooner.
 * `socketCloseTimeout: 0`: a send cut off drops its connection at once, with nothing more written
 * (a graceful close would first flush what was queued for the server).
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  socketCloseTimeout: 0,
};

/**
 * A mailer over `smtpUrl` (`smtp://user:pass@host:587`, `smtps://...:465`), or writing `.eml` files
 * into `outboxDir` (created private to the server's user) when `smtpUrl` is unset.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const toMail = (email: OutgoingEmail) => ({
    from: options.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    attachments: email.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: "base64",
    })),
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(email, { signal } = {}) {
        await transport.sendMail({ ...toMail(email), signal });
        return { location: "smtp" };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(email, { signal } = {}) {
      const info = await transport.sendMail(toMail(email));
      signal?.throwIfAborted();
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      const path = join(options.outboxDir, `${email.name}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      writeFileSync(`${path}.tmp`, info.message as Buffer, { mode: 0o600 });
      renameSync(`${path}.tmp`, path);
      return { location: path };
    },
    close: () => transport.close(),
  };
}
