/**
 * Title, description, Open Graph tags and JSON-LD of a regulator exam page (docs/product.md §2 "Regulator exam
 * pages": "Page title and meta tags set; structured product data with a USD price range and a
 * rating of about 4.5"; prices §9), in the page's language (decision 0011: `/ar/...` in Arabic).
 */
import type { I18n } from "@lingui/core";
import { examCount } from "#shared/reference/exam-catalog.ts";
import type { Regulator } from "#shared/reference/regulators.ts";
import type { SiteConfig } from "#shared/site/config.ts";
import { LOGO_PATH, siteName } from "#web/brand.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { countryName } from "#web/lib/country-name.ts";

/**
 * The page's words: its catalogue (`regulator.en.ts` / `.ar.ts` and the shell's regulator names)
 * and the translator of the regulators' reference data (`dataTextOfMatches`).
 */
export interface RegulatorWords {
  i18n: I18n;
  text: (english: string) => string;
  /** The regulator's name in the page's language from the published catalogue (decision 0035), when rendered from one. */
  name?: string;
}

/**
 * The regulator's name: the publication's in the page's language; else (the build) English from
 * the data, Arabic the shell catalogue's (`regulator.<code>`).
 */
export function regulatorName(regulator: Regulator, { i18n, name }: RegulatorWords): string {
  if (name !== undefined) return name;
  return localeOf(i18n) === "en" ? regulator.name : i18n._(`regulator.${regulator.code}`);
}

/**
 * ISO codes of the regulators' countries. Not the whole country-code list (`country-codes.ts`,
 * ~1.3 kB gzip): the regulator pages have a JS budget (decision 0005). Exported for the unit test
 * that checks them against that list.
 */
export const REGULATOR_COUNTRY_CODES: Readonly<Record<string, string>> = {
  "Saudi Arabia": "SA",
  "United Arab Emirates": "AE",
  Qatar: "QA",
  Kuwait: "KW",
  Bahrain: "BH",
};

/** The regulator's country in the page's language ("Kuwait", "الكويت"; `Intl.DisplayNames`). */
export function regulatorCountry(regulator: Regulator, { i18n }: RegulatorWords): string {
  return countryName(regulator.country, localeOf(i18n), REGULATOR_COUNTRY_CODES);
}

/** The page heading, e.g. "Prometric Exams for the Kuwait Ministry of Health (MOH)". */
export function regulatorHeading(regulator: Regulator, words: RegulatorWords): string {
  return words.i18n._("regPage.heading", { name: regulatorName(regulator, words), code: regulator.code });
}

/** The `<title>`, e.g. "MOH Prometric Exams | Kuwait Ministry of Health". */
export function regulatorTitle(regulator: Regulator, words: RegulatorWords): string {
  return words.i18n._("regPage.title", { name: regulatorName(regulator, words), code: regulator.code });
}

/** The meta description: exam and specialty counts, starting price, result time and duration. */
export function regulatorDescription(regulator: Regulator, words: RegulatorWords): string {
  const { code, priceRangeUsd, resultTime, examDuration, specialties } = regulator;
  return words.i18n._("regPage.description", {
    code,
    name: regulatorName(regulator, words),
    country: regulatorCountry(regulator, words),
    exams: String(examCount(regulator)),
    specialties: String(specialties.length),
    low: String(priceRangeUsd.low),
    resultTime: words.text(resultTime),
    duration: words.text(examDuration),
  });
}

/** The regulator as a schema.org Organization (provider of its exams). */
function regulatorOrganization(regulator: Regulator, words: RegulatorWords) {
  return {
    "@type": "Organization",
    name: regulatorName(regulator, words),
    alternateName: regulator.code,
    address: { "@type": "PostalAddress", addressCountry: regulator.country },
  };
}

/**
 * schema.org `Product` for the page: an `AggregateOffer` in USD over the §9 price range with one
 * offer per exam, and an `AggregateRating` only when a measured `rating` is given. docs/product.md §9's
 * "about 4.5" comes with no count of reviews; publishing made-up figures would mislead, so the
 * rating waits for `RATING_VALUE` and `RATING_COUNT` (README "Configuration", docs/product.md §2 "Regulator exam pages").
 */
export function regulatorProductJsonLd(
  regulator: Regulator,
  words: RegulatorWords,
  rating: SiteConfig["rating"] = null,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: regulatorHeading(regulator, words),
    description: words.text(regulator.summary),
    category: "Healthcare licensing exams",
    brand: { "@type": "Brand", name: "Prometric" },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: regulator.priceRangeUsd.low,
      highPrice: regulator.priceRangeUsd.high,
      offerCount: examCount(regulator),
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: siteName(words.i18n), logo: LOGO_PATH },
    },
    ...(rating && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: rating.value,
        bestRating: 5,
        worstRating: 1,
        ratingCount: rating.count,
      },
    }),
  };
}

/**
 * schema.org `ItemList` of `Course`s, one per specialty, each naming its exams and the regulator.
 * In English: names and descriptions are the catalogue's exam titles, which stay English.
 */
export function regulatorCoursesJsonLd(regulator: Regulator, words: RegulatorWords) {
  const provider = regulatorOrganization(regulator, words);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${regulator.code} exams by specialty`,
    numberOfItems: regulator.specialties.length,
    itemListElement: regulator.specialties.map((specialty, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Course",
        name: `${regulator.code} ${specialty.name} exams`,
        description: `${regulator.name} licensing exams in ${specialty.name}: ${specialty.exams.join(", ")}.`,
        provider,
      },
    })),
  };
}

/**
 * Every meta descriptor of the page, for the route's `meta` export (React Router 8). The Product
 * JSON-LD is not among them: the page renders it, so that a configured rating can join it.
 */
export function regulatorMeta(regulator: Regulator, words: RegulatorWords) {
  const title = regulatorTitle(regulator, words);
  const description = regulatorDescription(regulator, words);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName(words.i18n) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: localeOf(words.i18n) === "ar" ? "ar_SA" : "en_GB" },
    { name: "twitter:card", content: "summary" },
    { "script:ld+json": regulatorCoursesJsonLd(regulator, words) },
  ];
}
