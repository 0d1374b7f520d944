/**
 * A staff list's state as it lives in the URL (STYLE.md §10): its filters under their wire names and
 * a 1-based `page`. One set of rules for every list (dashboard, stage lists, invoices, test-center
 * dashboard, inquiries, contact messages): each filter is read through the list's shared zod query
 * schema, the one the server checks, so the web keeps only values the server accepts, in the
 * spelling the server uses. Pure functions, unit-tested without a browser; the hook is
 * `useListSearch` (use-list-search.ts).
 */
import { z } from "zod";
import { pageNumberSchema } from "#shared/kit/paging.ts";

/** A list's filters and page. Filters hold only valid, trimmed, non-empty values. */
export interface ListSearch<K extends string> {
  filters: Partial<Record<K, string>>;
  /** 1-based page number. */
  page: number;
}

/**
 * What a list keeps in the URL: the filter parameters, in the order they are written, and the
 * list's query schema (`GET` query of its endpoint), which reads each one. Define it once per list
 * (a module constant): the hook's updaters depend on its identity.
 */
export interface ListUrl<K extends string> {
  filters: readonly K[];
  /** Any schema whose other fields are optional or defaulted (e.g. `inquiryListQuerySchema`). */
  schema: z.ZodType<Partial<Record<K, unknown>>>;
  /**
   * Further says which values the schema read are kept (default all): e.g. the dashboard keeps a
   * state only when it names one (the API, given another, just matches nothing).
   */
  keep?: (filter: K, value: string) => boolean;
}

/** Longest filter value kept: the limit of every list query's text filters (longer is clipped). */
export const FILTER_VALUE_MAX = 200;

/** Defines a list's URL state (see {@link ListUrl}). */
export const listUrl = <K extends string>(
  schema: ListUrl<K>["schema"],
  filters: readonly K[],
  keep?: ListUrl<K>["keep"],
): ListUrl<K> => ({ schema, filters, keep });

/** A list with pages and no filter (stage lists, invoices, test-center dashboard): `?page=` only. */
export const PAGES_ONLY: ListUrl<never> = listUrl<never>(z.object({}), []);

/** The default state: no filter, page 1. */
export const EMPTY_SEARCH: ListSearch<never> = { filters: {}, page: 1 };

const PAGE_DIGITS = /^\d+$/;

/**
 * The one page rule of every list: `?page=` is a positive whole number written in digits
 * (surrounding spaces aside) that the server accepts (`pageNumberSchema`: at most `PAGE_MAX`);
 * anything else (absent, empty, 0, negative, `1.5`, `1e3`, `0x10`, too large) means page 1.
 */
export function parsePage(raw: string | null | undefined): number {
  const text = (raw ?? "").trim();
  if (!PAGE_DIGITS.test(text)) return 1;
  const page = pageNumberSchema.safeParse(text);
  return page.success ? page.data : 1;
}

/**
 * One filter value as the list uses it: trimmed and clipped to {@link FILTER_VALUE_MAX}, then read
 * by the list's schema (which may canonicalise it, e.g. a state in any case). Empty, refused by the
 * schema or not kept (`keep`) gives undefined.
 */
export function filterValue<K extends string>(
  url: ListUrl<K>,
  filter: K,
  raw: string | null | undefined,
): string | undefined {
  const value = (raw ?? "").trim().slice(0, FILTER_VALUE_MAX).trim();
  if (!value) return undefined;
  const read = url.schema.safeParse({ [filter]: value });
  if (!read.success) return undefined;
  const parsed = (read.data as Partial<Record<K, unknown>>)[filter];
  if (typeof parsed !== "string" || parsed === "") return undefined;
  return !url.keep || url.keep(filter, parsed) ? parsed : undefined;
}

/** Reads the list state from URL search params; unknown, empty and invalid params are ignored. */
export function parseListSearch<K extends string>(url: ListUrl<K>, params: URLSearchParams): ListSearch<K> {
  const filters: Partial<Record<K, string>> = {};
  for (const filter of url.filters) {
    const value = filterValue(url, filter, params.get(filter));
    if (value !== undefined) filters[filter] = value;
  }
  return { filters, page: parsePage(params.get("page")) };
}

/**
 * Writes the list state as URL search params: valid filters in the list's order, then `page` only
 * when it is not the first page (so the default URL is clean).
 */
export function serialiseListSearch<K extends string>(
  url: ListUrl<K>,
  search: ListSearch<NoInfer<K>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of url.filters) {
    const value = filterValue(url, filter, search.filters[filter]);
    if (value !== undefined) params.set(filter, value);
  }
  if (search.page > 1) params.set("page", String(Math.floor(search.page)));
  return params;
}

/**
 * The URL after a change of the list state: the parameters the list does not own (e.g. `?tab=`)
 * stay, in their order; the list's own follow, as {@link serialiseListSearch} writes them.
 */
export function mergeListSearch<K extends string>(
  url: ListUrl<K>,
  current: URLSearchParams,
  search: ListSearch<NoInfer<K>>,
): URLSearchParams {
  const owned = new Set<string>([...url.filters, "page"]);
  const next = new URLSearchParams([...current].filter(([key]) => !owned.has(key)));
  for (const [key, value] of serialiseListSearch(url, search)) next.append(key, value);
  return next;
}

/**
 * Applies filter changes (an empty string or null clears a filter). When any filter actually
 * changes, the page goes back to 1; when nothing changes, the same search is returned (page kept).
 */
export function withFilters<K extends string>(
  url: ListUrl<K>,
  search: ListSearch<NoInfer<K>>,
  patch: Partial<Record<K, string | null | undefined>>,
): ListSearch<K> {
  const filters: Partial<Record<K, string>> = { ...search.filters };
  let changed = false;
  for (const filter of url.filters) {
    if (!Object.hasOwn(patch, filter)) continue;
    const value = filterValue(url, filter, patch[filter]);
    if (value === filters[filter]) continue;
    changed = true;
    if (value === undefined) delete filters[filter];
    else filters[filter] = value;
  }
  return changed ? { filters, page: 1 } : search;
}

/** Moves to another page (1 for anything but a positive whole number), keeping the filters. */
export function withPage<K extends string>(search: ListSearch<K>, page: number): ListSearch<K> {
  return { filters: search.filters, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** True when at least one filter is set. */
export const hasActiveFilters = (search: ListSearch<string>) => Object.keys(search.filters).length > 0;

/** Number of pages for `total` rows (at least 1, so the pager always has a page to show). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
