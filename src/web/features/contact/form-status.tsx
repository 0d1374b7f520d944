import { useLingui } from "@lingui/react";
import { Alert, Button } from "@mantine/core";
import type { ContactFormStatus } from "./use-contact-form.ts";

/** The sent or failed message of a contact form, announced to screen readers. */
export function FormStatusAlert({ status }: { status: ContactFormStatus }) {
  if (status.kind === "idle") return null;
  return (
    <Alert role="status" color={status.kind === "sent" ? "teal" : "red"} variant="light">
      {status.message}
    </Alert>
  );
}

/** Submit button: 'Sending...' (in the page's language) and disabled while the form is being sent (docs/product.md §4). */
export function SendButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { _ } = useLingui();
  return (
    <Button type="submit" disabled={submitting} size="md">
      {submitting ? _("contact.sending") : label}
    </Button>
  );
}
