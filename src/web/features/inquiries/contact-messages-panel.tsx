import { Anchor, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import {
  CONTACT_MESSAGE_PAGE_SIZE,
  CONTACT_MESSAGE_TEXTS,
  type ContactMessageRead,
} from "../../../shared/contact-messages.ts";
import { PageNumbers } from "../../components/page-numbers.tsx";
import { useListSearch } from "../../lib/use-list-search.ts";
import { formatTimestamp } from "../students/student-fields.ts";
import { pageCount } from "../students/student-search-params.ts";
import { useContactMessages } from "./api.ts";
import { InboxState, InboxToolbar, isDenied } from "./inbox-parts.tsx";

/** `?search=` and `?page=` of the list (the tab itself is `?tab=messages`). */
const MESSAGE_KEYS = ["search"] as const;

/** The full message in a dialog: subject, email and phone links, date, and the text as written. */
function MessageDialog({ message, onClose }: { message: ContactMessageRead | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.subject ?? ""} size="lg">
      {message && (
        <Stack gap="xs">
          <Group gap="lg">
            <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
            <Anchor href={`tel:${message.phone.replace(/[^+\d]/g, "")}`}>{message.phone}</Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            Sent {formatTimestamp(message.created_at, true)} · Message ID {message.id}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.message}</Text>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Messages of the old contact form ("Send us a message" on /about, issue 11), a tab of the
 * inquiries page for admins: server-side search over subject, email, phone and message, newest
 * first, 10 per page in the URL, the full text in a dialog. `onDenied` runs on a 401/403 (the page
 * then shows its session-expired notice).
 */
export function ContactMessagesPanel({ onDenied }: { onDenied: () => void }) {
  const [query, update] = useListSearch(MESSAGE_KEYS);
  const [selected, setSelected] = useState<ContactMessageRead | null>(null);
  const { data, isPending, isError, error, isFetching, refetch } = useContactMessages(query);

  useEffect(() => {
    if (isDenied(error)) onDenied();
  }, [error, onDenied]);

  return (
    <Stack gap="md">
      <InboxToolbar
        searchLabel="Search messages"
        searchPlaceholder="Subject, email, phone or text"
        search={query.search}
        onSearch={(search) => update({ search })}
        onRefresh={() => refetch()}
        refreshing={isFetching && !isPending}
      />

      <Text size="sm" c="dimmed" aria-live="polite">
        {data ? `${data.total.toLocaleString()} ${data.total === 1 ? "message" : "messages"}` : " "}
      </Text>

      <InboxState
        failed={isError && !isDenied(error)}
        pending={isPending}
        empty={data?.messages.length === 0}
        fetching={isFetching}
        failedText={CONTACT_MESSAGE_TEXTS.fetchFailed}
        loadingLabel="Loading contact messages"
        emptyTitle={CONTACT_MESSAGE_TEXTS.empty}
        emptyHint={query.search ? "Try another search." : "No one has used the contact form yet."}
      >
        {data && (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table striped highlightOnHover aria-label="Contact messages" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.messages.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td fw={600}>{message.subject}</Table.Td>
                    <Table.Td>
                      <Anchor href={`mailto:${message.email}`} size="sm">
                        {message.email}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatTimestamp(message.created_at, true)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setSelected(message)}
                        aria-label={`Read the message "${message.subject}"`}
                      >
                        Read
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </InboxState>

      {data && data.total > CONTACT_MESSAGE_PAGE_SIZE && (
        <PageNumbers
          pages={pageCount(data.total, CONTACT_MESSAGE_PAGE_SIZE)}
          page={query.page}
          onChange={(page) => update({ ...query, page })}
        />
      )}
      <MessageDialog message={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
