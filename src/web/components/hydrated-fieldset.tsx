import { useMounted } from "@mantine/hooks";
import type { ReactNode } from "react";

/**
 * The fields of a prerendered form, disabled until the page has hydrated. The HTML shows the form
 * before its script runs; until then a click on a dropdown does nothing, typed text is not in the
 * form's state, and Enter or a submit button would submit the form natively (the values in the
 * URL). Disabled inputs say "not yet" to the visitor (and to Playwright, which waits for enabled
 * fields). Used by the login form, the registration wizard, the status lookup and the contact
 * forms; it rides in the chunk the login form is in, which those pages load anyway.
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
