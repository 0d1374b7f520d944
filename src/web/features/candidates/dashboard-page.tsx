import { Stack, Text, Title } from "@mantine/core";
import type { ClientLoaderFunctionArgs } from "react-router";
import { pageTitle } from "#web/brand.ts";
import { BackOfficeLayout } from "#web/components/back-office-layout.tsx";
import { PaymentInstructionsWarning } from "#web/components/payment-instructions-warning.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import { parseListSearch } from "#web/lib/list-search.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { useSession } from "#web/lib/session.ts";
import { confirmationCountsQuery, studentsQuery } from "./api.ts";
import { ConfirmationCounts } from "./confirmation-counts.tsx";
import { StudentList } from "./student-list.tsx";
import { STUDENT_LIST_URL } from "./student-search-params.ts";

/** `/Admin` (also `/admin`): staff only, never indexed. */
export function meta() {
  return [{ title: pageTitle("Dashboard") }, { name: "robots", content: "noindex" }];
}

/** Starts the list and the counts as soon as this code has arrived (decision 0021). */
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
        <ConfirmationCounts />
        <StudentList />
        {/* Below the list: the first screen at 1366×768 stays the table's (docs/decisions/0009). */}
        <PaymentInstructionsWarning />
      </Stack>
    </BackOfficeLayout>
  );
}

/**
 * The staff dashboard `/Admin` (docs/product.md §2 "Staff screens", §6: admin and auditor): welcome line,
 * confirmation counts and the filtered, paginated student list.
 */
export default function DashboardPage() {
  return (
    <RequireRole page="/Admin">
      <Dashboard />
    </RequireRole>
  );
}
