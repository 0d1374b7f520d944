import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { userListSchema } from "#shared/access/users.ts";
import {
  CONTACT_MESSAGE_PAGE_SIZE,
  type ContactMessageRead,
  contactMessageListQuerySchema,
  contactMessageListSchema,
} from "#shared/inquiries/contact-messages.ts";
import {
  INQUIRY_PAGE_SIZE,
  type InquiryRead,
  type InquiryUpdate,
  inquiryDeleteResultSchema,
  inquiryInviteResultSchema,
  inquiryListQuerySchema,
  inquiryListSchema,
  inquiryUpdateResultSchema,
} from "#shared/inquiries/inquiries.ts";
import { api, apiParsed } from "#web/lib/api.ts";
import { fetchPage, type ListPage } from "#web/lib/fetch-page.ts";
import { type ListSearch, type ListUrl, listUrl } from "#web/lib/list-search.ts";

/** An inbox tab's list: its query in the URL (filters and page), its query hook and its page size. */
export interface InboxList<K extends string, Row> {
  url: ListUrl<K>;
  useRows: (query: ListSearch<K>) => UseQueryResult<ListPage<Row>>;
  pageSize: number;
}

/**
 * One page of an inbox tab's list (`GET /api/{name}`), newest first, and the total. A 401/403 is
 * left to the page (docs/product.md §8: it shows its own expiry message before going to /login).
 */
function useInboxPage<K extends string, T>(
  name: "inquiries" | "contact-messages",
  schema: z.ZodType<T[]>,
  pageSize: number,
  query: ListSearch<K>,
) {
  return useQuery({
    queryKey: [name, query],
    queryFn: ({ signal }) =>
      fetchPage(`/api/${name}`, schema, {
        query: { ...query.filters, page: query.page, pageSize },
        signal,
        onDenied: "handle",
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The inbox's URL filters. */
type InquiryFilter = "search" | "exam" | "status" | "assignee";

/**
 * The inbox's query in the URL: `?search=`, `?exam=`, `?status=`, `?assignee=` (a user id, kept
 * as written) and `?page=` (the tab itself is `?tab=`).
 */
export const INQUIRY_URL = listUrl<InquiryFilter>(
  inquiryListQuerySchema.extend({
    assignee: z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .optional(),
  }),
  ["search", "exam", "status", "assignee"] as const,
);
/** The inbox's query: search text, exam, status, assignee and 1-based page (all kept in the URL). */
export type InquirySearch = ListSearch<InquiryFilter>;

/** One page of inquiries (`GET /api/inquiries`, docs/product.md §7), newest first, and the total. */
export const useInquiries = (query: InquirySearch) =>
  useInboxPage("inquiries", inquiryListSchema, INQUIRY_PAGE_SIZE, query);

/** The inquiries tab's list. */
export const INQUIRY_LIST: InboxList<InquiryFilter, InquiryRead> = {
  url: INQUIRY_URL,
  useRows: useInquiries,
  pageSize: INQUIRY_PAGE_SIZE,
};

/** The contact-messages list's query in the URL: `?search=` and `?page=` (the tab is `?tab=messages`). */
export const CONTACT_MESSAGE_URL = listUrl(contactMessageListQuerySchema, ["search"] as const);
/** The contact-messages list's query: search text and 1-based page (kept in the URL). */
export type ContactMessageSearch = ListSearch<"search">;

/**
 * One page of the old contact form's messages (`GET /api/contact-messages`, decision 0007), newest
 * first, and the total.
 */
export const useContactMessages = (query: ContactMessageSearch) =>
  useInboxPage("contact-messages", contactMessageListSchema, CONTACT_MESSAGE_PAGE_SIZE, query);

/** The contact-messages tab's list. */
export const CONTACT_MESSAGE_LIST: InboxList<"search", ContactMessageRead> = {
  url: CONTACT_MESSAGE_URL,
  useRows: useContactMessages,
  pageSize: CONTACT_MESSAGE_PAGE_SIZE,
};

/** The admins an inquiry can be assigned to (`GET /api/users`, admin only), by username. */
export function useAdmins() {
  return useQuery({
    queryKey: ["users", "admins"],
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>("/api/users", { signal });
      return userListSchema
        .parse(data)
        .filter((user) => user.role === "admin")
        .map(({ id, username }) => ({ id, username }))
        .sort((a, b) => a.username.localeCompare(b.username));
    },
    staleTime: 60_000,
  });
}

/**
 * Saves status, notes and assignee of an inquiry (`PATCH /api/inquiries/{id}`, docs/product.md §2 "Inquiries page");
 * the inbox's lists are fetched again.
 */
export function useUpdateInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: InquiryUpdate) =>
      (await apiParsed(inquiryUpdateResultSchema, `/api/inquiries/${id}`, { method: "PATCH", body: update }))
        .inquiry,
    onSuccess: () => client.invalidateQueries({ queryKey: ["inquiries"] }),
  });
}

/** E-mails the inquirer an invitation to register (`POST /api/inquiries/{id}/invite`). */
export function useInviteInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiParsed(inquiryInviteResultSchema, `/api/inquiries/${id}/invite`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["inquiries"] }),
  });
}

/**
 * Moves an inquiry to the Trash (`DELETE /api/inquiries/{id}`, decision 0029); answers the undo
 * token. The inbox's lists and the Trash are fetched again.
 */
export function useDeleteInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiParsed(inquiryDeleteResultSchema, `/api/inquiries/${id}`, { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["inquiries"] }),
        client.invalidateQueries({ queryKey: ["trash"] }),
      ]),
  });
}
