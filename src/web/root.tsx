import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import {
  AppShell,
  Box,
  ColorSchemeScript,
  localStorageColorSchemeManager,
  MantineProvider,
  mantineHtmlProps,
} from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { ColorSchemeToggle } from "./components/color-scheme-toggle.tsx";
import { SessionWatcher } from "./components/session-watcher.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { COLOR_SCHEME_KEY, theme } from "./theme.ts";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Pages that hide the footer (spec §2: the Book Exam form). */
const NO_FOOTER = new Set(["/contact-us"]);

/** The HTML document around every page; dark by default with no flash (STACK.md). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps} data-mantine-color-scheme="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ColorSchemeScript defaultColorScheme="dark" localStorageKey={COLOR_SCHEME_KEY} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Providers and the application shell: header, page, footer, floating colour toggle. */
export default function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  const { pathname } = useLocation();
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" autoClose={3000} />
          <SessionWatcher />
          <AppShell header={{ height: 64 }} padding={0}>
            <SiteHeader />
            {/* A column as tall as the window, so the footer stays at the bottom of short pages. */}
            <AppShell.Main style={{ display: "flex", flexDirection: "column", minHeight: "100dvh" }}>
              <Box style={{ flex: 1 }}>
                <Outlet />
              </Box>
              {!NO_FOOTER.has(pathname.toLowerCase()) && <SiteFooter />}
            </AppShell.Main>
          </AppShell>
          <ColorSchemeToggle />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export { ErrorBoundary } from "./components/error-boundary.tsx";
