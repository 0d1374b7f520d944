/**
 * The five regulator exam pages as the navbar, footer and landing link to them: code, name and the
 * route of docs/product.md §2 (exact spelling), and the codes themselves. Kept apart from the exam catalogue
 * (`regulators.ts`, which imports them from here and re-exports the codes) so every page's header
 * does not download the catalogue.
 */
/** The five regulator codes, in the order SCFHS, DHA, DHP, MOH, NHRA (docs/product.md §2). */
export const REGULATOR_CODES = ["SCFHS", "DHA", "DHP", "MOH", "NHRA"] as const;

/** One of the five regulator codes. */
export type RegulatorCode = (typeof REGULATOR_CODES)[number];

/** A regulator page link. */
export type RegulatorLink = {
  readonly code: RegulatorCode;
  /** Short English name of the regulator. */
  readonly name: string;
  /** Public route of the regulator exam page (exact spelling of docs/product.md §2). */
  readonly path: string;
};

/** The five regulator pages by code. */
export const REGULATOR_LINK = {
  SCFHS: {
    code: "SCFHS",
    name: "Saudi Commission for Health Specialties",
    path: "/Prometric-Exams-for-the-Saudi-commission-for-Health-Specialties-(SCFHS)",
  },
  DHA: {
    code: "DHA",
    name: "Dubai Health Authority",
    path: "/Prometric-Exams-for-the-Dubai-Health-Authority-(DHA)",
  },
  DHP: {
    code: "DHP",
    name: "Department of Healthcare Professions",
    path: "/Prometric-Exams-for-the-Department-of-Healthcare-Professions-(DHP)",
  },
  MOH: {
    code: "MOH",
    name: "Kuwait Ministry of Health",
    path: "/Prometric-Exams-for-the-Kuwait-Ministry-of-Health-(MOH)",
  },
  NHRA: {
    code: "NHRA",
    name: "National Health Regulatory Authority",
    path: "/Prometric-Exams-for-the-National-Health-Regulatory-Authority-(NHRA)",
  },
} as const satisfies Record<RegulatorCode, RegulatorLink>;

/** The five regulator pages in the order SCFHS, DHA, DHP, MOH, NHRA (docs/product.md §2). */
export const REGULATOR_LINKS: readonly RegulatorLink[] = Object.values(REGULATOR_LINK);
