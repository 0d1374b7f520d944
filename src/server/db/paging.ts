/**
 * Pages of the paged lists (docs/product.md §7: `page`, `pageSize`, total in `X-Total-Count`): the window of
 * one page on an ordered select, and the answer every list query gives.
 */
import type { PgSelect } from "drizzle-orm/pg-core";

/** A page request: `page` 1-based, `pageSize` rows per page (validated by the route's schema). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** One page of rows and the number of all matching rows. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** `select` (ordered, made `$dynamic()`) limited to the rows of page `page` of `pageSize`. */
export function withPage<Select extends PgSelect>(select: Select, { page, pageSize }: PageQuery) {
  return select.limit(pageSize).offset((page - 1) * pageSize);
}
