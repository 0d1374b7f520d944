import { Stack, Title } from "@mantine/core";
import { useIntersection } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { ChartsPlaceholder } from "./charts-placeholder.tsx";

/** The charts' module, fetched only when first rendered (decision 0027). */
const DashboardCharts = lazy(() => import("./dashboard-charts.tsx"));

/** Longest wait for an idle moment before the charts load anyway (ms). */
const IDLE_TIMEOUT_MS = 1500;
/**
 * True once `near` (the section came into the viewport) and the browser has then
 * been idle (or {@link IDLE_TIMEOUT_MS} passed): a dashboard whose charts are never scrolled to
 * never downloads them.
 */
function useWhenNearAndIdle(near: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!near || ready) return;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setReady(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [near, ready]);
  return ready;
}

/**
 * The dashboard's charts (docs/product.md §12 "Work queues"). Their code (Mantine charts and
 * Recharts, ~110 kB compressed) is requested only once the section is on screen and the
 * browser is idle, so it never holds up the first paint or the list's rows (decision 0027;
 * `tests/e2e/staff-speed.spec.ts`).
 */
export function ChartsSection({ centerId = null }: { centerId?: number | null }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: "0px" });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry]);
  const ready = useWhenNearAndIdle(near);
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-charts-title" ref={ref}>
      <Title order={2} size="h4" id="dashboard-charts-title">
        Charts
      </Title>
      {ready ? (
        <Suspense fallback={<ChartsPlaceholder />}>
          <DashboardCharts centerId={centerId} />
        </Suspense>
      ) : (
        <ChartsPlaceholder />
      )}
    </Stack>
  );
}
