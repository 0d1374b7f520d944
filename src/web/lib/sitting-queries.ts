/**
 * Sittings and seats in the back office (docs/product.md §10): the queries and writes used by the
 * sittings screens, the stage lists' "Book into sitting…" and the candidate page's "Book a seat"
 * (`GET/POST /api/sittings`, `GET /api/sittings/calendar`, `GET/PATCH /api/sittings/{id}`, `POST /api/sittings/{id}/cancel`,
 * `GET /api/sittings/{id}/waiting`, `POST`/`DELETE /api/sittings/{id}/bookings`,
 * `GET /api/waiting-list`, `PATCH /api/waiting-list/{id}`).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  importResultsResponseSchema,
  RESULT_FILE_TYPES,
  type RecordResultsBody,
  recordResultsResponseSchema,
} from "#shared/sittings/results.ts";
import {
  type CreateSittingBody,
  seatsConflictSchema,
  sittingCalendarResponseSchema,
  sittingDetailResponseSchema,
  sittingListResponseSchema,
  sittingResponseSchema,
  type UpdateSittingBody,
  waitingCandidatesResponseSchema,
  waitingListResponseSchema,
} from "#shared/sittings/sittings.ts";
import { ApiError, api, apiParsed, retryUnlessClientError } from "./api.ts";
import { featureKeys } from "./query-keys.ts";
import { studentKeys } from "./student-queries.ts";

/** Query keys; all start with "sittings", so one invalidation reloads the calendar and the pages. */
export const sittingKeys = featureKeys("sittings", {
  list: (filter: SittingFilter) => ["list", filter] as const,
  calendar: (filter: SittingFilter) => ["calendar", filter] as const,
  detail: (id: number) => ["detail", id] as const,
  waiting: (id: number) => ["waiting", id] as const,
  waitingList: (testCenterId: number, month: string) => ["waiting-list", testCenterId, month] as const,
});

/** Which sittings to list: one center (none: all the caller may see) and a date range (YYYY-MM-DD). */
export interface SittingFilter {
  testCenterId?: number | null;
  from?: string;
  to?: string;
}

/** A filter as the query string of `GET /api/sittings` and `/calendar` (no center: left out). */
const filterQuery = (filter: SittingFilter) => ({
  testCenterId: filter.testCenterId ?? undefined,
  from: filter.from,
  to: filter.to,
});

/** The `sittings` of `GET path` (the list or the calendar) that `filter` picks. */
async function filteredSittings<Schema extends { parse(data: unknown): { sittings: unknown } }>(
  schema: Schema,
  path: string,
  filter: SittingFilter,
  signal: AbortSignal,
): Promise<ReturnType<Schema["parse"]>["sittings"]> {
  return (await apiParsed(schema, path, { query: filterQuery(filter), signal })).sittings;
}

/** The sittings of a center (or all) between two dates, in date and time order. */
export function useSittings(filter: SittingFilter, enabled = true) {
  return useQuery({
    queryKey: sittingKeys.list(filter),
    queryFn: ({ signal }) => filteredSittings(sittingListResponseSchema, "/api/sittings", filter, signal),
    enabled,
    retry: retryUnlessClientError,
  });
}

/**
 * The month calendar's sittings of a center (or all) between two dates, seven fields each
 * (`GET /api/sittings/calendar`): what the chips and the month's fill need, nothing more.
 */
export function useSittingCalendar(filter: SittingFilter & { from: string; to: string }) {
  return useQuery({
    queryKey: sittingKeys.calendar(filter),
    queryFn: ({ signal }) =>
      filteredSittings(sittingCalendarResponseSchema, "/api/sittings/calendar", filter, signal),
    retry: retryUnlessClientError,
  });
}

/** One sitting and its roster (404: unknown; 403: another center's, the session stays). */
export function useSitting(id: number) {
  return useQuery({
    queryKey: sittingKeys.detail(id),
    queryFn: async ({ signal }) => {
      // Another center's sitting (403) is this page's error, not the end of the session.
      return await apiParsed(sittingDetailResponseSchema, `/api/sittings/${id}`, {
        signal,
        onDenied: "handle",
      });
    },
    retry: retryUnlessClientError,
  });
}

/** The sitting's center's candidates waiting for a seat (its "Add candidates" list). */
export function useWaitingCandidates(id: number, enabled = true) {
  return useQuery({
    queryKey: sittingKeys.waiting(id),
    queryFn: async ({ signal }) => {
      return (await apiParsed(waitingCandidatesResponseSchema, `/api/sittings/${id}/waiting`, { signal }))
        .candidates;
    },
    enabled,
    retry: retryUnlessClientError,
  });
}

