/**
 * A regulator page's data (docs/product.md §2 "Regulator exam pages", §13 "The catalogue"; decision
 * 0035): the regulator from the published catalogue the server renders with, or from the constants
 * when the build prerenders (publication 1 equals them). The page keeps the constants' shape
 * (`Regulator`, English); an Arabic page also gets the Arabic of the publication's texts, keyed by
 * their English as the pages' data maps are, with Latin codes before numbers isolated. The texts
 * the constants do not hold (the regulator's name in Arabic, the preparation notice) come as the
 * page's own texts in its language: the publication's, or (the build) the shell's and
 * `preparation-notice.ts`'s. A loader
 * runs on the server only: these texts reach the browser in the page's data, not in its JS.
 */
import type { LoaderFunctionArgs } from "react-router";
import type { CatalogueRegulator } from "#shared/catalogue/catalogue.ts";
import { isolateCodes } from "#shared/catalogue/isolate-codes.ts";
import { type PagesCatalogue, pagesCatalogueContext } from "#shared/catalogue/pages-context.ts";
import { preparationNotice } from "#shared/catalogue/preparation-notice.ts";
import type { Country } from "#shared/reference/countries.ts";
import {
  type ExamOverride,
  findRegulatorByPath,
  type Regulator,
  type RegulatorCode,
} from "#shared/reference/regulators.ts";
import { englishPath, isArabicPath } from "#shared/site/locales.ts";
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import { textsOf } from "#web/i18n/data/texts-of.ts";
import { i18nOfMatches } from "#web/i18n/i18n.ts";
import { ar } from "#web/i18n/messages/ar.ts";

/** What the regulator pages' loader returns. */
export interface RegulatorPageData {
  regulator: Regulator;
  /**
   * On an Arabic page, English text → Arabic: this regulator's entries of `regulators.ar.ts`, with
   * the publication's on top when there is one; null on an English page.
   */
  arabic: Record<string, string> | null;
  /** The regulator's own texts in the page's language: the publication's, else the message files'. */
  texts: RegulatorTexts;
}

/** A published regulator's texts that its page shows as they are, in the page's language. */
export interface RegulatorTexts {
  /** The regulator's name (the heading, title, description and exam dialog). */
  name: string;
  /**
   * The preparation-materials notice (docs/product.md §13 "The catalogue"): its lead-in (its
   * opening words up to a colon and the space after, "Please note: ", the page shows in bold; or
   * "") and the rest. Split here, on the server, to keep the page's JS small (decision 0005).
   */
  preparationNotice: [leadIn: string, rest: string];
}

/** A notice's lead-in: a few words ending in a colon, before any sentence ends. */
const LEAD_IN = /^([^:.!?\n]{1,40}:\s+)([\s\S]+)$/;

/** `notice` as the page shows it: its lead-in, if any, and the rest. */
export function noticeParts(notice: string): [leadIn: string, rest: string] {
  const [, leadIn, rest] = LEAD_IN.exec(notice) ?? [];
  return leadIn && rest ? [leadIn, rest] : ["", notice];
}

/** The published regulator in the page's shape: bookable (active) exams only, per-exam durations, result times and prices as overrides. */
export function regulatorFromCatalogue(regulator: CatalogueRegulator): Regulator {
  const overrides: Record<string, ExamOverride> = {};
  const specialties = regulator.specialties.map((specialty) => {
    const exams = specialty.exams.filter((exam) => exam.active);
    for (const exam of exams) {
      if (exam.duration_en === null && exam.result_time_en === null && exam.price_usd === null) continue;
      overrides[exam.name_en] = {
        ...(exam.duration_en !== null && { duration: exam.duration_en }),
        ...(exam.result_time_en !== null && { resultTime: exam.result_time_en }),
        ...(exam.price_usd !== null && { priceUsd: exam.price_usd }),
      };
    }
    return { name: specialty.name_en, exams: exams.map((exam) => exam.name_en) };
  });
  return {
    code: regulator.code as RegulatorCode,
    name: regulator.name_en,
    country: regulator.country as Country,
    path: regulator.path,
    summary: regulator.summary_en,
    priceRangeUsd: { low: regulator.price_low_usd, high: regulator.price_high_usd },
    resultTime: regulator.result_time_en,
    resultNotes: regulator.result_notes_en,
    examDuration: regulator.duration_en,
    durationNotes: regulator.duration_notes_en,
    examOverrides: overrides,
    specialties,
  };
}

