import { useLingui } from "@lingui/react";
import { MantineThemeProvider } from "@mantine/core";
import { useMemo } from "react";
import { Outlet } from "react-router";
import { accessibleNamesTheme } from "#web/accessible-names.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { providersAr } from "#web/i18n/messages/providers.ar.ts";
import { providersEn } from "#web/i18n/messages/providers.en.ts";

/** The names of Mantine's unnamed controls, in both languages (the Arabic forms use this layout too). */
export const handle: I18nHandle = { messages: { en: providersEn, ar: providersAr } };

/**
 * Layout route around the public contact forms (docs/product.md §5): Mantine's close buttons and
 * option lists named in the page's language (`accessibleNamesTheme`), as inside `AppProviders`, but
 * without the query cache, toasts and confirm dialogs these forms do not use, which every one of
 * their visitors downloaded (decision 0005, every public page within its budget).
 */
export default function FormNames() {
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
  return (
    <MantineThemeProvider theme={names}>
      <Outlet />
    </MantineThemeProvider>
  );
}
