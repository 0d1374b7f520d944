/**
 * Country names in the page's language (decision 0011). The reference lists name countries in English
 * (the values sent, docs/product.md §3); a page in another language names them with `Intl.DisplayNames` by
 * their ISO code. The code map is the caller's: the registration form passes the whole list
 * (`#shared/reference/country-codes.ts`, ~1.3 kB gzip), the regulator pages only their five
 * countries, so that their JS budget does not carry the rest (decision 0005).
 */
import { INTL_LOCALE, type Locale } from "#shared/site/locales.ts";

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country (its English name) named in `locale` by its ISO code in `codes` (English name → code):
 * "Saudi Arabia" → "المملكة العربية السعودية"; the English name in English, or when `codes` does
 * not know the country.
 */
export function countryName(name: string, locale: Locale, codes: Readonly<Record<string, string>>): string {
  if (locale === "en") return name;
  const code = Object.hasOwn(codes, name) ? codes[name] : undefined;
  if (!code) return name;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? name;
}
