import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND_COLOR, DEFAULT_SITE_NAME } from "#shared/site/brand.ts";
import { buildBrand } from "./brand-build.ts";
import { brandedLogo, isDefaultLogo } from "./brand-logo.ts";

const COMMITTED = readFileSync("public/brand/logo.svg", "utf8");

describe("the default logo in the build's brand (decision 0013)", () => {
  it("recognises the committed monogram as the default", () => {
    expect(isDefaultLogo(COMMITTED)).toBe(true);
  });

  it("leaves the default monogram as committed for the default brand", () => {
    expect(brandedLogo(COMMITTED, buildBrand({}))).toBe(COMMITTED);
    expect(buildBrand({}).color).toBe(DEFAULT_BRAND_COLOR);
  });

  it("draws it in the brand's primary shade and shade 2, titled with the site's name", () => {
    const brand = buildBrand({
      BRAND_COLOR: "#1c4e9d",
      SITE_NAME: 'Gulf Health Assessment & Training "GHAT"',
    });
    const logo = brandedLogo(COMMITTED, brand);
    expect(logo).toContain(`fill="${brand.palette[brand.primaryShade]}"`);
    expect(logo).toContain(`stroke="${brand.palette[2]}"`);
    expect(logo).toContain("<title>Gulf Health Assessment &amp; Training &quot;GHAT&quot;</title>");
    expect(logo).not.toContain(DEFAULT_SITE_NAME);
    expect(logo).not.toContain("#087f5b");
    // Still the same drawing: only colours and the title changed.
    expect(logo.replace(/"#[0-9a-f]{6}"/g, "").replace(/<title>.*<\/title>/, "")).toBe(
      COMMITTED.replace(/"#[0-9a-f]{6}"/g, "").replace(/<title>.*<\/title>/, ""),
    );
  });

  it("leaves a provider's own logo file exactly as it is", () => {
    const own =
      '<svg xmlns="http://www.w3.org/2000/svg"><title>Our clinic</title><rect fill="#087f5b"/></svg>';
    expect(brandedLogo(own, buildBrand({ BRAND_COLOR: "#1c4e9d" }))).toBe(own);
  });
});
