import { expect, test } from "@playwright/test";
import { COLOR_SCHEME_KEY } from "#web/color-scheme-key.ts";
import { gotoSettled, snap } from "./helpers.ts";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoSettled(page, "/");
});

test("the carousel's next and previous arrows move between the five slides", async ({ page }) => {
  const carousel = page.getByRole("region", { name: "Highlights" });
  const visibleSlide = async () => {
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const box = await carousel.boundingBox();
    for (const slide of await slides.all()) {
      const slideBox = await slide.boundingBox();
      if (box && slideBox && Math.abs(slideBox.x - box.x) < 5) return slide.getAttribute("aria-label");
    }
    return null;
  };
  await expect.poll(visibleSlide).toMatch(/^1 of 5/);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(visibleSlide).toMatch(/^2 of 5/);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(visibleSlide).toMatch(/^3 of 5/);
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect.poll(visibleSlide).toMatch(/^2 of 5/);
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect.poll(visibleSlide).toMatch(/^5 of 5/);
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
  // Its stylesheet arrived lazily (when idle, at most 2 s).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          /m_64f58e10/.test([...sheet.cssRules].map((r) => r.cssText).join("")),
        ),
      ),
    )
    .toBe(true);
});

test("a GAT certificate opens a dialog with overview and code; Escape closes it and focus returns", async ({
  page,
}) => {
  const trigger = page.getByRole("button", { name: /Quality Certificate/ });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Quality Certificate" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Code:");
  await expect(dialog).toContainText("QC");
  await expect(dialog).toContainText("continual improvement");
  // Both close buttons have a name: the × in the header too (axe button-name).
  await expect(dialog.getByRole("button", { name: "Close", exact: true })).toHaveCount(2);
  await snap(page, "landing-gat-dialog");
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.getByRole("button", { name: /Professional Certificate in Training of Trainers/ }).click();
  await expect(
    page.getByRole("dialog", { name: "Professional Certificate in Training of Trainers" }),
  ).toContainText("PC-TOT");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the colour toggle switches light and dark, and the choice survives a reload", async ({ page }) => {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.getByRole("button", { name: "Toggle color scheme" }).click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
  expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBe("light");
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.getByRole("button", { name: "Toggle color scheme" }).click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
});

test("anonymous visitors get the login form and the whole landing; the footer shows the hours in two languages", async ({
  page,
}) => {
  await expect(page.getByRole("form", { name: "Staff login" })).toBeVisible();
  for (const heading of [
    "Healthcare Professionals",
    "Management Certification Programs",
    "GAT Certificates",
    "Teachers and School Directors",
    "English Tests",
    "Our Partners",
  ]) {
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  for (const name of ["Nurse", "Pharmacist", "Doctor", "Dentist", "Physiotherapist"]) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  for (const code of ["HRCP", "SCCP", "PMCP", "TEFL", "TCLIL", "MCTK", "GAT-A", "GAT-P", "B-GAT"]) {
    await expect(page.getByText(code, { exact: true })).toBeVisible();
  }
  const partners = page.getByRole("link", { name: /opens in a new tab/ });
  await expect(partners).toHaveCount(3);
  for (const partner of await partners.all()) {
    await expect(partner).toHaveAttribute("rel", "noopener noreferrer");
    await expect(partner).toHaveAttribute("target", "_blank");
  }
  await expect(page.getByRole("link", { name: "Prometric (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://www.prometric.com",
  );
  // The logos load lazily: once scrolled to, each wordmark has decoded (a broken path would not).
  await page.getByRole("heading", { name: "Our Partners" }).scrollIntoViewIfNeeded();
  for (const logo of await partners.locator("img").all()) {
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await snap(page, "landing-partners-footer");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Sunday – Thursday, 10:00 AM – 6:00 PM");
  await expect(footer.locator('[lang="ar"]')).toContainText("الأحد – الخميس");
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await page.getByRole("link", { name: "Discover Courses" }).click();
  await expect(page).toHaveURL(/\/Programs\/hr$/);
});

test("the professions gallery shows a Health Icons picture per profession, named, in the brand colour", async ({
  page,
}) => {
  for (const name of ["nurse", "doctor", "tooth", "bowl of Hygieia", "parallel bars"]) {
    const picture = page.getByRole("img", { name: new RegExp(`^Icon of .*${name}`) });
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect(box && box.width > 20 && Math.abs(box.width - box.height) < 1).toBe(true);
    expect(await picture.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(
      /\/images\/gallery\/\w+\.svg/,
    );
  }
});
