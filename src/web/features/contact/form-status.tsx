import { useLingui } from "@lingui/react";
import { Alert, Button } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import type { ReactNode } from "react";
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

/** Submit button: 'Sending...' (in the page's language) and disabled while the form is being sent (spec §4). */
export function SendButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { _ } = useLingui();
  return (
    <Button type="submit" disabled={submitting} size="md">
      {submitting ? _("contact.sending") : label}
    </Button>
  );
}

/**
 * The fields of a prerendered contact form, disabled until the page has hydrated. The HTML shows
 * the form before its script runs; until then a click on a dropdown does nothing, typed text is not
 * in the form's state, and Enter would submit the form natively (the values in the URL). Disabled
 * inputs say "not yet" to the visitor (and to Playwright, which waits for enabled fields). The
 * registration wizard does the same with its own fieldset (a shared module would add a chunk).
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const mounted = useMounted();
  return (
    <fieldset
      disabled={!mounted}
      aria-busy={mounted ? undefined : true}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}
