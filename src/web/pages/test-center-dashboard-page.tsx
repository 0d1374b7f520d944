/**
 * Route module of `/test-center/{testCenterId}` (docs/product.md §2 "Test-center dashboard"): the
 * test-centers feature's dashboard with the work queues of the center between its heading and its
 * candidates, and its charts (its next sittings' fill first) below them, loaded after the first
 * paint (docs/product.md §12 "Work queues", decision 0027). Composed here so that no feature
 * imports another.
 */
import type { ClientLoaderFunctionArgs } from "react-router";
import { centerStudentsQuery, testCenterQuery } from "#web/features/test-centers/api.ts";
import { TestCenterDashboardPage } from "#web/features/test-centers/test-center-dashboard.tsx";
import { parseCenterId } from "#web/features/test-centers/test-center-format.ts";
import { workQueuesQuery } from "#web/features/work-queues/api.ts";
import { ChartsSection } from "#web/features/work-queues/charts-section.tsx";
import { WorkQueuesPanel } from "#web/features/work-queues/work-queues-panel.tsx";
import { PAGES_ONLY, parseListSearch } from "#web/lib/list-search.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { getSession } from "#web/lib/session.ts";

/** `/test-center/{testCenterId}`: staff only, never indexed. */
export const meta = () => staffPageMeta("Test Center Dashboard");

/**
 * Starts the center's candidates, heading and work queues as soon as this code has arrived (decision 0021), only for a
 * center the user may see: another center's answer would be 403, which ends the session, while the
 * page sends a test_center user on another center's URL to /404 without ending it.
 */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const centerId = parseCenterId(params.testCenterId);
  const claims = getSession()?.claims;
  if (centerId === null || (claims?.role === "test_center" && claims.testCenterId !== centerId)) return null;
  const page = parseListSearch(PAGES_ONLY, new URL(request.url).searchParams).page;
  return prefetchFor(
    "/test-center/:testCenterId",
    centerStudentsQuery(centerId, page),
    testCenterQuery(centerId),
    workQueuesQuery(centerId),
  );
}

const queues = (centerId: number) => <WorkQueuesPanel centerId={centerId} />;
const charts = (centerId: number) => <ChartsSection centerId={centerId} />;

/** The center's dashboard: heading, work queues, candidates, charts. */
export default function TestCenterDashboardRoute() {
  return <TestCenterDashboardPage above={queues} below={charts} />;
}
