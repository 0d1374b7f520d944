import { Stack, Text, Title } from "@mantine/core";
import { pageTitle } from "#web/brand.ts";
import { BackOfficeLayout } from "#web/components/back-office-layout.tsx";
import { PaymentInstructionsWarning } from "#web/components/payment-instructions-warning.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import { useSession } from "#web/lib/session.ts";
import { ConfirmationCounts } from "./confirmation-counts.tsx";
import { StudentList } from "./student-list.tsx";

/** `/Admin` (also `/admin`): staff only, never indexed. */
export function meta() {
  return [{ title: pageTitle("Dashboard") }, { name: "robots", content: "noindex" }];
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
 * The staff dashboard `/Admin` (spec §2 "Staff screens", §6: admin and auditor): welcome line,
 * confirmation counts and the filtered, paginated student list.
 */
export default function DashboardPage() {
  return (
    <RequireRole page="/Admin">
      <Dashboard />
    </RequireRole>
  );
}
