import { expect } from "@playwright/test";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { gotoSettled, openInScheme, severeViolations, snap, test } from "./helpers.ts";

// `test` of helpers.ts: every test here also fails on a console error of its page.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A file-name friendly form of a path: "/Programs/hr" → "programs-hr", "/" → "home". */
const slug = (path: string) =>
  path === "/"
    ? "home"
    : path
        .slice(1)
        .replace(/[^A-Za-z0-9]+/g, "-")
        .replace(/-+$/, "")
        .toLowerCase();

/** The public pages, and the registration wizard (public and prerendered too). */
const AXE_PATHS = [...PUBLIC_PAGES.map((page) => page.path), "/register"];

/** The page whose light mode is screenshot too, at desktop width. */
const LIGHT_SCREENSHOT = "/about";

/**
 * One test per page in one browser context: axe in the dark scheme (at Playwright's default
 * 1280 × 720) and the desktop screenshot; a fresh load at phone width (hydrating there too) and
 * its screenshot; a fresh load in the light scheme and axe again. Each check is a soft expectation:
 * one that fails lets the others still run and report their own fault.
 */
test.describe("every public page is accessible in both colour modes, with screenshots for review", () => {
  for (const path of AXE_PATHS) {
    // /register is axe-checked only; every page of PUBLIC_PAGES is screenshot too.
    const screenshots = PUBLIC_PAGES.some((page) => page.path === path);
    const title = `${path}: axe finds no serious or critical violation in dark or light mode${
      screenshots ? "; screenshots at phone and desktop width" : ""
    }${path === LIGHT_SCREENSHOT ? " and in light mode" : ""}`;
    test(title, async ({ page }) => {
      const initial = page.viewportSize() ?? { width: 1280, height: 720 };
      await openInScheme(page, path, "dark");
      expect.soft(await severeViolations(page), "axe, dark mode").toEqual([]);
      if (screenshots) {
        await page.setViewportSize(DESKTOP);
        await expect.soft(page.locator("h1").first(), "h1 at desktop width").toBeVisible();
        await snap(page, `public-${slug(path)}-desktop`);
        await page.setViewportSize(PHONE);
        await openInScheme(page, path, "dark");
        await expect.soft(page.locator("h1").first(), "h1 at phone width").toBeVisible();
        await snap(page, `public-${slug(path)}-phone`);
        await page.setViewportSize(initial);
      }
      await openInScheme(page, path, "light");
      expect.soft(await severeViolations(page), "axe, light mode").toEqual([]);
      if (path === LIGHT_SCREENSHOT) {
        await page.setViewportSize(DESKTOP);
        await snap(page, `public-${slug(path)}-desktop-light`);
        await expect.soft(page.locator("h1"), "h1 in light mode").toBeVisible();
      }
    });
  }
});

test("an unknown route shows the 404 page whose Go Home link leads to /", async ({ page, consoleErrors }) => {
  await page.goto("/no-such-page/at-all");
  await expect(page.getByRole("heading", { name: "Looks like you're lost" })).toBeVisible();
  await expect(page.getByText("the page you are looking for is not available")).toBeVisible();
  // The document's own HTTP 404 is the one console error expected here.
  expect(consoleErrors.splice(0)).toEqual([
    expect.stringMatching(/status of 404 .*\/no-such-page\/at-all\)$/),
  ]);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the HEALTH CARE EXAMS menu reaches the five regulator pages", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoSettled(page, "/about");
  const menu = page.getByRole("button", { name: "HEALTH CARE EXAMS" });
  const panel = page.getByRole("region", { name: "Health care exams by regulator" });
  for (const code of ["SCFHS", "DHA", "DHP", "MOH", "NHRA"]) {
    await menu.click();
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: new RegExp(`^${code}`) }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`\\(${code}\\)$`));
    await expect(page.locator("h1")).toContainText(code);
  }
  await menu.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("on a phone the burger opens the navigation drawer with the regulator pages", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoSettled(page, "/");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await drawer.getByText("HEALTH CARE EXAMS").click();
  const nhra = drawer.getByRole("link", { name: /^NHRA/ });
  await expect(nhra).toBeVisible();
  // The sub-menu slides open: click once it has stopped moving, or the click lands on its neighbour.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await nhra.click();
  await expect(page).toHaveURL(/\(NHRA\)$/);
  await expect(drawer).toBeHidden();
});
