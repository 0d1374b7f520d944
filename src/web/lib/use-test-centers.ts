import { useQuery } from "@tanstack/react-query";
import { type TestCenter, testCenterListResponseSchema } from "#shared/admin/test-centers.ts";
import { api } from "./api.ts";

/** docs/product.md §8 "Test centers": a list answer without `success` is an error with this text. */
export const TEST_CENTERS_FETCH_FAILED = "Failed to fetch test centers.";

/**
 * Query key of the test-center list. It starts with "test-centers", so invalidating the
 * test-centers feature's keys (after a new center) reloads it too.
 */
export const TEST_CENTER_LIST_KEY = ["test-centers", "list"] as const;

/**
 * All test centers (docs/product.md §7 `GET /api/test-center`), for the wizard's exam step, the user and
 * candidate forms' pickers and /View-test-center. An answer without `success` fails with
 * 'Failed to fetch test centers.' (docs/product.md §8).
 */
export function useTestCenters() {
  return useQuery({
    queryKey: TEST_CENTER_LIST_KEY,
    queryFn: async ({ signal }): Promise<TestCenter[]> => {
      const { data } = await api<unknown>("/api/test-center", { signal });
      const parsed = testCenterListResponseSchema.safeParse(data);
      if (!parsed.success) throw new Error(TEST_CENTERS_FETCH_FAILED);
      return parsed.data.testCenters;
    },
  });
}
