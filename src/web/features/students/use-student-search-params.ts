import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { StudentFilter } from "../../../shared/students.ts";
import {
  EMPTY_SEARCH,
  parseStudentSearch,
  type StudentSearch,
  serialiseStudentSearch,
  withFilters,
  withPage,
} from "./student-search-params.ts";

export interface StudentSearchControls {
  /** Filters and page read from the URL; stable while the URL's query string is unchanged. */
  search: StudentSearch;
  /** Sets some filters (empty string clears); page goes back to 1 when anything changed. */
  setFilters: (patch: Partial<Record<StudentFilter, string | null>>) => void;
  /** Moves to a page; `replace` rewrites the history entry instead of adding one. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Clears every filter and goes back to page 1. */
  resetFilters: () => void;
}

/**
 * The dashboard list's filters and page, kept in the URL search params (STYLE.md §10, spec §2
 * "Student list") so that reloads, shared links and back/forward keep them. Updates are applied to
 * the latest URL, so a debounced text filter never undoes a select changed meanwhile.
 */
export function useStudentSearchParams(): StudentSearchControls {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseStudentSearch(params), [params]);

  const update = useCallback(
    (change: (current: StudentSearch) => StudentSearch, replace = false) => {
      setParams((current) => serialiseStudentSearch(change(parseStudentSearch(current))), {
        replace,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const setFilters = useCallback<StudentSearchControls["setFilters"]>(
    (patch) => update((current) => withFilters(current, patch)),
    [update],
  );
  const setPage = useCallback<StudentSearchControls["setPage"]>(
    (page, options) => update((current) => withPage(current, page), options?.replace),
    [update],
  );
  const resetFilters = useCallback(() => update(() => EMPTY_SEARCH), [update]);

  return { search, setFilters, setPage, resetFilters };
}
