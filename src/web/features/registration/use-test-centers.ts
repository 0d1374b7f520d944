import { useQuery } from "@tanstack/react-query";
import { type TestCenter, testCenterListResponseSchema } from "../../../shared/test-centers.ts";
import { api } from "../../lib/api.ts";

/** Spec §8: a list answer without `success` is an error with this text. */
const FETCH_FAILED = "Failed to fetch test centers.";

async function fetchTestCenters(signal: AbortSignal): Promise<TestCenter[]> {
  const { data } = await api<unknown>("/api/test-center", { signal });
  const parsed = testCenterListResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error(FETCH_FAILED);
  return parsed.data.testCenters;
}

/** The test centers a candidate can choose in the wizard's exam step (`GET /api/test-center`, spec §7). */
export function useTestCenters() {
  return useQuery({
    queryKey: ["registration", "test-centers"],
    queryFn: ({ signal }) => fetchTestCenters(signal),
  });
}
