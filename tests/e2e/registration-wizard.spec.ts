import { expect, type Page, test } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import { examCatalog, REGULATORS } from "#shared/reference/regulators.ts";
import { E2E_ADMIN } from "./e2e-env.ts";
import { axeFor, bearer, choose, hydrated, loginByApi } from "./helpers.ts";
import { linkInOutbox } from "./outbox.ts";

const STEP_INCOMPLETE = "Please fill in all required fields for this step";
const unique = () => `${Date.now()}`.slice(-7) + Math.floor(Math.random() * 100);

/** The wizard's own alert (Mantine's notifications are alerts too). */
const stepAlert = (page: Page) => page.getByRole("alert").filter({ hasText: STEP_INCOMPLETE });

/** The input of the Mantine Select labelled `label` (a textbox, or a combobox when searchable). */
const selectInput = (page: Page, label: string) =>
  page
    .getByRole("textbox", { name: label, exact: true })
    .or(page.getByRole("combobox", { name: label, exact: true }));

type Candidate = { last: string; nationalId: string; email: string };

/** Fills step 1 with a valid candidate (Next not clicked). */
async function fillStepOne(page: Page, candidate: Pick<Candidate, "last" | "nationalId">) {
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill(candidate.last);
  await page.getByLabel("Full name").fill(`Noor ${candidate.last}`);
  await page.getByLabel("National ID").fill(candidate.nationalId);
  await page.getByLabel("Date of birth").fill("1990-02-11");
  await choose(page, "Gender", "Female");
}

/** Fills step 2 with a valid address (Next not clicked). */
async function fillStepTwo(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+966501112233");
  await choose(page, "Country", "Saudi Arabia", "Saudi");
  await page.getByLabel("City").fill("Jeddah");
}

/** Clicks Next and waits for step `step` (1-based). */
async function nextTo(page: Page, step: number) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
}

/** Fills steps 1 and 2 with a valid candidate and moves on to step 3 (the education). */
async function toEducationStep(page: Page, candidate: Candidate) {
  await fillStepOne(page, candidate);
  await nextTo(page, 2);
  await fillStepTwo(page, candidate.email);
  await nextTo(page, 3);
}

/** Fills steps 1 to 3 with a valid candidate and moves on to step 4. */
async function fillFirstSteps(page: Page, candidate: Candidate) {
  await toEducationStep(page, candidate);
  await choose(page, "Degree", "BSC");
  await page.getByLabel("BSC university").fill("King Abdulaziz University");
  await nextTo(page, 4);
}

/** The tab's draft as stored (decision 0002), or null. */
const storedDraft = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("registration-draft"));

/** The wizard's Next button, once hydrated (the prerendered form is disabled until then). */
async function wizardReady(page: Page) {
  await hydrated(page.getByRole("button", { name: "Next" }));
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
  // The success screen stands alone: the form's heading and note are gone, its title is the page's.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registration successful!");
  await expect(page.getByText("At least one of National ID or Passport Number")).toHaveCount(0);
  // Nothing of the candidate stays in the tab: no draft, and a reload shows an empty step 1.
  expect(await storedDraft(page)).toBeNull();
  await page.reload();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await wizardReady(page);
  await expect(page.getByLabel("Last name")).toHaveValue("");
  // The empty step 1 may not have saved a draft yet (it saves after a pause): none or one without the candidate.
  expect((await storedDraft(page)) ?? "").not.toContain(`Link${id}`);

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
    const { violations } = await axeFor(page).withRules(["label-content-name-mismatch"]).analyze();
    expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  }
});

