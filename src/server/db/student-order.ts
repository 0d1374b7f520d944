/**
 * The one order of the candidate lists (dashboard, stage lists, a test center's candidates) and
 * exports: newest registration first, ties by id, the order of the indexes behind those lists.
 */
import { asc, desc } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { type PageQuery, withPage } from "./paging.ts";
import { students } from "./schema.ts";

/** `ORDER BY registration_date DESC, id DESC`. */
export const NEWEST_REGISTRATION_FIRST = [desc(students.registrationDate), desc(students.id)] as const;

/**
 * `ORDER BY registration_date ASC, id ASC`: the same order backwards, which the same indexes serve
 * read backwards (a deep page read from the end of the list, decision 0033).
 */
export const OLDEST_REGISTRATION_FIRST = [asc(students.registrationDate), asc(students.id)] as const;

/** From this offset on, a page of the candidate list knows the total first (decision 0033). */
export const DEEP_OFFSET = 1_000;

/**
 * Decision 0033: where page `query` lies when read from the end of a list of `total` rows
 * (`OLDEST_REGISTRATION_FIRST`, then put back in the list's order): `limit` rows after skipping
 * `offset`. Null when the page is in the first half of the list, which is read from its start as
 * usual. So the last page of a million candidates skips a few index entries instead of a million.
 * A page past the end is `{ limit: 0 }`.
 */
export function windowFromTheEnd(
  { page, pageSize }: PageQuery,
  total: number,
): { limit: number; offset: number } | null {
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { limit: 0, offset: 0 };
  if (offset <= total / 2) return null;
  // Rows of the list after this page (negative: the last page is not full).
  const after = total - offset - pageSize;
  return { limit: pageSize + Math.min(0, after), offset: Math.max(0, after) };
}

/** Page `query` of a filtered select of candidates (made `$dynamic()`), in that order. */
export function newestStudentsPage<Select extends PgSelect>(select: Select, query: PageQuery) {
  return withPage(select.orderBy(...NEWEST_REGISTRATION_FIRST), query);
}
