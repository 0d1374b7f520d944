import { expect, type Page, test } from "@playwright/test";

/**
 * No shift a reader would see: a font swap that rewraps a line costs 0.02+. Measured 0.0002 on an
 * idle machine and 0.004 on a loaded one (the fonts then arrive after the first paint).
 */
const NO_SHIFT = 0.01;

/**
 * Self-hosted fonts (issue 15 §2, decision 0013): English pages download Inter and never the
 * Arabic font; Arabic pages draw Arabic in IBM Plex Sans Arabic; the swap from the metric-matched
 * fallbacks moves nothing (no layout shift).
 */
async function fontsOf(page: Page, path: string) {
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (/\.woff2$/.test(new URL(response.url()).pathname)) fonts.push(new URL(response.url()).pathname);
  });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  return { fonts, shifts };
}

test("/ downloads Inter and not the Arabic font, and does not shift", async ({ page }) => {
  const { fonts, shifts } = await fontsOf(page, "/");
  expect(fonts.some((font) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(font))).toBe(true);
  expect(fonts.filter((font) => /plex/.test(font))).toEqual([]);
  expect(shifts).toBeLessThan(NO_SHIFT);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"Inter Variable", "Inter Fallback"/);
});

test("/ar draws Arabic in IBM Plex Sans Arabic, Latin in Inter, and does not shift", async ({ page }) => {
  const { fonts, shifts } = await fontsOf(page, "/ar");
  expect(fonts.some((font) => /ibm-plex-sans-arabic-arabic-400-normal/.test(font))).toBe(true);
  expect(fonts.some((font) => /ibm-plex-sans-arabic-arabic-700-normal/.test(font))).toBe(true);
  expect(shifts).toBeLessThan(NO_SHIFT);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"IBM Plex Sans Arabic", "Inter Variable"/);
  expect(await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "مرحبا"))).toBe(true);
});
