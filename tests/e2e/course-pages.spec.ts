import { expect, test } from "@playwright/test";
import { HR_COURSES, PMP_COURSES, SUPPLY_CHAIN_COURSES } from "../../src/shared/reference/courses.ts";
import { snap } from "./helpers.ts";

const cards = (page: import("@playwright/test").Page) => page.getByRole("button", { name: /show details$/ });

test("/Programs/hr shows the eight HR courses with the §9 prices; a card opens its dialog", async ({
  page,
}) => {
  await page.goto("/Programs/hr");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "HR and Management Certification Programs",
  );
  await expect(cards(page)).toHaveCount(8);
  for (const course of HR_COURSES) {
    await expect(
      page.getByRole("button", { name: new RegExp(`^${course.code} USD ${course.priceUsd} `) }),
    ).toBeVisible();
  }
  const chrm = page.getByRole("button", { name: /^CHRM / });
  await chrm.click();
  const dialog = page.getByRole("dialog", { name: "Certified Human Resources Manager" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("USD 650");
  await expect(dialog).toContainText("30");
  await expect(dialog).toContainText("10");
  await expect(dialog).toContainText("5 years HR experience or HRFC");
  await snap(page, "courses-hr-dialog");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: /^HRFC / }).click();
  await expect(page.getByRole("dialog", { name: "HR Fundamentals Certificate" })).toContainText("None");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: /^HRFC / })).toBeFocused();
});

for (const path of ["/PMP", "/pmp"]) {
  test(`${path} shows the one PMCM course: USD 500, 39 hours, 9 sessions`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(cards(page)).toHaveCount(PMP_COURSES.length);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText("39 hours · 9 sessions")).toBeVisible();
    await cards(page).first().click();
    const dialog = page.getByRole("dialog", { name: "Project Management Certified Manager" });
    await expect(dialog).toContainText("USD 500");
    await expect(dialog).toContainText("Not stated");
  });
}

test("/SupplyChain shows five courses, the unpriced one 'on request'", async ({ page }) => {
  await page.goto("/SupplyChain");
  await page.waitForLoadState("networkidle");
  await expect(cards(page)).toHaveCount(SUPPLY_CHAIN_COURSES.length);
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByRole("button", { name: /^CLQP USD 250 Lean and Quality/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^COPMP Price on request/ })).toBeVisible();
  await page.getByRole("button", { name: /^COPM / }).click();
  await expect(page.getByRole("dialog", { name: "Operations and Process Management" })).toContainText("CSCM");
});
