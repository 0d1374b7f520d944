import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { Link } from "react-router";
import { type Announcement, messageWriteResponseSchema } from "#shared/admin/announcements.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { isolated, UserText } from "#web/components/data-table/isolated.tsx";
import { StaffContainer } from "#web/components/staff-page.tsx";
import { showDoneNotification } from "#web/components/undo-notification.tsx";
import { formatTimestamp } from "#web/lib/format.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useCanCall, useCanOpen } from "#web/lib/permissions.ts";
import { useAnnouncements, useDeleteMessage } from "./api.ts";

/** Staff-only, never indexed. */
export const meta = () => staffPageMeta("Messages");

/** One message; `manage`: its sender and a Delete button (docs/product.md §2: the admin's view of messages). */
function MessageCard({ message, manage }: { message: Announcement; manage: boolean }) {
  const remove = useDeleteMessage();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: "Delete this message?",
      children: <Text size="sm">It disappears for every recipient.</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(message.id, {
          onSuccess: (data) => {
            const undoToken = messageWriteResponseSchema.safeParse(data).data?.undoToken;
            showDoneNotification({ undoToken, message: "Message deleted." });
          },
          onError: () => notifications.show({ color: "red", message: "Error deleting message" }),
        }),
    });
  return (
    <Card withBorder component="article" aria-label={`Message ${message.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light">
              {message.userId === null ? "All users" : isolated(`To ${safeDisplayText(message.username)}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatTimestamp(message.created_at, true)}
            </Text>
          </Group>
          <Text style={{ whiteSpace: "pre-wrap" }}>
            <UserText value={message.message} lines="multi" />
          </Text>
          {manage && (
            <Text size="xs" c="dimmed">
              From <UserText value={message.senderName} /> (user id {message.senderId ?? "—"})
            </Text>
          )}
        </Stack>
        {manage && (
          <Button
            color="red"
            variant="light"
            size="compact-sm"
            onClick={confirmDelete}
            loading={remove.isPending}
          >
            Delete
          </Button>
        )}
      </Group>
    </Card>
  );
}

function Messages() {
  const { data, isPending, isError } = useAnnouncements();
  const canDelete = useCanCall("DELETE /api/delete-message");
  const canSend = useCanOpen("/CreateAnnouncement");
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Messages</Title>
        {canSend && (
          <Button component={Link} to="/CreateAnnouncement">
            Send a message
          </Button>
        )}
      </Group>
      {isError ? (
        <Alert color="red" role="alert">
          Error fetching messages
        </Alert>
      ) : isPending ? (
        <Skeleton height={120} />
      ) : data.length === 0 ? (
        <Text c="dimmed">No messages yet.</Text>
      ) : (
        data.map((message) => <MessageCard key={message.id} message={message} manage={canDelete} />)
      )}
    </Stack>
  );
}

/**
 * The messages view `/announcements` (also `/Announcements`; docs/product.md §2 "Messages view"): admins see
 * every message with its sender's name and id and a Delete button behind a confirm dialog; a
 * school moderator reads the messages addressed to them or to all, without delete. Other roles lose
 * their token and go to /404 (docs/product.md §6).
 */
export default function AnnouncementsPage() {
  return (
    <StaffContainer page="/announcements" size="md">
      <Messages />
    </StaffContainer>
  );
}
