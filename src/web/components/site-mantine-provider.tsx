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
 * every page, decision 0005). The prerendered document carries them in its `<head>`
 * (`MantineHeadStyles`), written once at build or render time; they depend on the theme only.
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: "dark",
    manager: colorSchemeManager,
    getRootElement,
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
 * document's `<head>` (after the stylesheets, which they override). Rendered on the server only
 * (prerender, the SPA fallback, the catalogue pages rendered on request): the browser keeps the
 * `<style>`s it was sent, and React's hydration passes over tags of the `<head>` it did not render.
 */
export function MantineHeadStyles() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>
  );
}
