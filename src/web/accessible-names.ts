import type { MantineThemeOverride } from "@mantine/core";

/** Accessible names of the controls Mantine draws without one (WCAG 4.1.2), in the page's language. */
export interface AccessibleNames {
  /** A toast's ×. */
  notification: string;
  /** A dialog's or a drawer's ×. */
  dialog: string;
  /** Any other close button (an alert's ×). */
  other: string;
  /** The scrolling list of a select's options. */
  options: string;
}

/** The viewport of a select's options: reachable by keyboard, named, never taking the field's focus. */
const optionsScrollArea = (label: string) => ({
  viewportProps: {
    tabIndex: 0,
    role: "group",
    "aria-label": label,
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
  },
});

/**
 * A theme override for the toasts, dialogs and selects of the forms and the back office. It names
 * Mantine's close buttons in the page's language: Mantine leaves them
 * unnamed, so screen readers said only "button" (axe `button-name`, critical). A component that
 * passes its own label keeps it. Also a select's scrolling list of options (nationalities,
 * countries, test centers) becomes a named, focusable group: axe `scrollable-region-focusable`
 * (serious) found no way to scroll it by keyboard. Arrow keys in the field still move through the
 * options; a press inside the list keeps the focus in the field, so the list stays open. Applied by
 * `NamedControls` in the `AppProviders` and `FormNames` layouts (toasts, confirm dialogs and selects
 * live there), so the landing's JS budget does not carry it (decision 0005).
 */
export function accessibleNamesTheme(labels: AccessibleNames): MantineThemeOverride {
  return {
    components: {
      Notification: {
        defaultProps: { closeButtonProps: { "aria-label": labels.notification } },
        // A toast's text under its title in the dimmed colour of `cssVariablesResolver` (Mantine's
        // own reach 3.3:1 light and 3.5:1 dark on the toast); without a title, the text colour.
        styles: (_theme: unknown, props: { title?: unknown }) => ({
          description: props.title ? { color: "var(--mantine-color-dimmed)" } : {},
        }),
      },
      Modal: { defaultProps: { closeButtonProps: { "aria-label": labels.dialog } } },
      Drawer: { defaultProps: { closeButtonProps: { "aria-label": labels.dialog } } },
      Alert: { defaultProps: { closeButtonLabel: labels.other } },
      CloseButton: { defaultProps: { "aria-label": labels.other } },
      Select: { defaultProps: { scrollAreaProps: optionsScrollArea(labels.options) } },
    },
  };
}
