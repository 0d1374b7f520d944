import { pageTitle } from "#web/brand.ts";

/**
 * Pieces of the pages' `meta` descriptors (React Router): the title and description with
 * their Open Graph copies, the same kept out of search engines, a staff page's, and one schema.org JSON-LD block.
 */

/** Title and description, and the Open Graph title and description that repeat them. */
export const pageMeta = (title: string, description: string) => [
  { title },
  { name: "description", content: description },
  { property: "og:title", content: title },
  { property: "og:description", content: description },
];

/** Title and description of a page that search engines should not index (`robots: noindex`). */
export const unindexedPageMeta = (title: string, description: string) => [
  { title },
  { name: "description", content: description },
  { name: "robots", content: "noindex" },
];

/** A schema.org JSON-LD block of `type` with `fields`, as a `meta` descriptor. */
export const jsonLd = <Fields extends Record<string, unknown>>(type: string, fields: Fields) => ({
  "script:ld+json": { "@context": "https://schema.org", "@type": type, ...fields },
});

/** A staff page's title, never indexed (docs/product.md §6: the back office is for staff only). */
export const staffPageMeta = (title: string) => [
  { title: pageTitle(title) },
  { name: "robots", content: "noindex" },
];
