import "@mantine/notifications/styles.css";
import "#web/back-office-styles.ts";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";

/**
 * Layout route around the pages that talk to the API through TanStack Query or show toasts and
 * confirm dialogs: the registration wizard, the forms and the back office. The landing page,
 * regulator and course pages stay outside it, so they never download the query cache, the
 * notification system or the modal manager (the `/` JS budget, docs/decisions/0005).
 */
export default function AppProviders() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        {/* Toasts auto-hide after 3 s (spec §9). */}
        <Notifications position="top-right" autoClose={3000} />
        <Outlet />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
