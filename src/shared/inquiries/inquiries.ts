/**
 * The inquiries inbox (docs/product.md §2 "Inquiries page", §3 "Inquiry", §7 `GET /api/inquiries`, §8).
 * Admin only: inquiries hold visitors' personal data.
 */
import { z } from "zod";
import { pageQuery, positiveId, readFields, successAnswer } from "#shared/kit/schemas.ts";
import { multiLineText, oneLineText } from "#shared/kit/text-fields.ts";
import { LOCALES, type Locale } from "#shared/site/locales.ts";

/**
 * Where the follow-up of an inquiry stands (docs/product.md §2 "Inquiries page"). `converted` is never set by hand: a
 * registration through the inquiry's invitation sets it and links the candidate.
 */
export const INQUIRY_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The labels of the statuses in the inbox. */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  closed: "Closed",
};

/**
 * The languages of inquiries as the (English) back office names them, so staff reply in the
 * inquirer's language (decision 0011).
 */
export const INQUIRY_LOCALE_LABELS: Record<Locale, string> = {
  en: "English",
  ar: "Arabic",
};

/** Default page size of the inbox (at most `PAGE_SIZE_MAX`). */
export const INQUIRY_PAGE_SIZE = 10;

/** An inquiry as read (docs/product.md §3), wire names. */
export const inquiryReadSchema = z.object({
  id: z.number().int(),
  exam_name: z.string(),
  full_name: z.string(),
  ...readFields.contact,
  current_job: z.string(),
  nationality: z.string(),
  message: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  notes: z.string().nullable(),
  /** The admin following the inquiry up. */
  assignee: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The candidate who registered through the invitation. */
  converted_student_id: z.number().int().nullable(),
  /** When the last invitation to register was queued (ISO timestamp). */
  invited_at: z.string().nullable(),
  /**
   * The language the inquiry was sent in (`en`, `ar`; decision 0011): the form's page, and so the
   * language of its invitation e-mail.
   */
  locale: z.enum(LOCALES),
});
export type InquiryRead = z.infer<typeof inquiryReadSchema>;
export const inquiryListSchema = z.array(inquiryReadSchema);

/**
 * Query of `GET /api/inquiries`: `search` (case-insensitive "contains" over name, email, phone and
 * nationality), `exam` (exact exam name), `page`, `pageSize` (default 10). Newest first; the total
 * is in `X-Total-Count`. Without parameters: the first page.
 */
export const inquiryListQuerySchema = z.object({
  search: oneLineText({ label: "Search", max: 200 }).optional(),
  exam: oneLineText({ label: "Exam", max: 200 }).optional(),
  status: z.enum(INQUIRY_STATUSES, "Status must be new, contacted, converted or closed.").optional(),
  /** The assignee's user id. */
  assignee: positiveId.optional(),
  ...pageQuery(INQUIRY_PAGE_SIZE),
});

/**
 * `PATCH /api/inquiries/{id}` body: any of `status` (not `converted`: a registration sets it),
 * `notes` (empty clears) and `assigneeId` (a live admin; null clears).
 */
export const inquiryUpdateSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, "Status must be new, contacted, converted or closed.").optional(),
  notes: multiLineText({ label: "Notes", max: 5000, tooLong: "Notes must be at most 5000 characters." })
    .nullable()
    .optional(),
  assigneeId: z.number().int().positive().nullable().optional(),
});
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;

/** Answer of `PATCH /api/inquiries/{id}`: the inquiry as the inbox shows it now. */
export const inquiryUpdateResultSchema = successAnswer({ inquiry: inquiryReadSchema });

/** Answer of `DELETE /api/inquiries/{id}`: `POST /api/undo` with `undoToken` restores it within the undo window (decision 0029). */
export const inquiryDeleteResultSchema = successAnswer({ undoToken: z.string().optional() });

/** Answer of `POST /api/inquiries/{id}/invite`. */
export const inquiryInviteResultSchema = successAnswer({
  invitedAt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
});

/** `GET /api/register/invite?t=` query: the invitation token from the e-mailed link. */
export const invitePrefillQuerySchema = z.object({ t: oneLineText({ label: "Link", max: 2048 }).min(1) });

/** Answer of `GET /api/register/invite`: what the wizard pre-fills (the regulator's code, e.g. "DHA"). */
export const invitePrefillSchema = z.object({
  regulator: z.string().nullable(),
  full_name: z.string(),
  ...readFields.contact,
});
export type InvitePrefill = z.infer<typeof invitePrefillSchema>;

/** The inbox's texts (docs/product.md §8 "Inquiries list"). */
export const INQUIRY_TEXTS = {
  sessionExpired: "Your session has expired. You will be redirected to login.",
  fetchFailed: "Failed to fetch inquiries. Please try again later.",
  empty: "No inquiries found",
} as const;
