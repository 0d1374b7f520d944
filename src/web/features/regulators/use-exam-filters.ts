import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type ExamFilters, NO_FILTERS, readFilters, sameFilters, writeFilters } from "./exam-filters.ts";

/** Wait after the last keystroke before the URL follows the search box, ms. */
const URL_WRITE_DELAY_MS = 300;

/**
 * The exam grid's filters, kept in local state (so typing is instant) and mirrored in the URL
 * (`?q=&specialty=`, replacing the history entry). The first render always has no filter, because
 * the prerendered HTML shows the full list and hydration must match it; a shared link's filters are
 * applied right after. Later URL changes made elsewhere (a link, back/forward) are adopted too.
 */
export function useExamFilters(specialties: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = readFilters(searchParams, specialties);
  const [filters, setFilters] = useState<ExamFilters>(NO_FILTERS);
  // What the URL holds because of this page (or was last adopted from it): telling our own writes
  // from outside changes keeps a late URL update from overwriting newer typing.
  const synced = useRef<ExamFilters>(NO_FILTERS);

  useEffect(() => {
    const outside = { query: fromUrl.query, specialty: fromUrl.specialty };
    if (sameFilters(outside, synced.current)) return;
    synced.current = outside;
    setFilters(outside);
  }, [fromUrl.query, fromUrl.specialty]);

  useEffect(() => {
    if (sameFilters(filters, synced.current)) return;
    const timer = setTimeout(() => {
      synced.current = filters;
      setSearchParams((params) => writeFilters(params, filters), { replace: true, preventScrollReset: true });
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters, setSearchParams]);

  return {
    filters,
    setQuery: (query: string) => setFilters((current) => ({ ...current, query })),
    setSpecialty: (specialty: string | null) => setFilters((current) => ({ ...current, specialty })),
    clear: () => setFilters(NO_FILTERS),
  };
}
