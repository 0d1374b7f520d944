/**
 * E-mail exactly once with a slow SMTP server (decision 0010, "The lease"): a worker claims one
 * message at a time, checks and renews its lease in one statement just before sending, and cuts
 * the send off before the lease runs out. With `OUTBOX_LEASE_SECONDS=2`, two replicas (two pools
 * on PostgreSQL with TEST_DATABASE_URL, two workers on one embedded database otherwise) and a real
 * SMTP server taking 1.5 s per message, each message arrives once; a worker whose lease ran out
 * before it could send leaves the message alone; a send slower than the lease is cut off before
 * another worker may take the message, so no two connections ever carry it at once.
 */
import { inArray } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { type Database, type Db, fromPostgresUrl } from "#server/db/client.ts";
import { emailOutbox, students } from "#server/db/schema.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { enqueueStudentEmails } from "#server/mail/outbox.ts";
import { startEmailWorker } from "#server/mail/start.ts";
import { createEmailWorker, type EmailWorkerOptions, type WorkerLog } from "#server/mail/worker.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { startTestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, TEST_JWT_SECRET, type TestContext } from "#tests/helpers/test-app.ts";

const FROM = "Exams <exams@example.com>";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let ctx: TestContext;
/** A second "replica": on PostgreSQL a pool of its own; on the embedded database the same one. */
let second: Database | null = null;
let next = 1;

beforeAll(async () => {
  ctx = await createTestContext();
  if (ctx.database.kind === "postgres") {
    const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
    second = fromPostgresUrl(pool.options.connectionString!);
  }
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});

const otherReplica = (): Db => second?.db ?? ctx.db;

/** Queues `n` "confirmed" messages to new candidates; returns the candidates' ids. */
async function queueMessages(n: number): Promise<number[]> {
  const ids = await insertCandidates(ctx.db, n, { from: next, testCenterId: ctx.testCenterId });
  next += n;
  await ctx.db.transaction((tx) => enqueueStudentEmails(tx, "confirmed", ids));
  return ids;
}

/** The outbox rows of the candidates `ids`. */
const rowsOf = (ids: number[]) =>
  ctx.db.select().from(emailOutbox).where(inArray(emailOutbox.studentId, ids));

/** Waits (polling) until `condition` holds, for at most `rounds` × 100 ms. */
async function until(condition: () => Promise<boolean>, rounds = 300) {
  for (let round = 0; round < rounds && !(await condition()); round++) await sleep(100);
  expect(await condition()).toBe(true);
}

/** A worker's log, kept: the messages of its lines. */
function keptLog(): WorkerLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (_obj, msg) => lines.push(msg), warn: (_obj, msg) => lines.push(msg) };
}

/** How many times the server got each of `mails`' Message-IDs, for the messages to `addresses`. */
function copiesPerMessage(mails: ParsedMail[], addresses: Set<string>): Map<string, number> {
  const copies = new Map<string, number>();
  for (const mail of mails) {
    const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? "";
    if (!addresses.has(to)) continue;
    copies.set(mail.messageId ?? "", (copies.get(mail.messageId ?? "") ?? 0) + 1);
  }
  return copies;
}

async function addressesOf(ids: number[]): Promise<Set<string>> {
  const rows = await ctx.db.select({ email: students.email }).from(students).where(inArray(students.id, ids));
  return new Set(rows.map((row) => row.email));
}

/** A worker of this test on `db`, with a 2 s lease and short waits. */
function leasedWorker(db: Db, mailer: Mailer, overrides: Partial<EmailWorkerOptions> = {}) {
  return createEmailWorker({
    db,
    mailer,
    statusUrl: async ({ reference }) => `https://exams.test/status?reference=${reference}`,
    supportEmail: "support@example.com",
    paymentInstructions: null,
    domain: "exams.test",
    log: keptLog(),
    pollMs: 50,
    retryBaseMs: 100,
    retryMaxMs: 1_000,
    leaseMs: 2_000,
    ...overrides,
  });
}

