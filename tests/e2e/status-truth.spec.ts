import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import { bearer, choose, loginByApi, moveToState, registerCandidate, snap } from "./helpers.ts";

/**
 * The status page says only what the data shows, and staff are warned before a move the data
 * contradicts (docs/product.md §2 "Status page", §4 "Moves against the data"): in stage Invoice
 * without an invoice the page says the invoice is being prepared (no "pay the invoice below"), in
 * Exam_Details without a date it says the exam is being booked and shows no date, in English and
 * Arabic. On the dashboard, a move to Results with no exam date opens a dialog naming the
 * candidate; Cancel changes nothing, "Move anyway" moves and the history says so.
 */

/** The candidate's own browser on `path` (`/status` or `/ar/status`): looks up `candidate`. */
async function lookUp(
  page: Page,
  path: string,
  candidate: { reference: string; email: string },
  labels: { reference: string; email: string; submit: string },
) {
  await page.goto(path);
  await page.getByRole("textbox", { name: labels.reference }).fill(candidate.reference);
  await page.getByRole("textbox", { name: labels.email }).fill(candidate.email);
  await page.getByRole("button", { name: labels.submit }).click();
  await expect(page.getByTestId("status-next")).toBeVisible();
}

const EN = { reference: "Reference", email: "E-mail address", submit: "Check status" };
const AR = { reference: "الرقم المرجعي", email: "البريد الإلكتروني", submit: "اعرض الحالة" };

async function withEmail(request: APIRequestContext, token: string, id: number) {
  const read = await request.get(`/api/students/${id}`, { headers: bearer(token) });
  const { student } = (await read.json()) as { student: { email: string; reference: string } };
  return { reference: student.reference, email: student.email };
}

test("the status page says the invoice is being prepared and shows no date it does not have, in English and Arabic", async ({
  page,
  request,
}) => {
  const admin = await loginByApi(page, request);
  const stamp = Date.now().toString().slice(-7);
  const invoiced = await registerCandidate(request, admin, `Prep${stamp}`);
  await moveToState(request, admin, [invoiced.id], "Invoice");
  const booked = await registerCandidate(request, admin, `Book${stamp}`);
  await moveToState(request, admin, [booked.id], "Exam_Details");

  await page.addInitScript(() => window.localStorage.removeItem("token"));
  const invoiceCandidate = await withEmail(request, admin, invoiced.id);
  await lookUp(page, "/status", invoiceCandidate, EN);
  await expect(page.getByTestId("status-next")).toHaveText(
    "Your invoice is being prepared. We will e-mail it to you, and it will appear here with how to pay.",
  );
  await expect(page.locator("body")).not.toContainText("below");
  await expect(page.getByRole("region", { name: "Invoice to pay" })).toHaveCount(0);
  await snap(page, "status-invoice-preparing");

  await lookUp(page, "/ar/status", invoiceCandidate, AR);
  await expect(page.getByTestId("status-next")).toHaveText(
    "نُعِدّ فاتورتك الآن. سنرسلها إليك بالبريد الإلكتروني، وستظهر هنا مع طريقة السداد.",
  );
  await expect(page.getByRole("region", { name: "الفاتورة المستحقة" })).toHaveCount(0);

  const bookedCandidate = await withEmail(request, admin, booked.id);
  await lookUp(page, "/status", bookedCandidate, EN);
  await expect(page.getByTestId("status-next")).toHaveText(
    "We are booking your exam. We will e-mail you its date, time and location, and they will appear here.",
  );
  await expect(page.getByRole("region", { name: "Your exam" })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("Your exam is booked");
  await expect(page.locator("body")).not.toContainText("Exam booked");
  await expect(page.getByTestId("status-stage")).toHaveText("Exam booking");

  await lookUp(page, "/ar/status", bookedCandidate, AR);
  await expect(page.getByTestId("status-next")).toHaveText(
    "نحجز اختبارك الآن. سنرسل إليك تاريخه ووقته ومكانه بالبريد الإلكتروني، وستظهر هنا.",
  );
  await expect(page.getByRole("region", { name: "اختبارك" })).toHaveCount(0);
  await snap(page, "status-booking-pending-ar");
});

test("staff are warned before a move the data contradicts, and confirm it", async ({ page, request }) => {
  const admin = await loginByApi(page, request);
  const family = `Warn${Date.now().toString().slice(-7)}`;
  const candidate = await registerCandidate(request, admin, family);
  await moveToState(request, admin, [candidate.id], "Exam_Details");

  await page.goto(`/Admin?full_name=${family}`);
  const selection = page.getByRole("region", { name: "Selection" });
  await page.getByRole("checkbox", { name: `Select ${candidate.fullName}`, exact: true }).check();
  await choose(page, "Change state to", "Results");
  await selection.getByRole("button", { name: "Apply" }).click();

  const dialog = page.getByRole("dialog", { name: "Move to Results against the data?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("move-warnings")).toContainText(`${candidate.fullName}`);
  await expect(dialog.getByTestId("move-warnings")).toContainText("no exam date is set");
  await snap(page, "move-warning-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  const state = async () =>
    (
      (await (await request.get(`/api/students/${candidate.id}`, { headers: bearer(admin) })).json()) as {
        student: { state: string };
      }
    ).student.state;
  expect(await state()).toBe("Exam_Details");

  await selection.getByRole("button", { name: "Apply" }).click();
  await page
    .getByRole("dialog", { name: "Move to Results against the data?" })
    .getByRole("button", { name: "Move anyway" })
    .click();
  await expect(page.getByText("State updated successfully!")).toBeVisible();
  expect(await state()).toBe("Results");
  const history = (await (
    await request.get(`/api/students/${candidate.id}/events`, { headers: bearer(admin) })
  ).json()) as StudentEvent[];
  expect(history[0]).toMatchObject({
    to_state: "Results",
    changes: { confirmedDespiteWarning: { to: "no exam date is set" } },
  });
});
