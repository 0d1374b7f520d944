import { expect } from "@playwright/test";
import { arabicPath, isArabicPath, TRANSLATED_PATHS } from "#shared/site/locales.ts";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { WALK_PHONE, walkArabicPage } from "./arabic-walk.ts";
import { test } from "./helpers.ts";

/**
 * Decision 0011, Arabic visitors: every Arabic page is walked as a phone visitor sees it (the
 * logged-in staff member's walk reaches the database: arabic.spec.ts), and
 * - every link on it (header, its drop-down and the phone drawer opened, the page, the first of
 *   its dialogs opened, the footer) leads to the Arabic page where one exists (`TRANSLATED_PATHS`),
 *   never to its English twin;
 * - no number shows on the wrong side of a Latin word before it: in "SDLE: 4 ساعات" the bidi
 *   algorithm makes "SDLE: 4" one left-to-right run unless the word is isolated, and the page
 *   reads "…و4 SDLE: ساعات…" (measured where Chromium draws them).
 */

/** Every Arabic page: the twin of each translated English page. */
const ARABIC_PAGES = TRANSLATED_PATHS.map(arabicPath);

test("the walk covers every Arabic page the build prerenders", () => {
  const prerendered = PUBLIC_PAGES.map((page) => page.path).filter(isArabicPath);
  for (const path of prerendered) expect(ARABIC_PAGES).toContain(path);
  expect(ARABIC_PAGES).toContain("/ar/register");
  expect(ARABIC_PAGES).toContain("/ar/status");
});

test.describe("every link of an Arabic page leads to the Arabic page where there is one", () => {
  for (const path of ARABIC_PAGES) {
    test(`${path}: links, drawer, dialog and footer in Arabic; numbers beside Latin words in place`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(WALK_PHONE);
      const { status, faults } = await walkArabicPage(page, path);
      // /ar/404 is answered with HTTP 404, which the browser logs.
      if (status === 404) consoleErrors.splice(0);
      expect(faults).toEqual({ links: [], numbers: [] });
    });
  }
});
