import { Skeleton, Stack, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useState } from "react";

/** The charts' module, fetched only when first rendered (decision 0027). */
const DashboardCharts = lazy(() => import("./dashboard-charts.tsx"));

/** Longest wait for an idle moment before the charts load anyway (ms). */
const IDLE_TIMEOUT_MS = 1500;

/** True once the browser has been idle after the page's first paint (or {@link IDLE_TIMEOUT_MS} passed). */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setReady(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return ready;
}

/**
 * The dashboard's charts (docs/product.md §12 "Work queues"). Their code (Mantine charts and
 * Recharts) is requested only once the page has painted and the browser is idle, so it never holds
 * up the first paint or the list's rows (decision 0027; `tests/e2e/staff-speed.spec.ts`).
 */
export function ChartsSection({ centerId = null }: { centerId?: number | null }) {
  const ready = useAfterFirstPaint();
  const placeholder = <Skeleton height={280} aria-label="Loading the charts" />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-charts-title">
      <Title order={2} size="h4" id="dashboard-charts-title">
        Charts
      </Title>
      {ready ? (
        <Suspense fallback={placeholder}>
          <DashboardCharts centerId={centerId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Stack>
  );
}