test("the draft survives a reload, and the browser's Back and Forward move between the steps", async ({
  page,
}) => {
  const id = unique();
  const candidate = { last: `Draft${id}`, nationalId: `DRF${id}`, email: `noor.draft${id}@example.com` };
  await page.goto("/about");
  await page.goto("/register");
  await wizardReady(page);
  await toEducationStep(page, candidate);
  await choose(page, "Degree", "MSC");
  await page.getByLabel("BSC university").fill("King Abdulaziz University");
  await page.getByLabel("MSC university").fill("King Saud University");

  // Nothing personal in the address, nothing in the storage that outlives the tab.
  expect(page.url()).toMatch(/\/register$/);
  expect(await storedDraft(page)).toContain(candidate.nationalId);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(id);

  await page.reload();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await expect(page.getByLabel("MSC university")).toHaveValue("King Saud University");
  await expect(selectInput(page, "Degree")).toHaveValue("MSC");

  await page.goBack();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(candidate.email);
  await page.goBack();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("National ID")).toHaveValue(candidate.nationalId);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);

  await page.goForward();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("Last name")).toHaveValue(candidate.last);
  await page.goForward();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Jeddah");
  await page.goForward();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await expect(page.getByLabel("MSC university")).toHaveValue("King Saud University");

  // Previous goes back through the same entries: Back then goes on to step 1, not to step 3.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();

  // Forward never skips a step's gate: an emptied required field keeps the wizard on its step.
  await page.getByLabel("Full name").fill("");
  await page.goForward();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");
});

test("the draft belongs to its tab: another tab or browser starts empty", async ({ page, browser }) => {
  const last = `Tab${unique()}`;
  await page.goto("/register");
  await wizardReady(page);
  await page.getByLabel("Last name").fill(last);
  await expect.poll(() => storedDraft(page)).toContain(last);

  const otherTab = await page.context().newPage();
  await otherTab.goto("/register");
  await wizardReady(otherTab);
  await expect(otherTab.getByLabel("Last name")).toHaveValue("");
  await otherTab.close();

  // A closed tab's draft is gone with it: a new browser session (context) has none.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto("/register");
  await wizardReady(fresh);
  await expect(fresh.getByLabel("Last name")).toHaveValue("");
  expect(await storedDraft(fresh)).toBeNull();
  await context.close();

  // The tab itself keeps it.
  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue(last);
});

test("Start again, once confirmed, empties the wizard and forgets the draft", async ({ page }) => {
  const id = unique();
  await page.goto("/register");
  await wizardReady(page);
  // Nothing to start again from yet.
  await expect(page.getByRole("button", { name: "Start again", exact: true })).toHaveCount(0);
  await fillStepOne(page, { last: `Again${id}`, nationalId: `AGN${id}` });
  await nextTo(page, 2);
  await page.getByLabel("Email").fill(`again${id}@example.com`);

  await page.getByRole("button", { name: "Start again", exact: true }).click();
  await page.getByRole("button", { name: "Keep my answers" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(`again${id}@example.com`);

  await page.getByRole("button", { name: "Start again", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Start again" })).toContainText("close it");
  await page.getByRole("button", { name: "Clear and start again" }).click();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("Last name")).toHaveValue("");
  await expect(page.getByLabel("First name")).toBeFocused();
  expect(await storedDraft(page)).toBeNull();
  await page.reload();
  await wizardReady(page);
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("National ID")).toHaveValue("");
});

test("a failed Next scrolls to and focuses the first field in error, also on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto("/register");
  await wizardReady(page);
  const next = page.getByRole("button", { name: "Next" });
  await next.scrollIntoViewIfNeeded();
  await expect(page.getByLabel("First name")).not.toBeInViewport();
  await next.click();
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByLabel("First name")).toBeInViewport();

  // The first field in error in the order shown, not the first one of the list of rules.
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill("Focus");
  await page.getByLabel("Full name").fill("Noor Focus");
  await page.getByLabel("Passport number").fill(`P${unique()}`);
  await page.getByLabel("Date of birth").fill("2010-01-01");
  await next.click();
  await expect(page.getByLabel("Date of birth")).toBeFocused();
  await expect(page.getByText("Date of birth must be on or before 2006-12-31.")).toBeVisible();
  await page.getByLabel("Date of birth").fill("1990-01-01");
  await choose(page, "Gender", "Male");
  await nextTo(page, 2);

  await page.getByLabel("Email").fill("noor@example.org");
  await page.getByLabel("Phone").fill("+966501112233");
  await next.click();
  // A list: focused, its message in view, not hidden under its opened options.
  await expect(selectInput(page, "Country")).toBeFocused();
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.getByText("Country is required.")).toBeInViewport();
});

