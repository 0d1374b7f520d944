/**
 * The dashboard's student-list state as it lives in the URL (STYLE.md §10): the 11 filters of
 * spec §2 "Student list" under their wire names, plus a 1-based `page`. Pure functions, so the
 * parse/serialise rules are unit-tested without a browser.
 */
import { GENDERS } from "../../../shared/registration.ts";
import { STUDENT_STATES } from "../../../shared/student-states.ts";
import { STUDENT_FILTERS, type StudentFilter } from "../../../shared/students.ts";

/** Active filters: only non-empty, trimmed values are present. */
export type StudentFilterValues = Partial<Record<StudentFilter, string>>;

export interface StudentSearch {
  filters: StudentFilterValues;
  /** 1-based page number. */
  page: number;
}

/** The server refuses longer filter values (`studentListQuerySchema`). */
export const FILTER_MAX_LENGTH = 200;

/** Filters chosen from a fixed list (Select), with their allowed values. */
export const SELECT_FILTER_OPTIONS = {
  state: STUDENT_STATES,
  gender: GENDERS,
} as const satisfies Partial<Record<StudentFilter, readonly string[]>>;

export type SelectFilter = keyof typeof SELECT_FILTER_OPTIONS;

export const isSelectFilter = (filter: StudentFilter): filter is SelectFilter =>
  Object.hasOwn(SELECT_FILTER_OPTIONS, filter);

export type TextFilter = Exclude<StudentFilter, SelectFilter>;

/** Free-text filters (debounced text inputs), in STUDENT_FILTERS order. */
export const TEXT_FILTERS: readonly TextFilter[] = STUDENT_FILTERS.filter(
  (f): f is TextFilter => !isSelectFilter(f),
);

export const EMPTY_SEARCH: StudentSearch = { filters: {}, page: 1 };

/**
 * A filter value as the list uses it: trimmed and clipped; a select value must be one of its options
 * (matched ignoring case, returned in canonical spelling). Empty or invalid gives undefined.
 */
export function normaliseFilterValue(filter: StudentFilter, raw: string | null | undefined) {
  const value = (raw ?? "").trim().slice(0, FILTER_MAX_LENGTH).trim();
  if (!value) return undefined;
  if (isSelectFilter(filter)) {
    const options: readonly string[] = SELECT_FILTER_OPTIONS[filter];
    return options.find((o) => o.toLowerCase() === value.toLowerCase());
  }
  return value;
}

/** A page number from the URL: a positive integer, otherwise 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the list state from URL search params; unknown, empty and invalid params are ignored. */
export function parseStudentSearch(params: URLSearchParams): StudentSearch {
  const filters: StudentFilterValues = {};
  for (const filter of STUDENT_FILTERS) {
    const value = normaliseFilterValue(filter, params.get(filter));
    if (value !== undefined) filters[filter] = value;
  }
  return { filters, page: parsePage(params.get("page")) };
}

/**
 * Writes the list state as URL search params: non-empty filters in STUDENT_FILTERS order, then
 * `page` only when it is not the first page (so the default URL is clean).
 */
export function serialiseStudentSearch(search: StudentSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of STUDENT_FILTERS) {
    const value = normaliseFilterValue(filter, search.filters[filter]);
    if (value !== undefined) params.set(filter, value);
  }
  if (search.page > 1) params.set("page", String(Math.floor(search.page)));
  return params;
}

/**
 * Applies filter changes (an empty string clears a filter). When any filter actually changes, the
 * page goes back to 1; when nothing changes, the same search is returned (page kept).
 */
export function withFilters(
  search: StudentSearch,
  patch: Partial<Record<StudentFilter, string | null | undefined>>,
): StudentSearch {
  const filters: StudentFilterValues = { ...search.filters };
  let changed = false;
  for (const filter of STUDENT_FILTERS) {
    if (!Object.hasOwn(patch, filter)) continue;
    const value = normaliseFilterValue(filter, patch[filter]);
    if (value === filters[filter]) continue;
    changed = true;
    if (value === undefined) delete filters[filter];
    else filters[filter] = value;
  }
  return changed ? { filters, page: 1 } : search;
}

/** Moves to another page, keeping the filters. */
export function withPage(search: StudentSearch, page: number): StudentSearch {
  return { filters: search.filters, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** True when at least one filter is set. */
export const hasActiveFilters = (search: StudentSearch) => Object.keys(search.filters).length > 0;

/** Number of pages for `total` rows (at least 1, so the pager always has a page to show). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

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
    if ((normaliseFilterValue(filter, draft[filter]) ?? "") === wanted) continue;
    if (next === draft) next = { ...draft };
    next[filter] = wanted;
  }
  return next;
}
