import type { Db } from "#server/db/client.ts";
import { contactMessages, inquiries } from "#server/db/schema.ts";
import type { ContactMessage, Inquiry } from "#shared/inquiries/contact-forms.ts";

/** Stores an inquiry (wire names → columns) with the language it was sent in; returns its id. */
export async function saveInquiry(db: Db, inquiry: Inquiry): Promise<number> {
  const [row] = await db
    .insert(inquiries)
    .values({
      examName: inquiry.exam_name,
      fullName: inquiry.full_name,
      email: inquiry.email,
      phone: inquiry.phone,
      currentJob: inquiry.current_job,
      nationality: inquiry.nationality,
      message: inquiry.message,
      locale: inquiry.locale,
    })
    .returning({ id: inquiries.id });
  return row?.id ?? 0;
}

/** Stores a message of the old contact form; returns its id. */
export async function saveContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row?.id ?? 0;
}
