/**
 * TanStack Query hooks of the students feature (spec §7: `GET /api/students`,
 * `GET /api/students/count/confirmation-status`, `GET /api/students/{id}`).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages.ts";
import {
  type ChangeStateBody,
  type DeleteStudentsBody,
  studentActionResultSchema,
  studentEventListSchema,
} from "../../../shared/student-actions.ts";
import type { StudentEditInput } from "../../../shared/student-edit.ts";
import {
  confirmationCountsSchema,
  STUDENT_PAGE_SIZE,
  type Student,
  studentDetailResponseSchema,
  studentSchema,
} from "../../../shared/students.ts";
import { ApiError, api } from "../../lib/api.ts";
import type { StudentSearch } from "./student-search-params.ts";

/** Query keys of the feature, so later mutations can invalidate them. */
export const studentKeys = {
  all: ["students"] as const,
  list: (search: StudentSearch) => ["students", "list", search.filters, search.page] as const,
  counts: () => ["students", "confirmation-counts"] as const,
  detail: (id: string) => ["students", "detail", id] as const,
};

export interface StudentPage {
  students: Student[];
  /** Matches over all pages (`X-Total-Count`). */
  total: number;
}

const studentListSchema = z.array(studentSchema);

/**
 * One page of the dashboard's student list (spec §2 "Student list": 8 per page, newest first).
 * The previous page stays on screen while the next one loads. A body that is not a list of
 * students fails with 'Unexpected response format' (spec §8).
 */
export function useStudents(search: StudentSearch) {
  return useQuery({
    queryKey: studentKeys.list(search),
    queryFn: async ({ signal }): Promise<StudentPage> => {
      const { data, headers } = await api<unknown>("/api/students", {
        query: { ...search.filters, page: search.page, pageSize: STUDENT_PAGE_SIZE },
        signal,
      });
      const parsed = studentListSchema.safeParse(data);
      if (!parsed.success) throw new Error(MESSAGES.unexpectedList);
      const total = Number(headers.get("X-Total-Count"));
      return { students: parsed.data, total: Number.isFinite(total) ? total : parsed.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** Confirmed and not-confirmed counts of the dashboard (spec §2, §3 "Confirmation counts"). */
export function useConfirmationCounts() {
  return useQuery({
    queryKey: studentKeys.counts(),
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>("/api/students/count/confirmation-status", { signal });
      return confirmationCountsSchema.parse(data);
    },
  });
}

/**
 * One candidate for the detail page (spec §2 /students/{id}). Fails with the `ApiError` of the call
 * (see {@link studentErrorMessage}); client errors such as an unknown id (404) are not retried.
 */
export function useStudent(id: string) {
  return useQuery({
    queryKey: studentKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>(`/api/students/${encodeURIComponent(id)}`, { signal });
      const parsed = studentDetailResponseSchema.safeParse(data);
      if (!parsed.success) throw new Error(MESSAGES.studentFetchFailed);
      return parsed.data.student;
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/**
 * What the detail page shows when the fetch failed: the server's message, otherwise
 * 'Error fetching student details.' (spec §8).
 */
export function studentErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && !/^Request failed \(\d+\)\.$/.test(error.message)
    ? error.message
    : MESSAGES.studentFetchFailed;
}

/** Query key of a candidate's history. */
export const studentEventsKey = (id: string) => ["students", "events", id] as const;

/** A candidate's history, newest first (`GET /api/students/{id}/events`). */
export function useStudentEvents(id: string) {
  return useQuery({
    queryKey: studentEventsKey(id),
    queryFn: async ({ signal }) => {
      const { data } = await api<unknown>(`/api/students/${encodeURIComponent(id)}/events`, { signal });
      return studentEventListSchema.parse(data);
    },
  });
}

/**
 * Bulk state change (spec §4, §7 `PATCH /api/students/change-state`). On success every student
 * query (lists, counts, stage lists, details) reloads.
 */
export function useChangeState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeStateBody) =>
      (await api<unknown>("/api/students/change-state", { method: "PATCH", body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** Bulk soft delete (spec §7 `DELETE /api/students`); student queries reload afterwards. */
export function useDeleteStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteStudentsBody) =>
      (await api<unknown>("/api/students", { method: "DELETE", body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** Saves the Edit Student Data form (`PUT /api/students/{id}`, spec §5). */
export function useEditStudent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StudentEditInput) =>
      studentActionResultSchema.parse(
        (await api<unknown>(`/api/students/${encodeURIComponent(id)}`, { method: "PUT", body })).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** Confirms one candidate (`PUT /api/students/{id}/confirm`, spec §4). */
export function useConfirmStudent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api<unknown>(`/api/students/${encodeURIComponent(id)}/confirm`, { method: "PUT", body: {} }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** The server's own message of a failed call, else `fallback` (spec §8 texts). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
