import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";

/** The page number of `?page=` (1 when absent or not a positive whole number). */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The current page of a staff table, kept in `?page=` (STYLE.md §10), and a setter that keeps the
 * other search parameters (page 1 leaves the parameter out).
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const setPage = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set("page", String(next));
          else updated.delete("page");
          return updated;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  return { page, setPage };
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
  setPage: (page: number, replace?: boolean) => void,
) {
  const pastEnd = settled && total !== undefined && total > 0 && page > pages;
  useEffect(() => {
    if (pastEnd) setPage(pages, true);
  }, [pastEnd, pages, setPage]);
}
