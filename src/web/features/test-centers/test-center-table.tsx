import { Alert, Button, Paper, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconLayoutDashboard } from "@tabler/icons-react";
import { Link } from "react-router";
import type { TestCenter } from "../../../shared/test-centers.ts";
import { EMPTY_VALUE } from "../students/student-fields.ts";
import { useTestCenterList } from "./api.ts";
import { testCenterDashboardPath, testCentersErrorMessage } from "./test-center-format.ts";

const SKELETON_ROWS = ["row-1", "row-2", "row-3", "row-4"];

/** The test centers table (spec §2 /View-test-center): id, name, address, contact, Go to Dashboard. */
function TestCenterTable({ centers }: { centers: readonly TestCenter[] }) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover aria-label="Test centers" verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={70}>
              ID
            </Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Address</Table.Th>
            <Table.Th scope="col">Contact</Table.Th>
            <Table.Th scope="col">Dashboard</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {centers.map((center) => (
            <Table.Tr key={center.id}>
              <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>{center.id}</Table.Td>
              <Table.Td fw={600}>{center.name}</Table.Td>
              <Table.Td>{center.address}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{center.contact ?? EMPTY_VALUE}</Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={testCenterDashboardPath(center.id)}
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
                  aria-label={`Go to Dashboard of ${center.name}`}
                  style={{ whiteSpace: "nowrap" }}
                >
                  Go to Dashboard
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The list of all test centers with its loading, error and empty states (spec §2
 * /View-test-center and the list above the /Register-test-center form; §8 "Test centers": the
 * error message, 'Failed to fetch test centers.' for an answer without `success`, else
 * 'An unexpected error occurred.').
 */
export function TestCenterList() {
  const { data, isPending, isError, error } = useTestCenterList();

  if (isError) {
    return (
      <Alert color="red" title="Could not load test centers" role="alert">
        {testCentersErrorMessage(error)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading test centers">
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} height={32} />
        ))}
      </Stack>
    );
  }
  if (data.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>No test centers have been registered yet.</Text>
      </Paper>
    );
  }
  return <TestCenterTable centers={data} />;
}
