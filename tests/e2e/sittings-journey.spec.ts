import { expect, type Page } from "@playwright/test";
import { formatExamDate } from "#web/features/status/status-text.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { collectConsoleErrors, loginByApi, lookUpInArabic, selectBox, snap, test } from "./helpers.ts";
import { calendar, chip, copyWeek, LAPTOP, sittingsSetUp } from "./sitting-setup.ts";

/**
 * Sittings and seats end to end (docs/product.md §10): an admin creates a week of sittings and
 * copies it to the next week, books 30 waiting candidates (seeded through the API) into one sitting
 * in bulk; one of them, on a phone in Arabic, moves the seat from the status page to the other
 * sitting of the week; the admin's calendar shows the move in both sittings' fill. Screenshots of
 * each step go to test-results/screenshots/journey-*.png.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: LAPTOP });

/** A published sitting through the calendar's "New sitting" form. */
async function newSitting(page: Page, date: string, time: string, seats: number) {
  await page.getByRole("button", { name: "New sitting" }).click();
  const form = page.getByRole("dialog", { name: "New sitting" });
  await form.locator('input[type="date"]').fill(date);
  await form.locator('input[type="time"]').fill(time);
  await form.getByRole("textbox", { name: /^Seats/ }).fill(String(seats));
  await selectBox(form, "Status").click();
  await page.getByRole("option", { name: /^Published/ }).click();
  await form.getByRole("button", { name: "Create sitting" }).click();
  await expect(form).toBeHidden();
  await expect(chip(page, date)).toHaveText(`${time} · 0/${seats}`);
}

test("staff build and fill a week, a candidate moves the seat on a phone in Arabic, staff see it on the calendar", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { center, candidates, sunday, month, plus } = await sittingsSetUp(request, 30);
  const tuesday = plus(2);

  // Staff: a week of two sittings, then "Copy week" to the next one (drafts).
  await loginByApi(page, request);
  await page.goto(`/sittings?center=${center.id}&month=${month}`);
  await expect(calendar(page)).toBeVisible();
  await newSitting(page, sunday, "09:00", 40);
  await newSitting(page, tuesday, "13:30", 20);
  await copyWeek(page, sunday, plus(7), 2);
  await expect(chip(page, plus(7))).toHaveText("09:00 · 0/40");
  await expect(chip(page, plus(9))).toHaveText("13:30 · 0/20");
  await snap(page, "journey-1-week-copied");

  // Staff: the 30 waiting candidates into Sunday's sitting in one booking.
  await chip(page, sunday).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Sitting .*09:00$/ })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Candidates waiting for a seat" }).getByRole("row"),
  ).toHaveCount(31);
  await page.getByRole("checkbox", { name: "Select all waiting candidates" }).check();
  await page.getByRole("button", { name: "Book selected" }).click();
  await expect(page.getByText("30 candidates booked; 10 seats left.")).toBeVisible();
  await expect(page.getByTestId("sitting-fill")).toHaveText("30/40");
  await snap(page, "journey-2-thirty-booked");
  await page.getByRole("link", { name: "‹ Sittings calendar" }).click();
  await expect(chip(page, sunday)).toHaveText("09:00 · 30/40");
  await expect(chip(page, tuesday)).toHaveText("13:30 · 0/20");

  // The candidate, on a phone in Arabic: the status page shows the seat; they move it to Tuesday.
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: "ar",
  });
  const mobile = await phone.newPage();
  const mobileErrors = collectConsoleErrors(mobile);
  const candidate = candidates[0]!;
  await lookUpInArabic(mobile, candidate.reference, candidate.email);
  const seat = mobile.getByTestId("status-seat");
  await expect(seat.getByRole("heading", { name: statusAr["status.seat.heading"] })).toBeVisible();
  await expect(seat).toContainText(formatExamDate(sunday, "ar"));
  await expect(mobile.locator("html")).toHaveAttribute("dir", "rtl");
  await snap(mobile, "journey-3-seat-ar-phone");
  await seat.getByRole("button", { name: statusAr["status.seat.changeDate"] }).click();
  // Only Tuesday is open to them: the copies are drafts.
  await expect(seat.getByRole("radio")).toHaveCount(1);
  await seat.getByRole("radio", { name: new RegExp(formatExamDate(tuesday, "ar")) }).check();
  await seat.getByRole("button", { name: statusAr["status.seat.confirmMove"] }).click();
  await expect(mobile.getByTestId("seat-notice")).toHaveText(statusAr["status.seat.moved"]);
  await expect(seat).toContainText(formatExamDate(tuesday, "ar"));
  await snap(mobile, "journey-4-seat-moved-ar-phone");
  expect(mobileErrors, "console errors on the phone").toEqual([]);
  await phone.close();

  // Staff: the calendar shows the move (one seat less on Sunday, one more on Tuesday).
  await page.reload();
  await expect(chip(page, sunday)).toHaveText("09:00 · 29/40");
  await expect(chip(page, tuesday)).toHaveText("13:30 · 1/20");
  await expect(chip(page, tuesday)).toHaveAttribute("aria-label", /1\/20 booked, published$/);
  await expect(page.getByTestId("month-fill")).toHaveText("4 sittings, 30/120 seats booked");
  await snap(page, "journey-5-calendar-after-move");
});
