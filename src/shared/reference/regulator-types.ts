/**
 * The shapes of the regulators' catalogue (docs/product.md §9): a module of types only, read by
 * `regulators.ts` (the data) and `exam-catalog.ts` (the exam pages' functions) alike.
 */

import type { Country } from "./countries.ts";
import type { RegulatorCode } from "./regulator-links.ts";

/** A specialty (or specialty group) and the exams a candidate can book under it. */
export type Specialty = {
  readonly name: string;
  readonly exams: readonly string[];
};

/** What differs for one exam from its regulator's defaults (duration, result time, price). */
export type ExamOverride = {
  readonly duration?: string;
  readonly resultTime?: string;
  /** The exam's own price in whole US dollars (the published catalogue's, docs/product.md §13); else the regulator's range. */
  readonly priceUsd?: number;
};

/** A regulator with its public exam page and catalogue. */
export type Regulator = {
  readonly code: RegulatorCode;
  /** English name of the regulator, as in the page heading "Prometric Exams for the {name} ({code})". */
  readonly name: string;
  readonly country: Country;
  /** Public route of the regulator exam page (exact spelling of docs/product.md §2). */
  readonly path: string;
  /** One or two sentences for the page intro: who the regulator licenses. */
  readonly summary: string;
  /** USD price range for the page and the structured product data (docs/product.md §9). */
  readonly priceRangeUsd: { readonly low: number; readonly high: number };
  /** Usual time until results, e.g. "7 to 10 business days" (docs/product.md §9). */
  readonly resultTime: string;
  /** Further result-time facts shown in the info section (SCFHS, docs/product.md §9). */
  readonly resultNotes?: readonly string[];
  /** Exam duration range, e.g. "2.5 to 3.5 hours" (docs/product.md §9, or §1's general range). */
  readonly examDuration: string;
  /** Further duration facts shown in the info section (SCFHS, docs/product.md §9). */
  readonly durationNotes?: readonly string[];
  /** Per-exam differences from `resultTime` and `examDuration`, by exam name. */
  readonly examOverrides?: Readonly<Record<string, ExamOverride>>;
  readonly specialties: readonly Specialty[];
};
