import { and, count, desc, eq, ilike, isNull, or } from "drizzle-orm";
import type { ContactMessageQuery } from "../../../shared/contact-messages.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, inquiries } from "../../db/schema.ts";

/** `%term%` for ILIKE, the term's own pattern characters escaped. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface InquiryQuery {
  search?: string;
  exam?: string;
  page: number;
  pageSize: number;
}

/**
 * One page of live inquiries, newest first, and the total: `search` matches name, email, phone or
 * nationality (case-insensitive "contains"), `exam` the exam name exactly.
 */
export async function listInquiries(db: Db, query: InquiryQuery) {
  const term = query.search ? contains(query.search) : null;
  const where = and(
    isNull(inquiries.deletedAt),
    term
      ? or(
          ilike(inquiries.fullName, term),
          ilike(inquiries.email, term),
          ilike(inquiries.phone, term),
          ilike(inquiries.nationality, term),
        )
      : undefined,
    query.exam ? eq(inquiries.examName, query.exam) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        exam_name: inquiries.examName,
        full_name: inquiries.fullName,
        email: inquiries.email,
        phone: inquiries.phone,
        current_job: inquiries.currentJob,
        nationality: inquiries.nationality,
        message: inquiries.message,
        created_at: inquiries.createdAt,
      })
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  return {
    inquiries: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: total?.total ?? 0,
  };
}

/**
 * One page of live messages of the old contact form, newest first, and the total: `search`
 * matches subject, email, phone or message (case-insensitive "contains").
 */
export async function listContactMessages(db: Db, query: ContactMessageQuery) {
  const term = query.search ? contains(query.search) : null;
  const where = and(
    isNull(contactMessages.deletedAt),
    term
      ? or(
          ilike(contactMessages.subject, term),
          ilike(contactMessages.email, term),
          ilike(contactMessages.phone, term),
          ilike(contactMessages.message, term),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        subject: contactMessages.subject,
        email: contactMessages.email,
        phone: contactMessages.phone,
        message: contactMessages.message,
        created_at: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    messages: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: total?.total ?? 0,
  };
}