describe("the outbox's lease with a slow SMTP server", () => {
  it("two replicas with OUTBOX_LEASE_SECONDS=2 and a server taking about 1.5 s per message deliver each message once", async () => {
    // 1.3 s after the connection is ready, 1.4 s after it opened (smtp-server first waits 100 ms): the
    // worker sees about 1.45 s per message, against a send timeout of 1.75 s (7/8 of the lease).
    const smtp = await startTestSmtp({ delayMs: 1_300 });
    const config = parseConfig({
      NODE_ENV: "test",
      DATA_DIR: "memory",
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      PUBLIC_URL: "https://exams.test",
      OUTBOX_LEASE_SECONDS: "2",
    });
    const ids = await queueMessages(6);
    const logs = { a: keptLog(), b: keptLog() };
    const a = startEmailWorker(config, ctx.db, logs.a, TEST_JWT_SECRET);
    const b = startEmailWorker(config, otherReplica(), logs.b, TEST_JWT_SECRET);
    try {
      await until(async () => (await rowsOf(ids)).every((row) => row.status !== "queued"));
    } finally {
      await a.stop();
      await b.stop();
      await smtp.idle();
      await smtp.close();
    }

    const copies = copiesPerMessage(smtp.received, await addressesOf(ids));
    expect(copies.size).toBe(6);
    expect([...copies.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(smtp.overlaps).toEqual([]);
    expect(smtp.abandoned).toBe(0);
    const rows = await rowsOf(ids);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 6 }, () => ["sent", 1]),
    );
    // Both replicas took part, and each reports only its own messages, all recorded under its lease.
    const sent = (log: { lines: string[] }) => log.lines.filter((line) => line === "e-mail sent").length;
    expect(sent(logs.a) + sent(logs.b)).toBe(6);
    expect(sent(logs.a)).toBeGreaterThan(0);
    expect(sent(logs.b)).toBeGreaterThan(0);
    expect([...logs.a.lines, ...logs.b.lines].filter((line) => line.includes("lease"))).toEqual([]);
  }, 60_000);

  it("a worker whose lease ran out before it could send leaves the message to the worker that took it over", async () => {
    const smtp = await startTestSmtp();
    const ids = await queueMessages(1);
    let claimed: () => void = () => {};
    const stalled = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    let resume: () => void = () => {};
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    // Worker A stalls between its claim and the send (rendering the status link), past its lease.
    let aSends = 0;
    const aMailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: "unused" });
    const aLog = keptLog();
    const a = leasedWorker(
      ctx.db,
      {
        send: (...args) => {
          aSends++;
          return aMailer.send(...args);
        },
        close: aMailer.close,
      },
      {
        log: aLog,
        statusUrl: async () => {
          claimed();
          await resumed;
          return "https://exams.test/status";
        },
      },
    );
    const bLog = keptLog();
    const b = leasedWorker(
      otherReplica(),
      createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: "unused" }),
      { log: bLog },
    );
    const aRun = a.runOnce();
    try {
      await stalled;
      // B gets the message only once A's lease ran out, and sends it.
      let bClaimed = 0;
      await until(async () => {
        bClaimed += await b.runOnce();
        return bClaimed > 0;
      });
    } finally {
      resume();
    }
    expect(await aRun).toBe(1);
    await smtp.close();

    expect(aSends).toBe(0);
    expect(aLog.lines).toEqual(["e-mail not sent: its lease ran out before the send"]);
    expect(bLog.lines).toEqual(["e-mail sent"]);
    const copies = copiesPerMessage(smtp.received, await addressesOf(ids));
    expect([...copies.values()]).toEqual([1]);
    const [row] = await rowsOf(ids);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lockedBy: null });
  }, 30_000);

  it("a send slower than the lease is cut off before the lease runs out: no two workers ever carry one message at once", async () => {
    // Each message takes the server 3.5 s to accept, longer than the 2 s lease.
    const smtp = await startTestSmtp({ delayMs: 3_500 });
    const ids = await queueMessages(1);
    const logs = { a: keptLog(), b: keptLog() };
    const mailer = () => createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: "unused" });
    const a = leasedWorker(ctx.db, mailer(), { log: logs.a, maxAttempts: 3 });
    const b = leasedWorker(otherReplica(), mailer(), { log: logs.b, maxAttempts: 3 });
    a.start();
    b.start();
    try {
      // Until the message is done with, or (the fault this guards against) carried twice at once.
      await until(async () => smtp.overlaps.length > 0 || (await rowsOf(ids))[0]!.status !== "queued");
    } finally {
      await a.stop();
      await b.stop();
      await smtp.idle();
      await smtp.close();
    }
    // Every attempt reached the server and was hung up on before the answer; none overlapped.
    expect(smtp.overlaps).toEqual([]);
    expect(smtp.abandoned).toBe(3);
    // The price (decision 0010): a server this slow that keeps what it had delivers each attempt.
    expect(smtp.received).toHaveLength(3);
    const [row] = await rowsOf(ids);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row!.lastError).toBe(
      "ETIMEDOUT: not accepted within the send timeout (1750 ms, 7/8 of the lease)",
    );
  }, 60_000);
});
