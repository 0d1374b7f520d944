/**
 * The site's languages (decision 0011): English at the unprefixed paths, Arabic under `/ar`. Plain
 * constants (no zod): the server's sitemap and the browser's header both read them.
 */

import { REGULATOR_LINKS } from "#shared/reference/regulator-links.ts";

/**
 * The portal's languages, the one list (decision 0011): the public pages' (English the default,
 * `x-default`), the candidates' e-mails', the language a candidate registers in (`students.locale`,
 * `POST /api/FormRegister`'s `locale`) and an inquiry's. The first is the default.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

/** `value` when it is one of {@link LOCALES}, else the default (English). */
export const toLocale = (value: string | null | undefined): Locale =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : LOCALES[0];

/** Writing direction of each language, for `<html dir>` and Mantine's `DirectionProvider`. */
export const DIRECTION: Record<Locale, "ltr" | "rtl"> = { en: "ltr", ar: "rtl" };

/**
 * The locale `Intl` formats dates, amounts and plural counts with: British English (the spec's
 * day-month dates), and Arabic with Latin digits, as Gulf forms, references and phone numbers use.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", ar: "ar-u-nu-latn" };

/** Prefix of the Arabic pages. */
export const ARABIC_PREFIX = "/ar";

/** localStorage key of the language the visitor last chose with the navbar's switch. */
export const LOCALE_KEY = "locale";

/**
 * The English pages that have an Arabic twin at `/ar` + path (`/` ↔ `/ar`). Grow this list as pages
 * are translated; routes.ts, the prerender list, the sitemap and the hreflang links follow it.
 */
export const TRANSLATED_PATHS = [
  "/",
  "/404",
  "/about",
  "/Contact-us",
  "/contact-form-old",
  "/login",
  "/Programs/hr",
  "/PMP",
  "/SupplyChain",
  "/register",
  "/status",
  ...REGULATOR_LINKS.map((regulator) => regulator.path),
] as const;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") || "/" : path);

/** The Arabic twin of an English path: `/` → `/ar`, `/status` → `/ar/status`. */
export const arabicPath = (path: string) => (path === "/" ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`);

/** True for `/ar` and `/ar/...` (any case, with or without a trailing slash). */
export const isArabicPath = (pathname: string) => /^\/ar(\/|$)/i.test(pathname);

/** The English path of an Arabic one (`/ar/status` → `/status`); English paths unchanged. */
export function englishPath(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  return isArabicPath(path) ? path.slice(ARABIC_PREFIX.length) || "/" : path;
}

/** True when the page at `pathname` (either language) exists in both languages. */
export function isTranslated(pathname: string): boolean {
  const english = englishPath(pathname).toLowerCase();
  return TRANSLATED_PATHS.some((path) => path.toLowerCase() === english);
}

/**
 * Where a link to the English page `path` should go on a page in `locale`: its Arabic twin when
 * there is one, else the English page itself (not yet translated).
 */
export function localisedPath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  const canonical = TRANSLATED_PATHS.find((translated) => translated.toLowerCase() === path.toLowerCase());
  return canonical ? arabicPath(canonical) : path;
}

/**
 * The same page in the other language, for the language switch: the twin when the page is
 * translated, else that language's home page.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  const english = englishPath(pathname);
  if (locale === "en") return english;
  return isTranslated(english) ? arabicPath(english) : ARABIC_PREFIX;
}

/**
 * `hreflang` alternates of a translated page (both languages and `x-default` → English), as
 * paths; empty for a page in one language only.
 */
export function alternatePaths(pathname: string): { hreflang: string; path: string }[] {
  const wanted = englishPath(pathname).toLowerCase();
  // The canonical spelling (`/Register` and `/AR/REGISTER` name `/register` and `/ar/register`).
  const english = TRANSLATED_PATHS.find((path) => path.toLowerCase() === wanted);
  if (!english) return [];
  return [
    { hreflang: "en", path: english },
    { hreflang: "ar", path: arabicPath(english) },
    { hreflang: "x-default", path: english },
  ];
}
