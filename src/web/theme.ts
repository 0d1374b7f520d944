import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";
import type { BuiltBrand } from "#shared/brand.ts";
import { BRAND } from "./brand.ts";
import { FONT_FAMILY } from "./fonts.ts";

/**
 * The portal's Mantine theme for a brand (decision 0013): its ten shades as the `brand` colour,
 * which is the primary colour; the colour scheme defaults to dark (spec §1). The primary shade is
 * the lightest that white text reads on at 4.5:1 (WCAG AA; worked out at build time, checked by
 * axe on every public page in both modes): with the default teal, shade 9 (5.0:1; Mantine's
 * default teal.6 is 2.6:1).
 */
export function brandTheme(brand: Pick<BuiltBrand, "palette" | "primaryShade">): MantineThemeOverride {
  return createTheme({
    colors: { brand: brand.palette as unknown as MantineColorsTuple },
    primaryColor: "brand",
    primaryShade: brand.primaryShade as MantineColorShade,
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

/**
 * Dimmed text darker (light) and brighter (dark) than Mantine's defaults, which reach only
 * 3.3:1 and 4.0:1 on the page background; these reach 8.2:1 and 7.8:1. Light-variant text in
 * light mode at the darkest shade for the same reason.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => {
  const brand = mantine.colors.brand ?? mantine.colors.teal;
  return {
    variables: {},
    light: {
      "--mantine-color-dimmed": mantine.colors.gray[7],
      // "Light" variants (active nav item, badges): teal.9 text on the teal.0 tint is 4.9:1.
      "--mantine-color-teal-light": mantine.colors.teal[0],
      "--mantine-color-teal-light-color": mantine.colors.teal[9],
      "--mantine-color-brand-light": brand[0],
      "--mantine-color-brand-light-color": brand[9],
      "--mantine-primary-color-light-color": brand[9],
    },
    dark: { "--mantine-color-dimmed": mantine.colors.dark[1] },
  };
};
