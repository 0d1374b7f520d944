import { type APIRequestContext, expect, test } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import { bearer, invoiceCandidate, loginByApi, snap, suffix } from "./helpers.ts";

/**
 * Possible duplicates and their merge (docs/product.md §12 "Duplicates and merge", decision 0031):
 * an admin opens the queue, finds two registrations of one person side by side with the reason,
 * keeps the first, confirms the merge in the dialog and lands on the kept record, which now has
 * the other record's invoice and the merge in its history.
 */

/** Registers one candidate by API with `overrides`; answers its id and reference. */
async function register(request: APIRequestContext, token: string, n: number, overrides: object) {
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const payload = buildRegistration(n, { ...overrides, test_center: centers.testCenters[0]!.id });
  const response = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; reference: string };
}

test("an admin merges a pair from the queue and sees the kept record with the other's invoice", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const unique = suffix();
  const lastName = `Merge${unique}`;
  const person = {
    firstName: "Mona",
    lastName,
    fullName: `Mona ${lastName}`,
    dob: "1989-02-14",
    passportNumber: "",
  };
  const n = 300_000 + Math.floor(Math.random() * 600_000);
  const kept = await register(request, token, n, {
    ...person,
    nationalId: `KA${unique}`,
    email: `mona.merge.${unique}@example.com`,
  });
  const merged = await register(request, token, n + 1, {
    ...person,
    fullName: `mona ${lastName.toLowerCase()}`,
    nationalId: `MZ${unique}`,
    email: `mona.second.${unique}@example.org`,
  });
  // The second registration has an invoice.
  const invoiceNumber = `INV-MERGE-${unique}`;
  const invoice = { invoiceNumber, amount: "950", invoiceMobilePhone: "+966 50 123 4567" };
  await invoiceCandidate(request, token, merged.id, invoice);

  await page.goto("/duplicates");
  await expect(page.getByRole("heading", { level: 1, name: "Possible duplicates" })).toBeVisible();
  const pair = page.getByRole("region", { name: `Mona ${lastName} · mona ${lastName.toLowerCase()}` });
  await expect(pair.getByText("Same name and date of birth")).toBeVisible();
  await expect(pair.getByText(kept.reference)).toBeVisible();
  await expect(pair.getByText(merged.reference)).toBeVisible();

  await pair.getByRole("radio", { name: `Keep this record: ${kept.reference}` }).check();
  await pair.getByRole("button", { name: "Merge" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge these records?" });
  await expect(dialog).toContainText(`${merged.reference} will be merged into ${kept.reference}`);
  await snap(page, "duplicates-confirm");
  await dialog.getByRole("button", { name: `Merge into ${kept.reference}` }).click();

  await expect(page).toHaveURL(new RegExp(`/students/${kept.id}$`));
  await page.getByRole("tab", { name: "Invoices" }).click();
  await expect(page.getByText(invoiceNumber)).toBeVisible();
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText(`Merged with ${merged.reference}`)).toBeVisible();

  // The merged record left the lists.
  const gone = await request.get(`/api/students/${merged.id}`, { headers: bearer(token) });
  expect(gone.status()).toBe(404);
});
