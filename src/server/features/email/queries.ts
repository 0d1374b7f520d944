/**
 * The outbox as staff see it (decision 0010): one page of messages, newest first, and sending a failed
 * message again.
 */
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type Page, withPage } from "#server/db/paging.ts";
import { emailOutbox, students } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { conflict, notFound } from "#server/errors.ts";
import { enqueueStudentEmails } from "#server/mail/outbox.ts";
import type { EmailOutboxEntry, EmailOutboxQuery } from "#shared/mail/outbox.ts";

const entryColumns = {
  id: emailOutbox.id,
  student_id: emailOutbox.studentId,
  kind: emailOutbox.kind,
  locale: emailOutbox.locale,
  to_address: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  next_attempt_at: emailOutbox.nextAttemptAt,
  last_error: emailOutbox.lastError,
  sent_at: emailOutbox.sentAt,
  created_at: emailOutbox.createdAt,
};

/** One page of the outbox (filtered by status and candidate), newest first, and the total. */
export async function listOutbox(db: Db, query: EmailOutboxQuery): Promise<Page<EmailOutboxEntry>> {
  const where: SQL | undefined = and(
    query.status ? eq(emailOutbox.status, query.status) : undefined,
    query.student_id ? eq(emailOutbox.studentId, query.student_id) : undefined,
  );
  const rows = await withPage(
    db.select(entryColumns).from(emailOutbox).where(where).orderBy(desc(emailOutbox.id)).$dynamic(),
    query,
  );
  const [total] = await db.select({ n: count() }).from(emailOutbox).where(where);
  return {
    rows: rows.map((row) => ({
      ...row,
      next_attempt_at: row.next_attempt_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * Queues a failed message again, due at once with a fresh count of attempts (the retry button).
 * Errors: 404 unknown message; 409 when it is not failed (queued ones go by themselves; sent ones
 * are never sent twice).
 */
export async function retryOutboxMessage(db: Db, id: number): Promise<void> {
  const [updated] = await db
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lockedBy: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id });
  if (updated) return;
  const [row] = await db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw notFound("E-mail not found.");
  throw conflict(`Only a failed e-mail can be sent again (this one is ${row.status}).`, "status");
}

/**
 * Queues a one-off e-mail from `actor` to a live candidate; the worker sends it and records it in the
 * History under the writer's name. Errors: 404 unknown or deleted candidate.
 */
export async function queueOneOffEmail(
  db: Db,
  studentId: number,
  content: { subject: string; body: string },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, studentId), isNull(students.deletedAt)));
    if (!student) throw notFound("Student not found.");
    await enqueueStudentEmails(tx, "one_off", [studentId], {
      scope: randomUUID(),
      extra: { ...content, sentByUserId: actor.id, sentByUsername: actor.username },
    });
  });
}
