import "@mantine/notifications/styles.css";
import "#web/back-office-styles.ts";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { NamedControls, namedControlsHandle } from "#web/components/named-controls.tsx";
import { getQueryClient } from "#web/lib/query-client.ts";

/** The names of Mantine's unnamed controls, in both languages (the Arabic forms use this layout too). */
export const handle = namedControlsHandle;

/**
 * Layout route around the pages that talk to the API through TanStack Query or show toasts and
 * confirm dialogs: the registration wizard, the forms and the back office. The landing page,
 * regulator and course pages stay outside it, so they never download the query cache, the
 * notification system or the modal manager (the `/` JS budget, docs/decisions/0005). Inside it,
 * Mantine's close buttons and option lists get names in the page's language (`accessibleNamesTheme`).
 */
export default function AppProviders() {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <NamedControls>
        <ModalsProvider>
          {/* Toasts auto-hide after 3 s (docs/product.md §9). */}
          <Notifications position="top-right" autoClose={3000} />
          <Outlet />
        </ModalsProvider>
      </NamedControls>
    </QueryClientProvider>
  );
}
