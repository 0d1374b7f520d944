import { expect, type Page } from "@playwright/test";
import { arabicPath, isArabicPath, isTranslated, TRANSLATED_PATHS } from "#shared/site/locales.ts";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { ar } from "#web/i18n/messages/ar.ts";
import { hydrated, loginByApi, test } from "./helpers.ts";

/**
 * Decision 0011, Arabic visitors: every Arabic page is walked as a phone visitor sees it, and as a logged-in
 * staff member, and
 * - every link on it (header, its drop-down and the phone drawer opened, the page, the first of
 *   its dialogs opened, the footer) leads to the Arabic page where one exists (`TRANSLATED_PATHS`),
 *   never to its English twin;
 * - no number shows on the wrong side of a Latin word before it: in "SDLE: 4 ساعات" the bidi
 *   algorithm makes "SDLE: 4" one left-to-right run unless the word is isolated, and the page
 *   reads "…و4 SDLE: ساعات…" (measured where Chromium draws them).
 */

/** Every Arabic page: the twin of each translated English page. */
const ARABIC_PAGES = TRANSLATED_PATHS.map(arabicPath);
const PHONE = { width: 390, height: 844 };

/**
 * Where each `<a href>` of the page leads (same-site paths; mail, phone and in-page links left
 * out, and the language switch, whose `hreflang` says it leads to the other language).
 */
async function linkTargets(page: Page): Promise<{ path: string; text: string }[]> {
  const links = await page.locator("a[href]:not([hreflang])").evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: (anchor as HTMLAnchorElement).href,
      text: (anchor.textContent ?? "").trim().slice(0, 40),
    })),
  );
  const origin = new URL(page.url()).origin;
  return links
    .map(({ href, text }) => ({ url: new URL(href), text }))
    .filter(({ url }) => url.origin === origin && !url.pathname.startsWith("/api/"))
    .map(({ url, text }) => ({ path: decodeURI(url.pathname), text }));
}

/** The links that lead to an English page whose Arabic twin exists. */
const toEnglishTwins = (links: { path: string; text: string }[]) =>
  links
    .filter(({ path }) => !isArabicPath(path) && isTranslated(path))
    .map(({ path, text }) => `${text} → ${path}`);

/**
 * Each number drawn on the wrong side of the Latin word before it, in right-to-left text: in
 * logical order "word … number", so in an Arabic line the number belongs left of the word.
 */
function numbersDrawnAfterLatin(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const pattern = /([A-Za-z][A-Za-z0-9]*)[^\p{L}\p{N}]*\s[^\p{L}\p{N}]*([0-9]+)/gu;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const box = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect();
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement;
      if (!element || !/[\u0600-\u06FF]/.test(node.data) || getComputedStyle(element).direction !== "rtl") {
        continue;
      }
      for (const match of node.data.matchAll(pattern)) {
        const [whole, word = "", digits = ""] = match;
        const start = match.index ?? 0;
        const wordBox = box(node, start, start + word.length);
        const numberBox = box(node, start + whole.length - digits.length, start + whole.length);
        // Not drawn, or on another line: nothing to compare.
        if (wordBox.width === 0 || numberBox.width === 0) continue;
        if (Math.abs(wordBox.top - numberBox.top) > wordBox.height / 2) continue;
        if (numberBox.left >= wordBox.left) faults.push(`${whole} in "${node.data.slice(0, 80)}"`);
      }
    }
    return faults;
  });
}

/** Opens the phone drawer and its HEALTH CARE EXAMS list, so their links are in the page. */
async function openDrawer(page: Page) {
  const burger = page.getByRole("button", { name: ar["nav.openNavigation"] });
  await hydrated(burger);
  await burger.click();
  const drawer = page.getByRole("dialog", { name: ar["nav.menu"] });
  await expect(drawer).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  // Open already on a regulator page (the current page's section).
  const nhra = drawer.getByRole("link", { name: /^NHRA/ });
  if (!(await nhra.isVisible())) await drawer.getByText(ar["nav.healthCareExams"]).click();
  await expect(nhra).toBeVisible();
  return drawer;
}

/** Opens the page's first dialog (an exam, a course, a GAT certificate), if it has one. */
async function openFirstDialog(page: Page) {
  const opener = page.locator('main button[aria-haspopup="dialog"]').first();
  if ((await opener.count()) === 0) return;
  await hydrated(opener);
  await opener.click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

/** Everything one walk of `path` finds wrong. */
async function walk(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const faults = {
    links: toEnglishTwins(await linkTargets(page)),
    numbers: await numbersDrawnAfterLatin(page),
  };
  const drawer = await openDrawer(page);
  faults.links.push(...toEnglishTwins(await linkTargets(page)).map((link) => `drawer: ${link}`));
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await openFirstDialog(page);
  faults.links.push(...toEnglishTwins(await linkTargets(page)).map((link) => `dialog: ${link}`));
  faults.numbers.push(...(await numbersDrawnAfterLatin(page)));
  return {
    status: response?.status(),
    faults: { links: [...new Set(faults.links)], numbers: faults.numbers },
  };
}

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
      await page.setViewportSize(PHONE);
      const { status, faults } = await walk(page, path);
      // /ar/404 is answered with HTTP 404, which the browser logs.
      if (status === 404) consoleErrors.splice(0);
      expect(faults).toEqual({ links: [], numbers: [] });
    });
  }

  test("as a logged-in staff member too (navbar, drawer, the landing's panel)", async ({ page, request }) => {
    await loginByApi(page, request);
    await page.setViewportSize(PHONE);
    for (const path of ["/ar", "/ar/login", "/ar/about"]) {
      const { faults } = await walk(page, path);
      expect(faults.links, path).toEqual([]);
    }
  });
});
