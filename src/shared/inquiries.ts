/**
 * The inquiries inbox (spec §2 "Inquiries page", §3 "Inquiry", §7 `GET /api/inquiries`, §8).
 * Admin only: inquiries hold visitors' personal data.
 */
import { z } from "zod";
import { pageNumberSchema } from "./paging.ts";
import { text } from "./text.ts";

/** Default and maximum page size of the inbox. */
export const INQUIRY_PAGE_SIZE = 10;
export const INQUIRY_PAGE_SIZE_MAX = 100;

/** An inquiry as read (spec §3), wire names. */
export const inquiryReadSchema = z.object({
  id: z.number().int(),
  exam_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  current_job: z.string(),
  nationality: z.string(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type InquiryRead = z.infer<typeof inquiryReadSchema>;
export const inquiryListSchema = z.array(inquiryReadSchema);

/**
 * Query of `GET /api/inquiries`: `search` (case-insensitive "contains" over name, email, phone and
 * nationality), `exam` (exact exam name), `page`, `pageSize` (default 10). Newest first; the total
 * is in `X-Total-Count`. Without parameters: the first page.
 */
export const inquiryListQuerySchema = z.object({
  search: text({ label: "Search", max: 200 }).optional(),
  exam: text({ label: "Exam", max: 200 }).optional(),
  page: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(INQUIRY_PAGE_SIZE_MAX).default(INQUIRY_PAGE_SIZE),
});

/** The inbox's texts (spec §8 "Inquiries list"). */
export const INQUIRY_MESSAGES = {
  sessionExpired: "Your session has expired. You will be redirected to login.",
  fetchFailed: "Failed to fetch inquiries. Please try again later.",
  empty: "No inquiries found",
} as const;
