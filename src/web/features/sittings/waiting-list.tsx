import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { Link } from "react-router";
import { type ListColumn, ListTable, TableState } from "#web/components/table-state.tsx";
import { ApiError } from "#web/lib/api.ts";
import { formatTimestamp } from "#web/lib/format.ts";
import { studentPath } from "#web/lib/paths.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { monthLabel } from "#web/lib/sitting-format.ts";
import { useReorderWaiting, useWaitingList } from "#web/lib/sitting-queries.ts";

const WAITING_COLUMNS: ListColumn[] = ["Position", "Reference", "Name", "Exam", "Registered", "Status"];

const STATUS_COLOR: Record<string, string> = { waiting: "blue", offered: "green", lapsed: "gray" };

/** The list of one center and month, with "Move up" / "Move down" for those who may reorder it. */
function WaitingListTable({ testCenterId, month }: { testCenterId: number; month: string }) {
  const query = useWaitingList(testCenterId, month);
  const { data } = query;
  const canReorder = useCanCall("PATCH /api/waiting-list/:id");
  const reorder = useReorderWaiting();
  const entries = data ?? [];
  const failure =
    reorder.error instanceof ApiError
      ? reorder.error.messageOr("Could not reorder the waiting list.")
      : reorder.error
        ? "Could not reorder the waiting list."
        : null;

  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" title="Not moved">
          {failure}
        </Alert>
      )}
      <TableState
        query={query}
        texts={{
          failedTitle: "Could not load the waiting list",
          loading: "Loading the waiting list",
          empty: "Nobody is waiting",
          emptyHint: `No candidate waits for a seat at this center in ${monthLabel(month)}.`,
        }}
        skeletonRows={3}
        empty={entries.length === 0}
        emptyHeadingOrder={3}
        fetching={query.isFetching || reorder.isPending}
      >
        <ListTable
          label={`Waiting list for ${monthLabel(month)}`}
          minWidth={760}
          columns={
            canReorder
              ? [...WAITING_COLUMNS, { label: "Order", head: <VisuallyHidden>Order</VisuallyHidden> }]
              : WAITING_COLUMNS
          }
          highlightOnHover={false}
          verticalSpacing={undefined}
        >
          {entries.map((entry, index) => (
            <Table.Tr key={entry.id} data-testid="waiting-entry">
              <Table.Td>{entry.position}</Table.Td>
              <Table.Td>{entry.reference}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={studentPath(entry.studentId)}>
                  {entry.fullName}
                </Anchor>
              </Table.Td>
              <Table.Td>{entry.examName}</Table.Td>
              <Table.Td>{formatTimestamp(entry.createdAt)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[entry.status] ?? "gray"}>
                  {entry.status}
                </Badge>
              </Table.Td>
              {canReorder && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => reorder.mutate({ id: entry.id, position: entry.position - 1 })}
                    >
                      Move up
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={index === entries.length - 1 || reorder.isPending}
                      onClick={() => reorder.mutate({ id: entry.id, position: entry.position + 1 })}
                    >
                      Move down
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </ListTable>
      </TableState>
    </Stack>
  );
}

/**
 * The "Waiting list" panel under the calendar (decision 0022, "Waiting list"; docs/product.md §10):
 * the candidates of the selected center and month waiting for a seat, in order; admins and the
 * center's users move them up and down, auditors read. All centers: asks to choose one.
 */
export function WaitingListPanel({ testCenterId, month }: { testCenterId: number | null; month: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="waiting-list-title">
      <Title order={2} size="h3" id="waiting-list-title">
        Waiting list
      </Title>
      {testCenterId === null ? (
        <Text size="sm" c="dimmed">
          Choose a test center to see its waiting list for {monthLabel(month)}.
        </Text>
      ) : (
        <WaitingListTable testCenterId={testCenterId} month={month} />
      )}
    </Stack>
  );
}
