import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, collectConsoleErrors, loginByApi } from "./helpers.ts";

test("a failed login counts down the attempts, then the right password opens the dashboard", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid username or password. You have 2 attempts remaining.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/Admin$/);
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible();
  await expect(
    page.getByRole("button", { name: new RegExp(E2E_ADMIN.username.toUpperCase()) }),
  ).toBeVisible();
});

test("three failures lock the form with a countdown from the server's lock", async ({ page }) => {
  await page.goto("/login");
  for (let i = 0; i < 3; i++) {
    await page.getByLabel("Username").fill("nobody-here");
    await page.getByLabel("Password", { exact: true }).fill(`wrong-${i}`);
    await page.getByRole("button", { name: "Login" }).click();
    if (i === 0) await expect(page.getByText("You have 2 attempts remaining.")).toBeVisible();
    if (i === 1) await expect(page.getByText("You have 1 attempt remaining.")).toBeVisible();
  }
  await expect(page.getByText("You've exceeded the maximum number of login attempts.")).toBeVisible();
  await expect(page.getByText(/Try again in \d+ seconds/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
});

test("staff pages send a visitor without a session to the login page", async ({ page }) => {
  await page.goto("/Admin");
  await expect(page).toHaveURL(/\/login/);
});

test("unknown pages answer 404 and show the not-found page without errors", async ({ page }) => {
  // Chromium reports the document's own 404 status as a console error; that one is intended.
  const errors = collectConsoleErrors(
    page,
    (message) => message.location().url.endsWith("/no-such-page") && message.text().includes("404"),
  );
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Looks like you're lost")).toBeVisible();
  // Hydrated: the link navigates in the browser.
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test("Logout ends the token on the server, not only in the browser", async ({ page, request }) => {
  const token = await loginByApi(page, request);
  await page.goto("/Admin");
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith("/api/logout") && r.status() === 200);
  await page.getByRole("button", { name: new RegExp(E2E_ADMIN.username.toUpperCase()) }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await loggedOut;
  await expect(page).toHaveURL(/\/login$/);
  const after = await request.get("/api/user-info", { headers: bearer(token) });
  expect(after.status()).toBe(401);
});
