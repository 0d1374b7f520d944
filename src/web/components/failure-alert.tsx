import { Alert, Button } from "@mantine/core";
import type { ReactNode } from "react";

/** A form's failure (the server's message, or the form's own) above its buttons; nothing without one. */
export function FormFailure({ failure, title }: { failure: ReactNode; title?: string }) {
  if (!failure) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {failure}
    </Alert>
  );
}

/** A panel whose data could not be loaded: what was lost (`children`) and a button to load it again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert">
      {children}
      <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
