/**
 * TanStack Query hooks of the work queues (docs/product.md §12 "Work queues", decision 0027):
 * `GET /api/work-queues`, `GET /api/dashboard/charts`, `GET`/`PUT /api/work-queues/settings`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  dashboardChartsResponseSchema,
  type WorkQueueSettings,
  workQueueSettingsResponseSchema,
  workQueuesResponseSchema,
} from "#shared/dashboard/work-queues.ts";
import { apiParsed } from "#web/lib/api.ts";
import { featureKeys } from "#web/lib/query-keys.ts";

/** Query keys: the queues and charts per center (null: every center), the thresholds. */
export const workQueueKeys = featureKeys("work-queues", {
  queues: (centerId: number | null) => ["queues", centerId] as const,
  charts: (centerId: number | null) => ["charts", centerId] as const,
  settings: () => ["settings"] as const,
});

const scope = (centerId: number | null) => (centerId === null ? {} : { testCenterId: centerId });

/** The queues and stage trends of every center or one (also started by the dashboards' `clientLoader`s). */
export const workQueuesQuery = (centerId: number | null) =>
  queryOptions({
    queryKey: workQueueKeys.queues(centerId),
    queryFn: ({ signal }) =>
      apiParsed(workQueuesResponseSchema, "/api/work-queues", { query: scope(centerId), signal }),
  });

/** The queues ({@link workQueuesQuery}). */
export function useWorkQueues(centerId: number | null) {
  return useQuery(workQueuesQuery(centerId));
}

/** The charts' series of every center or one. */
export function useDashboardCharts(centerId: number | null) {
  return useQuery({
    queryKey: workQueueKeys.charts(centerId),
    queryFn: ({ signal }) =>
      apiParsed(dashboardChartsResponseSchema, "/api/dashboard/charts", { query: scope(centerId), signal }),
  });
}

/** The thresholds in force, read when the thresholds dialog opens. */
export function useWorkQueueSettings(enabled: boolean) {
  return useQuery({
    queryKey: workQueueKeys.settings(),
    queryFn: ({ signal }) =>
      apiParsed(workQueueSettingsResponseSchema, "/api/work-queues/settings", { signal }),
    enabled,
  });
}

/** Saves the thresholds; the queues are read again with them. */
export function useSaveWorkQueueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkQueueSettings) =>
      apiParsed(workQueueSettingsResponseSchema, "/api/work-queues/settings", { method: "PUT", body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(workQueueKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: workQueueKeys.all });
    },
  });
}
