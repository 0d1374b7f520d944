import { Badge, Button, Group, Paper, Select, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconRefresh } from "@tabler/icons-react";
import {
  EMAIL_STATUSES,
  type EmailKind,
  type EmailOutboxEntry,
  type EmailStatus,
} from "#shared/mail/outbox.ts";
import { EMAIL_KIND_LABELS, type EmailSettingKind, isSettingKind } from "#shared/mail/settings.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { PageNumbers } from "#web/components/page-numbers.tsx";
import { ListTable, TableState } from "#web/components/table-state.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { formatTimestamp } from "#web/lib/format.ts";
import { pageCount } from "#web/lib/list-search.ts";
import { useLastPageClamp, useListSearch } from "#web/lib/use-list-search.ts";
import { OUTBOX_PAGE_SIZE, OUTBOX_URL, useOutbox, useRetryEmail } from "./api.ts";

const STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  withdrawn: "Withdrawn",
};
const STATUS_COLORS: Record<EmailStatus, string> = {
  queued: "blue",
  sent: "teal",
  failed: "red",
  withdrawn: "gray",
};

/** A message kind for people: the E-mail screen's titles, and the two kinds without settings. */
export function kindLabel(kind: EmailKind): string {
  if (isSettingKind(kind)) return EMAIL_KIND_LABELS[kind].title;
  const others: Record<Exclude<EmailKind, EmailSettingKind>, string> = {
    one_off: "One-off e-mail",
    inquiry_invite: "Inquiry invitation",
    seat_cancelled: "Seat cancelled",
    seat_offer: "Seat offer",
    retake_booked: "Retake booked",
  };
  return others[kind];
}

function RetryButton({ entry }: { entry: EmailOutboxEntry }) {
  const retry = useRetryEmail();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={retry.isPending && retry.variables === entry.id}
      aria-label={`Retry the e-mail to ${entry.to_address}: ${entry.subject ?? kindLabel(entry.kind)}`}
      onClick={() =>
        retry.mutate(entry.id, {
          onSuccess: (result) => notifications.show({ color: "teal", message: result.message }),
          onError: (error) =>
            notifications.show({
              color: "red",
              message: messageOr(error, "The e-mail could not be retried."),
            }),
        })
      }
    >
      Retry
    </Button>
  );
}

/**
 * The outbox tab of the E-mail screen: every candidate e-mail, newest first, with its status
 * (queued, sent, failed with the error), attempts and a Retry button for failed ones; the status
 * filter and the page live in the URL.
 */
export function OutboxPanel() {
  const { search, setFilters, setPage } = useListSearch(OUTBOX_URL);
  const outbox = useOutbox(search);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = outbox;
  const pages = pageCount(data?.total ?? 0, OUTBOX_PAGE_SIZE);
  useLastPageClamp(search.page, pages, data?.total, !isPlaceholderData, setPage);

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group align="flex-end">
          <Select
            label="Status"
            placeholder="All statuses"
            data={EMAIL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            value={search.filters.status ?? null}
            onChange={(status) => setFilters({ status })}
            clearable
            w={180}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => refetch()}
            loading={isFetching && !isPending}
          >
            Refresh
          </Button>
        </Group>
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite">
        {data ? `${data.total.toLocaleString()} ${data.total === 1 ? "e-mail" : "e-mails"}` : " "}
      </Text>
      <TableState
        query={outbox}
        texts={{
          failed: "The outbox could not be loaded.",
          loading: "Loading the outbox",
          empty: "No e-mails",
          emptyHint: search.filters.status ? "No e-mail has this status." : "No e-mail has been queued yet.",
        }}
        onRetry={() => refetch()}
        empty={data?.rows.length === 0}
      >
        {data && (
          <ListTable
            label="Outbox"
            minWidth={1100}
            columns={["Created", "To", "Kind", "Subject", "Status", "Attempts", "Last error", "Action"]}
          >
            {data.rows.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatTimestamp(entry.created_at, true)}
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{isolated(entry.to_address)}</Table.Td>
                <Table.Td>{kindLabel(entry.kind)}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  {isolated(entry.subject) ?? (
                    <Text span c="dimmed" size="sm">
                      (not rendered yet)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[entry.status]} variant="light">
                    {STATUS_LABELS[entry.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{entry.attempts}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere", maxWidth: 280 }}>
                  {entry.last_error ?? (
                    <Text span c="dimmed" size="sm">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{entry.status === "failed" && <RetryButton entry={entry} />}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </TableState>
      {data && data.total > OUTBOX_PAGE_SIZE && (
        <PageNumbers pages={pages} page={search.page} onChange={(page) => setPage(page)} />
      )}
    </Stack>
  );
}
