/**
 * The check-in screen's reads and the closing of a sitting (docs/product.md §11 "Check-in"):
 * `GET /api/check-in/today`, `GET /api/sittings/{id}/attendance`,
 * `POST /api/sittings/{id}/attendance/close`. Check-ins themselves go through the queue
 * (`check-in-queue.ts`), which survives a lost network.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  attendanceResponseSchema,
  checkInTodayResponseSchema,
  closeAttendanceResponseSchema,
  reopenAttendanceResponseSchema,
} from "#shared/sittings/check-in.ts";
import { apiParsed, retryUnlessClientError } from "#web/lib/api.ts";
import { featureKeys } from "#web/lib/query-keys.ts";

export const checkInKeys = featureKeys("check-in", {
  today: (testCenterId: number | null) => ["today", testCenterId] as const,
  attendance: (sittingId: number) => ["attendance", sittingId] as const,
});

/** Today's sittings of a center (a test_center user: its own, whatever is asked). */
export function useTodaySittings(testCenterId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: checkInKeys.today(testCenterId),
    queryFn: ({ signal }) =>
      apiParsed(checkInTodayResponseSchema, "/api/check-in/today", {
        query: { testCenterId },
        signal,
        onDenied: "handle",
      }),
    enabled,
    retry: retryUnlessClientError,
    // A phone left on the table: the counts follow the other devices' check-ins.
    refetchInterval: 30_000,
  });
}

/** A sitting and its roster with attendance. */
export function useAttendance(sittingId: number) {
  return useQuery({
    queryKey: checkInKeys.attendance(sittingId),
    queryFn: ({ signal }) =>
      apiParsed(attendanceResponseSchema, `/api/sittings/${sittingId}/attendance`, {
        signal,
        onDenied: "handle",
      }),
    retry: retryUnlessClientError,
    // Offline, refetches wait (TanStack Query's "online" mode) and the roster last read stays on
    // screen: it is what check-ins are looked up in.
    refetchInterval: 30_000,
  });
}

/** POSTs the sitting's attendance `step` (read with `schema`), then reloads every check-in query. */
function useAttendanceStep<Schema extends { parse(data: unknown): unknown }>(
  sittingId: number,
  step: "reopen" | "close",
  schema: Schema,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiParsed(schema, `/api/sittings/${sittingId}/attendance/${step}`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}

/**
 * Re-opens a closed sitting on its day (admins; docs/product.md §11 "Check-in", decision 0028): the
 * absences the close marked are expected again.
 */
export const useReopenSitting = (sittingId: number) =>
  useAttendanceStep(sittingId, "reopen", reopenAttendanceResponseSchema);

/** Closes a sitting's check-in: the rest are marked absent. */
export const useCloseSitting = (sittingId: number) =>
  useAttendanceStep(sittingId, "close", closeAttendanceResponseSchema);
