import { useLingui } from "@lingui/react";
import { Button } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { isTranslated, LOCALE_KEY, type Locale, pathInLocale } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";

const noSubscribe = () => () => {};

/** The language the visitor last chose here; null before hydration (the prerendered HTML has none). */
function useRememberedLocale(): string | null {
  return useSyncExternalStore(
    noSubscribe,
    () => {
      try {
        return window.localStorage.getItem(LOCALE_KEY);
      } catch {
        return null;
      }
    },
    () => null,
  );
}

function remember(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the switch still works, it is just not remembered.
  }
}

/**
 * The navbar's language switch (decision 0011): a link to this page in the other language (its
 * `/ar` twin and back, with the same query string), or to the other language's home page when
 * this page is not translated yet. The choice is remembered in localStorage and only highlights
 * the switch when the visitor lands on a page in the other language: nothing ever redirects, so
 * crawlers and shared links see the page they asked for.
 */
export function LanguageSwitch() {
  const { _, i18n } = useLingui();
  const { pathname, search } = useLocation();
  const other: Locale = localeOf(i18n) === "en" ? "ar" : "en";
  const translated = isTranslated(pathname);
  const to = `${pathInLocale(pathname, other)}${translated ? search : ""}`;
  const preferred = useRememberedLocale() === other;
  return (
    <Button
      component={Link}
      to={to}
      hrefLang={other}
      variant={preferred ? "light" : "subtle"}
      color={preferred ? undefined : "gray"}
      size="compact-sm"
      fw={600}
      title={_("language.switchTitle")}
      onClick={() => remember(other)}
      data-testid="language-switch"
    >
      <span lang={other}>{_("language.switch")}</span>
    </Button>
  );
}
