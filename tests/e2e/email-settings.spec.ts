import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env.ts";
import { axeFor, bearer, invoiceCandidate, loginByApi, registerCandidate, snap } from "./helpers.ts";

/**
 * Decision 0010, the admin "E-mail" screen: an admin switches a message off, rewrites a subject,
 * previews it with a real candidate (HTML in a sandboxed frame and the text) and reads the outbox,
 * filtered by status in the URL; then writes a one-off e-mail from a candidate's detail page and
 * finds it in the outbox and, once sent, in the candidate's History. Axe finds no serious or
 * critical violation on either tab.
 */

/**
 * Axe's serious and critical violations on the page as it is, the pointer moved off the button it
 * last clicked (a filled button's hover shade is not what is measured for contrast at rest).
 */
async function violations(page: Page) {
  await page.mouse.move(0, 0);
  const result = await axeFor(page).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * No serious or critical violation once transitions have settled (tried for up to 10 s): after a
 * finding, axe runs again once no animation or transition of the page is running and a frame has
 * been painted at rest, rather than after a fixed half second.
 */
async function expectAccessible(page: Page) {
  const giveUp = Date.now() + 10_000;
  let found = await violations(page);
  while (found.length > 0 && Date.now() < giveUp) {
    await page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, {
        polling: "raf",
        timeout: Math.max(1, giveUp - Date.now()),
      })
      .catch(() => {});
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    found = await violations(page);
  }
  expect(found).toEqual([]);
}

test("an admin edits, previews and switches candidate e-mails, and reads the outbox", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await loginByApi(page, request);
  const family = `Mailer${Date.now().toString().slice(-7)}`;
  const candidate = await registerCandidate(request, token, family);
  // Leave the settings as found, whatever happens below (other specs read the e-mails).
  const restore = () =>
    Promise.all(
      ["done", "results_sent"].map((kind) =>
        request.put(`/api/email-settings/${kind}`, {
          headers: bearer(token),
          data: { enabled: true, subject: null, body: null },
        }),
      ),
    );

  try {
    // The admin menu leads to the screen.
    await page.goto("/Admin");
    await page.getByRole("button", { name: new RegExp(E2E_ADMIN.username.toUpperCase()) }).click();
    await page.getByRole("link", { name: "E-mail", exact: true }).click();
    await expect(page).toHaveURL(/\/email$/);
    await expect(page.getByRole("heading", { level: 1, name: "E-mail" })).toBeVisible();

    // Switch "Results sent" off: saved at once.
    const results = page.getByRole("region", { name: "Results sent" });
    const resultsSwitch = results.getByRole("switch", { name: "Send the Results sent e-mail" });
    await expect(resultsSwitch).toBeChecked();
    await resultsSwitch.click();
    await expect(page.getByText("Results sent: switched off, it will not be sent.")).toBeVisible();
    await expect(resultsSwitch).not.toBeChecked();
    const list = (await (await request.get("/api/email-settings", { headers: bearer(token) })).json()) as {
      kind: string;
      enabled: boolean;
    }[];
    expect(list.find((s) => s.kind === "results_sent")?.enabled).toBe(false);

    // Rewrite the "Registration complete" subject with a chip; an unknown placeholder is refused.
    const done = page.getByRole("region", { name: "Registration complete" });
    const subject = done.getByRole("textbox", { name: "Subject" });
    await subject.fill("{{nope}} done");
    await done.getByRole("button", { name: "Save" }).click();
    await expect(done.getByText(/Unknown placeholder \{\{nope\}\}/).first()).toBeVisible();
    await subject.fill("All done, ");
    await subject.click();
    await subject.press("End");
    await done.getByText("{{first_name}}", { exact: true }).click();
    await expect(subject).toHaveValue("All done, {{first_name}}");
    await done.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Registration complete: e-mail settings saved.")).toBeVisible();
    await expect(done.getByText("Custom text")).toBeVisible();
    // Once the toast has gone (its close button belongs to the shared notifications) and the
    // transitions have settled.
    await expect(page.getByText("Registration complete: e-mail settings saved.")).toBeHidden();
    await expectAccessible(page);
    await snap(page, "email-settings-messages");

    // Preview with the candidate found by name.
    await done.getByRole("button", { name: "Preview with candidate" }).click();
    const dialog = page.getByRole("dialog", { name: "Preview: Registration complete" });
    await dialog.getByRole("combobox", { name: "Candidate" }).fill(family);
    await page.getByRole("option", { name: new RegExp(family) }).click();
    await expect(dialog.getByTestId("preview-subject")).toHaveText("All done, Lina");
    const frame = dialog.locator('iframe[title="HTML version of the e-mail"]');
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(frame.contentFrame().getByText(`Dear Lina ${family},`)).toBeVisible();
    await expect(dialog.getByLabel("Text version of the e-mail")).toContainText("/status?t=");
    await expect(dialog.getByText(candidate.email)).toBeVisible();
    await snap(page, "email-settings-preview");
    await page.keyboard.press("Escape");

    // Reset to default puts the built-in subject back in the editor.
    await done.getByRole("button", { name: "Reset to default" }).click();
    await expect(subject).toHaveValue("Your registration {{reference}} is complete");

    // The outbox: the candidate's "Registration received", filtered by status in the URL.
    await page.getByRole("tab", { name: "Outbox" }).click();
    await expect(page).toHaveURL(/tab=outbox/);
    const outbox = page.getByRole("table", { name: "Outbox" });
    await expect(outbox.getByRole("row").filter({ hasText: candidate.email }).first()).toBeVisible();
    await expect(outbox.getByText("Registration received").first()).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole("textbox", { name: "Status" })
      .or(page.getByRole("combobox", { name: "Status" }))
      .first()
      .click();
    await page.getByRole("option", { name: "Failed", exact: true }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(outbox.or(page.getByText("No e-mail has this status."))).toBeVisible();
    await expect(outbox.getByText("Sent", { exact: true })).toHaveCount(0);
    await snap(page, "email-settings-outbox");
  } finally {
    await restore();
  }
});

