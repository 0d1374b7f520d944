import { describe, expect, it } from "vitest";
import { alternatesLinkHeader } from "./static-site.ts";

describe("hreflang Link header (decision 0011)", () => {
  it("names both languages and x-default with absolute URLs, from either twin", () => {
    const expected =
      '<https://exams.example.com/register>; rel="alternate"; hreflang="en", ' +
      '<https://exams.example.com/ar/register>; rel="alternate"; hreflang="ar", ' +
      '<https://exams.example.com/register>; rel="alternate"; hreflang="x-default"';
    expect(alternatesLinkHeader("/register", "https://exams.example.com")).toBe(expected);
    expect(alternatesLinkHeader("/ar/register/", "https://exams.example.com")).toBe(expected);
    expect(alternatesLinkHeader("/AR/Register", "https://exams.example.com")).toBe(expected);
  });

  it("gives none for a page in one language", () => {
    expect(alternatesLinkHeader("/Admin", "https://exams.example.com")).toBeUndefined();
    expect(alternatesLinkHeader("/ar/nothing-here", "https://exams.example.com")).toBeUndefined();
  });
});
