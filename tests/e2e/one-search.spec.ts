import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env.ts";
import { loginByApi, registerCandidate } from "./helpers.ts";

/**
 * The one search with the keyboard only (docs/product.md §12 "One search", decision 0026): Ctrl-K
 * opens the box, typing a candidate's name lists them under "Candidates", the arrow keys move and
 * Enter opens their page; "/" opens it again and Escape closes it. No mouse.
 */
test("Ctrl-K, type, arrows and Enter open a candidate's page; / opens the box again", async ({
  page,
  request,
}) => {
  const admin = (await (await request.post("/api/login", { data: E2E_ADMIN })).json()).token as string;
  const family = `Searchable${Date.now().toString().slice(-7)}`;
  const candidate = await registerCandidate(request, admin, family);
  await loginByApi(page, request);

  await page.goto("/View/invoices");
  await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
  await page.keyboard.press("Control+K");
  const box = page.getByRole("textbox", { name: /^Search candidates/ });
  await expect(box).toBeFocused();
  await page.keyboard.type(family.toLowerCase());
  const results = page.getByRole("dialog");
  await expect(results.getByText("Candidates", { exact: true })).toBeVisible();
  const action = results.getByRole("button", { name: new RegExp(candidate.fullName) });
  await expect(action).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(action).toHaveAttribute("data-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/students/${candidate.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: candidate.fullName })).toBeVisible();
  await expect(box).toBeHidden();

  // "/" (outside a text field) opens it too; Escape closes it and leaves the page as it was.
  await page.keyboard.press("/");
  await expect(box).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/students/${candidate.id}$`));
});