test("switching the degree away and back keeps the universities; a hidden one is not sent", async ({
  page,
  request,
}) => {
  const exam = examCatalog(REGULATORS[0]!)[0]!;
  await page.goto(
    `/register?${new URLSearchParams({ regulator: REGULATORS[0]!.code, specialty: exam.specialty, exam: exam.name })}`,
  );
  await wizardReady(page);
  const id = unique();
  const email = `noor.degree${id}@example.com`;
  await toEducationStep(page, { last: `Degree${id}`, nationalId: `DEG${id}`, email });
  await choose(page, "Degree", "PHD");
  await page.getByLabel("BSC university").fill("King Abdulaziz University");
  await page.getByLabel("MSC university").fill("King Saud University");
  await page.getByLabel("PHD university").fill("KAUST");

  await choose(page, "Degree", "BSC");
  await expect(page.getByLabel("MSC university")).toHaveCount(0);
  await choose(page, "Degree", "PHD");
  await expect(page.getByLabel("MSC university")).toHaveValue("King Saud University");
  await expect(page.getByLabel("PHD university")).toHaveValue("KAUST");

  // Registered with a BSC: the hidden universities neither block Next nor reach the server.
  await choose(page, "Degree", "BSC");
  await nextTo(page, 4);
  await fillRestOfExamStep(page);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Registration successful!" })).toBeVisible();
  const token = await loginByApi(page, request);
  const found = await request.get(`/api/students?email=${encodeURIComponent(email)}`, {
    headers: bearer(token),
  });
  expect(await found.json()).toEqual([
    expect.objectContaining({
      degree: "BSC",
      BSC_university: "King Abdulaziz University",
      MSC_university: null,
      PHD_university: null,
    }),
  ]);
});

/** The path and query of the invitation link e-mailed to `to`, once written; undefined before. */
async function invitationPath(to: string): Promise<string | undefined> {
  const link = await linkInOutbox("inquiry_invite", to, /https?:\/\/\S+\/register\?invite=\S+/);
  return link && `${new URL(link).pathname}${new URL(link).search}`;
}

test("a late invitation shows that it is loading and fills only what the person has not typed", async ({
  page,
  request,
}) => {
  // A real invitation: an inquiry, invited by an admin, its link read from the e-mail.
  const email = `daniel.${unique()}@example.org`;
  const sent = await request.post("/api/contact", {
    data: {
      exam_name: "DHA Exam",
      full_name: "Daniel Haddad",
      email,
      phone: "+971501234567",
      current_job: "Staff nurse",
      nationality: "Jordan",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const login = await request.post("/api/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const inquiries = await request.get(`/api/inquiries?search=${encodeURIComponent(email)}`, {
    headers: bearer(token),
  });
  const [inquiry] = (await inquiries.json()) as { id: number }[];
  const invited = await request.post(`/api/inquiries/${inquiry!.id}/invite`, { headers: bearer(token) });
  expect(invited.status(), await invited.text()).toBe(200);
  await expect.poll(() => invitationPath(email), { timeout: 30_000 }).toBeDefined();
  const link = (await invitationPath(email))!;

  // The invitation's answer is held back (a slow phone network) until the person has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await page.route("**/api/register/invite?*", async (route) => {
    requests++;
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await wizardReady(page);
  const loading = page.getByRole("status").filter({ hasText: "Filling in your invitation…" });
  await expect(loading).toBeVisible();
  await page.getByLabel("First name").fill("Dan");
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByLabel("Last name")).toHaveValue("Haddad");
  await expect(page.getByLabel("Full name")).toHaveValue("Daniel Haddad");
  await expect(page.getByLabel("First name")).toHaveValue("Dan");
  await expect(page.getByRole("note", { name: "Chosen exam" })).toContainText("DHA");

  // A reload keeps the draft and does not merge the invitation again over a field emptied on purpose.
  await page.getByLabel("Last name").fill("");
  await page.reload();
  await wizardReady(page);
  await expect(page.getByLabel("First name")).toHaveValue("Dan");
  await expect(page.getByLabel("Full name")).toHaveValue("Daniel Haddad");
  await expect(page.getByLabel("Last name")).toHaveValue("");
  await expect(loading).toHaveCount(0);
  expect(requests).toBe(1);
});
