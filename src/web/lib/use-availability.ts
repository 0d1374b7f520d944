import { useQuery } from "@tanstack/react-query";
import type { AvailabilityMonth } from "#shared/sittings/sittings.ts";
import { api } from "./api.ts";

/** A test month's seats: `none`, `few` or `available` (never a count, docs/product.md §10). */
export type SeatLevel = AvailabilityMonth["level"];

/**
 * The seats of the next 12 months at `testCenter` for `exam` (`GET /api/availability`, public),
 * keyed by the `Trail_month` wire value ("January", …; February is never offered). Asked only once
 * both are chosen; `data` stays undefined before, while loading and when the call fails (the step
 * then keeps its seed behaviour: the no-seats warning for any month).
 */
export function useAvailability(testCenter: string, exam: string) {
  return useQuery({
    queryKey: ["availability", testCenter, exam],
    enabled: testCenter !== "" && exam !== "",
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<Map<string, AvailabilityMonth>> => {
      const { data } = await api<{ months?: AvailabilityMonth[] }>("/api/availability", {
        query: { testCenter, exam },
        signal,
        onDenied: "handle",
      });
      if (!Array.isArray(data.months)) throw new Error("Availability unreadable.");
      return new Map(data.months.flatMap((m) => (m.trialMonth ? [[m.trialMonth, m] as const] : [])));
    },
  });
}
