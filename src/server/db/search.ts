/** Case-insensitive "contains" search of the lists (dashboard filters, inquiries, contact messages). */
import { ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** `%term%` for ILIKE, the term's own pattern characters (`\`, `%`, `_`) escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ILIKE %term%`: the column contains `term`, ignoring case. */
export const contains = (column: PgColumn, term: string): SQL => ilike(column, containsPattern(term));

/** Any of `columns` contains `term` (ignoring case); undefined (no condition) for no term. */
export function anyContains(term: string | undefined, columns: PgColumn[]): SQL | undefined {
  return term ? or(...columns.map((column) => contains(column, term))) : undefined;
}

/**
 * A name (or any text) folded for the one search (decision 0026): Arabic short vowels, other marks
 * and tatweel removed, the alef forms (أ إ آ ٱ) made ا, ى made ي, ة made ه, then lower case. The
 * same expression is the key of the trigram indexes `students_search_name_trgm` and
 * `inquiries_search_trgm` and is applied to the query, so a folded match uses them (the planner
 * matches the index by this exact expression). `nameWords` (`#shared/search/search.ts`) mirrors it.
 */
export const foldedText = (value: SQL | PgColumn): SQL =>
  sql`lower(translate(regexp_replace(${value}, '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'), 'أإآٱىة', 'اااايه'))`;

/**
 * The folded text's words (decision 0026): `foldedText` split on spaces and commas like `nameWords`
 * (`#shared/search/search.ts`). The key of the GIN index `students_search_words`, so "has these
 * whole words" (`@>`) reads one posting list per word instead of every trigram's.
 */
export const foldedWords = (value: SQL | PgColumn): SQL =>
  sql`regexp_split_to_array(${foldedText(value)}, '[\\s,]+')`;

/**
 * A phone number's digits, reversed (decision 0026): the key of the `*_phone_rev` btree indexes
 * (`text_pattern_ops`), so "the stored number ends with these digits" is a prefix match on it.
 */
export const reversedDigits = (value: SQL | PgColumn): SQL =>
  sql`reverse(regexp_replace(${value}, '\\D', '', 'g'))`;

/**
 * The least string above every string that starts with `prefix`, in code point order (the byte
 * order of UTF-8 that `text_pattern_ops` indexes sort by): the last character that can be raised,
 * raised by one (past the surrogates), the characters after it dropped. Null when none can be
 * (empty, or only U+10FFFF).
 */
export function prefixEnd(prefix: string): string | null {
  const chars = [...prefix];
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return chars.join("") + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  }
  return null;
}

/**
 * `value` starts with `prefix` (as typed: `%`, `_` and `\` are plain characters), as a range of a
 * `text_pattern_ops` btree index (decision 0026 "Planned once"): unlike `like 'prefix%'`, whose
 * range PostgreSQL derives from the pattern only when it plans with the value, the range keeps the
 * index in a plan made once for every value.
 */
export function startsWithRange(value: SQL, prefix: string): SQL {
  const end = prefixEnd(prefix);
  return end === null
    ? sql`(${value} ~>=~ ${prefix} and ${value} like ${startsWithPattern(prefix)})`
    : sql`(${value} ~>=~ ${prefix} and ${value} ~<~ ${end})`;
}

/**
 * `startsWithRange` for a prefix computed in SQL (the folded typed name): the end of the range is
 * made in SQL alike, trailing U+10FFFF dropped first (then raising the last character left is
 * exact; U+D7FF is raised past the surrogates).
 */
export function startsWithRangeSql(value: SQL, prefix: SQL): SQL {
  const base = sql`rtrim(${prefix}, chr(1114111))`;
  const last = sql`ascii(right(${base}, 1))`;
  const end = sql`(left(${base}, -1) || chr(${last} + case when ${last} = 55295 then 2049 else 1 end))`;
  return sql`(${value} ~>=~ ${prefix} and ${value} ~<~ ${end})`;
}

/** A `like` pattern "starts with `term`", the term's own pattern characters escaped. */
export const startsWithPattern = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
