/**
 * The landing's catalogue lists (docs/product.md §1 "Public pages", §13 "The catalogue"; decision
 * 0035): the regulator buttons, the project management program's hours and the partners row, from
 * the published catalogue the server renders with, or from the constants when the build
 * prerenders (publication 1 equals them). Names are in the page's language; null where the
 * constants' name is the message catalogue's (`regulator.<code>`, `partner.<key>`).
 */
import type { LoaderFunctionArgs } from "react-router";
import { isolateCodes } from "#shared/catalogue/isolate-codes.ts";
import { type PagesCatalogue, pagesCatalogueContext } from "#shared/catalogue/pages-context.ts";
import { PARTNERS, type Partner, PMCP_HOURS } from "#shared/reference/landing.ts";
import { REGULATOR_LINKS, type RegulatorCode } from "#shared/reference/regulator-links.ts";
import { isArabicPath } from "#shared/site/locales.ts";

/** A regulator button: code, page path and name (null: the message catalogue's). */
export interface LandingRegulator {
  code: RegulatorCode;
  path: string;
  name: string | null;
}

/** A partner logo link: name (null: the message catalogue's `partner.<key>`), link, logo and its text. */
export interface LandingPartner {
  /** Fixed (the partners are edited, not added, decision 0034). */
  key: Partner["id"];
  name: string | null;
  url: string;
  image: string;
  alt: string;
}

/** What the landing's loader returns. */
export interface LandingPageData {
  regulators: LandingRegulator[];
  /** Contact hours of the project management program (the PMCP card's summary). */
  pmcpHours: number;
  partners: LandingPartner[];
}

/** The code of the project management program in the catalogue (`catalogue_programs.code`). */
const PMP_PROGRAM = "pmp";

/**
 * The landing's lists from `catalogue` in English or (`arabic`) Arabic, or from the constants when
 * there is no publication. The regulators are the five pages (a release adds one, decision 0034),
 * in the publication's order and with its names.
 */
export function landingPageData(catalogue: PagesCatalogue | null, arabic: boolean): LandingPageData {
  if (!catalogue) {
    return {
      regulators: REGULATOR_LINKS.map(({ code, path }) => ({ code, path, name: null })),
      pmcpHours: PMCP_HOURS,
      partners: PARTNERS.map(({ id, url, image, alt }) => ({ key: id, name: null, url, image, alt })),
    };
  }
  const { regulators, programs, partners } = catalogue.tree;
  const pages = new Set<string>(REGULATOR_LINKS.map((link) => link.code));
  const pmp = programs.find((program) => program.code === PMP_PROGRAM);
  return {
    regulators: regulators
      .filter((regulator) => pages.has(regulator.code))
      .map((regulator) => ({
        code: regulator.code as RegulatorCode,
        path: regulator.path,
        name: arabic ? isolateCodes(regulator.name_ar) : regulator.name_en,
      })),
    pmcpHours: pmp ? pmp.courses.reduce((sum, course) => sum + course.hours, 0) : PMCP_HOURS,
    partners: partners.map((partner) => ({
      key: partner.key as Partner["id"],
      name: arabic ? isolateCodes(partner.name_ar) : partner.name_en,
      url: partner.url,
      image: partner.image,
      alt: partner.alt,
    })),
  };
}

/**
 * The landing's loader (decision 0035): its lists from the load context's publication (the
 * server's run-time render), else from the constants (the build's prerender).
 */
export function landingLoader({ context, url }: LoaderFunctionArgs): LandingPageData {
  return landingPageData(context.get(pagesCatalogueContext), isArabicPath(url.pathname));
}
