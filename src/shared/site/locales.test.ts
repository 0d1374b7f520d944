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

  it("an English page's Arabic twin is where the switch and an Arabic page's links go; else the switch goes home", () => {
    // English page → [the language switch's target in Arabic, a link's target on an Arabic page].
    const arabic: Record<string, [string, string]> = {
      "/": ["/ar", "/ar"],
      "/status": ["/ar/status", "/ar/status"],
      "/about": ["/ar/about", "/ar/about"],
      "/Contact-us": ["/ar/Contact-us", "/ar/Contact-us"],
      // Not translated: the switch goes to the Arabic home, a link stays on the English page.
      "/inquiries": ["/ar", "/inquiries"],
    };
    for (const [page, [switchTo, linkTo]] of Object.entries(arabic)) {
      expect(pathInLocale(page, "ar"), page).toBe(switchTo);
      expect(localisedPath(page, "ar"), page).toBe(linkTo);
    }
    expect(isTranslated("/Status")).toBe(true);
    expect(isTranslated("/about")).toBe(true);
    expect(isTranslated("/contact-form-old")).toBe(true);
    expect(isTranslated("/inquiries")).toBe(false);
  });

  it("the switch back to English goes to the English twin; links of an English page stay as written", () => {
    expect(pathInLocale("/ar/", "en")).toBe("/");
    expect(pathInLocale("/ar/status", "en")).toBe("/status");
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
