/**
 * The provider's name and colour (decision 0013): the same environment variables set
 * the prerendered pages at build time (`vite.config.ts`, `src/web/brand.ts`) and the server's
 * e-mails at run time (`src/server/config.ts`). No zod here: the browser bundle reads the defaults.
 */

/** `SITE_NAME` unset: page titles, footer, structured data and e-mails. */
export const DEFAULT_SITE_NAME = "Exam Registration Portal";
/** `SITE_SHORT_NAME` unset: the navbar's brand text. */
export const DEFAULT_SITE_SHORT_NAME = "Exam Portal";
/** `BRAND_COLOR` unset: Mantine's teal 7, whose own ten shades the theme then keeps unchanged. */
export const DEFAULT_BRAND_COLOR = "#0ca678";

/** A `BRAND_COLOR`: `#` and six hex digits. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Longest `SITE_NAME` / `SITE_SHORT_NAME` accepted (a title suffix, a navbar label). */
export const SITE_NAME_MAX = 80;

/** The brand settings, checked. */
export interface BrandSettings {
  siteName: string;
  shortName: string;
  /** Lower-case `#rrggbb`. */
  color: string;
}

/** The settings as the web build bakes them in (`vite.config.ts` `define`), with the ten shades. */
export interface BuiltBrand extends BrandSettings {
  /** Ten shades, lightest first (Mantine's colour tuple). */
  palette: string[];
  /** The shade of filled buttons and links: the lightest from 6 on with white text at 4.5:1. */
  primaryShade: number;
}

/**
 * Reads `SITE_NAME`, `SITE_SHORT_NAME` and `BRAND_COLOR` from `env` (empty = unset). Throws an
 * `Error` whose message is one line naming the variable and what is wrong with it.
 */
export function readBrandSettings(env: Record<string, string | undefined>): BrandSettings {
  const text = (name: string, fallback: string) => {
    const value = env[name]?.trim() ?? "";
    if (value === "") return fallback;
    if (value.length > SITE_NAME_MAX || /[\r\n<>]/.test(value)) {
      throw new Error(
        `Invalid configuration: ${name} must be one line of at most ${SITE_NAME_MAX} characters, without < or >`,
      );
    }
    return value;
  };
  const color = env.BRAND_COLOR?.trim() || DEFAULT_BRAND_COLOR;
  if (!BRAND_COLOR_PATTERN.test(color)) {
    throw new Error("Invalid configuration: BRAND_COLOR must be a hex colour such as #0ca678");
  }
  return {
    siteName: text("SITE_NAME", DEFAULT_SITE_NAME),
    shortName: text("SITE_SHORT_NAME", DEFAULT_SITE_SHORT_NAME),
    color: color.toLowerCase(),
  };
}
