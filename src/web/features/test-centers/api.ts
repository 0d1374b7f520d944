/**
 * TanStack Query hooks of the test-centers feature (spec §7: `GET /api/test-center`,
 * `POST /api/test-center`, `GET /api/students/test-center/{testCenterId}/students`, plus
 * `GET /api/test-center/{id}` for the dashboard's heading).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateTestCenterInput,
  createTestCenterResponseSchema,
  TEST_CENTER_PAGE_SIZE,
  type TestCenter,
  type TestCenterStudent,
  testCenterListResponseSchema,
  testCenterResponseSchema,
  testCenterStudentListSchema,
} from "../../../shared/test-centers.ts";
import { ApiError, api } from "../../lib/api.ts";
import { isDenied, TEST_CENTERS_FETCH_FAILED } from "./test-center-format.ts";

/** Query keys of the feature; every one starts with "test-centers" so one invalidation reloads all. */
export const testCenterKeys = {
  all: ["test-centers"] as const,
  list: () => ["test-centers", "list"] as const,
  detail: (id: number) => ["test-centers", "detail", id] as const,
  students: (id: number, page: number) => ["test-centers", "students", id, page] as const,
};

/** The wizard's copy of the list (`registration/use-test-centers.ts`), reloaded after a new center. */
const WIZARD_TEST_CENTERS_KEY = ["registration", "test-centers"] as const;

/** One retry for a passing failure; none for an answer that will not change (401, 403, 404). */
const retryUnlessFinal = (failures: number, error: unknown) =>
  failures < 1 && !isDenied(error) && !(error instanceof ApiError && error.status === 404);

/**
 * All test centers (spec §2 /View-test-center and /Register-test-center, §7 `GET /api/test-center`).
 * An answer without `success` fails with 'Failed to fetch test centers.' (spec §8).
 */
export function useTestCenterList() {
  return useQuery({
    queryKey: testCenterKeys.list(),
    queryFn: async ({ signal }): Promise<TestCenter[]> => {
      const { data } = await api<unknown>("/api/test-center", { signal });
      const parsed = testCenterListResponseSchema.safeParse(data);
      if (!parsed.success) throw new Error(TEST_CENTERS_FETCH_FAILED);
      return parsed.data.testCenters;
    },
  });
}

/**
 * Registers a test center (spec §5 "Test center registration", §7 `POST /api/test-center`).
 * Resolves with `{success, message, testCenter}`; rejects with the `ApiError` whose `field` names
 * the refused field (400 invalid, 409 name taken). The lists (here and in the wizard) reload.
 */
export function useCreateTestCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTestCenterInput) =>
      createTestCenterResponseSchema.parse(
        (await api<unknown>("/api/test-center", { method: "POST", body })).data,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testCenterKeys.all }),
        queryClient.invalidateQueries({ queryKey: WIZARD_TEST_CENTERS_KEY }),
      ]),
  });
}

/**
 * One test center for the dashboard's heading (`GET /api/test-center/{id}`): admins any, a
 * test_center user its own. A 401/403 is left to the page (spec §8: it goes to /404), so the
 * session is not ended here. Disabled while `id` is null.
 */
export function useTestCenter(id: number | null) {
  return useQuery({
    queryKey: testCenterKeys.detail(id ?? 0),
    queryFn: async ({ signal }): Promise<TestCenter> => {
      const { data } = await api<unknown>(`/api/test-center/${id}`, { signal, onDenied: "handle" });
      return testCenterResponseSchema.parse(data).testCenter;
    },
    enabled: id !== null,
    retry: retryUnlessFinal,
  });
}

export interface CenterStudentPage {
  students: TestCenterStudent[];
  /** Candidates of the center over all pages (`X-Total-Count`). */
  total: number;
}

/**
 * One page of a center's candidates (spec §2 "Test-center dashboard": 10 per page, §3 fields),
 * with the total from `X-Total-Count`. The previous page stays on screen while the next one loads.
 * A 401/403 is left to the page (spec §8 "Test-center students": /404). Disabled while `id` is null.
 */
export function useCenterStudents(id: number | null, page: number) {
  return useQuery({
    queryKey: testCenterKeys.students(id ?? 0, page),
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
    enabled: id !== null,
    placeholderData: keepPreviousData,
    retry: retryUnlessFinal,
  });
}
