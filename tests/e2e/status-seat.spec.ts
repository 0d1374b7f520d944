import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { CALENDAR_MONTHS } from "#shared/reference/months.ts";
import { examCatalog, REGULATORS } from "#shared/reference/regulators.ts";
import { formatExamDate } from "#web/features/status/status-text.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { adminToken, axeFor, choose, hydrated, snap } from "./helpers.ts";
import { bookedCandidate, createSittingByApi } from "./sitting-setup.ts";

/**
 * The candidate's seat (docs/product.md §10 "Sittings"). On a phone in Arabic, a candidate booked
 * by staff into a sitting sees it on /ar/status, moves it to the other open sitting and sees the new
 * date; in English, one gives the seat back. In the wizard, a month without a published sitting
 * for the chosen center and exam shows the no-seats warning, a month with one does not.
 */

const DAY = 86_400_000;

/** The calendar day `days` from now (UTC), `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function firstCenter(request: APIRequestContext) {
  const centers = (await (await request.get("/api/test-center")).json()) as {
    testCenters: { id: number; name: string }[];
  };
  return centers.testCenters[0]!;
}

async function expectAccessible(page: Page) {
  const { violations } = await axeFor(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const severe = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  expect(severe).toEqual([]);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("in Arabic, a candidate moves their seat to the other sitting and sees the new date", async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const center = await firstCenter(request);
    const first = dayFromNow(40);
    const second = dayFromNow(47);
    const from = await createSittingByApi(request, token, {
      testCenterId: center.id,
      date: first,
      room: "Hall A",
    });
    await createSittingByApi(request, token, { testCenterId: center.id, date: second, room: "Hall B" });
    const candidate = await bookedCandidate(request, token, center.id, from);

    await page.goto(`/ar/status?reference=${candidate.reference}`);
    const email = page.getByRole("textbox", { name: statusAr["status.emailLabel"] });
    await hydrated(email);
    await email.fill(candidate.email);
    await page.getByRole("button", { name: statusAr["status.submit"] }).click();

    const seat = page.getByTestId("status-seat");
    await expect(seat.getByRole("heading", { name: statusAr["status.seat.heading"] })).toBeVisible();
    await expect(seat).toContainText(formatExamDate(first, "ar"));
    await expect(seat).toContainText("Hall A");
    await expect(page.getByTestId("seat-change-until")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectAccessible(page);

    await seat.getByRole("button", { name: statusAr["status.seat.changeDate"] }).click();
    const option = seat.getByRole("radio", { name: new RegExp(formatExamDate(second, "ar")) });
    await option.check();
    await expectAccessible(page);
    await seat.getByRole("button", { name: statusAr["status.seat.confirmMove"] }).click();

    await expect(page.getByTestId("seat-notice")).toHaveText(statusAr["status.seat.moved"]);
    await expect(seat).toContainText(formatExamDate(second, "ar"));
    await expect(seat).toContainText("Hall B");
    await expect(seat).not.toContainText(formatExamDate(first, "ar"));
    await snap(page, "status-seat-moved-ar-phone");
    // The move is the server's: a fresh lookup shows the new sitting too.
    await page.reload();
    await page.getByRole("textbox", { name: statusAr["status.emailLabel"] }).fill(candidate.email);
    await page.getByRole("button", { name: statusAr["status.submit"] }).click();
    await expect(page.getByTestId("status-seat")).toContainText(formatExamDate(second, "ar"));
  });
});

test("in English, a candidate gives the seat back after confirming", async ({ page, request }) => {
  const token = await adminToken(request);
  const center = await firstCenter(request);
  const date = dayFromNow(44);
  const sitting = await createSittingByApi(request, token, { testCenterId: center.id, date, room: "Hall C" });
  const candidate = await bookedCandidate(request, token, center.id, sitting);

  await page.goto(`/status?reference=${candidate.reference}`);
  const email = page.getByRole("textbox", { name: "E-mail address" });
  await hydrated(email);
  await email.fill(candidate.email);
  await page.getByRole("button", { name: "Check status" }).click();
  const seat = page.getByTestId("status-seat");
  await expect(seat).toContainText(formatExamDate(date, "en"));
  await expect(seat).toContainText("240 minutes");

  await seat.getByRole("button", { name: "Give the seat back" }).click();
  const dialog = page.getByRole("dialog", { name: "Give your seat back?" });
  // Keeping it changes nothing.
  await dialog.getByRole("button", { name: "Keep my seat" }).click();
  await expect(dialog).toBeHidden();
  await expect(seat).toBeVisible();

  await seat.getByRole("button", { name: "Give the seat back" }).click();
  await page
    .getByRole("dialog", { name: "Give your seat back?" })
    .getByRole("button", { name: "Give it back" })
    .click();
  await expect(page.getByTestId("seat-notice")).toHaveText("You have given your seat back.");
  await expect(page.getByTestId("status-seat")).toHaveCount(0);
});

test("the wizard's no-seats warning shows for a month without a sitting, not for one with", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const center = await firstCenter(request);
  const dha = REGULATORS.find((r) => r.code === "DHA")!;
  const exam = examCatalog(dha).find((e) => e.specialty === "Physicians")!;
  // A sitting about 100 days ahead (130 when that is in February) for this exam; the empty month is further, past every sitting
  // of these tests (40 to 130 days), and never February (the wizard does not offer it).
  const sittingDay = [100, 130].map(dayFromNow).find((day) => day.slice(5, 7) !== "02")!;
  await createSittingByApi(request, token, {
    testCenterId: center.id,
    date: sittingDay,
    examCategory: "DHA",
    examName: exam.name,
  });
  const withSeats = CALENDAR_MONTHS[Number(sittingDay.slice(5, 7)) - 1]!;
  const now = new Date();
  const empty = [6, 7, 8]
    .map((offset) => CALENDAR_MONTHS[(now.getUTCMonth() + offset) % 12]!)
    .find((month) => month !== "February")!;

  const id = `${Date.now()}`.slice(-7);
  const query = new URLSearchParams({ regulator: "dha", specialty: exam.specialty, exam: exam.name });
  await page.goto(`/register?${query}`);
  await hydrated(page.getByLabel("First name"));
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill(`Seat${id}`);
  await page.getByLabel("Full name").fill(`Noor Seat${id}`);
  await page.getByLabel("National ID").fill(`SEAT${id}`);
  await page.getByLabel("Date of birth").fill("1990-02-11");
  await choose(page, "Gender", "Female");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByLabel("Email").fill(`noor.seat${id}@example.com`);
  await page.getByLabel("Phone").fill("+966501112233");
  await choose(page, "Country", "Saudi Arabia", "Saudi");
  await page.getByLabel("City").fill("Jeddah");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await choose(page, "Degree", "BSC");
  await page.getByLabel("BSC university").fill("King Abdulaziz University");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 4 of 4")).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().includes("/api/availability"));
  await choose(page, "Test center", center.name);
  expect((await answered).status()).toBe(200);
  const warning = page.getByTestId("no-seats-warning");

  await choose(page, "Test month", `${withSeats} – seats available`);
  await expect(warning).toHaveCount(0);

  await choose(page, "Test month", `${empty} – no seats yet – you join the waiting list`);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`No seats are currently available for ${empty}.`);
});
