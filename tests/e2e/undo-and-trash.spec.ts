import { expect, test } from "@playwright/test";
import type { Student } from "#shared/candidates/candidates.ts";
import { bearer, choose, familyOnDashboard } from "./helpers.ts";

/**
 * Undo and the Trash (docs/product.md §12 "Undo and restore", decision 0029): a bulk move taken back
 * with the notification's Undo button, and a deleted candidate restored from the Trash page.
 */

const stateOf = async (request: import("@playwright/test").APIRequestContext, token: string, id: number) => {
  const response = await request.get(`/api/students/${id}`, { headers: bearer(token) });
  return response.status() === 200 ? ((await response.json()) as { student: Student }).student.state : null;
};

test("admin bulk-moves candidates, clicks Undo, and they are back where they were", async ({
  page,
  request,
}) => {
  const { token, candidates, table } = await familyOnDashboard(page, request, "Undo", 3);
  await page.getByRole("checkbox", { name: "Select all students on this page" }).check();
  await choose(page, "Change state to", "Confirmed");
  await page.getByRole("button", { name: "Apply" }).click();

  const toast = page.locator(".mantine-Notification-root").filter({ hasText: "State updated successfully!" });
  await expect(toast).toBeVisible();
  for (const { id } of candidates) expect(await stateOf(request, token, id)).toBe("Confirmed");
  await toast.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.getByText("Undone: 3 changes taken back.")).toBeVisible();
  for (const { id } of candidates) expect(await stateOf(request, token, id)).toBe("Not_Confirmed");
  // The list reloaded: every row says Not Confirmed again.
  await expect(table.locator("tbody tr").filter({ hasText: "Not Confirmed" })).toHaveCount(3);
});

test("admin deletes a candidate and restores it from the Trash", async ({ page, request }) => {
  const { token, candidate } = await familyOnDashboard(page, request, "Trash");
  await page.getByRole("checkbox", { name: `Select ${candidate.fullName}`, exact: true }).check();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Student deleted.")).toBeVisible();
  expect(await stateOf(request, token, candidate.id)).toBeNull();

  await page.goto("/trash");
  await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: candidate.fullName });
  await expect(row).toContainText("e2e-admin");
  await row.getByRole("button", { name: `Restore ${candidate.fullName}` }).click();
  await expect(page.getByText(`Restored: ${candidate.fullName}`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: candidate.fullName })).toHaveCount(0);
  expect(await stateOf(request, token, candidate.id)).toBe("Not_Confirmed");

  // The same screen in Arabic, by its own switch.
  await page.getByRole("radiogroup", { name: "Language" }).getByText("العربية").click();
  await expect(page.getByRole("heading", { name: "سلة المحذوفات", level: 1 })).toBeVisible();
});
