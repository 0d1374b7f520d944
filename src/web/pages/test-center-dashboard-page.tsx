/**
 * Route module of `/test-center/{testCenterId}` (docs/product.md §2 "Test-center dashboard"): the
 * test-centers feature's dashboard with the work queues of the center between its heading and its
 * candidates, and its charts (its next sittings' fill first) below them, loaded after the first
 * paint (docs/product.md §12 "Work queues", decision 0027). Composed here so that no feature
 * imports another.
 */
import { pageTitle } from "#web/brand.ts";
import { TestCenterDashboardPage } from "#web/features/test-centers/test-center-dashboard.tsx";
import { ChartsSection } from "#web/features/work-queues/charts-section.tsx";
import { WorkQueuesPanel } from "#web/features/work-queues/work-queues-panel.tsx";

/** `/test-center/{testCenterId}`: staff only, never indexed. */
export function meta() {
  return [{ title: pageTitle("Test Center Dashboard") }, { name: "robots", content: "noindex" }];
}

const queues = (centerId: number) => <WorkQueuesPanel centerId={centerId} />;
const charts = (centerId: number) => <ChartsSection centerId={centerId} />;

/** The center's dashboard: heading, work queues, candidates, charts. */
export default function TestCenterDashboardRoute() {
  return <TestCenterDashboardPage above={queues} below={charts} />;
}
