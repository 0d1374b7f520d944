/**
 * The one order of the candidate lists (dashboard, stage lists, a test center's candidates) and
 * exports: newest registration first, ties by id, the order of the indexes behind those lists.
 */
import { desc } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { type PageQuery, withPage } from "./paging.ts";
import { students } from "./schema.ts";

/** `ORDER BY registration_date DESC, id DESC`. */
export const NEWEST_REGISTRATION_FIRST = [desc(students.registrationDate), desc(students.id)] as const;

/** Page `query` of a filtered select of candidates (made `$dynamic()`), in that order. */
export function newestStudentsPage<Select extends PgSelect>(select: Select, query: PageQuery) {
  return withPage(select.orderBy(...NEWEST_REGISTRATION_FIRST), query);
}
