import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";
import type { BuiltBrand } from "#shared/site/brand.ts";
import { BRAND } from "./brand.ts";
import { FONT_FAMILY } from "./fonts.ts";

/**
 * The portal's Mantine theme for a brand (decision 0013): its ten shades as the `brand` colour,
 * which is the primary colour; the colour scheme defaults to dark (docs/product.md §1). The primary shade is
 * the lightest that white text reads on at 4.5:1 (WCAG AA; worked out at build time, checked by
 * axe on every public page in both modes): with the default teal, shade 9 (5.0:1; Mantine's
 * default teal.6 is 2.6:1).
 */
export function brandTheme(brand: Pick<BuiltBrand, "palette" | "primaryShade">): MantineThemeOverride {
  return createTheme({
    colors: { brand: brand.palette as unknown as MantineColorsTuple },
    primaryColor: "brand",
    primaryShade: brand.primaryShade as MantineColorShade,
    // Dark text on light fills (yellow, lime), white on dark ones: readable whatever the colour.
    autoContrast: true,
    defaultRadius: "md",
    // Self-hosted Inter (Arabic documents: IBM Plex Sans Arabic first, `fonts.css`).
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    components: {
      // Links inside text must be told apart by more than colour (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: "always" } },
    },
  });
}

/** The theme of this build's brand. */
export const theme = brandTheme(BRAND);

/** WCAG 2 contrast ratio of two CSS colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The AA ratio for body text, with a little margin for rounding in the browser. */
const AA_TEXT = 4.6;

/** `text`, darkened in steps of 5 % until it reads on `background` at {@link AA_TEXT}. */
export function readableOn(text: string, background: string): string {
  let color = text;
  for (let step = 1; contrastRatio(color, background) < AA_TEXT && step < 20; step++) {
    color = darken(text, step * 0.05);
  }
  return color;
}

/**
 * Colours where Mantine's defaults miss WCAG AA's 4.5:1, measured with axe in both schemes
 * (`tests/e2e/staff-accessibility.spec.ts`):
 * - dimmed text, 3.3:1 (light) and 4.0:1 (dark) on the page; gray.7 and dark.1 reach 8.2:1 and 7.8:1;
 * - error text (`--mantine-color-error`: fields' messages), red.6 at 3.3:1 on white and red.8 at
 *   3.4:1 on dark.7; red.9 (5.5:1) and red.4 (6.7:1 on the page, 5.9:1 on dark.6);
 * - "light" variants in light mode (badges, light buttons): shade 9 on shade 1, 2.7:1 for yellow,
 *   3.3:1 lime, 3.8:1 green; that text darkened until it reaches 4.6:1 on its tint (teal and the
 *   brand on the paler shade 0, as before);
 * - the primary button's hover, shade 8 under white text (4.0:1 for teal) when the primary shade
 *   is already 9: the primary shade darkened instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => {
  const brand = mantine.colors.brand ?? mantine.colors.teal;
  const shade = typeof mantine.primaryShade === "number" ? mantine.primaryShade : mantine.primaryShade.light;
  const light: Record<string, string> = {};
  for (const [name, tuple] of Object.entries(mantine.colors)) {
    if (name === "dark") continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(tuple[9], tuple[1]);
  }
  const hover = darken(brand[9], 0.12);
  const primaryHover =
    shade === 9
      ? { "--mantine-primary-color-filled-hover": hover, "--mantine-color-brand-filled-hover": hover }
      : undefined;
  return {
    variables: {},
    light: {
      ...light,
      "--mantine-color-dimmed": mantine.colors.gray[7],
      "--mantine-color-error": mantine.colors.red[9],
      // "Light" variants (active nav item, badges): teal.9 text on the teal.0 tint is 4.7:1.
      "--mantine-color-teal-light": mantine.colors.teal[0],
      "--mantine-color-teal-light-color": readableOn(mantine.colors.teal[9], mantine.colors.teal[0]),
      "--mantine-color-brand-light": brand[0],
      "--mantine-color-brand-light-color": readableOn(brand[9], brand[0]),
      "--mantine-primary-color-light-color": readableOn(brand[9], brand[0]),
      ...primaryHover,
    },
    dark: {
      "--mantine-color-dimmed": mantine.colors.dark[1],
      "--mantine-color-error": mantine.colors.red[4],
      ...primaryHover,
    },
  };
};
