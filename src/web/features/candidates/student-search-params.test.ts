import { describe, expect, it } from "vitest";
import { STUDENT_FILTERS } from "#shared/candidates/candidates.ts";
import { itReadsFiltersByTheListRules, itWritesPagesByTheListRules } from "#tests/helpers/list-search.ts";
import {
  EMPTY_SEARCH,
  hasActiveFilters,
  parseListSearch,
  parsePage,
  serialiseListSearch,
  withFilters as withListFilters,
  withPage,
} from "#web/lib/list-search.ts";
import {
  draftFromFilters,
  reconcileDraft,
  STUDENT_LIST_URL,
  type StudentSearch,
  TEXT_FILTERS,
} from "./student-search-params.ts";

// The dashboard's URL state by the rules of every staff list (lib/list-search.ts, where page counts
// are tested), with the student list's schema.
const parseStudentSearch = (params: URLSearchParams) => parseListSearch(STUDENT_LIST_URL, params);
const serialiseStudentSearch = (search: StudentSearch) => serialiseListSearch(STUDENT_LIST_URL, search);
const withFilters = (search: StudentSearch, patch: Parameters<typeof withListFilters>[2]) =>
  withListFilters(STUDENT_LIST_URL, search, patch);
const parse = (query: string) => parseStudentSearch(new URLSearchParams(query));
const serialise = (search: StudentSearch) => serialiseStudentSearch(search).toString();

describe("parseStudentSearch", () => {
  it("reads every filter and the page", () => {
    const query = new URLSearchParams(STUDENT_FILTERS.map((f) => [f, `${f}-x`]));
    query.set("state", "Invoice_Confirmed");
    query.set("gender", "Female");
    query.set("locale", "ar");
    query.set("page", "3");
    const search = parseStudentSearch(query);
    expect(search.page).toBe(3);
    expect(Object.keys(search.filters)).toEqual([...STUDENT_FILTERS]);
    expect(search.filters.full_name).toBe("full_name-x");
    expect(search.filters.state).toBe("Invoice_Confirmed");
    expect(search.filters.gender).toBe("Female");
    expect(search.filters.locale).toBe("ar");
  });

  itReadsFiltersByTheListRules(parse, { trimmed: "full_name", blank: "email", clipped: "email" });

  it("accepts select values in any case, in canonical spelling, and drops unknown ones", () => {
    expect(parse("state=not_confirmed&gender=MALE&locale=AR").filters).toEqual({
      state: "Not_Confirmed",
      gender: "Male",
      locale: "ar",
    });
    expect(parse("state=Pending&gender=other&locale=fr").filters).toEqual({});
  });

  it.each(["0", "-2", "abc", "1.5", "", "99999999999999999999"])("treats page %j as page 1", (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it("reads a valid page", () => {
    expect(parsePage(" 12 ")).toBe(12);
    expect(parsePage(null)).toBe(1);
  });
});

describe("serialiseStudentSearch", () => {
  it("writes non-empty filters in filter order and omits page 1", () => {
    const search: StudentSearch = {
      filters: { gender: "Male", full_name: "Ann", email: "" },
      page: 1,
    };
    expect(serialise(search)).toBe("full_name=Ann&gender=Male");
  });

  itWritesPagesByTheListRules(serialise);

  it("round-trips through the URL", () => {
    const search: StudentSearch = {
      filters: {
        full_name: "Ann Lee",
        national_id: "784-1990",
        email: "ann+1@example.com",
        state: "Exam_Details",
        gender: "Female",
        test_center: "Center & Co / 50%",
        MSC_university: "Université",
      },
      page: 7,
    };
    expect(parseStudentSearch(serialiseStudentSearch(search))).toEqual(search);
  });

  it("is stable: parse ∘ serialise ∘ parse = parse", () => {
    const once = parse("page=2&foo=1&email=%20x%20&state=done&phone=");
    expect(parse(serialise(once))).toEqual(once);
    expect(serialise(once)).toBe("email=x&state=Done&page=2");
  });
});

describe("withFilters", () => {
  const onPage3: StudentSearch = { filters: { full_name: "Ann" }, page: 3 };

  it("sets a filter and goes back to page 1", () => {
    expect(withFilters(onPage3, { email: "ann@" })).toEqual({
      filters: { full_name: "Ann", email: "ann@" },
      page: 1,
    });
  });

  it("clears a filter with an empty value or null, and goes back to page 1", () => {
    expect(withFilters(onPage3, { full_name: "  " })).toEqual({ filters: {}, page: 1 });
    expect(withFilters(onPage3, { full_name: null })).toEqual({ filters: {}, page: 1 });
  });

  it("keeps the page when nothing actually changes", () => {
    expect(withFilters(onPage3, { full_name: " Ann ", email: "" })).toBe(onPage3);
    expect(withFilters(onPage3, {})).toBe(onPage3);
  });

  it("ignores invalid select values", () => {
    expect(withFilters(onPage3, { state: "Bogus" })).toBe(onPage3);
  });

  it("does not mutate its input", () => {
    const before = structuredClone(onPage3);
    withFilters(onPage3, { full_name: "Bob" });
    expect(onPage3).toEqual(before);
  });
});

describe("withPage and hasActiveFilters", () => {
  it("keeps the filters when the page changes", () => {
    expect(withPage({ filters: { phone: "555" }, page: 1 }, 2)).toEqual({
      filters: { phone: "555" },
      page: 2,
    });
    expect(withPage(EMPTY_SEARCH, 0).page).toBe(1);
  });

  it("knows when filters are active", () => {
    expect(hasActiveFilters(EMPTY_SEARCH)).toBe(false);
    expect(hasActiveFilters(parse("gender=Male"))).toBe(true);
  });
});

describe("text filter drafts", () => {
  it("has a draft for every text filter and none for the selects", () => {
    const draft = draftFromFilters({ full_name: "Ann", state: "Done" });
    expect(Object.keys(draft)).toEqual([...TEXT_FILTERS]);
    expect(draft.full_name).toBe("Ann");
    expect(TEXT_FILTERS).not.toContain("state");
    expect(TEXT_FILTERS).not.toContain("gender");
    expect(TEXT_FILTERS).toContain("passport_number");
    expect(TEXT_FILTERS).toContain("reference");
    expect(TEXT_FILTERS).toHaveLength(11);
  });

  it("keeps what is being typed when it already means the URL's value", () => {
    const draft = { ...draftFromFilters({}), full_name: "John " };
    expect(reconcileDraft(draft, { full_name: "John" })).toBe(draft);
  });

  it("follows the URL when it changed elsewhere (reset, back/forward)", () => {
    const draft = { ...draftFromFilters({}), full_name: "John", email: "j@" };
    expect(reconcileDraft(draft, {})).toEqual(draftFromFilters({}));
    expect(reconcileDraft(draft, { full_name: "Jane", email: "j@" })).toEqual({
      ...draft,
      full_name: "Jane",
    });
  });
});
