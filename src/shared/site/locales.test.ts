import { describe, expect, it } from "vitest";
import { registrationRequestSchema } from "#shared/registration/registration.ts";
import {
  alternatePaths,
  englishPath,
  isArabicPath,
  isTranslated,
  LOCALES,
  localisedPath,
  pathInLocale,
  toLocale,
} from "./locales.ts";

describe("the one language list (decision 0011)", () => {
  it("reads a stored or sent language as one of LOCALES, English otherwise", () => {
    for (const locale of LOCALES) expect(toLocale(locale)).toBe(locale);
    for (const value of ["fr", "AR", "", null, undefined]) expect(toLocale(value), String(value)).toBe("en");
  });

  it("is the registration's list: a candidate registers in each language, in no other", () => {
    const locale = registrationRequestSchema.shape.locale;
    for (const value of LOCALES) expect(locale.safeParse(value).success, value).toBe(true);
    expect(locale.safeParse("fr").success).toBe(false);
  });
});

describe("locale paths (decision 0011)", () => {
  it("tells Arabic paths by their /ar segment, in any case and with a trailing slash", () => {
    for (const path of ["/ar", "/ar/", "/AR/status", "/ar/status/"])
      expect(isArabicPath(path), path).toBe(true);
    for (const path of ["/", "/about", "/arabic", "/Programs/ar"])
      expect(isArabicPath(path), path).toBe(false);
    expect(englishPath("/ar/")).toBe("/");
    expect(englishPath("/ar/status")).toBe("/status");
    expect(englishPath("/about")).toBe("/about");
  });

  it("the switch goes to the same page in the other language, or to that language's home", () => {
    expect(pathInLocale("/", "ar")).toBe("/ar");
    expect(pathInLocale("/ar/", "en")).toBe("/");
    expect(pathInLocale("/status", "ar")).toBe("/ar/status");
    expect(pathInLocale("/ar/status", "en")).toBe("/status");
    expect(pathInLocale("/about", "ar")).toBe("/ar/about");
    expect(pathInLocale("/Contact-us", "ar")).toBe("/ar/Contact-us");
    expect(pathInLocale("/inquiries", "ar")).toBe("/ar");
    expect(isTranslated("/Status")).toBe(true);
    expect(isTranslated("/about")).toBe(true);
    expect(isTranslated("/contact-form-old")).toBe(true);
    expect(isTranslated("/inquiries")).toBe(false);
  });

  it("links of an Arabic page lead to Arabic pages where they exist", () => {
    expect(localisedPath("/", "ar")).toBe("/ar");
    expect(localisedPath("/status", "ar")).toBe("/ar/status");
    expect(localisedPath("/Contact-us", "ar")).toBe("/ar/Contact-us");
    expect(localisedPath("/inquiries", "ar")).toBe("/inquiries");
    expect(localisedPath("/status", "en")).toBe("/status");
  });

  it("translated pages name both languages and x-default; others none", () => {
    expect(alternatePaths("/ar/")).toEqual([
      { hreflang: "en", path: "/" },
      { hreflang: "ar", path: "/ar" },
      { hreflang: "x-default", path: "/" },
    ]);
    expect(alternatePaths("/status").map((link) => link.path)).toEqual(["/status", "/ar/status", "/status"]);
    expect(alternatePaths("/Contact-us").map((link) => link.path)).toEqual([
      "/Contact-us",
      "/ar/Contact-us",
      "/Contact-us",
    ]);
    expect(alternatePaths("/inquiries")).toEqual([]);
    expect(alternatePaths("/ar/unknown")).toEqual([]);
  });
});
