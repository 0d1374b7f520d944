import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the stepper's buttons are named by their visible number and title, on a phone too", async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/register");
    await page.waitForLoadState("networkidle");
    const steps = page.getByRole("button", { name: /^\d\s*(Personal|Contact|Education|Exam) / });
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toHaveAccessibleName(/^2\s*Contact Information$/);
    const { violations } = await new AxeBuilder({ page })
      .withRules(["label-content-name-mismatch"])
      .analyze();
    expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  }
});
