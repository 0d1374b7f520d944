import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useSelection } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import type { Sitting } from "#shared/sittings/sittings.ts";
import { StateBadge } from "#web/components/candidates/state-badge.tsx";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { ListTable, TableState } from "#web/components/table-state.tsx";
import { formatTimestamp } from "#web/lib/format.ts";
import { bookingRefusal, useBookSeats, useWaitingCandidates } from "#web/lib/sitting-queries.ts";
import { useActionProblem } from "#web/lib/use-action-problem.ts";

/**
 * "Add candidates" of a sitting (docs/product.md §10): the center's candidates waiting for a seat
 * (confirmed, no seat, no exam date, of an exam the sitting takes), the paid first, with a checkbox
 * each, select-all and "Book selected" (all or none: a refusal says how many seats are free).
 */
export function AddCandidates({ sitting }: { sitting: Sitting }) {
  const query = useWaitingCandidates(sitting.id);
  const { data } = query;
  const ids = useMemo(() => (data ?? []).map((c) => c.id), [data]);
  const [selected, selection] = useSelection({ data: ids, resetSelectionOnDataChange: true });
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const book = useBookSeats();
  const { problem, setProblem, check } = useActionProblem();
  const count = selected.length;

  const submit = () => {
    if (!check(count > 0, "Please select at least one candidate.")) return;
    const studentIds = [...selected];
    book.mutate(
      { sittingId: sitting.id, studentIds },
      {
        onSuccess: (result) => {
          notifications.show({
            color: "teal",
            message: `${studentIds.length === 1 ? "1 candidate" : `${studentIds.length} candidates`} booked; ${result.free} ${result.free === 1 ? "seat" : "seats"} left.`,
          });
          selection.resetSelection();
        },
        onError: (failure) => setProblem(bookingRefusal(failure, studentIds.length)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Add candidates
        </Title>
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.length === 1 ? "1 candidate waiting" : `${data.length} candidates waiting`} · {sitting.free}{" "}
            {sitting.free === 1 ? "seat" : "seats"} free
          </Text>
        )}
      </Group>
      <Paper withBorder p="sm" role="region" aria-label="Booking selection">
        <Group gap="sm">
          <Text size="sm" fw={600} aria-live="polite" miw={90}>
            {count === 1 ? "1 selected" : `${count} selected`}
          </Text>
          <Button onClick={submit} loading={book.isPending} disabled={sitting.status === "cancelled"}>
            Book selected
          </Button>
        </Group>
        {problem && (
          <Alert color="red" role="alert" mt="xs" data-testid="booking-problem">
            {problem}
          </Alert>
        )}
      </Paper>
      <TableState
        query={query}
        texts={{
          failedTitle: "Could not load the waiting candidates",
          loading: "Loading waiting candidates",
          empty: "No candidate of this center is waiting for a seat in this sitting's exams.",
        }}
        skeletonRows={4}
        empty={data?.length === 0}
      >
        {data && (
          <ListTable
            label="Candidates waiting for a seat"
            minWidth={760}
            verticalSpacing={undefined}
            columns={[
              {
                label: "Select",
                w: 40,
                head: (
                  <Checkbox
                    aria-label="Select all waiting candidates"
                    checked={selection.isAllSelected()}
                    indeterminate={selection.isSomeSelected() && !selection.isAllSelected()}
                    onChange={() =>
                      selection.isAllSelected() ? selection.resetSelection() : selection.setSelection(ids)
                    }
                  />
                ),
              },
              "Reference",
              "Name",
              "Exam",
              "Month asked",
              "State",
              "Registered",
            ]}
          >
            {data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${c.fullName}`}
                    checked={selectedSet.has(c.id)}
                    onChange={() => selection.toggle(c.id)}
                  />
                </Table.Td>
                <Table.Td>{isolated(c.reference)}</Table.Td>
                <Table.Td>{isolated(c.fullName)}</Table.Td>
                <Table.Td>
                  {c.examCategory} · {isolated(c.examName)}
                </Table.Td>
                <Table.Td>{c.trialMonth}</Table.Td>
                <Table.Td>
                  <StateBadge state={c.state as StudentState} />
                </Table.Td>
                <Table.Td>{formatTimestamp(c.registrationDate)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </TableState>
    </Stack>
  );
}
