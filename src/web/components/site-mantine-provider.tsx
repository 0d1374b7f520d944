import {
  localStorageColorSchemeManager,
  MantineContext,
  MantineProvider,
  MantineThemeProvider,
  useProviderColorScheme,
} from "@mantine/core";
import type { ReactNode } from "react";
import { COLOR_SCHEME_KEY } from "#web/color-scheme-key.ts";
import { cssVariablesResolver, theme } from "#web/theme.ts";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
const getRootElement = () => document.documentElement;

/**
 * Mantine's `MantineProvider` without the two `<style>`s it writes (the theme's CSS variables and
 * the `hiddenFrom`/`visibleFrom` classes): the same context, theme and colour scheme (dark by
 * default, kept in localStorage), but none of the code that works those styles out (~3 kB gzip on
 * every page, decision 0005). The prerendered document carries them at the top of its `<body>`
 * (`MantineThemeStyles`), written once at build or render time; they depend on the theme only.
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: "dark",
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: "mantine",
        cssVariablesSelector: ":root",
        withStaticClasses: true,
        deduplicateInlineStyles: false,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}

/**
 * The theme's CSS variables and breakpoint classes, as Mantine's own provider writes them, for the
 * top of the document's `<body>`: after every stylesheet, also those a lazy chunk appends to the
 * `<head>` later (the shell's again among them, whose defaults they must override). Rendered on
 * the server only (prerender, the SPA fallback, the catalogue pages rendered on request): the
 * browser keeps the `<style>`s it was sent, and React's hydration passes over tags directly in
 * `<body>` or `<head>` that it did not render.
 */
export function MantineThemeStyles() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>
  );
}
