/** The Trash's queries (`GET /api/trash?kind=`) and its restore (decision 0029). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { restoreResultSchema, type TrashKind, trashListSchema } from "#shared/trash/undo.ts";
import { apiParsed } from "#web/lib/api.ts";

/** Query keys of the Trash: one list per kind. */
export const trashKeys = {
  all: ["trash"] as const,
  list: (kind: TrashKind) => ["trash", kind] as const,
};

/** The deleted rows of `kind`, newest first. */
export const trashQuery = (kind: TrashKind) =>
  queryOptions({
    queryKey: trashKeys.list(kind),
    queryFn: ({ signal }) => apiParsed(trashListSchema, `/api/trash?kind=${kind}`, { signal }),
  });

/** {@link trashQuery} as a hook. */
export const useTrash = (kind: TrashKind) => useQuery(trashQuery(kind));

/** Restores one row; every query reloads afterwards (lists, counts and the Trash). */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TrashKind; id: number }) =>
      apiParsed(restoreResultSchema, `/api/trash/${kind}/${id}/restore`, { method: "POST", body: {} }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
