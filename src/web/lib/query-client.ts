/**
 * The browser's one query cache (TanStack Query), shared by the `AppProviders` layout and the
 * staff routes' `clientLoader`s, which start a page's first queries as soon as its code has
 * arrived, before React renders it (decision 0021: the query used to wait for two renders).
 */
import { type FetchQueryOptions, QueryClient } from "@tanstack/react-query";
import { canOpen, type PageKey } from "#shared/access/policy.ts";
import { getSession } from "./session.ts";

let client: QueryClient | undefined;

/** The cache (one per browser tab; a new one per call while prerendering, where none is kept). */
export function getQueryClient(): QueryClient {
  const created = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  if (typeof window === "undefined") return created;
  client ??= created;
  return client;
}

/**
 * Starts `queries` for the staff page `page` without waiting for them, when the session's role may
 * open it (`PAGE_POLICY`): a refused role is sent away by the page's guard, and its queries would
 * be answered 403, which ends the session. Returns null, a `clientLoader`'s "no data".
 */
// biome-ignore lint/suspicious/noExplicitAny: each query has its own data type
export function prefetchFor(page: PageKey, ...queries: FetchQueryOptions<any, any, any, any>[]): null {
  if (!canOpen(page, getSession()?.claims.role)) return null;
  const queryClient = getQueryClient();
  for (const query of queries) void queryClient.prefetchQuery(query);
  return null;
}
