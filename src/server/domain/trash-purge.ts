/**
 * The Trash's retention (decision 0029, docs/product.md §12 "Undo and restore"): rows deleted more
 * than `TRASH_RETENTION_DAYS` ago lose the personal data they hold and leave the Trash for good.
 * Candidates are anonymised, not deleted: their invoices, payments, seats, results and history stay
 * for the accounts and the counts, with no name, address, ID or contact left (also none in the
 * e-mails kept for them or in the old → new values of their edits). Users keep their username (the
 * history names it) and lose their name and password; inquiries are anonymised like candidates;
 * messages (staff announcements) are removed.
 */
import { and, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { emailOutbox, inquiries, messages, studentEvents, students, users } from "#server/db/schema.ts";

/** What a sweep purged, by kind. */
export interface PurgeCounts {
  students: number;
  users: number;
  inquiries: number;
  messages: number;
}

/** The name an anonymised row is shown under. */
export const PURGED_NAME = "Deleted";

/**
 * Purges every trash row deleted before `now - retentionDays`, in one transaction; safe to run on
 * every replica at once (each row is taken by one `UPDATE … WHERE purged_at IS NULL`).
 */
export async function purgeTrash(db: Db, now: Date, retentionDays: number): Promise<PurgeCounts> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(students)
      .set({
        firstName: PURGED_NAME,
        lastName: "",
        fullName: PURGED_NAME,
        nationalId: null,
        passportNumber: null,
        governmentIdIssuingCountry: null,
        email: sql`'deleted-' || ${students.id} || '@invalid.invalid'`,
        phone: "",
        dateOfBirth: "1900-01-01",
        city: "",
        countryState: null,
        postalCode: null,
        nationality: null,
        mailingAddress: null,
        potentialWorkPlace: null,
        bscUniversity: null,
        mscUniversity: null,
        phdUniversity: null,
        college: null,
        confirmationNumber: null,
        purgedAt: now,
      })
      .where(and(isNotNull(students.deletedAt), isNull(students.purgedAt), lt(students.deletedAt, cutoff)))
      .returning({ id: students.id });
    const ids = gone.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(emailOutbox)
        .set({
          toAddress: "deleted@invalid.invalid",
          params: {},
          subject: null,
          textBody: null,
          htmlBody: null,
          attachments: [],
        })
        .where(inArray(emailOutbox.studentId, ids));
      await tx
        .update(studentEvents)
        .set({ changes: null })
        .where(and(inArray(studentEvents.studentId, ids), sql`${studentEvents.type} = 'edited'`));
    }
    const usersGone = await tx
      .update(users)
      .set({ name: null, passwordHash: "!purged", purgedAt: now })
      .where(and(isNotNull(users.deletedAt), isNull(users.purgedAt), lt(users.deletedAt, cutoff)))
      .returning({ id: users.id });
    const inquiriesGone = await tx
      .update(inquiries)
      .set({
        fullName: PURGED_NAME,
        email: sql`'deleted-' || ${inquiries.id} || '@invalid.invalid'`,
        phone: "",
        currentJob: "",
        nationality: "",
        message: null,
        notes: null,
        purgedAt: now,
      })
      .where(and(isNotNull(inquiries.deletedAt), isNull(inquiries.purgedAt), lt(inquiries.deletedAt, cutoff)))
      .returning({ id: inquiries.id });
    const messagesGone = await tx
      .delete(messages)
      .where(and(isNotNull(messages.deletedAt), lt(messages.deletedAt, cutoff)))
      .returning({ id: messages.id });
    return {
      students: ids.length,
      users: usersGone.length,
      inquiries: inquiriesGone.length,
      messages: messagesGone.length,
    };
  });
}
