import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import { studentEditBody } from "#shared/candidates/edit-body.ts";
import { STATUS_TEXTS } from "#shared/registration/status.ts";
import { bearer, invoiceCandidate, loginByApi, moveToState, severeViolations, snap } from "./helpers.ts";
import { linkInOutbox } from "./outbox.ts";

/**
 * docs/product.md §2 "Status page": a candidate checks their registration on /status. By reference and e-mail
 * address (the reference pre-filled from `?reference=`, as the wizard's success screen links):
 * the current stage, the dated timeline, the invoice to pay; a wrong address gets the one
 * not-found message. By the signed link of their e-mail (read from the `.eml` the e2e server
 * writes): the status at once, the token gone from the address bar, the exam with "Add to
 * calendar" downloading the `.ics`. Axe finds nothing serious, at a 360 px phone width too.
 */

/** The status link of the "registration received" e-mail to `to`, once written; undefined before. */
const statusLink = (to: string) => linkInOutbox("registration_received", to, /https?:\/\/\S+\/status\?t=\S+/);

async function expectAccessible(page: Page) {
  expect(await severeViolations(page)).toEqual([]);
}

/** A candidate registered through the API: id, reference and e-mail address. */
async function register(request: APIRequestContext) {
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const payload = buildRegistration(400_000 + Math.floor(Math.random() * 500_000), {
    test_center: centers.testCenters[0]!.id,
  });
  const response = await request.post("/api/FormRegister", { data: payload });
  expect(response.status(), await response.text()).toBe(201);
  const { id, reference } = (await response.json()) as { id: number; reference: string };
  return { id, reference, email: payload.email, fullName: payload.fullName };
}

