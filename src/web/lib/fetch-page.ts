/**
 * One page of a staff list endpoint (`GET` with `page` and `pageSize`, the matches over all pages in
 * `X-Total-Count`). Staff screens only: it parses with zod, which the public pages never load.
 */
import type { z } from "zod";
import { type ApiOptions, api } from "./api.ts";

/** A page of rows and the number of rows over all pages. */
export interface ListPage<T> {
  rows: T[];
  /** Matches over all pages (`X-Total-Count`; the page's own length when the header is absent). */
  total: number;
}

export interface FetchPageOptions extends Pick<ApiOptions, "query" | "signal" | "onDenied"> {
  /** When given, a body the schema refuses fails with this message instead of the schema's error. */
  invalidMessage?: string;
}

/**
 * Fetches `path` with `options.query`, reads the body with `schema` and the total from
 * `X-Total-Count`. Rejects with the `ApiError` of a refused request, or for a body that is not a
 * list of rows with `invalidMessage` (when given) or the schema's error.
 */
export async function fetchPage<T>(
  path: string,
  schema: z.ZodType<T[]>,
  { invalidMessage, ...options }: FetchPageOptions,
): Promise<ListPage<T>> {
  const { data, headers } = await api<unknown>(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidMessage === undefined ? parsed.error : new Error(invalidMessage);
  const total = Number(headers.get("X-Total-Count"));
  return {
    rows: parsed.data,
    total: headers.has("X-Total-Count") && Number.isFinite(total) ? total : parsed.data.length,
  };
}
