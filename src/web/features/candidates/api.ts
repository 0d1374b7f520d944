/**
 * TanStack Query hooks of the students feature (docs/product.md §7: `GET /api/students`,
 * `GET /api/students/count/confirmation-status`, `GET /api/students/{id}/events`, the edit and
 * confirm calls). One candidate, the bulk actions and the query keys shared with other screens
 * live in `#web/lib/student-queries.ts`.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { studentActionResultSchema, studentEventListSchema } from "#shared/candidates/actions.ts";
import {
  confirmationCountsSchema,
  STUDENT_PAGE_SIZE,
  type Student,
  studentSchema,
} from "#shared/candidates/candidates.ts";
import type { StudentEditInput } from "#shared/candidates/edit.ts";
import { TEXTS } from "#shared/texts/common.ts";
import { api, apiParsed } from "#web/lib/api.ts";
import { studentKeys } from "#web/lib/student-queries.ts";
import type { StudentSearch } from "./student-search-params.ts";

export interface StudentPage {
  students: Student[];
  /** Matches over all pages (`X-Total-Count`). */
  total: number;
}

const studentListSchema = z.array(studentSchema);

/**
 * The query of one page of the dashboard's student list (docs/product.md §2 "Student list": 8 per page,
 * newest first). A body that is not a list of students fails with 'Unexpected response format'
 * (docs/product.md §8). Also started by the route's `clientLoader`, before the page renders.
 */
export const studentsQuery = (search: StudentSearch) =>
  queryOptions({
    queryKey: studentKeys.list(search.filters, search.page),
    queryFn: async ({ signal }): Promise<StudentPage> => {
      const { data, headers } = await api<unknown>("/api/students", {
        query: { ...search.filters, page: search.page, pageSize: STUDENT_PAGE_SIZE },
        signal,
      });
      const parsed = studentListSchema.safeParse(data);
      if (!parsed.success) throw new Error(TEXTS.unexpectedList);
      const total = Number(headers.get("X-Total-Count"));
      return { students: parsed.data, total: Number.isFinite(total) ? total : parsed.data.length };
    },
  });

/** One page of the student list ({@link studentsQuery}); the previous page stays on screen while the next one loads. */
export function useStudents(search: StudentSearch) {
  return useQuery({ ...studentsQuery(search), placeholderData: keepPreviousData });
}

/** Confirmed and not-confirmed counts of the dashboard (docs/product.md §2, §3 "Confirmation counts"). */
export const confirmationCountsQuery = () =>
  queryOptions({
    queryKey: studentKeys.counts(),
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>("/api/students/count/confirmation-status", { signal });
      return confirmationCountsSchema.parse(data);
    },
  });

/** The dashboard's counts ({@link confirmationCountsQuery}). */
export function useConfirmationCounts() {
  return useQuery(confirmationCountsQuery());
}

/** A candidate's history, newest first (`GET /api/students/{id}/events`). */
export const studentEventsQuery = (id: string) =>
  queryOptions({
    queryKey: studentKeys.events(id),
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>(`/api/students/${encodeURIComponent(id)}/events`, { signal });
      return studentEventListSchema.parse(data);
    },
  });

/** A candidate's history ({@link studentEventsQuery}). */
export function useStudentEvents(id: string) {
  return useQuery(studentEventsQuery(id));
}

/** Saves the Edit Student Data form (`PUT /api/students/{id}`, docs/product.md §5). */
export function useEditStudent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentEditInput) =>
      apiParsed(studentActionResultSchema, `/api/students/${encodeURIComponent(id)}`, {
        method: "PUT",
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** Confirms one candidate (`PUT /api/students/{id}/confirm`, docs/product.md §4). */
export function useConfirmStudent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api<unknown>(`/api/students/${encodeURIComponent(id)}/confirm`, { method: "PUT", body: {} }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
