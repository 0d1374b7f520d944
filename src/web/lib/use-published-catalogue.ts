import { useQuery } from "@tanstack/react-query";
import { publishedCatalogueSchema } from "#shared/catalogue/catalogue.ts";
import { apiParsed } from "./api.ts";

/**
 * Query key of the published catalogue. It starts with "catalogue", so the catalogue screen's
 * writes (which invalidate every "catalogue" key) reload it too: a publication shows at once.
 */
export const PUBLISHED_CATALOGUE_KEY = ["catalogue", "published"] as const;

/**
 * The published catalogue (`GET /api/catalogue`, docs/product.md §13 "The catalogue", decision
 * 0034): the regulators, specialties and bookable exams the registration wizard and the staff's
 * candidate edit offer and check the exam choice against. The server lets caches keep it for a
 * minute (`max-age=60`, an `ETag` of the version); a page asks it to revalidate (`no-cache`, a 304
 * while the version is the same), so a page opened after a publication offers what was published.
 */
export function usePublishedCatalogue() {
  return useQuery({
    queryKey: PUBLISHED_CATALOGUE_KEY,
    queryFn: ({ signal }) =>
      apiParsed(publishedCatalogueSchema, "/api/catalogue", { signal, cache: "no-cache" }),
    staleTime: 60_000,
  });
}
