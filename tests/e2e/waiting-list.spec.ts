import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { monthOfTrialMonth } from "#server/domain/seat-offers.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { adminToken, bearer, createCenter, loginByApi, suffix, test } from "./helpers.ts";

/**
 * The waiting list on the sittings page (decision 0022, "Waiting list"; docs/product.md §10): two
 * candidates registered for a month with no sitting at their center join its list in registration
 * order; staff see it under the calendar, move the second up, and the new order stays after a reload.
 */

const TRIAL_MONTH = "March";

async function register(request: APIRequestContext, token: string, centerId: number, fullName: string) {
  const payload = buildRegistration(300_000 + Math.floor(Math.random() * 600_000), {
    test_center: centerId,
    Trail_month: TRIAL_MONTH,
    firstName: fullName.split(" ")[0]!,
    lastName: fullName.split(" ")[1]!,
    fullName,
  });
  const response = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const waitingList = (page: Page) => page.getByRole("table", { name: /^Waiting list for / });
const names = (page: Page) => waitingList(page).getByTestId("waiting-entry").getByRole("link");

test("staff see a center's waiting list in order and move a candidate up", async ({ page, request }) => {
  const token = await adminToken(request);
  const center = await createCenter(request, token, `E2E Waiting ${suffix()}`, "King Fahd Road 2, Riyadh");
  const tag = suffix().replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  const first = `Hana Firstwait${tag}`;
  const second = `Omar Secondwait${tag}`;
  const firstId = await register(request, token, center.id, first);
  const secondId = await register(request, token, center.id, second);
  const month = monthOfTrialMonth(TRIAL_MONTH, new Date())!;

  await loginByApi(page, request);
  // All centers: the panel asks for one.
  await page.goto(`/sittings?month=${month}`);
  await expect(page.getByRole("heading", { level: 2, name: "Waiting list" })).toBeVisible();
  await expect(page.getByText("Choose a test center to see its waiting list")).toBeVisible();

  await page.goto(`/sittings?center=${center.id}&month=${month}`);
  await expect(names(page)).toHaveText([first, second]);
  await expect(names(page).first()).toHaveAttribute("href", `/students/${firstId}`);
  await expect(names(page).nth(1)).toHaveAttribute("href", `/students/${secondId}`);
  const rows = waitingList(page).getByTestId("waiting-entry");
  await expect(rows.first().getByRole("button", { name: "Move up" })).toBeDisabled();
  await expect(rows.nth(1).getByRole("button", { name: "Move down" })).toBeDisabled();
  await expect(rows.first()).toContainText("waiting");

  await rows.nth(1).getByRole("button", { name: "Move up" }).click();
  await expect(names(page)).toHaveText([second, first]);
  await page.reload();
  await expect(names(page)).toHaveText([second, first]);
  await expect(rows.first().getByRole("cell").first()).toHaveText("1");

  // Another month of the same center: nobody waits.
  await page.goto(`/sittings?center=${center.id}&month=2099-01`);
  await expect(page.getByText("Nobody is waiting")).toBeVisible();
});
