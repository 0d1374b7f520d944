/**
 * Candidate queries and bulk actions used by several staff screens (the dashboard, the stage lists,
 * the detail page and the create-invoice page), with the query keys every candidate query lives
 * under (docs/product.md §7: `GET /api/students/{id}`, `PATCH /api/students/change-state`, `DELETE /api/students`).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangeStateBody, DeleteStudentsBody } from "#shared/candidates/actions.ts";
import { studentDetailResponseSchema } from "#shared/candidates/candidates.ts";
import { TEXTS } from "#shared/texts/common.ts";
import { ApiError, api } from "./api.ts";

/**
 * Query keys of candidate data. Every one starts with "students" (the stage lists too), so one
 * invalidation of `studentKeys.all` reloads lists, counts, stage lists and details.
 */
export const studentKeys = {
  all: ["students"] as const,
  /** A dashboard page: its active filters and 1-based page. */
  list: (filters: Readonly<Record<string, string | undefined>>, page: number) =>
    ["students", "list", filters, page] as const,
  counts: () => ["students", "confirmation-counts"] as const,
  detail: (id: string) => ["students", "detail", id] as const,
  events: (id: string) => ["students", "events", id] as const,
};

/**
 * One candidate (docs/product.md §2 /students/{id}). Fails with the `ApiError` of the call
 * (see {@link studentErrorMessage}); client errors such as an unknown id (404) are not retried.
 */
export const studentQuery = (id: string) =>
  queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>(`/api/students/${encodeURIComponent(id)}`, { signal });
      const parsed = studentDetailResponseSchema.safeParse(data);
      if (!parsed.success) throw new Error(TEXTS.studentFetchFailed);
      return parsed.data.student;
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

/** One candidate ({@link studentQuery}). */
export function useStudent(id: string) {
  return useQuery(studentQuery(id));
}

/**
 * What a page shows when {@link useStudent} failed: the server's message, otherwise
 * 'Error fetching student details.' (docs/product.md §8).
 */
export function studentErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && !/^Request failed \(\d+\)\.$/.test(error.message)
    ? error.message
    : TEXTS.studentFetchFailed;
}

/** A bulk call on candidates (`body.studentIds`); every student query reloads when it settles. */
function useBulkStudentCall<Body>(method: "PATCH" | "DELETE", path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => (await api<unknown>(path, { method, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/**
 * Bulk state change (docs/product.md §4, §7 `PATCH /api/students/change-state`). On success every student
 * query (lists, counts, stage lists, details) reloads.
 */
export const useChangeState = () =>
  useBulkStudentCall<ChangeStateBody>("PATCH", "/api/students/change-state");

/** Bulk soft delete (docs/product.md §7 `DELETE /api/students`); student queries reload afterwards. */
export const useDeleteStudents = () => useBulkStudentCall<DeleteStudentsBody>("DELETE", "/api/students");
