/**
 * The pipeline board's reads and its move (docs/product.md §12 "Staff at speed", decision 0030):
 * `GET /api/board` (every column's count and first cards), `GET /api/board/column` (a column's
 * next cards, by cursor) and the bulk state change `PATCH /api/students/change-state`, which every
 * move goes through (its rules, history and e-mails).
 */
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { bulkResultSchema, type ChangeStateBody } from "#shared/candidates/actions.ts";
import {
  type BoardColumn,
  type BoardFilter,
  boardColumnResponseSchema,
  boardResponseSchema,
} from "#shared/candidates/board.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { api, apiParsed } from "#web/lib/api.ts";
import { studentKeys } from "#web/lib/student-queries.ts";

/** The filters as the query string sends them (absent: all). */
export type BoardFilters = { [K in keyof BoardFilter]?: string };

export const boardKeys = {
  all: ["board"] as const,
  board: (filters: BoardFilters) => ["board", "columns", filters] as const,
  column: (filters: BoardFilters, state: StudentState) => ["board", "column", filters, state] as const,
};

/** Every column's count and first page. */
export function useBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: boardKeys.board(filters),
    queryFn: async ({ signal }) =>
      boardResponseSchema.parse((await api<unknown>("/api/board", { query: filters, signal })).data),
    // Other staff move cards too.
    refetchInterval: 60_000,
  });
}

type ColumnPage = Pick<BoardColumn, "cards" | "nextCursor">;

/**
 * One column's cards, page after page as the list scrolls: the board's first page, then
 * `GET /api/board/column` from its `nextCursor` on.
 */
export function useColumnCards(filters: BoardFilters, column: BoardColumn) {
  return useInfiniteQuery<
    ColumnPage,
    Error,
    InfiniteData<ColumnPage, string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: [...boardKeys.column(filters, column.state), column.cards[0]?.id ?? 0, column.count],
    initialPageParam: null,
    initialData: { pages: [{ cards: column.cards, nextCursor: column.nextCursor }], pageParams: [null] },
    // The board's answer is fresh: the first page is taken from it, not asked again.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await api<unknown>("/api/board/column", {
        query: { ...filters, state: column.state, cursor: pageParam },
        signal,
      });
      const page = boardColumnResponseSchema.parse(data);
      return { cards: page.cards, nextCursor: page.nextCursor };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Moves candidates to a state through the bulk state change; the board and every candidate query reload. */
export function useMoveCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeStateBody) =>
      apiParsed(bulkResultSchema, "/api/students/change-state", { method: "PATCH", body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]);
    },
  });
}
