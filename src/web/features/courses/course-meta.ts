import { type Course, courseDuration, shownPrerequisite } from "#shared/reference/courses.ts";
import { BRAND, LOGO_PATH } from "#web/brand.ts";

/** The provider of every course: the configured site (decision 0013). */
const PROVIDER = { "@type": "Organization", name: BRAND.siteName, logo: LOGO_PATH };

/**
 * `meta` descriptors of a course page: title, description, Open Graph and a JSON-LD `ItemList` of
 * `Course` items with provider, offer (USD) and duration.
 */
export function courseMeta(title: string, description: string, courses: readonly Course[], noindex = false) {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: title,
        itemListElement: courses.map((course, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: {
            "@type": "Course",
            name: course.title,
            courseCode: course.code,
            description: course.certificate,
            provider: PROVIDER,
            offers: {
              "@type": "Offer",
              price: course.priceUsd,
              priceCurrency: "USD",
              category: "Paid",
            },
            timeRequired: courseDuration(course),
            ...(shownPrerequisite(course) && course.prerequisite !== "None"
              ? { coursePrerequisites: course.prerequisite }
              : {}),
          },
        })),
      },
    },
  ];
}
