import type { I18n } from "@lingui/core";
import { type Course, courseDuration, shownPrerequisite } from "#shared/reference/courses.ts";
import { LOGO_PATH, siteName } from "#web/brand.ts";
import { jsonLd, pageMeta } from "#web/lib/page-meta.ts";

/**
 * `meta` descriptors of a course page: title, description, Open Graph and a JSON-LD `ItemList` of
 * `Course` items with provider, offer (USD) and duration, in the page's language (`i18n` and
 * `text`, the translator of the courses' reference data; decision 0011).
 */
export function courseMeta(
  title: string,
  description: string,
  courses: readonly Course[],
  { i18n, text }: { i18n: I18n; text: (english: string) => string },
  noindex = false,
) {
  // The provider of every course: the configured site (decision 0013).
  const provider = { "@type": "Organization", name: siteName(i18n), logo: LOGO_PATH };
  return [
    ...pageMeta(title, description),
    { property: "og:type", content: "website" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    jsonLd("ItemList", {
      name: title,
      itemListElement: courses.map((course, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "Course",
          name: text(course.title),
          courseCode: course.code,
          description: text(course.certificate),
          provider,
          offers: {
            "@type": "Offer",
            price: course.priceUsd,
            priceCurrency: "USD",
            category: "Paid",
          },
          timeRequired: courseDuration(course),
          ...(shownPrerequisite(course) && course.prerequisite !== "None"
            ? { coursePrerequisites: text(course.prerequisite) }
            : {}),
        },
      })),
    }),
  ];
}
