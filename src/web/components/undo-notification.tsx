import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { UNDO_WINDOW_SECONDS, undoResultSchema } from "#shared/trash/undo.ts";
import { ApiError, apiParsed } from "#web/lib/api.ts";
import { getQueryClient } from "#web/lib/query-client.ts";

let nextId = 0;

/**
 * Shows `message` with an "Undo" button for the undo window (`UNDO_WINDOW_SECONDS`, 10 s;
 * docs/product.md §12 "Undo and restore", decision 0029) after a bulk state change, a board move or
 * a delete. "Undo" sends `POST /api/undo` with `undoToken`, reloads every query (lists, counts, the
 * board, the Trash) and says how it went: the server's message on success or refusal (too late,
 * already undone, the rows changed since).
 */
export function showUndoNotification({ undoToken, message }: { undoToken: string; message: string }): void {
  const id = `undo-${++nextId}`;
  const undo = async () => {
    notifications.update({
      id,
      message: "Undoing…",
      loading: true,
      autoClose: false,
      withCloseButton: false,
    });
    try {
      const result = await apiParsed(undoResultSchema, "/api/undo", {
        method: "POST",
        body: { undoToken },
        onDenied: "handle",
      });
      notifications.update({
        id,
        color: "teal",
        message: result.message,
        loading: false,
        autoClose: 4000,
        withCloseButton: true,
      });
    } catch (error) {
      const text =
        error instanceof ApiError && error.fromServer ? error.message : "The change could not be undone.";
      notifications.update({
        id,
        color: "red",
        message: text,
        loading: false,
        autoClose: 6000,
        withCloseButton: true,
      });
    } finally {
      await getQueryClient().invalidateQueries();
    }
  };
  notifications.show({
    id,
    color: "teal",
    autoClose: UNDO_WINDOW_SECONDS * 1000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void undo()} aria-label={`Undo: ${message}`}>
          Undo
        </Button>
      </Group>
    ),
  });
}

/**
 * The notice of a change the server may let staff undo (decision 0029): with "Undo" when the answer
 * carried an `undoToken` ({@link showUndoNotification}), else `message` alone.
 */
export function showDoneNotification({ undoToken, message }: { undoToken?: string | null; message: string }) {
  if (undoToken) showUndoNotification({ undoToken, message });
  else notifications.show({ color: "teal", message });
}
