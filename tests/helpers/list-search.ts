import { expect, it } from "vitest";
import { EMPTY_SEARCH, FILTER_VALUE_MAX, type ListSearch } from "#web/lib/list-search.ts";

/**
 * The filter rules every staff list's URL state follows (`#web/lib/list-search.ts`), as tests of
 * one list's `parse` (query string → search): no filters on page 1 by default; unknown, empty and
 * blank params ignored (`trimmed` empty, `blank` spaces); values trimmed (`trimmed`) and clipped to
 * the server's limit (`clipped`).
 */
export function itReadsFiltersByTheListRules<K extends string>(
  parse: (query: string) => ListSearch<K>,
  fields: { trimmed: K; blank: K; clipped: K },
) {
  it("defaults to no filters on page 1", () => {
    expect(parse("")).toEqual(EMPTY_SEARCH);
  });

  it("ignores unknown, empty and blank params", () => {
    expect(parse(`foo=bar&${fields.trimmed}=&${fields.blank}=%20%20&pageSize=50&sort=name`)).toEqual(
      EMPTY_SEARCH,
    );
  });

  it("trims values and clips them to the server's limit", () => {
    expect(parse(`${fields.trimmed}=%20John%20`).filters).toEqual({ [fields.trimmed]: "John" });
    const long = "a".repeat(FILTER_VALUE_MAX + 50);
    expect(parse(`${fields.clipped}=${long}`).filters[fields.clipped]).toHaveLength(FILTER_VALUE_MAX);
  });
}

/**
 * The page rules of every staff list's URL (`#web/lib/list-search.ts`), as tests of one list's
 * `serialise` (search → query string): pages after the first are written, the default state is
 * no query at all.
 */
export function itWritesPagesByTheListRules(serialise: (search: ListSearch<never>) => string) {
  it("writes pages after the first", () => {
    expect(serialise({ filters: {}, page: 4 })).toBe("page=4");
  });

  it("writes nothing for the default state", () => {
    expect(serialise(EMPTY_SEARCH)).toBe("");
  });
}
