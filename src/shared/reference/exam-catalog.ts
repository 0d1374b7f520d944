/**
 * The regulator exam pages' view of one regulator (docs/product.md §2 "Regulator exam pages"): its
 * exams with their levels, durations and result times, and the exam choice a page hands to the
 * forms. Apart from `regulators.ts`, which holds every regulator's data: the pages get their
 * regulator from their loader (decision 0035), so their JavaScript carries no catalogue (decision
 * 0005, every public page within its budget).
 */
import type { RegulatorCode } from "./regulator-links.ts";
import type { Regulator } from "./regulator-types.ts";

/** Professional levels recognised at the start of an exam name, longest first. */
const LEVEL_PREFIXES = [
  "Senior Registrar",
  "Associate Consultant",
  "Consultant",
  "Registrar",
  "Specialist",
  "General Practitioner",
] as const;

/**
 * The professional level an exam is for, read from its name: a leading title ("Senior Registrar",
 * "Registrar", "Specialist", "Consultant"...), else "Technician" or "Technologist" when the name
 * says so; undefined when the name names no level (e.g. "Registered Nurse").
 */
export function examLevel(examName: string): string | undefined {
  const prefix = LEVEL_PREFIXES.find((level) => examName === level || examName.startsWith(`${level} `));
  if (prefix) return prefix;
  if (/\bTechnician\b/.test(examName)) return "Technician";
  if (/\bTechnologist\b/.test(examName)) return "Technologist";
  return undefined;
}

/** One exam of a regulator's catalogue as the exam page shows it. */
export type ExamInfo = {
  readonly name: string;
  readonly specialty: string;
  /** See {@link examLevel}. */
  readonly level: string | undefined;
  /** Duration text, e.g. "2.5 to 3.5 hours". */
  readonly duration: string;
  /** Time until results, e.g. "5 to 10 business days". */
  readonly resultTime: string;
  /** The exam's own price in USD when the catalogue gives one; else the regulator's range applies. */
  readonly priceUsd?: number;
};

/** Every exam of a regulator, in specialty order then exam order, with its duration and result time. */
export function examCatalog(regulator: Regulator): ExamInfo[] {
  return regulator.specialties.flatMap((specialty) =>
    specialty.exams.map((name) => {
      const override = regulator.examOverrides?.[name];
      return {
        name,
        specialty: specialty.name,
        level: examLevel(name),
        duration: override?.duration ?? regulator.examDuration,
        resultTime: override?.resultTime ?? regulator.resultTime,
        ...(override?.priceUsd !== undefined && { priceUsd: override.priceUsd }),
      };
    }),
  );
}

/** Number of exams a regulator offers (the `offerCount` of its structured data). */
export function examCount(regulator: Regulator): number {
  return regulator.specialties.reduce((sum, specialty) => sum + specialty.exams.length, 0);
}

/**
 * An exam chosen on a regulator page: the regulator, optionally one of its specialties and one exam
 * of that specialty. It travels to the registration wizard and the inquiry form in the query string
 * (`?regulator=SCFHS&specialty=Medicine&exam=General+Practitioner`), so a pre-filled form can be
 * bookmarked and shared.
 */
export type ExamChoice = {
  regulator: RegulatorCode;
  specialty?: string;
  exam?: string;
};

/** `path` with the choice in its query string (absent parts left out). */
export function examChoiceHref(path: string, choice: ExamChoice): string {
  const query = new URLSearchParams({ regulator: choice.regulator });
  if (choice.specialty) {
    query.set("specialty", choice.specialty);
    if (choice.exam) query.set("exam", choice.exam);
  }
  return `${path}?${query}`;
}
