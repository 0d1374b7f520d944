// First: before any zod schema is built (see the module).
import "./lib/zod-csp.ts";
import "./mantine-styles.ts";
import { I18nProvider } from "@lingui/react";
import { Box, ColorSchemeScript, DirectionProvider, mantineHtmlProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import { LOGO_PATH } from "./brand.ts";
import { COLOR_SCHEME_KEY } from "./color-scheme-key.ts";
import { ColorSchemeToggle } from "./components/color-scheme-toggle.tsx";
import { SiteHeader } from "./components/header/site-header.tsx";
import { SessionWatcher } from "./components/session-watcher.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { MantineThemeStyles, SiteMantineProvider } from "./components/site-mantine-provider.tsx";
import { directionOf, i18nOfMatches, localeOf } from "./i18n/i18n.ts";
import { useWebFontsFromNavigation } from "./web-fonts.ts";

/**
 * Pages that hide the footer (docs/product.md §2: the Book Exam form, and its Arabic twin `/ar/Contact-us`), in any case, with or without a trailing
 * slash: React Router prerenders `/Contact-us` from the URL `/Contact-us/` while the browser
 * hydrates it at `/Contact-us`, and both must choose the same footer, or hydration fails (#418).
 */
const NO_FOOTER = /^(\/ar)?\/contact-us\/*$/i;

/** The language of the page: the catalogue of its `/ar` layout route, else English (decision 0011). */
const usePageI18n = () => i18nOfMatches(useMatches());

/**
 * The HTML document around every page; dark by default with no flash (STACK.md). Its `lang` and
 * `dir` follow the page's language (`/ar/...`: `ar`, `rtl`), prerendered into the HTML. A page in
 * both languages names both in the server's `Link` header (`hreflang`, absolute URLs: the public
 * origin is runtime configuration; `plugins/static-site.ts`).
 */
export function Layout({ children }: { children: ReactNode }) {
  const i18n = usePageI18n();
  return (
    <html
      lang={localeOf(i18n)}
      dir={directionOf(i18n)}
      {...mantineHtmlProps}
      data-mantine-color-scheme="dark"
    >
      <head>
        <meta charSet="utf-8" />
        {/* The build writes the web-fonts script here (scripts/inline-web-fonts.ts, decision 0014). */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={LOGO_PATH} type="image/svg+xml" />
        {/* On the server only, like the styles below: the browser runs it before the first paint. */}
        {import.meta.env.SSR && (
          <ColorSchemeScript defaultColorScheme="dark" localStorageKey={COLOR_SCHEME_KEY} />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {/* Where Mantine's provider wrote them, after every stylesheet (a lazy chunk's included), on the
            server only: the browser keeps them (decision 0005, `SiteMantineProvider`). */}
        {import.meta.env.SSR && <MantineThemeStyles />}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The application shell around every page: header, page, footer (not on /Contact-us) and the
 * floating colour toggle, inside the page's language (Lingui) and direction (Mantine). Query cache, toasts and confirm dialogs come from the `AppProviders`
 * layout route, only on the pages that need them.
 */
export default function App() {
  const { pathname } = useLocation();
  const i18n = usePageI18n();
  useWebFontsFromNavigation();
  return (
    <I18nProvider i18n={i18n}>
      {/* Follows <html dir> (Layout) when the language changes: Mantine watches the attribute. */}
      <DirectionProvider initialDirection={directionOf(i18n)}>
        <SiteMantineProvider>
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
        </SiteMantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}

export { ErrorBoundary } from "./components/error-boundary.tsx";
