/**
 * TanStack Query hooks of the invoices feature (docs/product.md §7: `GET /api/invoices`,
 * `GET /api/invoices/{studentId}`, `POST /api/invoices/create-invoice`,
 * `PATCH /api/invoices/update-invoice/{invoiceId}`).
 */

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateInvoice,
  confirmInvoiceResponseSchema,
  createInvoiceResponseSchema,
  INVOICE_PAGE_SIZE,
  type Invoice,
  invoiceListSchema,
} from "#shared/invoices/invoices.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { api, apiParsed } from "#web/lib/api.ts";
import { retryWhenNoAnswer, useIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { featureKeys } from "#web/lib/query-keys.ts";
import { studentKeys } from "#web/lib/student-queries.ts";

/** Query keys of the feature; every one starts with "invoices" so one invalidation reloads all. */
export const invoiceKeys = featureKeys("invoices", {
  list: (page: number) => ["list", page] as const,
  student: (studentId: number) => ["student", studentId] as const,
});

export interface InvoicePage {
  invoices: Invoice[];
  /** Invoices over all pages (`X-Total-Count`). */
  total: number;
}

/**
 * One page of the All Invoices table (docs/product.md §2 /View/invoices): {@link INVOICE_PAGE_SIZE} invoices,
 * newest first, with the total. The previous page stays on screen while the next one loads. Fails
 * with 'Failed to fetch invoices...' (docs/product.md §8) when the body is not a list of invoices.
 */
export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: invoiceKeys.list(page),
    queryFn: async ({ signal }): Promise<InvoicePage> => {
      const { data, headers } = await api<unknown>("/api/invoices", {
        query: { page, pageSize: INVOICE_PAGE_SIZE },
        signal,
      });
      const parsed = invoiceListSchema.safeParse(data);
      if (!parsed.success) throw new Error(BACK_OFFICE_TEXTS.invoicesFetchFailed);
      const total = Number(headers.get("X-Total-Count"));
      return {
        invoices: parsed.data,
        total: headers.has("X-Total-Count") && Number.isFinite(total) ? total : parsed.data.length,
      };
    },
  });

/** The All Invoices page's query ({@link invoicesQuery}), the previous page shown meanwhile. */
export function useInvoices(page: number) {
  return useQuery({ ...invoicesQuery(page), placeholderData: keepPreviousData });
}

/**
 * The invoices of one candidate, newest first (docs/product.md §2 /students/{id} "invoice list", §7
 * `GET /api/invoices/{studentId}`).
 */
export const studentInvoicesQuery = (studentId: number) =>
  queryOptions({
    queryKey: invoiceKeys.student(studentId),
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>(`/api/invoices/${studentId}`, { signal });
      const parsed = invoiceListSchema.safeParse(data);
      if (!parsed.success) throw new Error(BACK_OFFICE_TEXTS.invoicesFetchFailed);
      return parsed.data;
    },
  });

/** A candidate's invoices ({@link studentInvoicesQuery}). */
export function useStudentInvoices(studentId: number) {
  return useQuery(studentInvoicesQuery(studentId));
}

/**
 * Creates an invoice (docs/product.md §3, §5, §7 `POST /api/invoices/create-invoice`); the creator is the
 * session's user (the server reads it from the token). Resolves with `{success, message, invoice}`;
 * rejects with the `ApiError` whose `field` names the refused field (e.g. a duplicate invoice
 * number). Invoice and student queries reload afterwards.
 */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateInvoice) =>
      apiParsed(createInvoiceResponseSchema, "/api/invoices/create-invoice", {
        method: "POST",
        body,
        headers: idempotency.headersFor(body),
      }),
    retry: retryWhenNoAnswer,
    onSuccess: () => {
      idempotency.settle();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]);
    },
  });
}

/**
 * Confirms an invoice by id (docs/product.md §4, §7 `PATCH /api/invoices/update-invoice/{invoiceId}`); the
 * server moves its candidate to Invoice_Confirmed in the same transaction and answers with both
 * messages of docs/product.md §8 (`message`, `stateMessage`) and the candidate's new state. Invoice and
 * student queries (lists, counts, stage lists, details) reload afterwards, whatever the outcome.
 */
export function useConfirmInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      apiParsed(confirmInvoiceResponseSchema, `/api/invoices/update-invoice/${invoiceId}`, {
        method: "PATCH",
        body: { confirmed: true },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  });
}
