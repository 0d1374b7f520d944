/**
 * The browser's i18n (decision 0011): Lingui, one `I18n` per language and set of
 * catalogues, built from catalogues compiled at build time. The shell's English is part of the
 * shell; a page's own texts travel in its route module's `handle` (`I18nHandle`), and the
 * `/ar` layout route's handle switches its pages to Arabic with the whole Arabic catalogue. React
 * Router loads the matched route modules before hydrating, so the texts are there for the first
 * render, and English pages never download Arabic.
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { DIRECTION, INTL_LOCALE, type Locale } from "#shared/site/locales.ts";
import type { MessageKey } from "./messages/catalog.ts";
import { en } from "./messages/en.ts";

declare module "@lingui/core" {
  interface Register {
    messageIds: MessageKey;
  }
}

/** What a route module's `handle` may carry: its texts per language, and the language of its pages. */
export interface I18nHandle {
  /** Set by the `/ar` layout route: the language of every page under it. */
  locale?: Locale;
  /** Compiled catalogues (typed as their sources: the plugin compiles them at build time). */
  messages: Partial<Record<Locale, Messages>>;
  /**
   * Translations of reference data by its English text (regulators' facts, specialties), for data
   * whose English is the value itself; a text without one shows in English.
   */
  texts?: Partial<Record<Locale, Readonly<Record<string, string>>>>;
}

const isI18nHandle = (handle: unknown): handle is I18nHandle =>
  typeof handle === "object" && handle !== null && "messages" in handle;

/** The shell's texts in each language; Arabic has none of its own (the `/ar` layout brings it). */
const SHELL: Partial<Record<Locale, Messages>> = { en };

const catalogIds = new WeakMap<Messages, number>();
let nextCatalogId = 0;
const catalogId = (messages: Messages) => {
  let id = catalogIds.get(messages);
  if (id === undefined) {
    id = nextCatalogId++;
    catalogIds.set(messages, id);
  }
  return id;
};
const built = new Map<string, I18n>();

/**
 * The `I18n` of a page from its route matches (`useMatches()`, or a `meta` function's `matches`):
 * the language of the `/ar` layout when matched, else English, with the shell's texts and those of
 * every matched route, made once per combination.
 */
export function i18nOfMatches(matches: readonly { handle?: unknown }[]): I18n {
  const handles = matches.map((match) => match.handle).filter(isI18nHandle);
  const locale = handles.find((handle) => handle.locale)?.locale ?? "en";
  const catalogs = [SHELL[locale], ...handles.map((handle) => handle.messages[locale])].filter(
    (messages): messages is Messages => messages !== undefined,
  );
  const key = `${locale}:${catalogs.map(catalogId).join(",")}`;
  let i18n = built.get(key);
  if (!i18n) {
    i18n = setupI18n({
      locale,
      locales: INTL_LOCALE[locale],
      messages: { [locale]: Object.assign({}, ...catalogs) },
    });
    built.set(key, i18n);
  }
  return i18n;
}

/** Language and direction of an `I18n` (its `locale` is one of ours). */
export const localeOf = (i18n: I18n) => i18n.locale as Locale;
export const directionOf = (i18n: I18n) => DIRECTION[localeOf(i18n)];

/**
 * The data translator of a page from its route matches: `text("Nursing")` is "التمريض" on an
 * Arabic page whose route carries that text (`I18nHandle.texts`), the English text otherwise.
 */
export function dataTextOfMatches(matches: readonly { handle?: unknown }[]): (english: string) => string {
  const handles = matches.map((match) => match.handle).filter(isI18nHandle);
  const locale = handles.find((handle) => handle.locale)?.locale ?? "en";
  const texts = Object.assign({}, ...handles.map((handle) => handle.texts?.[locale] ?? {})) as Record<
    string,
    string
  >;
  return (english) => (Object.hasOwn(texts, english) ? (texts[english] as string) : english);
}
