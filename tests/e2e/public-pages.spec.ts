import { expect } from "@playwright/test";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { openInScheme, severeViolations, snap, test } from "./helpers.ts";

// `test` of helpers.ts: every test here also fails on a console error of its page.
const SCHEMES = ["dark", "light"] as const;
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

test.describe("every public page is accessible in both colour modes", () => {
  for (const path of AXE_PATHS) {
    for (const scheme of SCHEMES) {
      test(`${path} (${scheme}): axe finds no serious or critical violation`, async ({ page }) => {
        await openInScheme(page, path, scheme);
        expect(await severeViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe("screenshots of every public page for review", () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} at phone and desktop width`, async ({ page }) => {
      for (const [name, viewport] of [
        ["phone", PHONE],
        ["desktop", DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await openInScheme(page, path, "dark");
        await expect(page.locator("h1").first()).toBeVisible();
        await snap(page, `public-${slug(path)}-${name}`);
      }
    });
  }
  test("/about in light mode at desktop width", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openInScheme(page, "/about", "light");
    await snap(page, "public-about-desktop-light");
    await expect(page.locator("h1")).toBeVisible();
  });
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
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
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
  await page.goto("/");
  await page.waitForLoadState("networkidle");
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
