/**
 * Route module of `/Admin` (docs/product.md §2 "Staff screens"): the work queues first (what needs
 * action, docs/product.md §12 "Work queues"), then the students feature's counts and list, then the
 * charts, loaded after the first paint (decision 0027). Composed here so that no feature imports another.
 */
import { Stack, Text, Title } from "@mantine/core";
import type { ClientLoaderFunctionArgs } from "react-router";
import { BackOfficeLayout } from "#web/components/back-office-layout.tsx";
import { PaymentInstructionsWarning } from "#web/components/payment-instructions-warning.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import { confirmationCountsQuery, studentsQuery } from "#web/features/candidates/api.ts";
import { ConfirmationCounts } from "#web/features/candidates/confirmation-counts.tsx";
import { StudentList } from "#web/features/candidates/student-list.tsx";
import { STUDENT_LIST_URL } from "#web/features/candidates/student-search-params.ts";
import { ChartsSection } from "#web/features/work-queues/charts-section.tsx";
import { WorkQueuesPanel } from "#web/features/work-queues/work-queues-panel.tsx";
import { parseListSearch } from "#web/lib/list-search.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { useSession } from "#web/lib/session.ts";

/** `/Admin` (also `/admin`): staff only, never indexed. */
export const meta = () => staffPageMeta("Dashboard");

/**
 * Starts the list and the counts as soon as this code has arrived (decision 0021). Not the queues:
 * their statements would queue in the embedded database ahead of the list's (decision 0027).
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const search = parseListSearch(STUDENT_LIST_URL, new URL(request.url).searchParams);
  return prefetchFor("/Admin", studentsQuery(search), confirmationCountsQuery());
}

function Dashboard() {
  const session = useSession();
  return (
    <BackOfficeLayout>
      <Stack gap="lg">
        <div>
          <Title order={1}>Dashboard</Title>
          <Text c="dimmed" mt={4}>{`Welcome, ${session?.claims.username ?? ""}`}</Text>
        </div>
        <WorkQueuesPanel />
        <ConfirmationCounts />
        <StudentList />
        {/* Below the list: the first screen at 1366×768 stays the table's (docs/decisions/0009). */}
        <PaymentInstructionsWarning />
        <ChartsSection />
      </Stack>
    </BackOfficeLayout>
  );
}

/**
 * The staff dashboard `/Admin` (docs/product.md §2 "Staff screens", §6: admin and auditor): welcome line,
 * the work queues and stage trends (docs/product.md §12), confirmation counts, the filtered,
 * paginated student list and the charts.
 */
export default function DashboardPage() {
  return (
    <RequireRole page="/Admin">
      <Dashboard />
    </RequireRole>
  );
}
