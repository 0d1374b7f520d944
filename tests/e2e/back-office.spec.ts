import { expect, type Locator, test } from "@playwright/test";
import ExcelJS from "exceljs";
import type { Student } from "#shared/candidates/candidates.ts";
import { STAGES } from "#shared/candidates/pipeline.ts";
import type { StageStudent } from "#shared/candidates/stages.ts";
import {
  bearer,
  choose,
  familyOnDashboard,
  loginByApi,
  moveToState,
  registerCandidate,
  snap,
} from "./helpers.ts";

/**
 * The candidate pipeline in the back office (decision 0006): bulk state change with counts and toast,
 * editing a candidate and seeing it in the history, every stage list, the Excel export read back.
 */

const counts = async (request: import("@playwright/test").APIRequestContext, token: string) =>
  (await (
    await request.get("/api/students/count/confirmation-status", { headers: bearer(token) })
  ).json()) as {
    confirmed_count: number;
    not_confirmed_count: number;
  };

test("admin moves two selected candidates to Confirmed and sees the toast and the counts", async ({
  page,
  request,
}) => {
  const { token, candidate: a, candidates, table } = await familyOnDashboard(page, request, "Bulk", 2);
  const b = candidates[1]!;
  const before = await counts(request, token);
  await expect(page.getByRole("group", { name: "Confirmed", exact: true })).toContainText(
    before.confirmed_count.toLocaleString("en-US"),
  );

  // Apply without a state: the spec's message, nothing changes.
  await page.getByRole("checkbox", { name: `Select ${a.fullName}`, exact: true }).check();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please select a state and at least one student." }),
  ).toBeVisible();

  await page.getByRole("checkbox", { name: "Select all students on this page" }).check();
  await expect(page.getByRole("checkbox", { name: `Select ${b.fullName}`, exact: true })).toBeChecked();
  await expect(page.getByText("2 selected")).toBeVisible();
  await choose(page, "Change state to", "Confirmed");
  await snap(page, "dashboard-selection");
  await page.getByRole("button", { name: "Apply" }).click();

  await expect(page.getByText("State updated successfully!")).toBeVisible();
  await expect(page.getByRole("group", { name: "Confirmed", exact: true })).toContainText(
    (before.confirmed_count + 2).toLocaleString("en-US"),
  );
  await expect(page.getByRole("group", { name: "Not confirmed", exact: true })).toContainText(
    (before.not_confirmed_count - 2).toLocaleString("en-US"),
  );
  await expect(table.getByRole("row").filter({ hasText: "Not Confirmed" })).toHaveCount(0);
  // Both rows' State says Confirmed (the Confirmed column is hidden by default since decision 0009).
  await expect(table.locator("tbody tr").filter({ hasText: "Confirmed" })).toHaveCount(2);
  await expect(page.getByText("0 selected")).toBeVisible();
  for (const { id } of [a, b]) {
    const student = (await (await request.get(`/api/students/${id}`, { headers: bearer(token) })).json()) as {
      student: Student;
    };
    expect(student.student).toMatchObject({ state: "Confirmed", confirmed: true, confirmed_by: "e2e-admin" });
  }
  await snap(page, "dashboard");
});

test("admin opens a candidate, edits a field and sees the change in the history", async ({
  page,
  request,
}) => {
  const { candidate, table } = await familyOnDashboard(page, request, "Edit");
  await table.getByRole("row").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/students/${candidate.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: candidate.fullName })).toBeVisible();
  await snap(page, "student-detail");

  await page.getByRole("tab", { name: "Edit Student Data" }).click();
  const form = page.getByRole("form", { name: "Edit Student Data" });
  // Exam date waits for state Exam_Details.
  await expect(form.getByLabel("Exam date")).toBeDisabled();
  await form.getByLabel("City").fill("Al Khobar");
  await form.getByLabel("Requested date range").fill("May 2027");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill(candidate.email);
  await snap(page, "student-edit");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Student details updated successfully.")).toBeVisible();

  await page.getByRole("tab", { name: "History" }).click();
  const history = page.getByRole("list", { name: "History" }).or(page.locator("[aria-label='History']"));
  await expect(history.first()).toContainText("Edited 2 fields");
  await expect(history.first()).toContainText("e2e-admin");
  // Each field under the label the detail page gives it, not its wire name.
  await expect(history.first()).toContainText("City: ");
  await expect(history.first()).toContainText("→ Al Khobar");
  await expect(history.first()).toContainText("Requested date range: ");
  await expect(history.first()).toContainText("→ May 2027");
  await expect(history.first()).not.toContainText("requested_date_range");
  await expect(history.first()).not.toContainText("city:");
  await expect(history.first()).toContainText("Registered");

  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page.getByRole("table", { name: "Student details" })).toContainText("Al Khobar");

  // Confirm Student: shown while unconfirmed, gone afterwards.
  await page.getByRole("button", { name: "Confirm Student" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Student confirmed successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm Student" })).toHaveCount(0);
});

