// First: before any zod schema is built (see the module).
import "./lib/zod-csp.ts";
import "./mantine-styles.ts";
import {
  Box,
  ColorSchemeScript,
  localStorageColorSchemeManager,
  MantineProvider,
  mantineHtmlProps,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { ColorSchemeToggle } from "./components/color-scheme-toggle.tsx";
import { SiteHeader } from "./components/header/site-header.tsx";
import { SessionWatcher } from "./components/session-watcher.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { COLOR_SCHEME_KEY, cssVariablesResolver, theme } from "./theme.ts";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Pages that hide the footer (spec §2: the Book Exam form), in any case, with or without a trailing
 * slash: React Router prerenders `/Contact-us` from the URL `/Contact-us/` while the browser
 * hydrates it at `/Contact-us`, and both must choose the same footer, or hydration fails (#418).
 */
const NO_FOOTER = /^\/contact-us\/*$/i;

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

/**
 * The application shell around every page: header, page, footer (not on /Contact-us) and the
 * floating colour toggle. Query cache, toasts and confirm dialogs come from the `AppProviders`
 * layout route, only on the pages that need them.
 */
export default function App() {
  const { pathname } = useLocation();
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="dark"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <SessionWatcher />
      {/* A column as tall as the window, so the footer stays at the bottom of short pages. */}
      <Box style={{ display: "flex", flexDirection: "column", minHeight: "100dvh" }}>
        <SiteHeader />
        <Box component="main" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        {!NO_FOOTER.test(pathname) && <SiteFooter />}
      </Box>
      <ColorSchemeToggle />
    </MantineProvider>
  );
}

export { ErrorBoundary } from "./components/error-boundary.tsx";
