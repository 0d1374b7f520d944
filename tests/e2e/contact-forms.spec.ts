import { expect, type Page, test } from "@playwright/test";
import { CONTACT_FORM_TEXTS, CONTACT_SUCCESS } from "#shared/inquiries/contact-forms.ts";
import { choose, snap } from "./helpers.ts";

const send = (page: Page, name: string) => page.getByRole("button", { name }).click();

/** The texts of the form's field messages, in the order they show. */
const shownErrors = (page: Page) => page.locator(".mantine-InputWrapper-error").allTextContents();

test("the inquiry form shows every missing field's message at once, in the spec's order, then sends and clears", async ({
  page,
}) => {
  await page.goto("/Contact-us");
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Authorized Prometric Test Venue")).toBeVisible();
  await expect(page.getByRole("link", { name: /View us on Prometric/ })).toHaveAttribute("target", "_blank");
  const button = "Send inquiry";

  // One send shows all six (the message is optional), the spec's first focused, its list closed.
  await send(page, button);
  await expect
    .poll(() => shownErrors(page))
    .toEqual([
      CONTACT_FORM_TEXTS.examRequired,
      CONTACT_FORM_TEXTS.fullNameRequired,
      CONTACT_FORM_TEXTS.emailRequired,
      CONTACT_FORM_TEXTS.phoneRequired,
      CONTACT_FORM_TEXTS.jobRequired,
      CONTACT_FORM_TEXTS.nationalityRequired,
    ]);
  await expect(page.locator("#inquiry-exam_name")).toBeFocused();
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "contact-us-errors");

  // Fixed fields lose their message on the next send; the rest keep theirs, the first focused.
  await choose(page, "Exam", "MOH Exam");
  await page.getByLabel("Full name").fill("  Mariam Saleh ");
  await page.getByLabel("Email").fill("mariam@");
  await send(page, button);
  await expect
    .poll(() => shownErrors(page))
    .toEqual([
      CONTACT_FORM_TEXTS.emailInvalid,
      CONTACT_FORM_TEXTS.phoneRequired,
      CONTACT_FORM_TEXTS.jobRequired,
      CONTACT_FORM_TEXTS.nationalityRequired,
    ]);
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill("mariam@example.org");
  await page.getByLabel("Phone").fill("+965 5000 0000");
  await page.getByLabel("Current job").fill("Pharmacist");
  await send(page, button);
  await expect.poll(() => shownErrors(page)).toEqual([CONTACT_FORM_TEXTS.nationalityRequired]);
  await expect(page.locator("#inquiry-nationality")).toBeFocused();

  await choose(page, "Nationality", "Kuwait", "Kuw");
  await page.getByLabel("Message (optional)").fill("Please call me in the afternoon.");
  await send(page, button);
  await expect(page.getByRole("status")).toHaveText(CONTACT_SUCCESS);
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.locator("#inquiry-exam_name")).toHaveValue("");
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "contact-us-success");
});

test("a slow send shows 'Sending...' on a disabled button; failures show the server's text or the fallback", async ({
  page,
}) => {
  const answers = [
    { status: 503, contentType: "text/plain", body: "unavailable" },
    {
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Too many requests: try again in 42 seconds." }),
    },
  ];
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill(answers.shift() ?? { status: 500, body: "" });
  });
  await page.goto("/contact-form-old");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Subject").fill("Seat");
  await page.getByLabel("Email").fill("a@example.org");
  await page.getByLabel("Phone").fill("123");
  await page.locator("#contact-message").fill("Hello");
  await send(page, "Send message");
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  // A 503 without a JSON message: the spec's fallback text; the values stay for another try.
  await expect(page.getByRole("status")).toHaveText(CONTACT_FORM_TEXTS.sendFailed);
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await expect(page.getByLabel("Subject")).toHaveValue("Seat");
  // A refusal with a message (here the rate limit): the server's own text.
  await send(page, "Send message");
  await expect(page.getByRole("status")).toHaveText("Too many requests: try again in 42 seconds.");
});

