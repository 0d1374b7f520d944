import { expect, test } from "@playwright/test";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import type { Invoice } from "#shared/invoices/invoices.ts";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, choose, loginByApi, registerCandidate, snap } from "./helpers.ts";

/**
 * The auditor's review in the browser (docs/product.md §1: "Admin and auditor review students, confirm them,
 * move them through a pipeline of stages, create and confirm invoices"; decision 0006): an auditor
 * confirms a candidate, moves them to Invoice with the dashboard's selection bar, creates an
 * invoice and confirms it on All Invoices, and never sees Delete; the history names the auditor.
 */
test("an auditor confirms, changes the state, creates and confirms an invoice, without Delete", async ({
  page,
  request,
}) => {
  const admin = (await (await request.post("/api/login", { data: E2E_ADMIN })).json()).token as string;
  const auditor = { username: `auditor-review-${Date.now().toString().slice(-6)}`, password: "Auditor123" };
  const created = await request.post("/api/register", {
    headers: bearer(admin),
    data: { ...auditor, role: "auditor" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const family = `Audit${Date.now().toString().slice(-7)}`;
  const candidate = await registerCandidate(request, admin, family);
  const token = await loginByApi(page, request, auditor);

  // The detail page offers Confirm Student and the edit form to the auditor.
  await page.goto(`/students/${candidate.id}`);
  await expect(page.getByRole("heading", { level: 1, name: candidate.fullName })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Edit Student Data" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm Student" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Student confirmed successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm Student" })).toHaveCount(0);

  // The dashboard's selection bar: a state change, and no Delete (admin only).
  await page.goto(`/Admin?full_name=${family}`);
  const selection = page.getByRole("region", { name: "Selection" });
  await expect(selection).toBeVisible();
  await expect(selection.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: `Select ${candidate.fullName}`, exact: true }).check();
  await choose(page, "Change state to", "Invoice");
  await snap(page, "auditor-selection");
  await selection.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("State updated successfully!")).toBeVisible();
  await expect(page.getByRole("table", { name: "Students" }).getByRole("row").nth(1)).toContainText(
    "Invoice",
  );

  // Create Invoice from the detail page, then confirm it on All Invoices.
  await page.goto(`/students/${candidate.id}`);
  await page.getByRole("tab", { name: "Invoices" }).click();
  await page.getByRole("link", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`/create-invoice/${candidate.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Create invoice" })).toBeVisible();
  const invoiceNumber = `INV-AUD-${candidate.id}-${Date.now().toString().slice(-5)}`;
  await page.getByRole("textbox", { name: "Invoice number", exact: true }).fill(invoiceNumber);
  await page.getByRole("textbox", { name: "Amount", exact: true }).fill("800");
  await choose(page, "Currency", "USD");
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`/students/${candidate.id}$`));
  await expect(page.getByText("Invoice created successfully")).toBeVisible();

  await page.goto("/View/invoices");
  const row = page
    .getByRole("table", { name: "All invoices" })
    .getByRole("row")
    .filter({ hasText: invoiceNumber });
  await expect(row).toContainText("Unconfirmed");
  await row.getByRole("button", { name: `Confirm invoice ${invoiceNumber}` }).click();
  await page
    .getByRole("dialog", { name: "Confirm payment" })
    .getByRole("button", { name: "Confirm payment" })
    .click();
  await expect(page.getByText("Invoice confirmed successfully")).toBeVisible();
  await expect(page.getByText("Student state updated to Invoice_Confirmed")).toBeVisible();
  await expect(row.getByRole("button", { name: /Confirm invoice/ })).toHaveCount(0);

  // The server agrees, and the history names the auditor for every step.
  const { student } = (await (
    await request.get(`/api/students/${candidate.id}`, { headers: bearer(token) })
  ).json()) as { student: Student };
  expect(student).toMatchObject({
    state: "Invoice_Confirmed",
    confirmed: true,
    confirmed_by: auditor.username,
  });
  const invoices = (await (
    await request.get(`/api/invoices/${candidate.id}`, { headers: bearer(token) })
  ).json()) as Invoice[];
  expect(invoices).toEqual([
    expect.objectContaining({ invoiceNumber, createdBy: auditor.username, confirmedBy: auditor.username }),
  ]);
  const events = (await (
    await request.get(`/api/students/${candidate.id}/events`, { headers: bearer(token) })
  ).json()) as StudentEvent[];
  // The staff's own steps (the e-mails the worker sends are the system's, at its own pace).
  const staffSteps = events.filter((e) => e.type !== "registered" && !e.type.startsWith("email_"));
  expect(staffSteps.map((e) => [e.type, e.actor_username])).toEqual([
    ["invoice_confirmed", auditor.username],
    ["invoice_created", auditor.username],
    ["state_changed", auditor.username],
    ["confirmed", auditor.username],
  ]);
  await page.goto(`/students/${candidate.id}`);
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("tabpanel", { name: "History" })).toContainText(auditor.username);

  // Deleting stays the admin's: the server refuses the auditor too.
  const refused = await request.delete("/api/students", {
    data: { studentIds: [candidate.id] },
    headers: bearer(token),
  });
  expect(refused.status()).toBe(403);
});