/** A center and month's waiting list, in order (decision 0022, "Waiting list"). */
export function useWaitingList(testCenterId: number, month: string) {
  return useQuery({
    queryKey: sittingKeys.waitingList(testCenterId, month),
    queryFn: async ({ signal }) => {
      return (
        await apiParsed(waitingListResponseSchema, "/api/waiting-list", {
          query: { testCenterId, month },
          signal,
        })
      ).entries;
    },
    retry: retryUnlessClientError,
  });
}

/** Moves a waiting-list entry to `position` (1 = first); the others shift. */
export function useReorderWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, position }: { id: number; position: number }) =>
      (
        await apiParsed(waitingListResponseSchema, `/api/waiting-list/${id}`, {
          method: "PATCH",
          body: { position },
        })
      ).entries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...sittingKeys.all, "waiting-list"] }),
  });
}

/** Reloads sittings and candidates after a write (seats change both). */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sittingKeys.all }),
      queryClient.invalidateQueries({ queryKey: studentKeys.all }),
    ]);
}

/** Creates a sitting; resolves with it, rejects with the `ApiError` naming the refused field. */
export function useCreateSitting() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (body: CreateSittingBody) =>
      (await apiParsed(sittingResponseSchema, "/api/sittings", { method: "POST", body })).sitting,
    onSuccess: invalidate,
  });
}

/** Edits a sitting (409: fewer seats than booked, or cancelled). */
export function useUpdateSitting(id: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (body: UpdateSittingBody) =>
      (await apiParsed(sittingResponseSchema, `/api/sittings/${id}`, { method: "PATCH", body })).sitting,
    onSuccess: invalidate,
  });
}

/** Cancels a sitting, moving its candidates to `moveTo` or back to the pool (null). */
export function useCancelSitting(id: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (moveTo: number | null) =>
      (
        await apiParsed(sittingResponseSchema, `/api/sittings/${id}/cancel`, {
          method: "POST",
          body: { moveTo },
        })
      ).sitting,
    onSuccess: invalidate,
  });
}

/**
 * Books candidates into a sitting, all or none. Resolves with `{booked, free}`; rejects with the
 * `ApiError` (409 when they do not fit: {@link freeSeatsOf} reads its free count).
 */
export function useBookSeats() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ sittingId, studentIds }: { sittingId: number; studentIds: readonly number[] }) => {
      const { data } = await api<{ booked: number[]; free: number }>(`/api/sittings/${sittingId}/bookings`, {
        method: "POST",
        body: { studentIds },
      });
      return data;
    },
    onSuccess: invalidate,
  });
}

/** Gives a candidate's seat back. */
export function useReleaseSeat(sittingId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (studentId: number) =>
      api<unknown>(`/api/sittings/${sittingId}/bookings/${studentId}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** The free seats a booking's 409 reports, or null when `error` is not such a refusal. */
export function freeSeatsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = seatsConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.free : null;
}

/**
 * The sentence a refused booking shows: the free count of a 409 ("Only 3 seats are free: …"),
 * else the server's message, else `fallback`.
 */
export function bookingRefusal(
  error: unknown,
  asked: number,
  fallback = "Could not book the seats.",
): string {
  const free = freeSeatsOf(error);
  if (free !== null) {
    const seats = free === 1 ? "1 seat is" : `${free} seats are`;
    return `Not enough seats: only ${seats} free and ${asked} ${asked === 1 ? "candidate was" : "candidates were"} selected. Nothing was booked.`;
  }
  return error instanceof ApiError ? error.messageOr(fallback) : fallback;
}

/** Records results on the roster (`PUT /api/sittings/{id}/results`, docs/product.md §11 "Results"). */
export function useRecordResults(sittingId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (results: RecordResultsBody["results"]) =>
      await apiParsed(recordResultsResponseSchema, `/api/sittings/${sittingId}/results`, {
        method: "PUT",
        body: { results },
      }),
    onSuccess: invalidate,
  });
}

/**
 * Sends a result file to the import (`POST /api/sittings/{id}/results/import`): `dryRun` lists what
 * it matched and changes nothing; otherwise it applies the matching rows.
 */
export function useImportResults(sittingId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const xlsx = /\.xlsx$/i.test(file.name);
      const contentType = xlsx ? RESULT_FILE_TYPES.xlsx[0] : RESULT_FILE_TYPES.csv[0];
      return await apiParsed(importResultsResponseSchema, `/api/sittings/${sittingId}/results/import`, {
        method: "POST",
        query: { dryRun: String(dryRun) },
        file: { body: file, contentType },
      });
    },
    onSuccess: (_data, { dryRun }) => (dryRun ? undefined : invalidate()),
  });
}
