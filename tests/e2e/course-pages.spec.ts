import { expect, type Page, test } from "@playwright/test";
import {
  type Course,
  HR_COURSES,
  PMP_COURSES,
  SUPPLY_CHAIN_COURSES,
  shownPrerequisite,
} from "#shared/reference/courses.ts";
import { gotoSettled, snap } from "./helpers.ts";

/** Course cards are buttons named by their visible text, ending in the hidden ", show details". */
const cards = (page: Page) => page.getByRole("button", { name: /show details$/ });
const card = (page: Page, course: Course) =>
  page.getByRole("button", { name: new RegExp(`^${course.code} USD ${course.priceUsd} `) });

/** The dialog shows the §9 figures of `course` as separate facts. */
async function expectDialogFacts(page: Page, course: Course) {
  const dialog = page.getByRole("dialog", { name: course.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`USD ${course.priceUsd}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`${course.hours} hours`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`${course.sessions} sessions`, { exact: true })).toBeVisible();
  const prerequisite = shownPrerequisite(course);
  if (prerequisite) await expect(dialog.getByText(prerequisite, { exact: true })).toBeVisible();
  // §9 "not stated": no prerequisite line at all, rather than a line saying "Not stated".
  else await expect(dialog.getByText("Prerequisite", { exact: true })).toHaveCount(0);
  await expect(dialog).toContainText(course.certificate);
  return dialog;
}

test("/Programs/hr shows the eight HR courses with the §9 prices; a card opens its dialog", async ({
  page,
}) => {
  await gotoSettled(page, "/Programs/hr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "HR and Management Certification Programs",
  );
  await expect(cards(page)).toHaveCount(8);
  const expected = [
    ["HRFC", 300, "9 hours · 3 sessions"],
    ["CHRM", 650, "30 hours · 10 sessions"],
    ["HREC", 650, "30 hours · 10 sessions"],
    ["CBMC", 300, "9 hours · 3 sessions"],
    ["CHRELL", 300, "8 hours · 2 sessions"],
    ["HRRS", 250, "6 hours · 2 sessions"],
    ["TDHR", 250, "6 hours · 2 sessions"],
    ["MHRP", 250, "6 hours · 2 sessions"],
  ] as const;
  for (const [code, price, schedule] of expected) {
    const button = page.getByRole("button", { name: new RegExp(`^${code} USD ${price} .*${schedule}`) });
    await expect(button).toBeVisible();
    // Reserved image box: explicit size so the grid does not shift when pictures arrive.
    await expect(button.locator("img")).toHaveAttribute("width", "480");
    await expect(button.locator("img")).toHaveAttribute("height", "270");
  }
  // The course modal (Mantine Modal) is fetched on first open, not with the page.
  const dialogChunkLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => /\/course-dialog-[^/]*\.js$/.test(entry.name)),
    );
  expect(await dialogChunkLoaded()).toBe(false);
  const chrm = HR_COURSES.find((c) => c.code === "CHRM")!;
  await card(page, chrm).click();
  const dialog = await expectDialogFacts(page, chrm);
  await expect(dialog.getByText("5 years HR experience or HRFC", { exact: true })).toBeVisible();
  expect(await dialogChunkLoaded()).toBe(true);
  await snap(page, "courses-hr-dialog");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog).toBeHidden();

  // Closing cleared the selection: another card opens its own course, Escape closes, focus returns.
  const hrfc = HR_COURSES[0]!;
  await card(page, hrfc).click();
  const hrfcDialog = await expectDialogFacts(page, hrfc);
  await expect(hrfcDialog.getByText("None", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(card(page, hrfc)).toBeFocused();

  // Keyboard: Enter on the focused card opens it again.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: hrfc.title })).toBeVisible();
  await expect(
    page.getByRole("dialog", { name: hrfc.title }).getByRole("link", { name: /inquiry/ }),
  ).toHaveAttribute("href", "/Contact-us");
});

for (const path of ["/PMP", "/pmp"]) {
  test(`${path} shows the one PMCM course: USD 500, 39 hours, 9 sessions`, async ({ page }) => {
    await gotoSettled(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Management Programs");
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^PMCM USD 500 .*39 hours · 9 sessions/ })).toBeVisible();
    const robots = page.locator('meta[name="robots"]');
    if (path === "/pmp") await expect(robots).toHaveAttribute("content", "noindex");
    else await expect(robots).toHaveCount(0);
    await cards(page).first().click();
    const dialog = await expectDialogFacts(page, PMP_COURSES[0]!);
    await expect(dialog.getByText("Not stated")).toHaveCount(0);
  });
}

test("/SupplyChain shows the five supply chain courses of §9", async ({ page }) => {
  await gotoSettled(page, "/SupplyChain");
  await expect(cards(page)).toHaveCount(5);
  for (const course of SUPPLY_CHAIN_COURSES) {
    await expect(
      page.getByRole("button", {
        name: new RegExp(`^${course.code} USD ${course.priceUsd} ${course.title} ${course.hours} hours`),
      }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole("button", { name: /^CCMO USD 450 Certified Contract Management Officer/ }),
  ).toBeVisible();
  const copm = SUPPLY_CHAIN_COURSES.find((c) => c.code === "COPM")!;
  await card(page, copm).click();
  await expectDialogFacts(page, copm);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // COPMP is no course of this site: the dialog says so and offers to ask.
  const clqp = SUPPLY_CHAIN_COURSES.find((c) => c.code === "CLQP")!;
  await card(page, clqp).click();
  const lean = await expectDialogFacts(page, clqp);
  await expect(lean.getByText("COPMP", { exact: true })).toBeVisible();
  await expect(lean).toContainText("COPMP is a certificate we do not teach");
  await expect(lean.getByRole("link", { name: "Ask us before you book" })).toHaveAttribute(
    "href",
    "/Contact-us",
  );
  await page.keyboard.press("Escape");

  // "Not stated" (§9) shows no prerequisite line.
  const cscm = SUPPLY_CHAIN_COURSES.find((c) => c.code === "CSCM")!;
  await card(page, cscm).click();
  const manager = await expectDialogFacts(page, cscm);
  await expect(manager.getByText("Not stated")).toHaveCount(0);
});

test("course pages have distinct titles and a JSON-LD ItemList of priced Courses", async ({ page }) => {
  const titles = new Set<string>();
  for (const [path, count] of [
    ["/Programs/hr", 8],
    ["/PMP", 1],
    ["/SupplyChain", 5],
  ] as const) {
    await page.goto(path);
    titles.add(await page.title());
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toHaveLength(count);
    for (const { item } of ld.itemListElement) {
      expect(item).toMatchObject({
        "@type": "Course",
        provider: { "@type": "Organization" },
        offers: { priceCurrency: "USD" },
        timeRequired: expect.stringMatching(/^PT\d+H$/),
      });
    }
  }
  expect(titles.size).toBe(3);
});
