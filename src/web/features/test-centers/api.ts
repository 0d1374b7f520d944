/**
 * TanStack Query hooks of the test-centers feature (docs/product.md §7: `POST /api/test-center`,
 * `GET /api/students/test-center/{testCenterId}/students`, plus `GET /api/test-center/{id}` for the
 * dashboard's heading). The list (`GET /api/test-center`) is
 * `useTestCenters` in `#web/lib/use-test-centers.ts`, shared with the wizard and the user form.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateTestCenterInput,
  createTestCenterResponseSchema,
  TEST_CENTER_PAGE_SIZE,
  type TestCenter,
  type TestCenterStudent,
  testCenterResponseSchema,
  testCenterStudentListSchema,
} from "#shared/admin/test-centers.ts";
import { ApiError, api, apiParsed } from "#web/lib/api.ts";
import { featureKeys } from "#web/lib/query-keys.ts";
import { isDenied } from "./test-center-format.ts";

/**
 * Query keys of the feature; every one starts with "test-centers" (as does the list's key in
 * `#web/lib/use-test-centers.ts`), so one invalidation reloads all.
 */
export const testCenterKeys = featureKeys("test-centers", {
  detail: (id: number) => ["detail", id] as const,
  students: (id: number, page: number) => ["students", id, page] as const,
});

/** One retry for a passing failure; none for an answer that will not change (401, 403, 404). */
const retryUnlessFinal = (failures: number, error: unknown) =>
  failures < 1 && !isDenied(error) && !(error instanceof ApiError && error.status === 404);

/**
 * Registers a test center (docs/product.md §5 "Test center registration", §7 `POST /api/test-center`).
 * Resolves with `{success, message, testCenter}`; rejects with the `ApiError` whose `field` names
 * the refused field (400 invalid, 409 name taken). The list (here, in the wizard and the user form) reloads.
 */
export function useCreateTestCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTestCenterInput) =>
      apiParsed(createTestCenterResponseSchema, "/api/test-center", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testCenterKeys.all }),
  });
}

/**
 * One test center for the dashboard's heading (`GET /api/test-center/{id}`): admins any, a
 * test_center user its own. A 401/403 is left to the page (docs/product.md §8: it goes to /404), so the
 * session is not ended here. Also started by the dashboard's `clientLoader` (decision 0021).
 */
export const testCenterQuery = (id: number) =>
  queryOptions({
    queryKey: testCenterKeys.detail(id),
    queryFn: async ({ signal }): Promise<TestCenter> => {
      const { data } = await api<unknown>(`/api/test-center/${id}`, { signal, onDenied: "handle" });
      return testCenterResponseSchema.parse(data).testCenter;
    },
    retry: retryUnlessFinal,
  });

/** The center of {@link testCenterQuery}; disabled while `id` is null. */
export function useTestCenter(id: number | null) {
  return useQuery({ ...testCenterQuery(id ?? 0), enabled: id !== null });
}

export interface CenterStudentPage {
  students: TestCenterStudent[];
  /** Candidates of the center over all pages (`X-Total-Count`). */
  total: number;
}

/**
 * One page of a center's candidates (docs/product.md §2 "Test-center dashboard": 10 per page, §3 fields),
 * with the total from `X-Total-Count`. A 401/403 is left to the page (docs/product.md §8
 * "Test-center students": /404). Also started by the dashboard's `clientLoader` (decision 0021).
 */
export const centerStudentsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: testCenterKeys.students(id, page),
    queryFn: async ({ signal }): Promise<CenterStudentPage> => {
      const { data, headers } = await api<unknown>(`/api/students/test-center/${id}/students`, {
        query: { page, pageSize: TEST_CENTER_PAGE_SIZE },
        signal,
        onDenied: "handle",
      });
      const students = testCenterStudentListSchema.parse(data);
      const total = Number(headers.get("X-Total-Count"));
      return {
        students,
        total: headers.has("X-Total-Count") && Number.isFinite(total) ? total : students.length,
      };
    },
    retry: retryUnlessFinal,
  });

/**
 * The page of {@link centerStudentsQuery}; the previous page stays on screen while the next one
 * loads. Disabled while `id` is null.
 */
export function useCenterStudents(id: number | null, page: number) {
  return useQuery({
    ...centerStudentsQuery(id ?? 0, page),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
