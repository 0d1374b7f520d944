import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import { examCatalog, REGULATORS } from "#shared/reference/regulators.ts";
import { choose, loginByApi } from "./helpers.ts";

const STEP_INCOMPLETE = "Please fill in all required fields for this step";
const unique = () => `${Date.now()}`.slice(-7) + Math.floor(Math.random() * 100);

/** The wizard's own alert (Mantine's notifications are alerts too). */
const stepAlert = (page: Page) => page.getByRole("alert").filter({ hasText: STEP_INCOMPLETE });

/** The input of the Mantine Select labelled `label` (a textbox, or a combobox when searchable). */
const selectInput = (page: Page, label: string) =>
  page
    .getByRole("textbox", { name: label, exact: true })
    .or(page.getByRole("combobox", { name: label, exact: true }));

/** Fills steps 1 to 3 with a valid candidate and moves on to step 4. */
async function fillFirstSteps(page: Page, candidate: { last: string; nationalId: string; email: string }) {
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill(candidate.last);
  await page.getByLabel("Full name").fill(`Noor ${candidate.last}`);
  await page.getByLabel("National ID").fill(candidate.nationalId);
  await page.getByLabel("Date of birth").fill("1990-02-11");
  await choose(page, "Gender", "Female");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByLabel("Email").fill(candidate.email);
  await page.getByLabel("Phone").fill("+966501112233");
  await choose(page, "Country", "Saudi Arabia", "Saudi");
  await page.getByLabel("City").fill("Jeddah");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await choose(page, "Degree", "BSC");
  await page.getByLabel("BSC university").fill("King Abdulaziz University");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 4 of 4")).toBeVisible();
}

/** Completes step 4 around a pre-filled exam. */
async function fillRestOfExamStep(page: Page) {
  await choose(page, "Test month", "April");
  await page.getByLabel("Requested date range").fill("April 1-15, 2027");
  await choose(page, "Test center", "Riyadh Olaya Test Center");
  await page.getByRole("radio", { name: "Online (self-registration)" }).check();
}

test("the required-fields alert goes away as soon as the step is complete", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepAlert(page)).toBeVisible();

  // Still incomplete: the alert stays.
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill("Alert");
  await expect(stepAlert(page)).toBeVisible();

  // The last missing value: gone without another click on Next.
  await page.getByLabel("Full name").fill("Noor Alert");
  await page.getByLabel("Passport number").fill(`P${unique()}`);
  await page.getByLabel("Date of birth").fill("1991-05-06");
  await expect(stepAlert(page)).toBeVisible();
  await choose(page, "Gender", "Female");
  await expect(stepAlert(page)).toHaveCount(0);
  await expect(page.getByText("Step 1 of 4")).toBeVisible();

  // Emptying a field again does not bring it back by itself; Next does.
  await page.getByLabel("Full name").fill("");
  await expect(stepAlert(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepAlert(page)).toBeVisible();
});

