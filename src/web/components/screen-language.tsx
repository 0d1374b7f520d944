import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Box, type BoxProps, Group, SegmentedControl, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";

/** The two languages a staff screen with its own switch offers. */
export type ScreenLocale = "en" | "ar";

/** One Lingui instance per catalogue and language, made once (switching back costs nothing). */
const instances = new WeakMap<I18nHandle, Map<ScreenLocale, I18n>>();

/** The Lingui instance of `handle`'s texts in `locale` (British English or Saudi Arabic formats). */
function screenI18n(handle: I18nHandle, locale: ScreenLocale): I18n {
  let byLocale = instances.get(handle);
  if (!byLocale) {
    byLocale = new Map();
    instances.set(handle, byLocale);
  }
  let i18n = byLocale.get(locale);
  if (!i18n) {
    i18n = setupI18n({
      locale,
      locales: locale === "ar" ? "ar-SA" : "en-GB",
      messages: { [locale]: handle.messages[locale] ?? {} },
    });
    byLocale.set(locale, i18n);
  }
  return i18n;
}

/** The language kept on this device under `key` (English when none, or without storage). */
const storedLocale = (key: string | undefined): ScreenLocale =>
  key && typeof localStorage !== "undefined" && localStorage.getItem(key) === "ar" ? "ar" : "en";

/**
 * A staff screen in the language staff choose, English or Arabic (decision 0011: the back office's
 * exam-day and staff-at-speed screens carry their own switch, their data shows as entered): its
 * heading `title` and a switch named `languageLabel` above `children`, all right to left in Arabic.
 * With `storageKey` the choice is kept on the device (a phone at the door reopens in it).
 */
export function ScreenInLanguage({
  handle,
  title,
  languageLabel,
  storageKey,
  children,
  ...box
}: {
  /** The route module's `handle`: its catalogues per language. */
  handle: I18nHandle;
  title: MessageKey;
  languageLabel: MessageKey;
  storageKey?: string;
  children: ReactNode;
} & BoxProps) {
  const [locale, setLocale] = useState<ScreenLocale>(() => storedLocale(storageKey));
  const i18n = screenI18n(handle, locale);
  return (
    <I18nProvider i18n={i18n}>
      <Box dir={locale === "ar" ? "rtl" : "ltr"} lang={locale} {...box}>
        <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="xs">
          <Title order={1}>{i18n._(title)}</Title>
          <SegmentedControl
            aria-label={i18n._(languageLabel)}
            size="xs"
            value={locale}
            onChange={(value) => {
              const next = value === "ar" ? "ar" : "en";
              if (storageKey) localStorage.setItem(storageKey, next);
              setLocale(next);
            }}
            data={[
              { value: "en", label: "English" },
              { value: "ar", label: "العربية" },
            ]}
          />
        </Group>
        {children}
      </Box>
    </I18nProvider>
  );
}