test("each stage list shows the candidates of its state", async ({ page, request }) => {
  const token = await loginByApi(page, request);
  await page.goto("/Admin");
  // The Stages drop-down of the navbar reaches the lists.
  const navbar = page.getByRole("navigation", { name: "Main" });
  await navbar.getByRole("button", { name: "STAGES" }).click();
  await navbar.getByRole("link", { name: "Invoice Waiting Students" }).click();
  await expect(page).toHaveURL(/\/stage\/Invoice$/);

  for (const stage of STAGES) {
    const api = await request.get(`/api/stage/${stage.state}?pageSize=20`, { headers: bearer(token) });
    const expected = (await api.json()) as StageStudent[];
    await page.goto(stage.path);
    await expect(page.getByRole("heading", { level: 1, name: stage.title })).toBeVisible();
    const table = page.getByRole("table", { name: stage.title });
    await expect(table.getByRole("row")).toHaveCount(expected.length + 1);
    for (const [i, student] of expected.entries()) {
      await expect(table.getByRole("row").nth(i + 1)).toContainText(student.full_name);
    }
    if (stage.showsExamDetails) {
      await expect(table.getByRole("columnheader", { name: "Exam date" })).toBeVisible();
      await expect(table.getByRole("row").nth(1)).toContainText(expected[0]!.ExamLocation!);
      await snap(page, "stage-exam-waiting");
    }
  }

  // The other spellings of docs/product.md §2 and a bulk move from a stage list.
  await page.goto("/Stage/confirmed");
  await expect(page.getByRole("heading", { level: 1, name: "Confirmed Students" })).toBeVisible();
  await page.goto("/Stage/Not-confirmed");
  await expect(page.getByRole("heading", { level: 1, name: "Not Confirmed Students" })).toBeVisible();
  const notConfirmed = page.getByRole("table", { name: "Not Confirmed Students" });
  const firstRow = notConfirmed.getByRole("row").nth(1);
  const name = (await firstRow.getByRole("cell").nth(1).textContent())!;
  // The candidate is followed by its page's address, not by its name or position: a row locator is
  // resolved again on every use (CI once checked a different row than the one whose name it had
  // read), and another test's candidate may bear the same name (CI once found two "Reem Farouk").
  const href = (await firstRow.getByRole("link", { name: `Details of ${name}` }).getAttribute("href"))!;
  expect(href).toMatch(/^\/students\/\d+$/);
  const details = (table: Locator) => table.locator(`a[href="${href}"]`);
  const checkbox = notConfirmed
    .getByRole("row")
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .getByRole("checkbox", { name: `Select ${name}`, exact: true });
  await checkbox.check();
  await expect(checkbox).toBeChecked();
  await choose(page, "Change state to", "Invoice");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("State updated successfully!")).toBeVisible();
  await expect(details(page.getByRole("table", { name: "Not Confirmed Students" }))).toHaveCount(0);
  await page.goto("/stage/Invoice");
  const invoiceWaiting = page.getByRole("table", { name: "Invoice Waiting Students" });
  await expect(details(invoiceWaiting)).toHaveAccessibleName(`Details of ${name}`);

  // Details goes to the candidate.
  await details(invoiceWaiting).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("Export to Excel downloads the whole filtered result as AllStudentData.xlsx", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const filter = "national_id=NID1";
  const total = Number(
    (await request.get(`/api/students?${filter}&pageSize=1`, { headers: bearer(token) })).headers()[
      "x-total-count"
    ],
  );
  expect(total).toBeGreaterThan(8);
  await page.goto(`/Admin?${filter}`);
  await expect(page.getByRole("table", { name: "Students" }).getByRole("row")).toHaveCount(9);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("AllStudentData.xlsx");
  const path = await download.path();
  await expect(page.getByText("Export ready")).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet("Students")!;
  expect(sheet.rowCount).toBe(total + 1);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 2)).toEqual(["Student ID", "Full name"]);
  // Every field of the candidate (decision 0009), e.g. passport and exam date, not only the table's.
  expect(headers).toEqual(expect.arrayContaining(["Passport number", "Date of birth", "Exam date"]));
  const nationalId = headers.indexOf("National ID") + 1;
  sheet.eachRow((row, n) => {
    if (n > 1) expect(String(row.getCell(nationalId).value)).toContain("NID1");
  });
});

test("the detail page lists a candidate's invoices and offers Create Invoice only in state Invoice", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const candidate = await registerCandidate(request, token, `Inv${Date.now().toString().slice(-7)}`);
  await page.goto(`/students/${candidate.id}`);
  await page.getByRole("tab", { name: "Invoices" }).click();
  await expect(page.getByText(`No invoice related to ${candidate.fullName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Invoice" })).toHaveCount(0);

  await moveToState(request, token, [candidate.id], "Invoice");
  await page.reload();
  await page.getByRole("tab", { name: "Invoices" }).click();
  await page.getByRole("link", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`/create-invoice/${candidate.id}$`));
});

test("admin deletes a candidate after confirming the dialog; it leaves the list", async ({
  page,
  request,
}) => {
  const { token, candidate, table } = await familyOnDashboard(page, request, "Del");

  await page.getByRole("checkbox", { name: `Select ${candidate.fullName}`, exact: true }).check();
  const deleteButton = page
    .getByRole("region", { name: "Selection" })
    .getByRole("button", { name: "Delete" });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete this student?" });
  // Cancel keeps everything.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole("row")).toHaveCount(2);

  await deleteButton.click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Student deleted.")).toBeVisible();
  await expect(page.getByText("No students found")).toBeVisible();
  const detail = await request.get(`/api/students/${candidate.id}`, { headers: bearer(token) });
  expect(detail.status()).toBe(404);
});

test("without a session the detail page says so and goes to /login after 2 s", async ({ page }) => {
  await page.goto("/students/1");
  await expect(page.getByText("Unauthorized access. Redirecting to login...")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test("a stage list without a session goes to /login; an unknown stage shows the 404 page", async ({
  page,
  request,
}) => {
  await page.goto("/stage/Done");
  await expect(page).toHaveURL(/\/login$/);
  await loginByApi(page, request);
  await page.goto("/stage/Paid");
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
});
