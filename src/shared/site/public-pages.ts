/**
 * The public pages (docs/product.md §2 "Public", "Regulator exam pages"): prerendered to HTML at build time,
 * listed in sitemap.xml, screenshotted and checked by the accessibility and no-JavaScript tests.
 */

import { REGULATOR_LINKS } from "#shared/reference/regulator-links.ts";
import { arabicPath } from "./locales.ts";

/** A public page: its path and whether search engines should index it. */
export interface PublicPage {
  path: string;
  /** False for pages that are public but not content (login, 404) or duplicate spellings. */
  indexed: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", indexed: true },
  // The Arabic landing (decision 0011); its English twin is `/` (src/shared/site/locales.ts).
  { path: "/ar", indexed: true },
  { path: "/about", indexed: true },
  { path: "/ar/about", indexed: true },
  { path: "/Contact-us", indexed: true },
  { path: "/contact-form-old", indexed: false },
  // The contact forms in Arabic (decision 0011).
  { path: "/ar/Contact-us", indexed: true },
  { path: "/ar/contact-form-old", indexed: false },
  { path: "/Programs/hr", indexed: true },
  { path: "/PMP", indexed: true },
  // The spec's second spelling, prerendered too so it never flashes the SPA fallback.
  { path: "/pmp", indexed: false },
  { path: "/SupplyChain", indexed: true },
  // The Arabic course pages (decision 0011).
  { path: "/ar/Programs/hr", indexed: true },
  { path: "/ar/PMP", indexed: true },
  { path: "/ar/SupplyChain", indexed: true },
  ...REGULATOR_LINKS.map((regulator) => ({ path: regulator.path, indexed: true })),
  // Their Arabic twins (decision 0011).
  ...REGULATOR_LINKS.map((regulator) => ({ path: arabicPath(regulator.path), indexed: true })),
  { path: "/login", indexed: false },
  { path: "/ar/login", indexed: false },
  { path: "/404", indexed: false },
  { path: "/ar/404", indexed: false },
];

/** Paths of the back office, kept out of search engines by robots.txt (docs/product.md §2 "Staff screens"). */
export const DISALLOWED_PREFIXES = [
  "/Admin",
  "/admin",
  "/students/",
  "/create-invoice/",
  "/View/",
  "/stage/",
  "/Stage/",
  "/users",
  "/registeruser",
  "/inquiries",
  "/announcements",
  "/Announcements",
  "/CreateAnnouncement",
  "/Register-test-center",
  "/View-test-center",
  "/test-center/",
  "/register",
  "/Register",
  // The candidate's status page: nothing to index, and its signed links must never be (docs/product.md §2 "Status page").
  "/status",
  "/ar/status",
  "/api/",
] as const;

/**
 * The public pages that show the published catalogue (docs/product.md §13, decision 0035): the
 * server renders them again from each publication newer than the build's. The landing (its
 * regulator buttons, program hours and partners row), the course pages (with the second spelling
 * `/pmp`, a page of its own) and the regulator pages, each in both languages.
 */
export const CATALOGUE_PAGE_PATHS: readonly string[] = [
  "/",
  "/ar",
  "/Programs/hr",
  "/PMP",
  "/pmp",
  "/SupplyChain",
  "/ar/Programs/hr",
  "/ar/PMP",
  "/ar/SupplyChain",
  ...REGULATOR_LINKS.map((regulator) => regulator.path),
  ...REGULATOR_LINKS.map((regulator) => arabicPath(regulator.path)),
];
