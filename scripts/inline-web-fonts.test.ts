import { describe, expect, it } from "vitest";
import { WEB_FONTS_KEY, WEB_FONTS_SCRIPT } from "#shared/site/web-fonts-script.ts";
import { inlineScriptPage } from "#tests/helpers/inline-script-page.ts";
import { withWebFontsScript } from "./inline-web-fonts.ts";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body></body></html>';

describe("withWebFontsScript (decision 0014)", () => {
  it("writes the script once, right after the charset tag", () => {
    const once = withWebFontsScript(PAGE);
    expect(once).toContain(`<meta charSet="utf-8"/><script>${WEB_FONTS_SCRIPT}</script><title>`);
    expect(withWebFontsScript(once)).toBe(once);
  });

  it("fails the build for a page without a charset tag", () => {
    expect(() => withWebFontsScript("<html><head></head></html>")).toThrow(/charSet/);
  });
});

const FACES = ['"Inter Variable"', '"IBM Plex Sans Arabic"', '"IBM Plex Sans Arabic"', "Inter Fallback"];

describe("the web-fonts script", () => {
  it("puts the fonts in front before the first paint once they were downloaded", async () => {
    const page = inlineScriptPage({ storage: { [WEB_FONTS_KEY]: "1" }, fontFamilies: FACES });
    page.run(WEB_FONTS_SCRIPT);
    expect(page.dataset).toEqual({ fonts: "" });
    await page.load();
    await page.paint();
    expect(page.loadedFonts).toEqual([]);
  });

  it("on a first visit keeps the fallbacks and downloads Inter after load and the first paint, for an English page", async () => {
    const page = inlineScriptPage({ fontFamilies: FACES });
    page.run(WEB_FONTS_SCRIPT);
    expect(page.dataset).toEqual({});
    await page.load();
    // `load` can come before the first paint: nothing until the paint.
    expect(page.loadedFonts).toEqual([]);
    await page.paint();
    expect(page.loadedFonts).toEqual(['"Inter Variable"']);
    expect(page.storage.get(WEB_FONTS_KEY)).toBe("1");
    expect(page.dataset).toEqual({});
  });

  it("downloads Inter and every weight of IBM Plex Sans Arabic for an Arabic page", async () => {
    const page = inlineScriptPage({ lang: "ar", fontFamilies: FACES });
    page.run(WEB_FONTS_SCRIPT);
    await page.paint();
    await page.load();
    expect(page.loadedFonts).toEqual([
      '"Inter Variable"',
      '"IBM Plex Sans Arabic"',
      '"IBM Plex Sans Arabic"',
    ]);
  });
});
