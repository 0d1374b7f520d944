/** Case-insensitive "contains" search of the lists (dashboard filters, inquiries, contact messages). */
import { ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** `%term%` for ILIKE, the term's own pattern characters (`\`, `%`, `_`) escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ILIKE %term%`: the column contains `term`, ignoring case. */
export const contains = (column: PgColumn, term: string): SQL => ilike(column, containsPattern(term));

/** Any of `columns` contains `term` (ignoring case); undefined (no condition) for no term. */
export function anyContains(term: string | undefined, columns: PgColumn[]): SQL | undefined {
  return term ? or(...columns.map((column) => contains(column, term))) : undefined;
}
