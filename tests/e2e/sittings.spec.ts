import { expect } from "@playwright/test";
import { bearer, loginByApi, selectBox, severeInBothSchemes, test } from "./helpers.ts";
import { calendar, chip, copyWeek, LAPTOP, sittingsSetUp } from "./sitting-setup.ts";

/**
 * Sittings and seats, staff side (docs/product.md §10): staff create a week of sittings (one in the
 * form, one more, then "Copy week" to the next week as drafts), book 30 waiting candidates in bulk
 * from the sitting's "Add candidates" (first into a sitting too small: refused with the free count,
 * nothing booked), and see the fill on the calendar. The calendar and the sitting page pass axe.
 */

test.use({ viewport: LAPTOP });

test("staff create a week of sittings, copy it, book 30 candidates in bulk and see the fill", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const { token, center, candidates, sunday, month, plus } = await sittingsSetUp(request, 30);
  const tuesday = plus(2);

  await loginByApi(page, request);
  await page.goto(`/sittings?center=${center.id}&month=${month}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sittings" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Sittings" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(calendar(page)).toBeVisible();

  // A sitting through the form: Sunday 09:00, 40 seats, published.
  await page.getByRole("button", { name: "New sitting" }).click();
  const form = page.getByRole("dialog", { name: "New sitting" });
  await expect(selectBox(form, "Test center")).toHaveValue(center.name);
  await form.locator('input[type="date"]').fill(sunday);
  await form.locator('input[type="time"]').fill("09:00");
  await form.getByRole("textbox", { name: /^Seats/ }).fill("40");
  await form.getByRole("textbox", { name: /^Room/ }).fill("Hall A");
  // The browser refuses what the server would: a booking window closing before it opens.
  await form.getByLabel(/^Booking opens/).fill(`${sunday}T08:00`);
  await form.getByLabel(/^Booking closes/).fill(`${plus(-7)}T08:00`);
  await selectBox(form, "Status").click();
  await page.getByRole("option", { name: /^Published/ }).click();
  await form.getByRole("button", { name: "Create sitting" }).click();
  await expect(
    form.getByRole("alert").filter({ hasText: "Booking must close after it opens." }).first(),
  ).toBeVisible();
  // The browser logs the refused request; that one is on purpose.
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 400 .*\/api\/sittings\)$/)]);
  await form.getByLabel(/^Booking opens/).fill("");
  await form.getByLabel(/^Booking closes/).fill("");
  await form.getByRole("button", { name: "Create sitting" }).click();
  await expect(form).toBeHidden();
  await expect(chip(page, sunday)).toHaveText("09:00 · 0/40");

  // A second sitting of the week, Tuesday afternoon, 20 seats.
  await page.getByRole("button", { name: "New sitting" }).click();
  await form.locator('input[type="date"]').fill(tuesday);
  await form.locator('input[type="time"]').fill("13:30");
  await form.getByRole("textbox", { name: /^Seats/ }).fill("20");
  await selectBox(form, "Status").click();
  await page.getByRole("option", { name: /^Published/ }).click();
  await form.getByRole("button", { name: "Create sitting" }).click();
  await expect(form).toBeHidden();
  await expect(chip(page, tuesday)).toHaveText("13:30 · 0/20");

  // Copy the week to the next one: both sittings again, as drafts.
  await copyWeek(page, sunday, plus(7), 2);
  await expect(page.getByText(/2 sittings copied to the week of/)).toBeVisible();
  await expect(chip(page, plus(7))).toHaveText("09:00 · 0/40");
  await expect(chip(page, plus(9))).toHaveText("13:30 · 0/20");
  await expect(chip(page, plus(7))).toHaveAttribute("aria-label", /draft$/);
  expect(await severeInBothSchemes(page, "calendar")).toEqual([]);

  // Thirty candidates into the 20-seat sitting: refused with the free count, nothing booked.
  await chip(page, tuesday).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Sitting .*13:30$/ })).toBeVisible();
  const waiting = page.getByRole("table", { name: "Candidates waiting for a seat" });
  await expect(waiting.getByRole("row")).toHaveCount(31);
  await page.getByRole("checkbox", { name: "Select all waiting candidates" }).check();
  await expect(page.getByText("30 selected")).toBeVisible();
  await page.getByRole("button", { name: "Book selected" }).click();
  await expect(page.getByTestId("booking-problem")).toHaveText(
    "Not enough seats: only 20 seats are free and 30 candidates were selected. Nothing was booked.",
  );
  await expect(page.getByTestId("sitting-fill")).toHaveText("0/20");
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 409 .*\/bookings\)$/)]);

  // The 40-seat sitting takes all 30.
  await page.goto(`/sittings?center=${center.id}&month=${month}`);
  await chip(page, sunday).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Sitting .*09:00$/ })).toBeVisible();
  await expect(waiting.getByRole("row")).toHaveCount(31);
  await page.getByRole("checkbox", { name: "Select all waiting candidates" }).check();
  await page.getByRole("button", { name: "Book selected" }).click();
  await expect(page.getByText("30 candidates booked; 10 seats left.")).toBeVisible();
  await expect(page.getByTestId("sitting-fill")).toHaveText("30/40");
  const roster = page.getByRole("table", { name: "Roster" });
  await expect(roster.getByRole("row")).toHaveCount(31);
  await expect(roster.getByRole("row").nth(1)).toContainText("Exam Details");
  await expect(
    page.getByText("No candidate of this center is waiting for a seat in this sitting's exams."),
  ).toBeVisible();
  expect(await severeInBothSchemes(page, "sitting page")).toEqual([]);

  // The server agrees: 30 seats held, the candidates at Exam_Details with the sitting's date.
  const student = await request.get(`/api/students/${candidates[0]!.id}`, { headers: bearer(token) });
  expect((await student.json()).student).toMatchObject({
    state: "Exam_Details",
    ExamDate: sunday,
    exam_time: "09:00",
  });

  // The calendar shows the fill: 30/40 (yellow: 75 %).
  await page.getByRole("link", { name: "‹ Sittings calendar" }).click();
  await expect(chip(page, sunday)).toHaveText("09:00 · 30/40");
  await expect(chip(page, sunday)).toHaveAttribute("aria-label", /30\/40 booked, published$/);
  await expect(page.getByTestId("month-fill")).toHaveText("4 sittings, 30/120 seats booked");
});

test("a seat from the candidate page and from a stage list", async ({ page, request }) => {
  const { token, center, candidates, sunday } = await sittingsSetUp(request, 2);
  const [first, second] = candidates.map((c) => c.id);
  const created = await request.post("/api/sittings", {
    headers: bearer(token),
    data: {
      testCenterId: center.id,
      date: sunday,
      startTime: "10:00",
      durationMinutes: 120,
      seats: 5,
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  const sittingId = ((await created.json()) as { sitting: { id: number } }).sitting.id;

  await loginByApi(page, request);
  // The candidate page: "Book a seat" offers their center's sittings first.
  await page.goto(`/students/${first}`);
  await page.getByRole("button", { name: "Book a seat" }).click();
  const dialog = page.getByRole("dialog", { name: "Book into a sitting" });
  await expect(selectBox(dialog, "Test center")).toHaveValue(center.name);
  await selectBox(dialog, "Sitting").click();
  await page.getByRole("option", { name: /10:00 · 0\/5 booked \(5 free\)$/ }).click();
  await dialog.getByRole("button", { name: "Book" }).click();
  await expect(page.getByText("1 candidate booked; 4 seats left in that sitting.")).toBeVisible();

  // A stage list: select the other one and book it into the same sitting.
  await page.goto("/stage/Invoice_Confirmed");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: /Details of/ }) });
  await expect(row.first()).toBeVisible();
  const student = await request.get(`/api/students/${second}`, { headers: bearer(token) });
  const name = (await student.json()).student.full_name as string;
  // By the row of its page's address: another test's candidate may have the same name.
  const secondRow = page.getByRole("row").filter({ has: page.locator(`a[href="/students/${second}"]`) });
  await secondRow.getByRole("checkbox", { name: `Select ${name}` }).check();
  await page.getByRole("button", { name: "Book into sitting…" }).click();
  await selectBox(dialog, "Test center").click();
  await page.getByRole("option", { name: center.name }).click();
  await selectBox(dialog, "Sitting").click();
  await page.getByRole("option", { name: /10:00 · 1\/5 booked \(4 free\)$/ }).click();
  await dialog.getByRole("button", { name: "Book" }).click();
  await expect(page.getByText("1 candidate booked; 3 seats left in that sitting.")).toBeVisible();

  const detail = await request.get(`/api/sittings/${sittingId}`, { headers: bearer(token) });
  const body = (await detail.json()) as { roster: { studentId: number }[] };
  expect(body.roster.map((r) => r.studentId).sort()).toEqual([first, second].sort());
});
