import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { type Page, type PageQuery, withPage } from "#server/db/paging.ts";
import { contactMessages, inquiries, users } from "#server/db/schema.ts";
import { anyContains } from "#server/db/search.ts";
import type { ContactMessageQuery, ContactMessageRead } from "#shared/inquiries/contact-messages.ts";
import type { InquiryRead, InquiryStatus } from "#shared/inquiries/inquiries.ts";
import { toLocale } from "#shared/site/locales.ts";

export interface InquiryQuery extends PageQuery {
  search?: string;
  exam?: string;
  status?: InquiryStatus;
  /** The assignee's user id. */
  assignee?: number;
}

/** The inbox's fields of an inquiry (with its assignee, left-joined from `users`). */
export const inquiryFields = {
  id: inquiries.id,
  exam_name: inquiries.examName,
  full_name: inquiries.fullName,
  email: inquiries.email,
  phone: inquiries.phone,
  current_job: inquiries.currentJob,
  nationality: inquiries.nationality,
  message: inquiries.message,
  created_at: inquiries.createdAt,
  status: inquiries.status,
  notes: inquiries.notes,
  assignee_id: users.id,
  assignee_username: users.username,
  converted_student_id: inquiries.convertedStudentId,
  invited_at: inquiries.invitedAt,
  locale: inquiries.locale,
};

/**
 * A row of {@link inquiryFields} on the wire (ISO timestamps, the assignee as an object, the
 * stored language text as a locale).
 */
export function toInquiryRead(
  row: Omit<InquiryRead, "assignee" | "created_at" | "invited_at" | "locale"> & {
    assignee_id: number | null;
    assignee_username: string | null;
    created_at: Date | string;
    invited_at: Date | null;
    locale: string;
  },
): InquiryRead {
  const { assignee_id, assignee_username, created_at, invited_at, locale, ...rest } = row;
  return {
    ...rest,
    locale: toLocale(locale),
    created_at: typeof created_at === "string" ? created_at : created_at.toISOString(),
    invited_at: invited_at?.toISOString() ?? null,
    assignee:
      assignee_id !== null && assignee_username !== null
        ? { id: assignee_id, username: assignee_username }
        : null,
  };
}

/** An inbox table: each row has an id, a creation time and a soft-delete mark. */
type InboxTable = typeof inquiries | typeof contactMessages;

/**
 * One page of `select` (the inbox's fields from `table`, made `$dynamic()`) over the live rows
 * that `where` matches, newest first (ties by id), with `created_at` as an ISO timestamp (the
 * wire's), and the number of those rows.
 */
async function newestFirstPage<Select extends PgSelect, Row extends { created_at: Date }>(
  db: Db,
  table: InboxTable,
  select: Select & PromiseLike<Row[]>,
  where: SQL | undefined,
  query: PageQuery,
) {
  const live = and(isNull(table.deletedAt), where);
  const [rows, [total]] = await Promise.all([
    // The select's rows are `Row`s: ordering and paging keep its fields.
    withPage(select.where(live).orderBy(desc(table.createdAt), desc(table.id)), query) as PromiseLike<Row[]>,
    db.select({ total: count() }).from(table).where(live),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: total?.total ?? 0,
  };
}

/**
 * One page of live inquiries, newest first, and the total: `search` matches name, email, phone or
 * nationality (case-insensitive "contains"), `exam` the exam name exactly, `status` and `assignee`
 * (a user id) the follow-up (docs/product.md §2 "Inquiries page").
 */
export async function listInquiries(db: Db, query: InquiryQuery): Promise<Page<InquiryRead>> {
  const where = and(
    anyContains(query.search, [inquiries.fullName, inquiries.email, inquiries.phone, inquiries.nationality]),
    query.exam ? eq(inquiries.examName, query.exam) : undefined,
    query.status ? eq(inquiries.status, query.status) : undefined,
    query.assignee ? eq(inquiries.assigneeUserId, query.assignee) : undefined,
  );
  const select = db
    .select(inquiryFields)
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.assigneeUserId))
    .$dynamic();
  const page = await newestFirstPage(db, inquiries, select, where, query);
  return {
    ...page,
    rows: page.rows.map(toInquiryRead),
  };
}

/**
 * One page of live messages of the old contact form, newest first, and the total: `search`
 * matches subject, email, phone or message (case-insensitive "contains").
 */
export async function listContactMessages(
  db: Db,
  query: ContactMessageQuery,
): Promise<Page<ContactMessageRead>> {
  const where = anyContains(query.search, [
    contactMessages.subject,
    contactMessages.email,
    contactMessages.phone,
    contactMessages.message,
  ]);
  const select = db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
      created_at: contactMessages.createdAt,
    })
    .from(contactMessages)
    .$dynamic();
  return newestFirstPage(db, contactMessages, select, where, query);
}
