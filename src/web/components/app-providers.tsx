import "@mantine/notifications/styles.css";
import "#web/back-office-styles.ts";
import { useLingui } from "@lingui/react";
import { MantineThemeProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { Outlet } from "react-router";
import { accessibleNamesTheme } from "#web/accessible-names.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { providersAr } from "#web/i18n/messages/providers.ar.ts";
import { providersEn } from "#web/i18n/messages/providers.en.ts";
import { getQueryClient } from "#web/lib/query-client.ts";

/** The names of Mantine's unnamed controls, in both languages (the Arabic forms use this layout too). */
export const handle: I18nHandle = { messages: { en: providersEn, ar: providersAr } };

/**
 * Layout route around the pages that talk to the API through TanStack Query or show toasts and
 * confirm dialogs: the registration wizard, the forms and the back office. The landing page,
 * regulator and course pages stay outside it, so they never download the query cache, the
 * notification system or the modal manager (the `/` JS budget, docs/decisions/0005). Inside it,
 * Mantine's close buttons and option lists get names in the page's language (`accessibleNamesTheme`).
 */
export default function AppProviders() {
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
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineThemeProvider theme={names}>
        <ModalsProvider>
          {/* Toasts auto-hide after 3 s (docs/product.md §9). */}
          <Notifications position="top-right" autoClose={3000} />
          <Outlet />
        </ModalsProvider>
      </MantineThemeProvider>
    </QueryClientProvider>
  );
}
