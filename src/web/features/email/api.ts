/**
 * TanStack Query hooks of the E-mail screen (decision 0010): the message settings
 * (`GET/PUT /api/email-settings`, the preview), the outbox (`GET /api/email-outbox`, retry) and the
 * one-off e-mail to a candidate (`POST /api/students/{id}/email`).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { studentListResponseSchema } from "#shared/candidates/candidates.ts";
import {
  type EmailOutboxQuery,
  emailOutboxListSchema,
  emailOutboxQuerySchema,
  emailRetryResultSchema,
  type OneOffEmailBody,
} from "#shared/mail/outbox.ts";
import {
  type EmailPreviewRequest,
  type EmailSettingKind,
  type EmailSettingUpdate,
  emailPreviewSchema,
  emailSettingListSchema,
  emailSettingUpdateResultSchema,
} from "#shared/mail/settings.ts";
import { apiParsed } from "#web/lib/api.ts";
import { fetchPage } from "#web/lib/fetch-page.ts";
import { type ListSearch, listUrl } from "#web/lib/list-search.ts";
import { studentKeys } from "#web/lib/student-queries.ts";

/** Query keys of the screen. */
export const emailKeys = {
  settings: ["email-settings"] as const,
  outbox: ["email-outbox"] as const,
};

/** Every message's settings: one entry per kind and locale (English, then Arabic). */
export const emailSettingsQuery = () =>
  queryOptions({
    queryKey: emailKeys.settings,
    queryFn: ({ signal }) => apiParsed(emailSettingListSchema, "/api/email-settings", { signal }),
  });

/** The messages' settings ({@link emailSettingsQuery}). */
export function useEmailSettings() {
  return useQuery(emailSettingsQuery());
}

/** Saves a message's on/off and templates (`PUT /api/email-settings/{kind}`); the list reloads. */
export function useSaveEmailSetting(kind: EmailSettingKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSettingUpdate) =>
      apiParsed(emailSettingUpdateResultSchema, `/api/email-settings/${kind}`, { method: "PUT", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.settings }),
  });
}

/** Renders a message for a real candidate (`POST /api/email-settings/{kind}/preview`); sends nothing. */
export function usePreviewEmail(kind: EmailSettingKind) {
  return useMutation({
    mutationFn: (body: EmailPreviewRequest) =>
      apiParsed(emailPreviewSchema, `/api/email-settings/${kind}/preview`, { method: "POST", body }),
  });
}

/** A candidate offered by the preview's picker. */
export interface CandidateChoice {
  id: number;
  label: string;
}

/**
 * Candidates whose reference or full name contains `term` (two `GET /api/students` searches, 8
 * each, merged); nothing for fewer than 2 characters.
 */
export function useCandidateSearch(term: string) {
  const text = term.trim();
  return useQuery({
    queryKey: [...studentKeys.all, "email-picker", text],
    enabled: text.length >= 2,
    queryFn: async ({ signal }): Promise<CandidateChoice[]> => {
      const search = (filter: "reference" | "full_name") =>
        fetchPage("/api/students", studentListResponseSchema, {
          query: { [filter]: text, pageSize: 8 },
          signal,
        });
      const [byReference, byName] = await Promise.all([search("reference"), search("full_name")]);
      const seen = new Set<number>();
      return [...byReference.rows, ...byName.rows]
        .filter((student) => !seen.has(student.id) && seen.add(student.id))
        .map((student) => ({ id: student.id, label: `${student.full_name} · ${student.reference}` }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The outbox's filter in the URL: `?status=` (queued, sent, failed) and `?page=`. */
export const OUTBOX_URL = listUrl<"status">(emailOutboxQuerySchema, ["status"] as const);
/** Rows per outbox page. */
export const OUTBOX_PAGE_SIZE = 20;

/** One page of the outbox, newest first, and the total (`GET /api/email-outbox`). */
export function useOutbox(search: ListSearch<"status">) {
  const query: Partial<Record<keyof EmailOutboxQuery, string | number>> = {
    ...search.filters,
    page: search.page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [...emailKeys.outbox, query],
    queryFn: ({ signal }) => fetchPage("/api/email-outbox", emailOutboxListSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a failed message again (`POST /api/email-outbox/{id}/retry`); the outbox reloads. */
export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiParsed(emailRetryResultSchema, `/api/email-outbox/${id}/retry`, { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.outbox }),
  });
}

/**
 * Queues a one-off e-mail to candidate `studentId` (`POST /api/students/{id}/email`); the outbox
 * and the candidate's history reload (the History shows it once the worker has sent it).
 */
export function useSendOneOffEmail(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OneOffEmailBody) =>
      apiParsed(emailRetryResultSchema, `/api/students/${studentId}/email`, { method: "POST", body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: emailKeys.outbox });
      void client.invalidateQueries({ queryKey: studentKeys.events(String(studentId)) });
    },
  });
}
