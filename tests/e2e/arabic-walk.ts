/**
 * One walk of an Arabic page (decision 0011), shared by arabic-pages-walk.spec.ts (the public pages,
 * as a phone visitor) and arabic.spec.ts (the same, logged in): the links of the page, of its phone
 * drawer and of its first dialog that lead to an English page whose Arabic twin exists, and the
 * numbers drawn on the wrong side of the Latin word before them.
 */
import { expect, type Page } from "@playwright/test";
import { isArabicPath, isTranslated } from "#shared/site/locales.ts";
import { ar } from "#web/i18n/messages/ar.ts";
import { hydrated } from "./helpers.ts";

/** The phone the walks are made on. */
export const WALK_PHONE = { width: 390, height: 844 };

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
export async function walkArabicPage(page: Page, path: string) {
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
