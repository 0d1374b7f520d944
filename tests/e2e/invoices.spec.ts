import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Student } from "#shared/candidates/candidates.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { bearer, choose, createInvoice, loginByApi, moveToState, registerUnique, snap } from "./helpers.ts";

/**
 * Invoices in the back office (docs/product.md §2 /create-invoice/{studentId} and /View/invoices, §4, §5, §8):
 * an admin creates an invoice for a candidate in state Invoice, confirms it in the All Invoices
 * table, and the candidate moves to Invoice_Confirmed; a candidate in another state gets no form.
 */

/** Registers a fresh candidate by API and moves them to `state`; answers their id and full name. */
async function candidateInState(request: APIRequestContext, token: string, state: StudentState) {
  const person = { first: "Inas", family: "Invoice", idPrefix: "INV", digits: 10 };
  const { id, fullName } = await registerUnique(request, token, person);
  if (state !== "Not_Confirmed") await moveToState(request, token, [id], state);
  return { id, fullName };
}

async function studentState(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/students/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { student: Student }).student.state;
}

test("admin creates an invoice for a candidate in state Invoice and confirms it", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const candidate = await candidateInState(request, token, "Invoice");
  const invoiceNumber = `INV-E2E-${candidate.id}-${Date.now().toString().slice(-5)}`;

  await page.goto(`/create-invoice/${candidate.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Create invoice" })).toBeVisible();
  await expect(page.getByRole("link", { name: candidate.fullName })).toBeVisible();

  // Nothing filled: the shared schema's message under the invoice number, which gets the focus.
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByText("Invoice number is required.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Invoice number", exact: true })).toBeFocused();
  await expect(page.getByText("Amount is required.")).toBeVisible();

  await page.getByRole("textbox", { name: "Invoice number", exact: true }).fill(invoiceNumber);
  await page.getByRole("textbox", { name: "Bank invoice number", exact: true }).fill(`BNK-${candidate.id}`);
  await page.getByRole("textbox", { name: "Amount", exact: true }).fill("1250.5");
  await choose(page, "Currency", "SAR");
  await page.getByLabel("Payment date").fill("2026-05-14");
  await page.getByRole("textbox", { name: "Bank", exact: true }).fill("Al Rajhi Bank");
  await page.getByRole("textbox", { name: "Reference", exact: true }).fill("Exam fee");
  await page.getByRole("textbox", { name: "Invoicer name", exact: true }).fill(candidate.fullName);
  await page.getByRole("textbox", { name: "Invoice email", exact: true }).fill("payer@example.com");
  await page.getByRole("textbox", { name: "Invoice mobile phone", exact: true }).fill("+966501234567");
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "create-invoice");
  await page.getByRole("button", { name: "Create invoice" }).click();

  await expect(page).toHaveURL(new RegExp(`/students/${candidate.id}$`));
  await expect(page.getByText("Invoice created successfully")).toBeVisible();

  // All Invoices: newest first, so the new invoice is on page 1, unconfirmed, with a Confirm button.
  await page.goto("/View/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "All Invoices" })).toBeVisible();
  const table = page.getByRole("table", { name: "All invoices" });
  const row = table.getByRole("row").filter({ hasText: invoiceNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(candidate.fullName);
  await expect(row).toContainText("SAR 1,250.50");
  await expect(row).toContainText("Al Rajhi Bank");
  await expect(row).toContainText("Unconfirmed");
  await expect(row.getByRole("link", { name: candidate.fullName })).toHaveAttribute(
    "href",
    `/students/${candidate.id}`,
  );
  await snap(page, "invoices-list");

  // On a phone the invoices are cards (decision 0009): nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole("list", { name: "All invoices" }).getByRole("listitem").filter({
    hasText: invoiceNumber,
  });
  await expect(card).toContainText("SAR 1,250.50");
  await expect(card.getByRole("button", { name: `Confirm invoice ${invoiceNumber}` })).toBeVisible();
  await expect(table).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Confirming e-mails the candidate "payment received": asked first, as Confirm Student is.
  // Cancel changes nothing.
  await row.getByRole("button", { name: `Confirm invoice ${invoiceNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm payment" });
  await expect(dialog).toContainText(invoiceNumber);
  await expect(dialog).toContainText("SAR 1,250.50");
  await expect(dialog).toContainText(candidate.fullName);
  await expect(dialog).toContainText("e-mailed that the payment was received");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Unconfirmed");
  expect(await studentState(request, token, candidate.id)).toBe("Invoice");

  await row.getByRole("button", { name: `Confirm invoice ${invoiceNumber}` }).click();
  await dialog.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page.getByText("Invoice confirmed successfully")).toBeVisible();
  await expect(page.getByText("Student state updated to Invoice_Confirmed")).toBeVisible();
  await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /Confirm invoice/ })).toHaveCount(0);

  expect(await studentState(request, token, candidate.id)).toBe("Invoice_Confirmed");
  const invoices = (await (
    await request.get(`/api/invoices/${candidate.id}`, { headers: bearer(token) })
  ).json()) as { invoiceNumber: string; amount: string; currency: string; confirmed: boolean }[];
  expect(invoices).toEqual([
    expect.objectContaining({ invoiceNumber, amount: "1250.50", currency: "SAR", confirmed: true }),
  ]);
});

test("a candidate not in state Invoice gets an explanation and no invoice form", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const candidate = await candidateInState(request, token, "Confirmed");

  await page.goto(`/create-invoice/${candidate.id}`);
  await expect(page.getByRole("link", { name: candidate.fullName })).toBeVisible();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "An invoice can be created only while the candidate is in state Invoice." }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(`${candidate.fullName} is in state Confirmed.`);
  await expect(page.getByRole("textbox", { name: "Invoice number", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create invoice" })).toHaveCount(0);
});

test("a duplicate invoice number shows the server's message beside the field and in an alert", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const candidate = await candidateInState(request, token, "Invoice");
  const invoiceNumber = `INV-DUP-${candidate.id}-${Date.now().toString().slice(-5)}`;
  await createInvoice(request, token, candidate.id, { invoiceNumber, amount: "100", currency: "USD" });

  await page.goto(`/create-invoice/${candidate.id}`);
  const number = page.getByRole("textbox", { name: "Invoice number", exact: true });
  await number.fill(invoiceNumber);
  await page.getByRole("textbox", { name: "Amount", exact: true }).fill("100");
  await page.getByRole("button", { name: "Create invoice" }).click();

  const message = `Invoice number '${invoiceNumber}' is already used.`;
  await expect(page.getByRole("alert").filter({ hasText: "Could not create the invoice" })).toContainText(
    message,
  );
  await expect(number).toHaveAccessibleDescription(message);
  await expect(number).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/create-invoice/${candidate.id}$`));
});