test("staff write a one-off e-mail from a candidate's page; it is in the outbox and the History", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await loginByApi(page, request);
  const candidate = await registerCandidate(request, token, `Oneoff${Date.now().toString().slice(-7)}`);
  await page.goto(`/students/${candidate.id}`);
  await expect(page.getByRole("heading", { level: 1, name: candidate.fullName })).toBeVisible();
  await page.getByRole("button", { name: "Send e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Send an e-mail" });
  await dialog.getByRole("button", { name: "Send e-mail" }).click();
  await expect(dialog.getByText("Subject is required.")).toBeVisible();
  const subject = `Your documents ${candidate.id}`;
  await dialog.getByRole("textbox", { name: "Subject" }).fill(subject);
  await dialog.getByRole("textbox", { name: "Message" }).fill("Please bring your passport <and> a photo.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send e-mail" }).click();
  await expect(page.getByText("The e-mail will be sent shortly.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The History shows it once the worker has sent it (the page refreshes it by itself).
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText(`E-mail sent: ${subject}`)).toBeVisible({ timeout: 20_000 });

  // The outbox lists it as sent.
  await page.goto("/email?tab=outbox&status=sent");
  const row = page.getByRole("table", { name: "Outbox" }).getByRole("row").filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByText("One-off e-mail")).toBeVisible();
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();
});

/**
 * Payment instructions (docs/product.md §2 "Payment instructions"): on a default install the
 * dashboard warns that invoices go out without them and links to the E-mail screen's tab; the admin
 * saves English and Arabic texts there (a too-long text is refused under its field); the warning
 * goes, the history names the admin, and a candidate's status page shows the text of its language.
 */
test("an admin sets the payment instructions, which the status page then shows in each language", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await loginByApi(page, request);
  const setInstructions = (data: { en: string | null; ar: string | null }) =>
    request.put("/api/payment-instructions", { headers: bearer(token), data });
  const english = "Bank: Gulf Bank\nIBAN: SA03 8000 0000 6080 1016 7519";
  const arabic = "البنك: بنك الخليج\nالآيبان: SA03 8000 0000 6080 1016 7519";
  // A default install has none (the e2e server sets no PAYMENT_INSTRUCTIONS); left so afterwards.
  expect((await setInstructions({ en: null, ar: null })).status()).toBe(200);

  try {
    await page.goto("/Admin");
    const warning = page.getByTestId("payment-instructions-warning");
    await expect(warning).toContainText("Invoices go out without payment instructions");
    await warning.getByRole("link", { name: "Set payment instructions" }).click();
    await expect(page).toHaveURL(/\/email\?tab=payment$/);
    const panel = page.getByRole("region", { name: "Payment instructions" });
    await expect(panel.getByRole("alert")).toContainText("Invoices go out without payment instructions");
    await expectAccessible(page);

    const englishBox = panel.getByRole("textbox", { name: "English payment instructions" });
    await englishBox.fill("x".repeat(2001));
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(
      panel.getByText("English payment instructions must be 2000 characters or fewer."),
    ).toBeVisible();
    await expect(englishBox).toBeFocused();

    await englishBox.fill(english);
    const arabicBox = panel.getByRole("textbox", { name: "Arabic payment instructions" });
    await expect(arabicBox).toHaveCSS("direction", "rtl");
    await arabicBox.fill(arabic);
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Payment instructions saved.")).toBeVisible();
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await expect(panel.getByRole("table", { name: "History" }).getByRole("row").nth(1)).toContainText(
      E2E_ADMIN.username,
    );
    await expect(englishBox).toHaveValue(english);
    await snap(page, "email-payment-instructions");
    await expectAccessible(page);

    // The dashboard no longer warns.
    const loaded = page.waitForResponse((response) => response.url().endsWith("/api/payment-instructions"));
    await page.goto("/Admin");
    await loaded;
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("payment-instructions-warning")).toHaveCount(0);

    // An invoiced candidate reads them on the status page, in English and in Arabic.
    const candidate = await registerCandidate(request, token, `Payer${Date.now().toString().slice(-7)}`);
    const staff = { headers: bearer(token) };
    expect((await request.put(`/api/students/${candidate.id}/confirm`, staff)).status()).toBe(200);
    await invoiceCandidate(request, token, candidate.id, {
      invoiceNumber: `INV-PAY-${candidate.id}`,
      amount: "900",
    });
    const { reference } = (
      (await (await request.get(`/api/students/${candidate.id}`, staff)).json()) as {
        student: { reference: string };
      }
    ).student;

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.removeItem("token"));
    await page.addInitScript(() => window.localStorage.removeItem("token"));
    await page.goto(`/status?reference=${reference}`);
    await page.getByRole("textbox", { name: "E-mail address" }).fill(candidate.email);
    await page.getByRole("button", { name: "Check status" }).click();
    const invoice = page.getByRole("region", { name: "Invoice to pay" });
    await expect(invoice.getByTestId("payment-instructions")).toHaveText(english);
    await expect(invoice).not.toContainText("Meanwhile");

    await page.goto(`/ar/status?reference=${reference}`);
    await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(candidate.email);
    await page.getByRole("button", { name: "اعرض الحالة" }).click();
    const arabicInvoice = page.getByRole("region", { name: "الفاتورة المستحقة" });
    await expect(arabicInvoice.getByTestId("payment-instructions")).toHaveText(arabic);
    await snap(page, "status-payment-instructions-ar");
  } finally {
    await setInstructions({ en: null, ar: null });
  }
});
