import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  EMPTY_SEARCH,
  type ListSearch,
  type ListUrl,
  mergeListSearch,
  parseListSearch,
  withFilters,
  withPage,
} from "./list-search.ts";

/** Moves to a page; `replace` rewrites the history entry instead of adding one. */
export type SetPage = (page: number, options?: { replace?: boolean }) => void;

export interface ListSearchControls<K extends string> {
  /** Filters and page read from the URL; stable while the URL's query string is unchanged. */
  search: ListSearch<K>;
  /** Sets some filters (empty string or null clears); page goes back to 1 when anything changed. */
  setFilters: (patch: Partial<Record<K, string | null>>) => void;
  setPage: SetPage;
  /** Clears every filter and goes back to page 1. */
  resetFilters: () => void;
}

/**
 * A staff list's filters and page, kept in the URL search params (STYLE.md §10) as `url` says
 * (list-search.ts), so that reloads, shared links and back/forward keep them. Updates apply to the
 * latest URL, so a debounced text filter never undoes a select changed meanwhile; parameters the
 * list does not own (e.g. `?tab=`) stay. `url` must be a module constant.
 */
export function useListSearch<K extends string>(url: ListUrl<K>): ListSearchControls<K> {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseListSearch(url, params), [url, params]);

  const update = useCallback(
    (change: (current: ListSearch<K>) => ListSearch<K>, replace = false) => {
      setParams(
        (rendered) => {
          // React Router hands the updater the params of the last render, not of the last
          // navigation: its state updates are transitions, so on a slow device a select changed
          // right after a debounced text filter landed would drop that filter. The address bar
          // already has the latest navigation.
          const current =
            typeof window === "undefined" ? rendered : new URLSearchParams(window.location.search);
          return mergeListSearch(url, current, change(parseListSearch(url, current)));
        },
        { replace, preventScrollReset: true },
      );
    },
    [url, setParams],
  );

  const setFilters = useCallback<ListSearchControls<K>["setFilters"]>(
    (patch) => update((current) => withFilters(url, current, patch)),
    [url, update],
  );
  const setPage = useCallback<SetPage>(
    (page, options) => update((current) => withPage(current, page), options?.replace),
    [update],
  );
  const resetFilters = useCallback(() => update(() => EMPTY_SEARCH), [update]);

  return { search, setFilters, setPage, resetFilters };
}

/**
 * Moves a link to a page past the end (e.g. after deletions) to the last page, once the answer for
 * the requested page (`settled`: not a placeholder) says how many pages there are.
 */
export function useLastPageClamp(
  page: number,
  pages: number,
  total: number | undefined,
  settled: boolean,
  setPage: SetPage,
) {
  const pastEnd = settled && total !== undefined && total > 0 && page > pages;
  useEffect(() => {
    if (pastEnd) setPage(pages, { replace: true });
  }, [pastEnd, pages, setPage]);
}
