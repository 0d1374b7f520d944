/**
 * The provider's name, short name, colour palette and logo (decision 0013), baked in at build time
 * by `vite.config.ts` (`define: { __BRAND__ }` from `SITE_NAME`, `SITE_SHORT_NAME`, `BRAND_COLOR`):
 * public pages are prerendered, so these cannot change at run time.
 */
import type { I18n } from "@lingui/core";
import { type BuiltBrand, DEFAULT_SITE_NAME, DEFAULT_SITE_SHORT_NAME } from "#shared/site/brand.ts";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";

declare const __BRAND__: BuiltBrand;

/** The build's brand. */
export const BRAND: BuiltBrand = __BRAND__;

/** The logo (navbar, favicon, structured data): replace this file to change it. */
export const LOGO_PATH = "/brand/logo.svg";

/**
 * The site's name in the page's language: the configured `SITE_NAME`, or, when it is the
 * default, the catalogue's own wording (`site.name`: Arabic pages have an Arabic name).
 */
export function siteName(i18n: I18n, brand: Pick<BuiltBrand, "siteName"> = BRAND): string {
  return brand.siteName === DEFAULT_SITE_NAME ? i18n._("site.name") : brand.siteName;
}

/** The navbar's short name, like {@link siteName} (`SITE_SHORT_NAME`, or `site.shortName`). */
export function siteShortName(i18n: I18n, brand: Pick<BuiltBrand, "shortName"> = BRAND): string {
  return brand.shortName === DEFAULT_SITE_SHORT_NAME ? i18n._("site.shortName") : brand.shortName;
}

/** A page's `<title>`: `"Users"` → `"Users | <SITE_NAME>"` (English back-office pages). */
export const pageTitle = (title: string, brand: Pick<BuiltBrand, "siteName"> = BRAND): string =>
  `${title} | ${brand.siteName}`;

/**
 * A catalogue title that still spells the default name (`"… | Exam Registration Portal"`, the
 * wizard's, login's and status page's catalogues) with the configured `SITE_NAME` instead. Those
 * catalogues may move to a `{site}` placeholder; their callers already pass it.
 */
export function withSiteName(title: string, i18n: I18n, brand: Pick<BuiltBrand, "siteName"> = BRAND): string {
  const suffix = ` | ${i18n._("site.name")}`;
  return brand.siteName !== DEFAULT_SITE_NAME && title.endsWith(suffix)
    ? `${title.slice(0, -suffix.length)} | ${brand.siteName}`
    : title;
}

/**
 * The page title of the catalogue's message `id` (the wizard's, login's and status page's), its
 * `{site}` placeholder the {@link siteName}, the site's name after it by {@link withSiteName}
 * (decision 0011: the Arabic catalogues carry their own).
 */
export const siteTitle = (i18n: I18n, id: MessageKey): string =>
  withSiteName(i18n._(id, { site: siteName(i18n) }), i18n);

/** Background of the hero sections (home, regulator pages): the primary colour's light shade fading into the page. */
export const HERO_BACKGROUND =
  "linear-gradient(135deg, var(--mantine-primary-color-light) 0%, transparent 70%), var(--mantine-color-body)";
