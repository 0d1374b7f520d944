import { useLingui } from "@lingui/react";
import { MantineThemeProvider } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { accessibleNamesTheme } from "#web/accessible-names.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { providersAr } from "#web/i18n/messages/providers.ar.ts";
import { providersEn } from "#web/i18n/messages/providers.en.ts";

/**
 * The names of Mantine's unnamed controls, in both languages: the `handle` of every layout route that
 * wraps its pages in `NamedControls` (the Arabic forms use those layouts too).
 */
export const namedControlsHandle: I18nHandle = { messages: { en: providersEn, ar: providersAr } };

/**
 * Mantine's close buttons and option lists named in the page's language (`accessibleNamesTheme`,
 * WCAG 4.1.2), for the layouts `AppProviders` and `FormNames` alike; the route needs
 * `namedControlsHandle` for the names' catalogue.
 */
export function NamedControls({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const names = useMemo(
    () =>
      accessibleNamesTheme({
        notification: i18n._("close.notification"),
        dialog: i18n._("close.dialog"),
        other: i18n._("close.other"),
        options: i18n._("select.options"),
      }),
    [i18n],
  );
  return <MantineThemeProvider theme={names}>{children}</MantineThemeProvider>;
}
