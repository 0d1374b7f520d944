import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { INQUIRY_PAGE_SIZE, inquiryListSchema } from "../../../shared/inquiries.ts";
import { api } from "../../lib/api.ts";

/** The inbox's query: search text, exam and 1-based page (all kept in the URL). */
export interface InquirySearch {
  search: string;
  exam: string;
  page: number;
}

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
