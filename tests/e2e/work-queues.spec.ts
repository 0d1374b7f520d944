import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, loginByApi, test } from "./helpers.ts";

/**
 * Work queues (docs/product.md §12 "Work queues", decision 0027): the admin's dashboard opens on
 * every queue with its count and action, the thresholds dialog saves, and the charts (loaded after
 * the first paint) draw; a test_center user's dashboard shows its center's seat queues and its next
 * sittings' fill.
 */

const suffix = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
test.use({ viewport: { width: 1366, height: 768 } });

async function adminToken(request: APIRequestContext) {
  const response = await request.post("/api/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The centers' calendar date `days` from now (UTC+3). */
const dayAhead = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const QUEUE_TITLES = [
  "Registrations not confirmed",
  "Invoices unpaid",
  "Paid, without a seat",
  "Sittings soon with free seats or a waiting list",
  "Inquiries still new",
  "E-mails that failed",
  "Possible duplicates",
];

test("an admin's dashboard opens on the work queues, saves thresholds and draws its charts", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  await page.goto("/Admin");
  const queues = page.getByRole("region", { name: "Needs action" });
  await expect(queues).toBeVisible();
  for (const title of QUEUE_TITLES) {
    const card = queues.getByRole("group", { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("queue-count")).toHaveText(/^\d[\d,]*$/);
  }
  // The action of a row opens its list.
  await expect(
    queues.getByRole("group", { name: "Inquiries still new" }).getByRole("link", { name: "Answer" }),
  ).toHaveAttribute("href", "/inquiries?status=new");
  // The stages with their trend.
  await expect(page.getByRole("group", { name: "Invoice Waiting Students" })).toContainText(
    /this week|▲|▼|■/,
  );

  // Thresholds: the admin changes one; the queues are read again.
  await queues.getByRole("button", { name: "Thresholds" }).click();
  const dialog = page.getByRole("dialog", { name: "Work queue thresholds" });
  const inquiries = dialog.getByRole("textbox", { name: "Inquiries new after" });
  await expect(inquiries).toHaveValue("2 days");
  await inquiries.fill("3");
  await dialog.getByRole("button", { name: "Save thresholds" }).click();
  await expect(page.getByText("Thresholds saved.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await request.get("/api/work-queues/settings", { headers: bearer(token) });
  expect(((await saved.json()) as { settings: { inquiryDays: number } }).settings.inquiryDays).toBe(3);
  await request.put("/api/work-queues/settings", {
    headers: bearer(token),
    data: { unconfirmedDays: 2, unpaidDays: 7, unseatedDays: 0, sittingDaysAhead: 7, inquiryDays: 2 },
  });

  // The charts draw below the list once their code has loaded.
  const charts = page.getByRole("region", { name: "Charts" });
  await charts.scrollIntoViewIfNeeded();
  for (const title of [
    "Registrations per week",
    "Pipeline funnel (reached each stage)",
    "Candidates per test center",
  ]) {
    await expect(
      charts.getByRole("figure", { name: title }).locator("svg.recharts-surface").first(),
    ).toBeVisible();
  }
});

test("a test_center user's dashboard shows its center's seat queues and its sittings' fill", async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const unique = suffix();
  const created = await request.post("/api/test-center", {
    headers: bearer(admin),
    data: { name: `Queues Center ${unique}`, address: "Olaya Street 5, Riyadh" },
  });
  expect(created.status()).toBe(201);
  const center = ((await created.json()) as { testCenter: { id: number } }).testCenter;
  const user = { username: `queues${unique}`, password: "CenterPass1" };
  const registered = await request.post("/api/register", {
    headers: bearer(admin),
    data: { ...user, role: "test_center", testCenterId: center.id },
  });
  expect(registered.status()).toBe(201);
  for (const [days, seats] of [
    [2, 12],
    [5, 8],
  ] as const) {
    const sitting = await request.post("/api/sittings", {
      headers: bearer(admin),
      data: {
        testCenterId: center.id,
        date: dayAhead(days),
        startTime: "10:00",
        durationMinutes: 120,
        seats,
        status: "published",
      },
    });
    expect(sitting.status(), await sitting.text()).toBe(201);
  }

  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await loginByApi(page, request, user);
  await page.goto(`/test-center/${center.id}`);
  const queues = page.getByRole("region", { name: "Needs action" });
  const soon = queues.getByRole("group", { name: "Sittings soon with free seats or a waiting list" });
  await expect(soon.getByTestId("queue-count")).toHaveText("2");
  await expect(soon).toContainText("Next: in");
  await expect(soon.getByRole("link", { name: "Fill seats" })).toHaveAttribute(
    "href",
    `/sittings?center=${center.id}`,
  );
  await expect(queues.getByRole("group", { name: "Paid, without a seat" })).toBeVisible();
  // Not theirs: the inboxes and the lists they may not open.
  await expect(queues.getByRole("group", { name: "Inquiries still new" })).toHaveCount(0);
  await expect(queues.getByRole("group", { name: "Registrations not confirmed" })).toHaveCount(0);
  await expect(queues.getByRole("button", { name: "Thresholds" })).toHaveCount(0);

  const charts = page.getByRole("region", { name: "Charts" });
  await charts.scrollIntoViewIfNeeded();
  const fill = charts.getByRole("figure", { name: "Next sittings: seats booked and free" });
  await expect(fill.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(charts.getByRole("figure", { name: "Confirmed revenue per month" })).toHaveCount(0);
  await context.close();
});
