import { type APIRequestContext, expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { buildRegistration } from "#server/setup/factories.ts";
import { E2E_ADMIN } from "./e2e-env.ts";
import { adminToken, bearer, createCenter, loginByApi, snap, suffix } from "./helpers.ts";

/**
 * Test centers (docs/product.md §2 /View-test-center, /Register-test-center, "Test-center dashboard"; §5; §6;
 * §8 "Test centers", "Test-center students"; §9 10 per page and the export name).
 */

/** Registers a valid candidate at `centerId` through `POST /api/FormRegister`; returns its names. */
async function registerAt(request: APIRequestContext, token: string, centerId: number, lastName: string) {
  const n = 200_000 + Math.floor(Math.random() * 700_000);
  const payload = buildRegistration(n, {
    firstName: "Noura",
    lastName,
    fullName: `Noura ${lastName}`,
    registered_from: "2",
    test_center: centerId,
  });
  const response = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return { firstName: payload.firstName, lastName: payload.lastName, fullName: payload.fullName };
}

test("an admin registers a test center, sees it listed and opens its empty dashboard", async ({
  page,
  request,
}) => {
  await loginByApi(page, request);
  const name = `E2E Center ${suffix()}`;

  await page.goto("/Register-test-center");
  await expect(page.getByRole("heading", { level: 1, name: "Register Test Center" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Test centers" })).toBeVisible();

  // Nothing filled in: refused in the browser with the shared schema's messages.
  await page.getByRole("button", { name: "Register Test Center" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("Address is required.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();

  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Address" }).fill("12 Olaya Street, Riyadh");
  await page.getByRole("textbox", { name: "Contact" }).fill("+966 11 555 0101");
  await page.getByRole("button", { name: "Register Test Center" }).click();
  await expect(page.getByText("Test center registered successfully.")).toBeVisible();
  const row = page.getByRole("table", { name: "Test centers" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("12 Olaya Street, Riyadh");
  await expect(row).toContainText("+966 11 555 0101");
  // The form is cleared for the next center.
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue("");
  await snap(page, "register-test-center");

  // The same name again: the server's 409 text under the field and in an alert.
  await page.getByRole("textbox", { name: "Name" }).fill(name.toUpperCase());
  await page.getByRole("textbox", { name: "Address" }).fill("Elsewhere");
  await page.getByRole("button", { name: "Register Test Center" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already exists" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");

  await page.goto("/View-test-center");
  await expect(page.getByRole("heading", { level: 1, name: "Test Centers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register New Test Center" })).toHaveAttribute(
    "href",
    "/Register-test-center",
  );
  const listed = page.getByRole("table", { name: "Test centers" }).getByRole("row").filter({ hasText: name });
  await expect(listed).toContainText("12 Olaya Street, Riyadh");
  await snap(page, "test-centers");

  await listed.getByRole("link", { name: `Go to Dashboard of ${name}` }).click();
  await expect(page).toHaveURL(/\/test-center\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Logged in as ${E2E_ADMIN.username}`)).toBeVisible();
  await expect(page.getByText("Students: 0")).toBeVisible();
  // No stray separator in the header ("· Students: 0" on a line of its own when it wrapped).
  await expect(page.getByRole("main")).not.toContainText("·");
  await expect(page.getByText("No students found for this test center.")).toBeVisible();
});

test("a test_center user sees only its own candidates, is refused other centers and exports its list", async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const unique = suffix();
  const center = await createCenter(request, admin, `Journey Center ${unique}`);
  const other = await createCenter(request, admin, `Other Center ${unique}`);
  const user = { username: `center${unique}`, password: "CenterPass1" };
  const created = await request.post("/api/register", {
    headers: bearer(admin),
    data: { ...user, role: "test_center", testCenterId: center.id },
  });
  expect(created.status(), await created.text()).toBe(201);

  const first = await registerAt(request, admin, center.id, `Alpha${unique}`);
  const second = await registerAt(request, admin, center.id, `Beta${unique}`);
  const elsewhere = await registerAt(request, admin, other.id, `Gamma${unique}`);

  // A fresh browser context: only the test_center user's session.
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByApi(page, request, user);
  await page.goto(`/test-center/${center.id}`);
  await expect(page.getByRole("heading", { level: 1, name: center.name })).toBeVisible();
  await expect(page.getByText(`Logged in as ${user.username}`)).toBeVisible();
  await expect(page.getByText("Students: 2")).toBeVisible();
  const table = page.getByRole("table", { name: "Test center students" });
  await expect(table.getByRole("row")).toHaveCount(3);
  for (const candidate of [first, second]) {
    const row = table.getByRole("row").filter({ hasText: candidate.fullName });
    await expect(row).toContainText(candidate.lastName);
    await expect(row).toContainText("In person at a test center");
  }
  await expect(table).not.toContainText(elsewhere.fullName);
  // The back office's side menu is not theirs.
  await expect(page.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
  await snap(page, "test-center-dashboard");

  // Export to Excel: every candidate of the center, in {Center_Name}_Students.xlsx, sheet Students.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Journey_Center_${unique}_Students.xlsx`);
  const path = await download.path();
  await expect(page.getByText("Export ready")).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet("Students");
  expect(sheet).toBeDefined();
  expect(sheet!.rowCount).toBe(3);
  const fullNames = [2, 3].map((n) => String(sheet!.getRow(n).getCell(3).value));
  expect(fullNames.sort()).toEqual([first.fullName, second.fullName].sort());

  // Another center's dashboard: refused by the API, the page goes to /404.
  await page.goto(`/test-center/${other.id}`);
  await expect(page).toHaveURL(/\/404$/);
  await context.close();
});

test("the dashboard shows 10 candidates per page with page numbers in the URL", async ({ page, request }) => {
  const admin = await loginByApi(page, request);
  const unique = suffix();
  const center = await createCenter(request, admin, `Paged Center ${unique}`);
  const names: string[] = [];
  for (let i = 0; i < 11; i += 1) {
    names.push(
      (await registerAt(request, admin, center.id, `Page${String(i).padStart(2, "0")}x${unique}`)).fullName,
    );
  }

  await page.goto(`/test-center/${center.id}`);
  await expect(page.getByText("Students: 11")).toBeVisible();
  const table = page.getByRole("table", { name: "Test center students" });
  await expect(table.getByRole("row")).toHaveCount(11);
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(table.getByRole("row")).toHaveCount(2);
  // The newest is listed first, so the first registered is alone on page 2.
  await expect(table).toContainText(names[0]!);
});
