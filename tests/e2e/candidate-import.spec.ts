import { expect } from "@playwright/test";
import { candidateCsv, candidateFileRows } from "#server/setup/candidate-file.ts";
import { choose, loginByApi, suffix, test } from "./helpers.ts";

/**
 * Candidate import (docs/product.md §12 "Staff at speed", decision 0032): an admin uploads a small
 * CSV on /import, maps the one column whose name the page could not guess, checks the file (the
 * bad row is listed with its problem), imports the rest with the progress bar, and finds the new
 * candidates in the candidate list.
 */
test("an admin imports a CSV: mapping, dry run, import, then the candidates are listed", async ({
  page,
  request,
}) => {
  const tag = suffix();
  const lastNames = [`Importa${tag}`, `Importb${tag}`, `Importc${tag}`];
  const file = candidateFileRows(3, {
    from: 7_000_000 + Number(tag.slice(-5)) * 3,
    change: (i) => ({ lastName: lastNames[i]!, ...(i === 1 ? { email: "not-an-email" } : {}) }),
  });
  // "Given" is no name the page knows: staff map it by hand.
  const header = file.header.map((text) => (text === "First Name" ? "Given" : text));
  const firstNames = file.rows.map((row) => row[0]!);

  await loginByApi(page, request);
  await page.goto("/import");
  await expect(page.getByRole("heading", { name: "Import candidates" })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: "walk-ins.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(candidateCsv(header, file.rows)),
  });
  const mapping = page.getByRole("table", { name: "Column mapping" });
  await expect(mapping).toBeVisible();
  await expect(page.getByText("3 rows")).toBeVisible();
  await choose(page, "Field: Given", "firstName", "firstName");
  await choose(page, "Test center for rows that name none", /Test Center/);

  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("2 new, 0 updates, 1 rows with problems")).toBeVisible();
  const problems = page.getByRole("table", { name: "Rows with problems" });
  await expect(
    problems.getByRole("row", { name: /3\s*Email\s*Please enter a valid email address/ }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("Imported: 2 new candidates, 0 updated.")).toBeVisible();
  await page.getByRole("link", { name: "Open the candidate list" }).click();
  await expect(page).toHaveURL(/\/Admin$/);
  await expect(page.getByText(`${firstNames[0]} ${lastNames[0]}`).first()).toBeVisible();
  await expect(page.getByText(`${firstNames[2]} ${lastNames[2]}`).first()).toBeVisible();
  await expect(page.getByText(lastNames[1]!)).toHaveCount(0);
});
