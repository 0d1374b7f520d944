import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CONTACT_MESSAGE_PAGE_SIZE, contactMessageListSchema } from "../../../shared/contact-messages.ts";
import { INQUIRY_PAGE_SIZE, inquiryListSchema } from "../../../shared/inquiries.ts";
import { api } from "../../lib/api.ts";
import type { ListSearch } from "../../lib/use-list-search.ts";

/** The inbox's query: search text, exam and 1-based page (all kept in the URL). */
export type InquirySearch = ListSearch<"search" | "exam">;

/**
 * One page of inquiries (`GET /api/inquiries`, spec §7), newest first, and the total. A 401/403 is
 * left to the page (spec §8: it shows its own expiry message before going to /login).
 */
export function useInquiries(query: InquirySearch) {
  return useQuery({
    queryKey: ["inquiries", query],
    queryFn: async ({ signal }) => {
      const { data, headers } = await api<unknown>("/api/inquiries", {
        query: { search: query.search, exam: query.exam, page: query.page, pageSize: INQUIRY_PAGE_SIZE },
        signal,
        onDenied: "handle",
      });
      const inquiries = inquiryListSchema.parse(data);
      const total = Number(headers.get("X-Total-Count"));
      return { inquiries, total: Number.isFinite(total) ? total : inquiries.length };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The contact-messages list's query: search text and 1-based page (kept in the URL). */
export type ContactMessageSearch = ListSearch<"search">;

/**
 * One page of the old contact form's messages (`GET /api/contact-messages`, issue 11), newest
 * first, and the total. A 401/403 is left to the page, as for the inquiries.
 */
export function useContactMessages(query: ContactMessageSearch) {
  return useQuery({
    queryKey: ["contact-messages", query],
    queryFn: async ({ signal }) => {
      const { data, headers } = await api<unknown>("/api/contact-messages", {
        query: { search: query.search, page: query.page, pageSize: CONTACT_MESSAGE_PAGE_SIZE },
        signal,
        onDenied: "handle",
      });
      const messages = contactMessageListSchema.parse(data);
      const total = Number(headers.get("X-Total-Count"));
      return { messages, total: Number.isFinite(total) ? total : messages.length };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}