test("a shared link pre-fills the exam of step 4, and the candidate is registered for it", async ({
  page,
  request,
}) => {
  const dha = REGULATORS.find((r) => r.code === "DHA")!;
  const exam = examCatalog(dha).find((e) => e.specialty === "Nursing")!;
  // Any case: a link typed by hand or lower-cased by a messenger still works.
  const query = new URLSearchParams({
    regulator: "dha",
    specialty: exam.specialty.toUpperCase(),
    exam: exam.name.toLowerCase(),
  });
  await page.goto(`/register?${query}`);
  await expect(page.getByRole("note", { name: "Chosen exam" })).toHaveText(
    `Your exam: DHA · ${exam.specialty} · ${exam.name}. You can change it in step 4, Exam Details.`,
  );
  const id = unique();
  const email = `noor.link${id}@example.com`;
  await fillFirstSteps(page, { last: `Link${id}`, nationalId: `LNK${id}`, email });

  await expect(selectInput(page, "Exam category")).toHaveValue(`DHA – ${dha.name}`);
  await expect(selectInput(page, "Exam specialty")).toHaveValue(exam.specialty);
  await expect(selectInput(page, "Exam name")).toHaveValue(exam.name);
  // The example date lies after today, whatever the year.
  const placeholder = await page.getByLabel("Requested date range").getAttribute("placeholder");
  const example = /^e\.g\. (\w+) 1-15, (\d{4})$/.exec(placeholder ?? "");
  expect(example, placeholder ?? "no placeholder").not.toBeNull();
  expect(new Date(`${example![1]} 1, ${example![2]}`).getTime()).toBeGreaterThan(Date.now());

  await fillRestOfExamStep(page);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Registration successful!").first()).toBeVisible();
  // The success screen names the linked exam and shows the reference the candidate was stored with.
  await expect(page.getByRole("table", { name: "Registration summary" })).toContainText(exam.name);
  const reference = await page.getByTestId("registration-reference").textContent();

  const token = await loginByApi(page, request);
  const found = await request.get(`/api/students?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await found.json()).toEqual([
    expect.objectContaining({ exam_category: "DHA", exam_name: exam.name, reference }),
  ]);
});

test("a registration whose answer was lost is retried with its Idempotency-Key: one candidate, the first reference", async ({
  page,
  request,
}) => {
  const sent: { key: string | null; status: number | "lost" }[] = [];
  // The first answer is lost on the way back (the server saved the candidate); later ones arrive.
  await page.route("**/api/FormRegister", async (route) => {
    const response = await route.fetch();
    const key = route.request().headers()["idempotency-key"] ?? null;
    if (sent.length === 0) {
      sent.push({ key, status: "lost" });
      await route.abort("connectionreset");
      return;
    }
    sent.push({ key, status: response.status() });
    await route.fulfill({ response });
  });
  const exam = examCatalog(REGULATORS[0]!)[0]!;
  await page.goto(
    `/register?${new URLSearchParams({ regulator: REGULATORS[0]!.code, specialty: exam.specialty, exam: exam.name })}`,
  );
  const id = unique();
  const email = `noor.retry${id}@example.com`;
  await fillFirstSteps(page, { last: `Retry${id}`, nationalId: `RTY${id}`, email });
  await fillRestOfExamStep(page);
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page.getByText("Registration successful!").first()).toBeVisible();
  const reference = await page.getByTestId("registration-reference").textContent();
  // Sent twice under one key: the retry got the first answer back, not a 409 duplicate.
  expect(sent).toHaveLength(2);
  expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[1]).toEqual({ key: sent[0]!.key, status: 201 });

  const token = await loginByApi(page, request);
  const found = await request.get(`/api/students?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await found.json()).toEqual([expect.objectContaining({ reference })]);
});

test("a duplicate National ID is named as the form labels it, on its step", async ({ page, request }) => {
  const id = unique();
  const nationalId = `DUP${id}`;
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const first = buildRegistration(900_000 + Number(id.slice(-5)), {
    nationalId,
    email: `dup.first${id}@example.com`,
    test_center: centers.testCenters[0]!.id,
  });
  expect((await request.post("/api/FormRegister", { data: first })).status()).toBe(201);

  const exam = examCatalog(REGULATORS[0]!)[0]!;
  await page.goto(
    `/register?${new URLSearchParams({ regulator: REGULATORS[0]!.code, specialty: exam.specialty, exam: exam.name })}`,
  );
  await fillFirstSteps(page, { last: `Dup${id}`, nationalId, email: `dup.second${id}@example.com` });
  await fillRestOfExamStep(page);
  await page.getByRole("button", { name: "Register" }).click();

  const message = "Registration failed. Duplicate entry found in field: National ID";
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByText("nationalId")).toHaveCount(0);
  // Back on the step that holds the field, with the message under it.
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("National ID")).toHaveAttribute("aria-invalid", "true");
});

test("the stepper's buttons are named by their visible number and title, on a phone too", async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/register");
    await page.waitForLoadState("networkidle");
    const steps = page.getByRole("button", { name: /^\d\s*(Personal|Contact|Education|Exam) / });
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toHaveAccessibleName(/^2\s*Contact Information$/);
    const { violations } = await new AxeBuilder({ page })
      .withRules(["label-content-name-mismatch"])
      .analyze();
    expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  }
});
