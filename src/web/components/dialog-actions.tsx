import { Alert, Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

export interface DialogActionsProps {
  /** Why the last try failed (the server's message), shown above the buttons; null while none. */
  failure: ReactNode;
  /** `data-testid` of the failure's alert, where a browser test reads it. */
  failureTestId?: string;
  /** Closes the dialog without doing anything. */
  onCancel: () => void;
  /** The cancel button's text (default "Cancel"). */
  cancelLabel?: string;
  /** The dialog's own action button(s). */
  children: ReactNode;
}

/**
 * The foot of a staff dialog (book into a sitting, create or copy sittings, cancel one; docs/product.md
 * §10): the failure alert of the last try, then the cancel button and the dialog's action, right-aligned.
 */
export function DialogActions({
  failure,
  failureTestId,
  onCancel,
  cancelLabel = "Cancel",
  children,
}: DialogActionsProps) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert" data-testid={failureTestId}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {children}
      </Group>
    </>
  );
}
