import { Button, Table } from "@mantine/core";
import { IconLayoutDashboard } from "@tabler/icons-react";
import { Link } from "react-router";
import type { TestCenter } from "#shared/admin/test-centers.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { ListTable, TableState, type TableTexts } from "#web/components/table-state.tsx";
import { EMPTY_VALUE } from "#web/lib/format.ts";
import { testCenterDashboardPath } from "#web/lib/paths.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { testCentersErrorMessage } from "./test-center-format.ts";

/** The test centers table (docs/product.md §2 /View-test-center): id, name, address, contact, Go to Dashboard. */
function TestCenterTable({ centers }: { centers: readonly TestCenter[] }) {
  return (
    <ListTable
      label="Test centers"
      minWidth={720}
      columns={[{ label: "ID", w: 70 }, "Name", "Address", "Contact", "Dashboard"]}
    >
      {centers.map((center) => (
        <Table.Tr key={center.id}>
          <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>{center.id}</Table.Td>
          <Table.Td fw={600}>{isolated(center.name)}</Table.Td>
          <Table.Td>{isolated(center.address)}</Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{isolated(center.contact ?? EMPTY_VALUE)}</Table.Td>
          <Table.Td>
            <Button
              component={Link}
              to={testCenterDashboardPath(center.id)}
              size="compact-sm"
              variant="light"
              leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
              aria-label={`Go to Dashboard of ${safeDisplayText(center.name)}`}
              style={{ whiteSpace: "nowrap" }}
            >
              Go to Dashboard
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/**
 * The list of all test centers with its loading, error and empty states (docs/product.md §2
 * /View-test-center and the list above the /Register-test-center form; §8 "Test centers": the
 * error message, 'Failed to fetch test centers.' for an answer without `success`, else
 * 'An unexpected error occurred.').
 */
export function TestCenterList() {
  const query = useTestCenters();
  const { data } = query;
  const texts: TableTexts = {
    failedTitle: "Could not load test centers",
    failed: testCentersErrorMessage(query.error),
    loading: "Loading test centers",
    empty: "No test centers have been registered yet.",
  };

  // No overlay: the list is short and reloads only after a registration, below the form.
  return (
    <TableState query={query} texts={texts} skeletonRows={4} empty={data?.length === 0} fetching={false}>
      {data && <TestCenterTable centers={data} />}
    </TableState>
  );
}
