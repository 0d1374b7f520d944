import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inquiryListQuerySchema } from "#shared/inquiries/inquiries.ts";
import { PAGE_MAX, pageNumberSchema } from "#shared/kit/paging.ts";
import { oneLineText } from "#shared/kit/text-fields.ts";
import { itReadsFiltersByTheListRules, itWritesPagesByTheListRules } from "#tests/helpers/list-search.ts";
import {
  EMPTY_SEARCH,
  filterValue,
  hasActiveFilters,
  type ListSearch,
  listUrl,
  mergeListSearch,
  PAGES_ONLY,
  pageCount,
  parseListSearch,
  parsePage,
  serialiseListSearch,
  withFilters,
  withPage,
} from "./list-search.ts";

/** A list with a free-text filter and a fixed-choice one read in any case (as the students' state). */
const COLOURS = ["Red", "Dark_Blue"] as const;
const colour = z
  .string()
  .transform((value) => COLOURS.find((c) => c.toLowerCase() === value.toLowerCase()))
  .pipe(z.enum(COLOURS));
const testUrl = listUrl(
  z.object({
    name: oneLineText({ label: "Name", max: 200 }).optional(),
    colour: colour.optional(),
    page: pageNumberSchema,
  }),
  ["name", "colour"] as const,
);
type TestSearch = ListSearch<"name" | "colour">;

const parse = (query: string) => parseListSearch(testUrl, new URLSearchParams(query));
const serialise = (search: TestSearch) => serialiseListSearch(testUrl, search).toString();

describe("parsePage: the one page rule of every list", () => {
  it.each([
    "0",
    "-2",
    "abc",
    "x",
    "1.5",
    "1e2",
    "0x10",
    "+3",
    "",
    "99999999999999999999",
    String(PAGE_MAX + 1),
  ])("treats page %j as page 1", (page) => {
    expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
    expect(parsePage(page)).toBe(1);
  });

  it("reads a valid page, surrounding spaces aside", () => {
    expect(parsePage(" 12 ")).toBe(12);
    expect(parsePage("3")).toBe(3);
    expect(parsePage(String(PAGE_MAX))).toBe(PAGE_MAX);
    expect(parsePage(null)).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    expect(parse("page=3").page).toBe(3);
    expect(parse("").page).toBe(1);
  });
});

describe("a list with pages only (stage lists, invoices, test-center dashboard)", () => {
  const pageOf = (query: string) => parseListSearch(PAGES_ONLY, new URLSearchParams(query)).page;

  it("reads ?page= as a page number, 1 by default", () => {
    expect(pageOf("page=3")).toBe(3);
    expect(pageOf("")).toBe(1);
    expect(pageOf("page=0")).toBe(1);
    expect(pageOf("page=x")).toBe(1);
  });

  it("owns only ?page=", () => {
    expect(parseListSearch(PAGES_ONLY, new URLSearchParams("tab=a&page=2"))).toEqual({
      filters: {},
      page: 2,
    });
    const merged = mergeListSearch(PAGES_ONLY, new URLSearchParams("page=2&tab=a"), { filters: {}, page: 5 });
    expect(merged.toString()).toBe("tab=a&page=5");
  });
});

describe("parseListSearch", () => {
  it("reads every filter and the page", () => {
    expect(parse("name=Ann&colour=Red&page=3")).toEqual({ filters: { name: "Ann", colour: "Red" }, page: 3 });
  });

  itReadsFiltersByTheListRules(parse, { trimmed: "name", blank: "colour", clipped: "name" });

  it("keeps what the schema makes of a value and drops what it refuses", () => {
    expect(parse("colour=dark_blue").filters).toEqual({ colour: "Dark_Blue" });
    expect(parse("colour=green").filters).toEqual({});
    expect(parse("name=a%00b").filters).toEqual({});
  });

  it("reads a shared query schema's filters (inquiries)", () => {
    const inquiries = listUrl(inquiryListQuerySchema, ["search", "exam"] as const);
    const params = new URLSearchParams("tab=x&search=%20ann%20&exam=&page=2&pageSize=99");
    expect(parseListSearch(inquiries, params)).toEqual({ filters: { search: "ann" }, page: 2 });
    expect(filterValue(inquiries, "exam", " PMP ")).toBe("PMP");
  });

  it("drops what the list does not keep", () => {
    const short = listUrl(testUrl.schema, testUrl.filters, (_, value) => value.length < 4);
    expect(parseListSearch(short, new URLSearchParams("name=abc&colour=red"))).toEqual({
      filters: { name: "abc", colour: "Red" },
      page: 1,
    });
    expect(parseListSearch(short, new URLSearchParams("name=abcd")).filters).toEqual({});
  });
});

