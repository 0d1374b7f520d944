/**
 * Title, description, Open Graph tags and JSON-LD of a regulator exam page (spec §2 "Regulator exam
 * pages": "Page title and meta tags set; structured product data with a USD price range and a
 * rating of about 4.5"; prices §9).
 */
import { examCount, type Regulator } from "#shared/reference/regulators.ts";
import type { SiteConfig } from "#shared/site-config.ts";

/** Name of the site, as the header and footer show it. */
const SITE_NAME = "Exam Registration Portal";

/** The page heading, e.g. "Prometric Exams for the Kuwait Ministry of Health (MOH)". */
export function regulatorHeading(regulator: Regulator): string {
  return `Prometric Exams for the ${regulator.name} (${regulator.code})`;
}

/** The `<title>`, e.g. "MOH Prometric Exams | Kuwait Ministry of Health". */
export function regulatorTitle(regulator: Regulator): string {
  return `${regulator.code} Prometric Exams | ${regulator.name}`;
}

/** The meta description: exam and specialty counts, starting price, result time and duration. */
export function regulatorDescription(regulator: Regulator): string {
  const { code, name, country, priceRangeUsd, resultTime, examDuration, specialties } = regulator;
  return (
    `Book ${code} Prometric exams for the ${name} (${country}): ${examCount(regulator)} exams in ` +
    `${specialties.length} specialties, from USD ${priceRangeUsd.low}. Results in ${resultTime}; ` +
    `exams last ${examDuration}.`
  );
}

/** The regulator as a schema.org Organization (provider of its exams). */
function regulatorOrganization(regulator: Regulator) {
  return {
    "@type": "Organization",
    name: regulator.name,
    alternateName: regulator.code,
    address: { "@type": "PostalAddress", addressCountry: regulator.country },
  };
}

/**
 * schema.org `Product` for the page: an `AggregateOffer` in USD over the §9 price range with one
 * offer per exam, and an `AggregateRating` only when a measured `rating` is given. Spec §9's
 * "about 4.5" comes with no count of reviews; publishing made-up figures would mislead, so the
 * rating waits for `RATING_VALUE` and `RATING_COUNT` (README "Configuration", issue 11).
 */
export function regulatorProductJsonLd(regulator: Regulator, rating: SiteConfig["rating"] = null) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: regulatorHeading(regulator),
    description: regulator.summary,
    category: "Healthcare licensing exams",
    brand: { "@type": "Brand", name: "Prometric" },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: regulator.priceRangeUsd.low,
      highPrice: regulator.priceRangeUsd.high,
      offerCount: examCount(regulator),
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: SITE_NAME },
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

/** schema.org `ItemList` of `Course`s, one per specialty, each naming its exams and the regulator. */
export function regulatorCoursesJsonLd(regulator: Regulator) {
  const provider = regulatorOrganization(regulator);
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
export function regulatorMeta(regulator: Regulator) {
  const title = regulatorTitle(regulator);
  const description = regulatorDescription(regulator);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary" },
    { "script:ld+json": regulatorCoursesJsonLd(regulator) },
  ];
}
