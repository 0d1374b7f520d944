/**
 * The brand as the web build bakes it in (decision 0013): the settings from the environment and
 * `.env` (`src/shared/site/brand.ts`), and the primary colour's ten shades, worked out here at build
 * time so the browser never downloads a colour library.
 */
import { generateColors } from "@mantine/colors-generator";
import { type BuiltBrand, DEFAULT_BRAND_COLOR, readBrandSettings } from "#shared/site/brand.ts";

/** Mantine's teal, the default palette: the one the contrast checks were made with (theme.ts). */
export const MANTINE_TEAL = [
  "#e6fcf5",
  "#c3fae8",
  "#96f2d7",
  "#63e6be",
  "#38d9a9",
  "#20c997",
  "#12b886",
  "#0ca678",
  "#099268",
  "#087f5b",
];

/** WCAG AA for body text. */
const MIN_CONTRAST = 4.5;

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of white text on `#rrggbb`. */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/**
 * The shade for filled buttons, links and the navbar's logo background: the lightest of shades 6
 * to 9 that white text reads on at 4.5:1, else 9 (a very light brand colour).
 */
export function primaryShadeOf(palette: readonly string[]): number {
  for (let shade = 6; shade <= 9; shade++) {
    if (contrastWithWhite(palette[shade]!) >= MIN_CONTRAST) return shade;
  }
  return 9;
}

/**
 * The brand of a build from `env` (`SITE_NAME`, `SITE_SHORT_NAME`, `BRAND_COLOR`): the default
 * colour keeps Mantine's teal unchanged, any other goes through Mantine's `generateColors`.
 * Throws on a bad value (one line naming the variable), which stops the build.
 */
export function buildBrand(env: Record<string, string | undefined>): BuiltBrand {
  const settings = readBrandSettings(env);
  const palette = settings.color === DEFAULT_BRAND_COLOR ? MANTINE_TEAL : [...generateColors(settings.color)];
  return { ...settings, palette, primaryShade: primaryShadeOf(palette) };
}