describe("serialiseListSearch", () => {
  it("writes valid filters in the list's order and omits page 1", () => {
    expect(serialise({ filters: { colour: "Red", name: "Ann" }, page: 1 })).toBe("name=Ann&colour=Red");
    expect(serialise({ filters: { name: "" }, page: 1 })).toBe("");
  });

  itWritesPagesByTheListRules(serialise);

  it("round-trips through the URL", () => {
    const search: TestSearch = {
      filters: { name: "Center & Co / 50% Université", colour: "Dark_Blue" },
      page: 7,
    };
    expect(parseListSearch(testUrl, serialiseListSearch(testUrl, search))).toEqual(search);
  });

  it("is stable: parse ∘ serialise ∘ parse = parse", () => {
    const once = parse("page=2&foo=1&name=%20x%20&colour=red&bar=");
    expect(parse(serialise(once))).toEqual(once);
    expect(serialise(once)).toBe("name=x&colour=Red&page=2");
  });
});

describe("mergeListSearch", () => {
  it("keeps the parameters the list does not own and writes its own after them", () => {
    const current = new URLSearchParams("page=3&tab=messages&name=Old&x=1");
    const merged = mergeListSearch(testUrl, current, { filters: { name: "New" }, page: 2 });
    expect(merged.toString()).toBe("tab=messages&x=1&name=New&page=2");
  });

  it("leaves out page 1 and cleared filters", () => {
    const current = new URLSearchParams("tab=messages&name=Old&page=3");
    expect(mergeListSearch(testUrl, current, EMPTY_SEARCH).toString()).toBe("tab=messages");
  });
});

describe("withFilters", () => {
  const onPage3: TestSearch = { filters: { name: "Ann" }, page: 3 };

  it("sets a filter and goes back to page 1", () => {
    expect(withFilters(testUrl, onPage3, { colour: "RED" })).toEqual({
      filters: { name: "Ann", colour: "Red" },
      page: 1,
    });
  });

  it("clears a filter with an empty value or null, and goes back to page 1", () => {
    expect(withFilters(testUrl, onPage3, { name: "  " })).toEqual({ filters: {}, page: 1 });
    expect(withFilters(testUrl, onPage3, { name: null })).toEqual({ filters: {}, page: 1 });
  });

  it("keeps the page when nothing actually changes", () => {
    expect(withFilters(testUrl, onPage3, { name: " Ann ", colour: "" })).toBe(onPage3);
    expect(withFilters(testUrl, onPage3, {})).toBe(onPage3);
  });

  it("ignores values the schema refuses", () => {
    expect(withFilters(testUrl, onPage3, { colour: "Bogus" })).toBe(onPage3);
  });

  it("does not mutate its input", () => {
    const before = structuredClone(onPage3);
    withFilters(testUrl, onPage3, { name: "Bob" });
    expect(onPage3).toEqual(before);
  });
});

describe("withPage, hasActiveFilters and pageCount", () => {
  it("keeps the filters when the page changes; a page below 1 is page 1", () => {
    expect(withPage({ filters: { name: "555" }, page: 1 }, 2)).toEqual({ filters: { name: "555" }, page: 2 });
    expect(withPage(EMPTY_SEARCH, 0).page).toBe(1);
    expect(withPage(EMPTY_SEARCH, 1.5).page).toBe(1);
  });

  it("knows when filters are active", () => {
    expect(hasActiveFilters(EMPTY_SEARCH)).toBe(false);
    expect(hasActiveFilters(parse("colour=red"))).toBe(true);
  });

  it("counts pages of 8, at least one", () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(pageCount(17, 8)).toBe(3);
  });
});
