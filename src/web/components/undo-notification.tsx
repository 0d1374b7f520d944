import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { api } from "#web/lib/api.ts";

/** How long the Undo button stays offered (ms). */
const UNDO_WINDOW_MS = 10_000;

/**
 * A notification with `message` and an "Undo" button for 10 s after a write that answered an
 * `undoToken`; the button sends `POST /api/undo` with it and says whether the write was undone.
 * (Minimal version beside the pipeline board, decision 0030; the undo feature's own version
 * replaces it on merge, same path and signature.)
 */
export function showUndoNotification({ undoToken, message }: { undoToken: string; message: string }): void {
  const id = `undo-${undoToken}`;
  notifications.show({
    id,
    color: "teal",
    autoClose: UNDO_WINDOW_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={async () => {
            notifications.hide(id);
            try {
              await api("/api/undo", { method: "POST", body: { undoToken } });
              notifications.show({ color: "teal", message: "Undone." });
            } catch {
              notifications.show({ color: "red", message: "Could not undo." });
            }
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
