/**
 * Country names in the page's language (issue 15). The reference list names countries in English
 * (the values sent, spec §3); a page in another language names them with `Intl.DisplayNames` by
 * their ISO code (`#shared/reference/country-codes.ts`).
 */
import { INTL_LOCALE, type Locale } from "#shared/locales.ts";
import { COUNTRY_CODES } from "#shared/reference/country-codes.ts";

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country of the reference list (its English name) named in `locale`: "Saudi Arabia" →
 * "المملكة العربية السعودية"; the English name in English, or when the country is unknown.
 */
export function countryName(name: string, locale: Locale): string {
  if (locale === "en") return name;
  const code = (COUNTRY_CODES as Record<string, string>)[name];
  if (!code) return name;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? name;
}