/** Staff set the exam's date, time and place through the Edit Student Data call. */
async function setExam(request: APIRequestContext, token: string, id: number) {
  const read = await request.get(`/api/students/${id}`, { headers: bearer(token) });
  const s = ((await read.json()) as { student: Student }).student;
  const response = await request.put(`/api/students/${id}`, {
    headers: bearer(token),
    data: {
      ...studentEditBody(s),
      ExamDate: "2026-12-01",
      ExamLocation: "Riyadh, Olaya Street 12, Hall B",
      exam_time: "09:30",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a candidate looks up their registration by reference and e-mail address", async ({ page, request }) => {
  const admin = await loginByApi(page, request);
  const candidate = await register(request);
  const staff = { headers: bearer(admin) };
  expect((await request.put(`/api/students/${candidate.id}/confirm`, staff)).status()).toBe(200);
  await invoiceCandidate(request, admin, candidate.id, {
    invoiceNumber: `INV-E2E-${candidate.id}`,
    amount: "1250.5",
  });

  // The candidate's own browser: no staff session.
  await page.context().clearCookies();
  await page.addInitScript(() => window.localStorage.removeItem("token"));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/status?reference=${candidate.reference}`);
  await expect(page.getByRole("heading", { level: 1, name: "Check your registration status" })).toBeVisible();
  const reference = page.getByRole("textbox", { name: "Reference" });
  await expect(reference).toHaveValue(candidate.reference);
  await expectAccessible(page);

  // A wrong address: the one not-found answer, nothing else.
  await page
    .getByRole("textbox", { name: "E-mail address" })
    .fill(`someone.else-${candidate.id}@example.org`);
  await page.getByRole("button", { name: "Check status" }).click();
  await expect(page.getByRole("alert")).toHaveText(STATUS_TEXTS.notFound);

  // A new error replaces the old one: the address emptied, its message shows, the alert goes.
  await page.getByRole("textbox", { name: "E-mail address" }).fill("");
  await page.getByRole("button", { name: "Check status" }).click();
  await expect(page.getByText(STATUS_TEXTS.emailRequired)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-mail address" })).toBeFocused();
  await expect(page.getByText(STATUS_TEXTS.notFound)).toHaveCount(0);

  // Typed loosely: lower case, spaces for dashes, the address in capitals.
  await reference.fill(candidate.reference.toLowerCase().replaceAll("-", " "));
  await page.getByRole("textbox", { name: "E-mail address" }).fill(candidate.email.toUpperCase());
  await page.getByRole("button", { name: "Check status" }).click();
  const heading = page.getByRole("heading", { level: 2, name: `Registration ${candidate.reference}` });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByTestId("status-stage")).toHaveText("Invoice issued");
  const invoice = page.getByRole("region", { name: "Invoice to pay" });
  await expect(invoice).toContainText(`INV-E2E-${candidate.id}`);
  await expect(invoice).toContainText("SAR 1,250.50");
  // No payment instructions on this server (none saved, no PAYMENT_INSTRUCTIONS): whom to ask meanwhile.
  await expect(invoice.getByTestId("payment-instructions")).toHaveText(
    `Our payment instructions will follow. Meanwhile, to find out how to pay, write to support@example.com and quote invoice number INV-E2E-${candidate.id}.`,
  );
  await expect(invoice.getByRole("link", { name: "support@example.com" })).toHaveAttribute(
    "href",
    `mailto:support@example.com?subject=${candidate.reference}`,
  );
  await expect(page.getByRole("region", { name: "What happens next" })).toContainText(
    "Please pay the invoice",
  );
  const progress = page.getByRole("region", { name: "Progress" });
  await expect(progress).toContainText("Registration confirmed");
  await expect(progress.locator('[aria-current="step"]')).toContainText("Invoice issued");
  // Nothing personal on the page.
  await expect(page.locator("body")).not.toContainText(candidate.fullName);
  await expect(page.locator("body")).not.toContainText(candidate.email);
  // No horizontal scrolling at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, "candidate-status-invoice-phone");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Check another registration" }).click();
  await expect(page.getByRole("button", { name: "Check status" })).toBeVisible();
});

test("the signed link of an e-mail opens the status, with the exam and its calendar entry", async ({
  page,
  request,
}) => {
  const admin = await loginByApi(page, request);
  const candidate = await register(request);
  const _staff = { headers: bearer(admin) };
  await moveToState(request, admin, [candidate.id], "Exam_Details");
  await setExam(request, admin, candidate.id);

  await expect.poll(() => statusLink(candidate.email), { timeout: 30_000 }).toBeDefined();
  const link = new URL((await statusLink(candidate.email))!);
  await page.addInitScript(() => window.localStorage.removeItem("token"));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole("heading", { level: 2, name: `Registration ${candidate.reference}` }),
  ).toBeVisible();
  // The token leaves the address bar once used.
  await expect(page).toHaveURL(new RegExp(`/status\\?reference=${candidate.reference}$`));
  await expect(page.getByTestId("status-stage")).toHaveText("Exam booking");
  const exam = page.getByRole("region", { name: "Your exam" });
  await expect(exam).toContainText(/Tuesday,? 1 December 2026/);
  await expect(exam).toContainText("09:30");
  await expect(exam).toContainText("Riyadh, Olaya Street 12, Hall B");

  const download = page.waitForEvent("download");
  await exam.getByRole("link", { name: "Add to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("exam.ics");
  const ics = readFileSync((await file.path())!, "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain("DTSTART:20261201T093000");
  await snap(page, "candidate-status-exam");
  await expectAccessible(page);

  // A tampered link opens nothing and offers the form instead.
  await page.goto(`/status?t=${encodeURIComponent(`${link.searchParams.get("t")}x`)}`);
  await expect(page.getByRole("alert")).toContainText("Links in our e-mails work for 30 days");
  await expect(page.getByRole("button", { name: "Check status" })).toBeVisible();
  // The link's notice gives way to the form's own error on its first submit.
  await page.getByRole("button", { name: "Check status" }).click();
  await expect(page.getByText(STATUS_TEXTS.referenceRequired)).toBeVisible();
  await expect(page.getByText("Links in our e-mails work for 30 days")).toHaveCount(0);
});
