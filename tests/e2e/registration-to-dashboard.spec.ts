import { expect, test } from "@playwright/test";
import { REFERENCE_PATTERN } from "#shared/registration/reference.ts";
import { axeFor, choose, loginByApi, snap } from "./helpers.ts";

/**
 * The walking skeleton's journey (docs/product.md §2 "Student registration"): a new candidate completes the wizard, including a
 * step refused for a missing field, and ends on the success screen with their reference (docs/product.md §2 "Student registration");
 * then an admin sees them first on the dashboard with the not-confirmed count raised by one, finds
 * them by that reference and sees it on the detail page.
 */
test("a candidate registers and an admin sees them first on the dashboard", async ({
  browser,
  page,
  request,
}) => {
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
  // (Its own context, as axe needs for its checks below.)
  const candidateContext = await browser.newContext();
  const candidatePage = await candidateContext.newPage();
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

  // The success screen: the reference, what was registered, what comes next, where we write.
  await expect(candidatePage.getByRole("heading", { name: "Registration successful!" })).toBeFocused();
  const reference = (await candidatePage.getByTestId("registration-reference").textContent()) ?? "";
  expect(reference).toMatch(REFERENCE_PATTERN);
  expect(reference.slice(3, 5)).toBe(String(new Date().getUTCFullYear()).slice(-2));
  const summary = candidatePage.getByRole("table", { name: "Registration summary" });
  for (const [label, value] of [
    ["Exam", /^DHA – .+ · Physicians · General Practitioner$/],
    ["Candidate", fullName],
    ["E-mail", candidate.email],
    ["Test center", "Riyadh Olaya Test Center"],
    ["Test month", "March"],
    ["Requested dates", "March 1-15, 2027"],
  ] as const) {
    await expect(summary.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell")).toHaveText(
      value,
    );
  }
  await expect(candidatePage.getByText(`We will e-mail you at ${candidate.email}`)).toBeVisible();
  for (const step of ["Confirmation", "Invoice", "Payment", "Exam details", "Results"]) {
    await expect(candidatePage.getByText(step, { exact: true })).toBeVisible();
  }
  const statusHref = `/status?reference=${reference}`;
  await expect(candidatePage.getByRole("link", { name: "Check your status" })).toHaveAttribute(
    "href",
    statusHref,
  );
  await expect(candidatePage.getByRole("link", { name: "status page" })).toHaveAttribute("href", statusHref);
  await expect(candidatePage.getByRole("button", { name: "Copy reference" })).toBeVisible();
  const { violations } = await axeFor(candidatePage)
    .include("section[aria-labelledby='registration-success-title']")
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await snap(candidatePage, "wizard-success");

  // "Register another candidate": an empty step 1 for the next person at the desk.
  await candidatePage.getByRole("button", { name: "Register another candidate" }).click();
  await expect(candidatePage.getByText("Step 1 of 4")).toBeVisible();
  await expect(candidatePage.getByTestId("registration-reference")).toHaveCount(0);
  for (const field of ["First name", "Last name", "Full name", "National ID", "Date of birth"]) {
    await expect(candidatePage.getByLabel(field)).toHaveValue("");
  }
  await candidateContext.close();

  // The admin's dashboard: the new candidate first, not-confirmed count one higher.
  await page.goto("/Admin");
  const table = page.getByRole("table", { name: "Students" });
  await expect(table.getByRole("row").nth(1)).toContainText(fullName);
  await expect(page.getByRole("group", { name: "Not confirmed", exact: true })).toContainText(
    String(countsBefore.not_confirmed_count + 1),
  );
  await expect(page.getByRole("group", { name: "Confirmed", exact: true })).toContainText(
    String(countsBefore.confirmed_count),
  );
  await snap(page, "dashboard");

  await expect(table.getByRole("row").nth(1)).toContainText(reference);

  // The Reference filter finds them by a part of the reference, typed in lower case.
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByRole("searchbox", { name: "Reference" }).fill(reference.slice(-6).toLowerCase());
  await expect(page).toHaveURL(new RegExp(`reference=${reference.slice(-6).toLowerCase()}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(fullName);

  // Row click opens the candidate's details in the same tab, with the reference.
  await table.getByRole("row").nth(1).click();
  await expect(page).toHaveURL(/\/students\/\d+$/);
  const details = page.getByRole("table", { name: "Student details" });
  await expect(details).toContainText(candidate.email);
  await expect(details.getByRole("row", { name: /^Reference/ })).toContainText(reference);
});
