/**
 * Filtering of a regulator's exam grid (docs/product.md §2 "Regulator exam pages"): a case-insensitive
 * substring of the exam name and one specialty (or all). The filters live in the URL
 * (`?q=&specialty=`) so a filtered list can be shared (STYLE.md "filters live in the URL").
 */
import type { ExamInfo } from "#shared/reference/exam-catalog.ts";

/** Label of the dropdown option that shows every specialty (docs/product.md §2). */
export const ALL_SPECIALTIES = "All Specialties";

/** The grid's filters: search text as typed, and a specialty name or null for all. */
export type ExamFilters = {
  readonly query: string;
  readonly specialty: string | null;
};

/** No filter: the full list, as the prerendered page shows it. */
export const NO_FILTERS: ExamFilters = { query: "", specialty: null };

/**
 * The exams whose name (English, or `title`: as the page shows it) contains `query` (trimmed,
 * ignoring case) and, when `specialty` is set, that belong to it. An empty query matches every
 * exam. Order is kept.
 */
export function filterExams(
  exams: readonly ExamInfo[],
  { query, specialty }: ExamFilters,
  title: (english: string) => string = (english) => english,
): ExamInfo[] {
  const needle = query.trim().toLowerCase();
  const matches = (name: string) => name.toLowerCase().includes(needle);
  return exams.filter(
    (exam) =>
      (specialty === null || exam.specialty === specialty) &&
      (needle === "" || matches(exam.name) || matches(title(exam.name))),
  );
}

/**
 * Filters from URL search params: `q` as given; `specialty` matched to one of `specialties` ignoring
 * case (canonical spelling returned), null when absent or unknown.
 */
export function readFilters(params: URLSearchParams, specialties: readonly string[]): ExamFilters {
  const wanted = params.get("specialty")?.trim().toLowerCase();
  return {
    query: params.get("q") ?? "",
    specialty: (wanted && specialties.find((name) => name.toLowerCase() === wanted)) || null,
  };
}

/** `params` with `q` and `specialty` set to `filters`, each left out when empty (all); other params kept. */
export function writeFilters(params: URLSearchParams, filters: ExamFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.query === "") next.delete("q");
  else next.set("q", filters.query);
  if (filters.specialty === null) next.delete("specialty");
  else next.set("specialty", filters.specialty);
  return next;
}

/** True when both filters are the same. */
export function sameFilters(a: ExamFilters, b: ExamFilters): boolean {
  return a.query === b.query && a.specialty === b.specialty;
}
