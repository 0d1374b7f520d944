import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/**
 * The portal's Mantine theme; the colour scheme defaults to dark (spec §1). Shades are chosen for
 * WCAG AA text contrast (4.5:1), checked by axe on every public page in both modes: white on
 * teal.9 is 5.0:1 (Mantine's default teal.6 is 2.6:1).
 */
export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif",
  headings: { fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  components: {
    // Links inside text must be told apart by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: "always" } },
  },
});

/**
 * Dimmed text darker (light) and brighter (dark) than Mantine's defaults, which reach only
 * 3.3:1 and 4.0:1 on the page background; these reach 8.2:1 and 7.8:1. Light-variant text in
 * light mode one shade darker for the same reason.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": mantine.colors.gray[7],
    // "Light" variants (active nav item, badges): teal.9 text on the teal.0 tint is 4.9:1.
    "--mantine-color-teal-light": mantine.colors.teal[0],
    "--mantine-color-teal-light-color": mantine.colors.teal[9],
    "--mantine-primary-color-light-color": mantine.colors.teal[9],
  },
  dark: { "--mantine-color-dimmed": mantine.colors.dark[1] },
});

/** localStorage key of the colour scheme choice (Mantine's manager). */
export const COLOR_SCHEME_KEY = "exam-portal-color-scheme";
