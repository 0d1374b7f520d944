import { Group, Modal, Stack, Table, Text } from "@mantine/core";
import { CONTACT_MESSAGE_TEXTS, type ContactMessageRead } from "#shared/inquiries/contact-messages.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { isolated, UserText } from "#web/components/data-table/isolated.tsx";
import { formatTimestamp } from "#web/lib/format.ts";
import { CONTACT_MESSAGE_LIST } from "./api.ts";
import { InboxPanel, MailLink, PhoneLink } from "./inbox-parts.tsx";

/** The full message in a dialog: subject, email and phone links, date, and the text as written. */
function MessageDialog({ message, onClose }: { message: ContactMessageRead | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={isolated(message?.subject ?? "")} size="lg">
      {message && (
        <Stack gap="xs">
          <Group gap="lg">
            <MailLink email={message.email} />
            <PhoneLink phone={message.phone} />
          </Group>
          <Text size="sm" c="dimmed">
            Sent {formatTimestamp(message.created_at, true)} · Message ID {message.id}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            <UserText value={message.message} lines="multi" />
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Messages of the old contact form ("Send us a message" on /about, decision 0007), a tab of the
 * inquiries page for admins: server-side search over subject, email, phone and message, newest
 * first, 10 per page in the URL, the full text in a dialog. `onDenied` runs on a 401/403 (the page
 * then shows its session-expired notice).
 */
export function ContactMessagesPanel({ onDenied }: { onDenied: () => void }) {
  return (
    <InboxPanel
      list={CONTACT_MESSAGE_LIST}
      onDenied={onDenied}
      searchLabel="Search messages"
      searchPlaceholder="Subject, email, phone or text"
      nouns={["message", "messages"]}
      texts={CONTACT_MESSAGE_TEXTS}
      loadingLabel="Loading contact messages"
      emptyHint={(query) =>
        query.filters.search ? "Try another search." : "No one has used the contact form yet."
      }
      tableLabel="Contact messages"
      minWidth={640}
      columns={["Subject", "Email"]}
      cells={(message) => (
        <>
          <Table.Td fw={600}>{isolated(message.subject)}</Table.Td>
          <Table.Td>
            <MailLink email={message.email} size="sm" />
          </Table.Td>
        </>
      )}
      open={{
        heading: "Message",
        label: "Read",
        ariaLabel: (message) => `Read the message "${safeDisplayText(message.subject)}"`,
      }}
      dialog={(message, onClose) => <MessageDialog message={message} onClose={onClose} />}
    />
  );
}
