import { expect, test } from "@playwright/test";
import { choose, loginByApi, snap } from "./helpers.ts";

/**
 * The walking skeleton's journey (issue 2 §6): a new candidate completes the wizard, including a
 * step refused for a missing field, then an admin sees them first on the dashboard with the
 * not-confirmed count raised by one.
 */
test("a candidate registers and an admin sees them first on the dashboard", async ({ page, request }) => {
  const token = await loginByApi(page, request);
  const countsBefore = await (
    await request.get("/api/students/count/confirmation-status", {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();

  const unique = Date.now().toString().slice(-8);
  const candidate = { first: "Hala", last: `Tester${unique}`, email: `hala.${unique}@example.com` };
  const fullName = `${candidate.first} ${candidate.last}`;

  // A fresh context for the candidate: registration is public, no session.
  const candidatePage = await page.context().browser()!.newPage();
  await candidatePage.goto("/register");
  await expect(candidatePage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(candidatePage.getByText("Step 1 of 4")).toBeVisible();

  // Step 1: Next with nothing filled is refused.
  await candidatePage.getByRole("button", { name: "Next" }).click();
  await expect(candidatePage.getByText("Please fill in all required fields for this step")).toBeVisible();
  await expect(candidatePage.getByText("Step 1 of 4")).toBeVisible();
  await candidatePage.getByLabel("First name").fill(candidate.first);
  await candidatePage.getByLabel("Last name").fill(candidate.last);
  await candidatePage.getByLabel("Full name").fill(fullName);
  await candidatePage.getByLabel("National ID").fill(`E2E${unique}`);
  await candidatePage.getByLabel("Date of birth").fill("1992-04-18");
  await choose(candidatePage, "Gender", "Female");
  await snap(candidatePage, "wizard-step-1");
  await candidatePage.getByRole("button", { name: "Next" }).click();

  // Step 2: missing city is refused, then completed.
  await expect(candidatePage.getByText("Step 2 of 4")).toBeVisible();
  await candidatePage.getByLabel("Email").fill(candidate.email);
  await candidatePage.getByLabel("Phone").fill("+966501234567");
  await choose(candidatePage, "Country", "Saudi Arabia", "Saudi");
  await candidatePage.getByRole("button", { name: "Next" }).click();
  await expect(candidatePage.getByText("Please fill in all required fields for this step")).toBeVisible();
  await expect(candidatePage.getByText("Step 2 of 4")).toBeVisible();
  await candidatePage.getByLabel("City").fill("Riyadh");
  await snap(candidatePage, "wizard-step-2");
  await candidatePage.getByRole("button", { name: "Next" }).click();

  // Step 3.
  await expect(candidatePage.getByText("Step 3 of 4")).toBeVisible();
  await choose(candidatePage, "Degree", "BSC");
  await candidatePage.getByLabel("BSC university").fill("King Saud University");
  await snap(candidatePage, "wizard-step-3");
  await candidatePage.getByRole("button", { name: "Next" }).click();

  // Step 4.
  await expect(candidatePage.getByText("Step 4 of 4")).toBeVisible();
  await choose(candidatePage, "Exam category", /^DHA/);
  await choose(candidatePage, "Exam specialty", "Physicians");
  await choose(candidatePage, "Exam name", "General Practitioner");
  await choose(candidatePage, "Test month", "March");
  await expect(candidatePage.getByText("No seats available")).toBeVisible();
  await candidatePage.getByLabel("Requested date range").fill("March 1-15, 2027");
  await choose(candidatePage, "Test center", "Riyadh Olaya Test Center");
  await candidatePage.getByRole("radio", { name: "Online (self-registration)" }).check();
  await snap(candidatePage, "wizard-step-4");
  await candidatePage.getByRole("button", { name: "Register" }).click();

  await expect(candidatePage.getByText("Registration successful!").first()).toBeVisible();
  await expect(candidatePage.getByText("Step 1 of 4")).toBeVisible();
  await expect(candidatePage.getByLabel("First name")).toHaveValue("");
  await candidatePage.close();

  // The admin's dashboard: the new candidate first, not-confirmed count one higher.
  await page.goto("/Admin");
  const table = page.getByRole("table", { name: "Students" });
  await expect(table.getByRole("row").nth(1)).toContainText(fullName);
  await expect(page.getByRole("group", { name: "Not confirmed" })).toContainText(
    String(countsBefore.not_confirmed_count + 1),
  );
  await expect(page.getByRole("group", { name: "Confirmed", exact: true })).toContainText(
    String(countsBefore.confirmed_count),
  );
  await snap(page, "dashboard");

  // Row click opens the candidate's details in the same tab.
  await table.getByRole("row").nth(1).click();
  await expect(page).toHaveURL(/\/students\/\d+$/);
  await expect(page.getByRole("table", { name: "Student details" })).toContainText(candidate.email);
});