/** The Arabic of every text the page shows from the published regulator, by its English (codes isolated). */
export function arabicTextsOf(regulator: CatalogueRegulator): Record<string, string> {
  const pairs: [string, string][] = [
    [regulator.summary_en, regulator.summary_ar],
    [regulator.result_time_en, regulator.result_time_ar],
    [regulator.duration_en, regulator.duration_ar],
    ...regulator.result_notes_en.map((en, i): [string, string] => [en, regulator.result_notes_ar[i] ?? en]),
    ...regulator.duration_notes_en.map((en, i): [string, string] => [
      en,
      regulator.duration_notes_ar[i] ?? en,
    ]),
  ];
  for (const specialty of regulator.specialties) {
    pairs.push([specialty.name_en, specialty.name_ar]);
    for (const exam of specialty.exams) {
      // Most exams' titles are the regulator's English in both languages (the card isolates them);
      // an exam given its own Arabic title shows it.
      if (exam.name_ar !== exam.name_en) pairs.push([exam.name_en, exam.name_ar]);
      if (exam.duration_en !== null) pairs.push([exam.duration_en, exam.duration_ar ?? exam.duration_en]);
      if (exam.result_time_en !== null)
        pairs.push([exam.result_time_en, exam.result_time_ar ?? exam.result_time_en]);
    }
  }
  return Object.fromEntries(pairs.map(([en, ar]) => [en, isolateCodes(ar)]));
}

/** The Arabic shell's texts as a page's matches: it holds the regulators' Arabic names. */
const ARABIC_SHELL = [{ handle: { locale: "ar", messages: { ar } } }];

/** The texts the build's pages show (publication 1 holds the same, decision 0035). */
export function builtTexts(regulator: Regulator, arabic: boolean): RegulatorTexts {
  const { code } = regulator;
  return {
    name: arabic ? i18nOfMatches(ARABIC_SHELL)._(`regulator.${code}`) : regulator.name,
    preparationNotice: noticeParts(preparationNotice(arabic ? "ar" : "en", code)),
  };
}

/**
 * The page's data for `pathname` (an English path, any case) and `arabic` (an `/ar` page): from the
 * publication when there is one, else from the constants; undefined for no regulator's page.
 */
export function regulatorPageData(
  catalogue: PagesCatalogue | null,
  pathname: string,
  arabic: boolean,
): RegulatorPageData | undefined {
  const known = findRegulatorByPath(pathname);
  if (!known) return undefined;
  const published = catalogue?.tree.regulators.find((regulator) => regulator.code === known.code);
  if (!published) {
    // The build's Arabic of this regulator's texts, in the page's data rather than its JS (decision 0005).
    const texts = arabic ? textsOf(regulatorDataAr, known) : null;
    return { regulator: known, arabic: texts, texts: builtTexts(known, arabic) };
  }
  const regulator = regulatorFromCatalogue(published);
  return {
    regulator,
    // The build's Arabic of the texts the page shows, the publication's on top: a text the
    // publication leaves as it is (an exam titled in English) reads as on the build's page.
    arabic: arabic ? { ...textsOf(regulatorDataAr, regulator), ...arabicTextsOf(published) } : null,
    texts: arabic
      ? {
          name: isolateCodes(published.name_ar),
          preparationNotice: noticeParts(isolateCodes(published.preparation_notice_ar)),
        }
      : { name: published.name_en, preparationNotice: noticeParts(published.preparation_notice_en) },
  };
}

/**
 * The page's regulator (decision 0035): from the published catalogue the server renders with (its
 * load context), or from the constants when the build prerenders. 404 for no regulator's path.
 */
export function regulatorLoader({ context, url }: LoaderFunctionArgs): RegulatorPageData {
  // `url`: the page's, without the `.data` of a navigation's request.
  const { pathname } = url;
  const data = regulatorPageData(
    context.get(pagesCatalogueContext),
    englishPath(pathname),
    isArabicPath(pathname),
  );
  if (!data) throw new Response("Not Found", { status: 404 });
  return data;
}
