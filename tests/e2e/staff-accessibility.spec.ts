import { expect, type Locator, type Page } from "@playwright/test";
import { axeFor, bearer, loginByApi, registerCandidate, test } from "./helpers.ts";

/**
 * Accessibility of the page states the browser tests open, beyond the first paint of the public
 * pages (public-pages.spec.ts): back-office pages, their dialogs and toasts, forms showing their
 * errors, and the contact form's open exam list. Each state is checked by axe in BOTH colour
 * schemes (the scheme switched as the toggle does, on `<html data-mantine-color-scheme>`): no
 * serious or critical violation. Staff pages at 1366×768, the laptop the back office is used on.
 */

const SCHEMES = ["dark", "light"] as const;
const LAPTOP = { width: 1366, height: 768 };

// Transitions off, so that axe reads colours at rest, not halfway through a fade.
test.use({ viewport: LAPTOP, bypassCSP: true });

async function settle(page: Page) {
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
}

/**
 * The serious and critical axe violations of the page as it is now, in each colour scheme, as
 * "state (scheme) rule: targets" lines. The page's scheme is put back afterwards.
 */
async function severeViolations(page: Page, state: string): Promise<string[]> {
  await settle(page);
  const html = page.locator("html");
  const original = await html.getAttribute("data-mantine-color-scheme");
  const found: string[] = [];
  for (const scheme of SCHEMES) {
    await html.evaluate((element, value) => element.setAttribute("data-mantine-color-scheme", value), scheme);
    const { violations } = await axeFor(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    for (const violation of violations) {
      if (violation.impact !== "serious" && violation.impact !== "critical") continue;
      const targets = violation.nodes.slice(0, 4).map((node) => node.target.join(" "));
      found.push(`${state} (${scheme}) ${violation.id}: ${targets.join(" | ")}`);
    }
  }
  if (original) {
    await html.evaluate(
      (element, value) => element.setAttribute("data-mantine-color-scheme", value),
      original,
    );
  }
  return found;
}

/** Keeps a toast on screen while axe reads it (a hovered toast does not close, docs/product.md §9's 3 s aside). */
async function holdToast(toast: Locator) {
  await expect(toast).toBeVisible();
  await toast.hover();
}

test("dashboard, its filters and an export toast: axe-clean in both schemes", async ({ page, request }) => {
  await loginByApi(page, request);
  const found: string[] = [];
  await page.goto("/Admin");
  await expect(page.getByRole("table", { name: "Students" })).toBeVisible();
  found.push(...(await severeViolations(page, "/Admin")));

  await page.goto("/Admin?state=Confirmed&full_name=a");
  await expect(page.getByRole("table", { name: "Students" })).toBeVisible();
  found.push(...(await severeViolations(page, "/Admin filtered")));

  await page.getByRole("button", { name: "Export to Excel" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Export ready" });
  await holdToast(toast);
  found.push(...(await severeViolations(page, "/Admin export toast")));
  expect(found).toEqual([]);
});

test("a candidate's page, Confirm Student dialog, toast, edit errors and history: axe-clean in both schemes", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const candidate = await registerCandidate(request, token, `Axe${Date.now().toString().slice(-7)}`);
  const found: string[] = [];
  await page.goto(`/students/${candidate.id}`);
  await expect(page.getByRole("table", { name: "Student details" })).toBeVisible();
  found.push(...(await severeViolations(page, "/students/:id")));

  await page.getByRole("button", { name: "Confirm Student" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm student" });
  await expect(dialog).toBeVisible();
  found.push(...(await severeViolations(page, "Confirm Student dialog")));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await holdToast(page.getByRole("alert").filter({ hasText: "Student confirmed successfully." }));
  found.push(...(await severeViolations(page, "Confirm Student toast")));

  await page.getByRole("tab", { name: "Edit Student Data" }).click();
  const form = page.getByRole("form", { name: "Edit Student Data" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  found.push(...(await severeViolations(page, "Edit Student Data error")));

  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("tabpanel", { name: "History" })).toContainText("Registered");
  found.push(...(await severeViolations(page, "History")));
  expect(found).toEqual([]);
});

test("All Invoices and its confirm-payment dialog: axe-clean in both schemes", async ({ page, request }) => {
  const token = await loginByApi(page, request);
  const candidate = await registerCandidate(request, token, `AxeInv${Date.now().toString().slice(-7)}`);
  const moved = await request.patch("/api/students/change-state", {
    data: { studentIds: [candidate.id], state: "Invoice" },
    headers: bearer(token),
  });
  expect(moved.status()).toBe(200);
  const invoiceNumber = `INV-AXE-${candidate.id}`;
  const created = await request.post("/api/invoices/create-invoice", {
    data: { studentId: candidate.id, invoiceNumber, amount: "300", currency: "SAR" },
    headers: bearer(token),
  });
  expect(created.status(), await created.text()).toBe(201);

  const found: string[] = [];
  await page.goto("/View/invoices");
  const button = page.getByRole("button", { name: `Confirm invoice ${invoiceNumber}` });
  await expect(button).toBeVisible();
  found.push(...(await severeViolations(page, "/View/invoices")));
  await button.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  found.push(...(await severeViolations(page, "confirm payment dialog")));
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // An error state: the invoice form refused empty.
  await page.goto(`/create-invoice/${candidate.id}`);
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByText("Invoice number is required.")).toBeVisible();
  found.push(...(await severeViolations(page, "create invoice errors")));
  expect(found).toEqual([]);
});

test("users: register errors, the taken name, the delete dialog: axe-clean in both schemes", async ({
  page,
  request,
}) => {
  await loginByApi(page, request);
  const found: string[] = [];
  await page.goto("/registeruser");
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Username cannot be empty.")).toBeVisible();
  found.push(...(await severeViolations(page, "/registeruser errors")));

  await page.goto("/users");
  await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
  found.push(...(await severeViolations(page, "/users")));
  expect(found).toEqual([]);
});

test("the inquiry dialog: axe-clean in both schemes", async ({ page, request }) => {
  const email = `axe-inquiry-${Date.now()}@example.org`;
  const sent = await request.post("/api/contact", {
    data: {
      exam_name: "DHA Exam",
      full_name: "Rana Axe Haddad",
      email,
      phone: "+971501234567",
      current_job: "Staff nurse",
      nationality: "Jordanian",
      message: "Next session?",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await loginByApi(page, request);
  const found: string[] = [];
  await page.goto(`/inquiries?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole("table", { name: "Inquiries" }).getByRole("row")).toHaveCount(2);
  found.push(...(await severeViolations(page, "/inquiries")));
  await page.getByRole("button", { name: "View details of Rana Axe Haddad's inquiry" }).click();
  await expect(page.getByRole("dialog", { name: "Inquiry details" })).toBeVisible();
  found.push(...(await severeViolations(page, "inquiry dialog")));
  expect(found).toEqual([]);
});

test("test centers: list, register errors and a center's dashboard: axe-clean in both schemes", async ({
  page,
  request,
}) => {
  await loginByApi(page, request);
  const found: string[] = [];
  await page.goto("/Register-test-center");
  await page.getByRole("button", { name: "Register Test Center" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  found.push(...(await severeViolations(page, "/Register-test-center errors")));

  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  await page.goto(`/test-center/${centers.testCenters[0]!.id}`);
  await expect(page.getByRole("button", { name: "Export to Excel" })).toBeVisible();
  found.push(...(await severeViolations(page, "/test-center/:id")));
  expect(found).toEqual([]);
});

test("the contact form's errors and its open exam list: axe-clean in both schemes", async ({ page }) => {
  const found: string[] = [];
  await page.goto("/Contact-us");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.locator("#inquiry-exam_name")).toBeFocused();
  found.push(...(await severeViolations(page, "/Contact-us errors")));
  await page.locator("#inquiry-exam_name").click();
  await expect(page.getByRole("listbox")).toBeVisible();
  found.push(...(await severeViolations(page, "/Contact-us exam list")));
  await page.keyboard.press("Escape");
  await page.getByRole("combobox", { name: "Nationality" }).click();
  await expect(page.getByRole("listbox")).toBeVisible();
  found.push(...(await severeViolations(page, "/Contact-us nationality list")));

  expect(found).toEqual([]);
});
