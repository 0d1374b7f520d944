import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { BRAND, pageTitle, siteName, siteShortName, withSiteName } from "#web/brand.ts";
import { compileCatalog } from "#web/i18n/compile-catalog.ts";
import { ar } from "#web/i18n/messages/ar.ts";
import { en } from "#web/i18n/messages/en.ts";
import { brandTheme } from "#web/theme.ts";
import { buildBrand, contrastWithWhite, MANTINE_TEAL } from "./brand-build.ts";

const i18nEn = setupI18n({ locale: "en", locales: INTL_LOCALE.en, messages: { en: compileCatalog(en) } });
const i18nAr = setupI18n({ locale: "ar", locales: INTL_LOCALE.ar, messages: { ar: compileCatalog(ar) } });

describe("the brand (decision 0013)", () => {
  it("defaults to today's name and Mantine's teal, primary shade 9", () => {
    const brand = buildBrand({});
    expect(brand).toMatchObject({ siteName: "Exam Registration Portal", shortName: "Exam Portal" });
    expect(brand.palette).toEqual(MANTINE_TEAL);
    expect(brand.primaryShade).toBe(9);
    // The tests run with the default, as a build without the variables.
    expect(BRAND).toEqual(brand);
  });

  it("takes SITE_NAME, SITE_SHORT_NAME and BRAND_COLOR into the theme and the titles", () => {
    const brand = buildBrand({
      SITE_NAME: "Gulf Health Exams",
      SITE_SHORT_NAME: "GHE",
      BRAND_COLOR: "#5F3DC4",
    });
    expect(brand.color).toBe("#5f3dc4");
    expect(brand.palette).toHaveLength(10);
    expect(brand.palette).toContain("#5f3dc4");
    expect(contrastWithWhite(brand.palette[brand.primaryShade]!)).toBeGreaterThanOrEqual(4.5);

    const theme = brandTheme(brand);
    expect(theme.primaryColor).toBe("brand");
    expect(theme.colors?.brand).toEqual(brand.palette);
    expect(theme.primaryShade).toBe(brand.primaryShade);

    expect(pageTitle("Users", brand)).toBe("Users | Gulf Health Exams");
    expect(siteName(i18nEn, brand)).toBe("Gulf Health Exams");
    // A configured name is the provider's own in Arabic pages too.
    expect(siteName(i18nAr, brand)).toBe("Gulf Health Exams");
    expect(siteShortName(i18nAr, brand)).toBe("GHE");
    expect(i18nEn._("notFound.metaTitle", { site: siteName(i18nEn, brand) })).toBe(
      "Page not found | Gulf Health Exams",
    );
    expect(withSiteName("Login | Exam Registration Portal", i18nEn, brand)).toBe("Login | Gulf Health Exams");
  });

  it("keeps the Arabic catalogue's own name while SITE_NAME is the default", () => {
    expect(siteName(i18nAr)).toBe("بوابة تسجيل الاختبارات");
    expect(siteShortName(i18nEn)).toBe("Exam Portal");
    expect(withSiteName("تسجيل الدخول | بوابة تسجيل الاختبارات", i18nAr)).toBe(
      "تسجيل الدخول | بوابة تسجيل الاختبارات",
    );
  });

  it("picks a darker shade when white text would not read on the brand colour", () => {
    const light = buildBrand({ BRAND_COLOR: "#fab005" });
    expect(light.primaryShade).toBeGreaterThanOrEqual(6);
    expect(light.palette[light.primaryShade]).toBeDefined();
  });

  it("refuses a bad value with a one-line reason", () => {
    expect(() => buildBrand({ BRAND_COLOR: "teal" })).toThrow(/BRAND_COLOR must be a hex colour/);
    expect(() => buildBrand({ SITE_NAME: "<script>" })).toThrow(/SITE_NAME must be one line/);
  });
});
