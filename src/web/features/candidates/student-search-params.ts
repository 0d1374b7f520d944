/**
 * The dashboard's student-list state as it lives in the URL (STYLE.md §10): the filters of docs/product.md §2
 * "Student list" under their wire names, read by the shared `studentListQuerySchema` (which also
 * gives a state or gender typed in any case its canonical spelling), plus a 1-based `page`, by the
 * rules of every staff list (lib/list-search.ts). Here only what is the dashboard's own: which
 * values it keeps, and the drafts of its text filters as typed. Pure functions, unit-tested.
 */
import {
  isStudentChoiceFilter,
  isStudentFilterOption,
  STUDENT_FILTERS,
  type StudentChoiceFilter,
  type StudentFilter,
  studentListQuerySchema,
} from "#shared/candidates/candidates.ts";
import { filterValue, type ListSearch, listUrl } from "#web/lib/list-search.ts";

/**
 * The dashboard's filters and page in the URL. A state or gender that names none of its options
 * is dropped (the API would match nothing with it), so the selects never show an unknown value.
 */
export const STUDENT_LIST_URL = listUrl(
  studentListQuerySchema,
  STUDENT_FILTERS,
  (filter, value) => !isStudentChoiceFilter(filter) || isStudentFilterOption(filter, value),
);

/** Active filters: only valid, trimmed, non-empty values are present. */
export type StudentFilterValues = Partial<Record<StudentFilter, string>>;

/** The dashboard's filters and 1-based page. */
export type StudentSearch = ListSearch<StudentFilter>;

export type TextFilter = Exclude<StudentFilter, StudentChoiceFilter>;

/** Free-text filters (debounced text inputs), in STUDENT_FILTERS order. */
export const TEXT_FILTERS: readonly TextFilter[] = STUDENT_FILTERS.filter(
  (f): f is TextFilter => !isStudentChoiceFilter(f),
);

/** Text-filter drafts as typed: every text filter present, untrimmed. */
export type TextFilterDraft = Record<TextFilter, string>;

/** The drafts that show the given active filters. */
export function draftFromFilters(filters: StudentFilterValues): TextFilterDraft {
  return Object.fromEntries(TEXT_FILTERS.map((f) => [f, filters[f] ?? ""])) as TextFilterDraft;
}

/**
 * Brings the typed drafts in line with the URL after it changed (back/forward, reset) without
 * disturbing what the user is typing: a draft that already means the URL's value (e.g. with a
 * trailing space) is kept as typed. Returns the same object when nothing changes.
 */
export function reconcileDraft(draft: TextFilterDraft, filters: StudentFilterValues): TextFilterDraft {
  let next = draft;
  for (const filter of TEXT_FILTERS) {
    const wanted = filters[filter] ?? "";
    if ((filterValue(STUDENT_LIST_URL, filter, draft[filter]) ?? "") === wanted) continue;
    if (next === draft) next = { ...draft };
    next[filter] = wanted;
  }
  return next;
}
