/**
 * Contact messages: what visitors sent with the old contact form ("Send us a message" on /about,
 * docs/product.md §5 "Old contact form", stored in `contact_messages`), as staff read them: admins only, newest
 * first, searched and paged like the inquiries inbox. Kept apart from `contact-forms.ts`, which the
 * public pages load.
 */
import { z } from "zod";
import { pageQuery, readFields } from "#shared/kit/schemas.ts";
import { oneLineText } from "#shared/kit/text-fields.ts";

/** Default page size of the list (at most `PAGE_SIZE_MAX`). */
export const CONTACT_MESSAGE_PAGE_SIZE = 10;

/** A stored message as read; `created_at` an ISO timestamp. */
export const contactMessageReadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  ...readFields.contact,
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessageRead = z.infer<typeof contactMessageReadSchema>;
export const contactMessageListSchema = z.array(contactMessageReadSchema);

/**
 * Query of `GET /api/contact-messages`: `search` (case-insensitive "contains" over subject, email,
 * phone and message), `page`, `pageSize` (default 10). Newest first; the total is in
 * `X-Total-Count`.
 */
export const contactMessageListQuerySchema = z.object({
  search: oneLineText({ label: "Search", max: 200 }).optional(),
  ...pageQuery(CONTACT_MESSAGE_PAGE_SIZE),
});
export type ContactMessageQuery = z.output<typeof contactMessageListQuerySchema>;

/** The list's texts. */
export const CONTACT_MESSAGE_TEXTS = {
  fetchFailed: "Failed to fetch contact messages. Please try again later.",
  empty: "No contact messages found",
} as const;
