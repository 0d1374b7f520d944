import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { pageFromParams } from "./use-page-param.ts";

/** A staff list's query as kept in the URL: its text parameters and the 1-based page. */
export type ListSearch<K extends string> = Record<K, string> & { page: number };

/**
 * The text parameters `keys` and `?page=` of a staff list, read from the URL (empty string when
 * absent; page as {@link pageFromParams}), and an updater that merges a patch into the URL, leaves
 * out empty values and page 1, and goes back to page 1 unless the patch names a page. Other
 * search parameters (e.g. `?tab=`) are kept.
 */
export function useListSearch<K extends string>(
  keys: readonly K[],
): [ListSearch<K>, (patch: Partial<ListSearch<K>>) => void] {
  const [params, setParams] = useSearchParams();
  const search = {
    ...(Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""])) as Record<K, string>),
    page: pageFromParams(params),
  };
  const update = useCallback(
    (patch: Partial<ListSearch<K>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const entries: [string, string | number][] = Object.entries({ ...patch, page: patch.page ?? 1 });
          for (const [key, value] of entries) {
            if (value === "" || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [search, update];
}
