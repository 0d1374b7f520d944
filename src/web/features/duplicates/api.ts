/**
 * The possible-duplicates screen's calls (docs/product.md §12 "Duplicates and merge", decision
 * 0031): `GET /api/duplicates` (a page and the total in `X-Total-Count`), the merge and the
 * dismissal.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type DismissBody,
  dismissAnswerSchema,
  duplicatePairListSchema,
  type MergeBody,
  mergeAnswerSchema,
} from "#shared/candidates/duplicates.ts";
import { api } from "#web/lib/api.ts";
import { featureKeys } from "#web/lib/query-keys.ts";

export const duplicateKeys = featureKeys("duplicates", { page: (page: number) => [page] as const });

/** Pairs per page of the screen. */
export const SCREEN_PAGE_SIZE = 10;

/** One page of the queue and the number of all pairs. */
export function useDuplicatePairs(page: number) {
  return useQuery({
    queryKey: duplicateKeys.page(page),
    queryFn: async ({ signal }) => {
      const response = await api<unknown>("/api/duplicates", {
        query: { page, pageSize: SCREEN_PAGE_SIZE },
        signal,
      });
      return {
        pairs: duplicatePairListSchema.parse(response.data),
        total: Number(response.headers.get("X-Total-Count") ?? 0),
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** Merges `mergeId` into `keepId`; the queue is read again after. */
export function useMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MergeBody) =>
      mergeAnswerSchema.parse((await api<unknown>("/api/duplicates/merge", { method: "POST", body })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}

/** Marks a pair "not a duplicate"; the queue is read again after. */
export function useDismiss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DismissBody) =>
      dismissAnswerSchema.parse(
        (await api<unknown>("/api/duplicates/dismiss", { method: "POST", body })).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}