test("the old contact form shows its four messages at once, in order, then sends", async ({ page }) => {
  await page.goto("/contact-form-old");
  await page.waitForLoadState("networkidle");
  const button = "Send message";
  await send(page, button);
  await expect
    .poll(() => shownErrors(page))
    .toEqual([
      CONTACT_FORM_TEXTS.subjectRequired,
      CONTACT_FORM_TEXTS.oldEmailInvalid,
      CONTACT_FORM_TEXTS.phoneRequired,
      CONTACT_FORM_TEXTS.messageRequired,
    ]);
  await expect(page.getByLabel("Subject")).toBeFocused();
  await page.getByLabel("Subject").fill("Invoice copy");
  await page.getByLabel("Email").fill("khalid@example.org");
  await send(page, button);
  await expect
    .poll(() => shownErrors(page))
    .toEqual([CONTACT_FORM_TEXTS.phoneRequired, CONTACT_FORM_TEXTS.messageRequired]);
  await expect(page.getByLabel("Phone")).toBeFocused();
  await page.getByLabel("Phone").fill("+974 4000 0000");
  await page.locator("#contact-message").fill("Please send my invoice again.");
  await send(page, button);
  await expect(page.getByRole("status")).toHaveText(CONTACT_SUCCESS);
  await expect(page.getByLabel("Subject")).toHaveValue("");
});

test("what is typed in a contact form survives a reload in its tab, and is gone once sent", async ({
  page,
}) => {
  // From a regulator's Book Now: the link chooses the exam, the visitor changes it and reloads.
  await page.goto("/Contact-us?regulator=DHA");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#inquiry-exam_name")).toHaveValue("DHA Exam");
  await choose(page, "Exam", "MOH Exam");
  await page.getByLabel("Full name").fill("Mariam Draft");
  await page.getByLabel("Message (optional)").fill("Evenings are best.");
  expect(page.url()).not.toContain("Mariam");
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Mariam Draft");
  await expect(page.getByLabel("Message (optional)")).toHaveValue("Evenings are best.");
  // The link's exam does not overwrite the one chosen since.
  await expect(page.locator("#inquiry-exam_name")).toHaveValue("MOH Exam");

  await page.getByLabel("Email").fill(`mariam.draft${Date.now()}@example.org`);
  await page.getByLabel("Phone").fill("+965 5000 0000");
  await page.getByLabel("Current job").fill("Pharmacist");
  await choose(page, "Nationality", "Kuwait", "Kuw");
  await send(page, "Send inquiry");
  await expect(page.getByRole("status")).toHaveText(CONTACT_SUCCESS);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#inquiry-exam_name")).toHaveValue("DHA Exam");
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("Message (optional)")).toHaveValue("");
});

test("the footer is hidden on /Contact-us only, in the prerendered HTML as after hydration", async ({
  page,
  request,
}) => {
  // React Router prerenders /Contact-us as "/Contact-us/": the page had a footer in its HTML and
  // none in the browser, a hydration mismatch (React error #418).
  const html = await (await request.get("/Contact-us")).text();
  expect(html).toContain("Book Your Exam");
  expect(html).not.toContain("<footer");
  await page.goto("/Contact-us");
  await expect(page.getByRole("heading", { name: "Book Your Exam", level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.goto("/contact-form-old");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Sunday – Thursday, 10:00 AM – 6:00 PM");
});

test("the prerendered forms are visibly not usable before their script runs, and usable once it has", async ({
  browser,
  page,
}) => {
  // Before hydration a click on a dropdown did nothing and typed text was dropped: disabled says so.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const html = await noScript.newPage();
  await html.goto("/Contact-us");
  await expect(html.getByLabel("Full name")).toBeDisabled();
  await expect(html.getByRole("button", { name: "Send inquiry" })).toBeDisabled();
  await html.goto("/contact-form-old");
  await expect(html.getByLabel("Subject")).toBeDisabled();
  // The other public forms share the same fieldset (HydratedFieldset).
  await html.goto("/login");
  await expect(html.getByRole("button", { name: "Login" })).toBeDisabled();
  await html.goto("/register");
  await expect(html.getByRole("button", { name: "Next" })).toBeDisabled();
  await html.goto("/status");
  await expect(html.getByLabel("Reference")).toBeDisabled();
  await noScript.close();

  for (const [path, field] of [
    ["/login", "Username"],
    ["/status", "Reference"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByLabel(field)).toBeEnabled();
  }
  await page.goto("/register");
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();

  await page.goto("/Contact-us");
  await expect(page.getByLabel("Full name")).toBeEnabled();
  // The first click opens the Exam options: nothing re-renders the form under it any more.
  await page.locator("#inquiry-exam_name").click();
  await expect(page.getByRole("option", { name: "MOH Exam" })).toBeVisible();
});
