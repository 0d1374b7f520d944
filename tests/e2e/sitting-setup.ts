import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { adminToken, bearer, createCenter, moveToState, suffix } from "./helpers.ts";

/**
 * Set-ups of the sittings journeys (docs/product.md §10): an admin token, a center of its own,
 * candidates waiting for a seat, seeded through the API, and the dates the sittings go on.
 */

/** The laptop the back office is used on. */
export const LAPTOP = { width: 1366, height: 768 };

/** The sittings calendar of the month shown, and the chip of the sitting on `date` in it. */
export const calendar = (page: Page) => page.getByRole("table", { name: /^Sittings in / });
export const chip = (page: Page, date: string) =>
  calendar(page).locator(`td[data-date="${date}"]`).getByTestId("sitting-chip");

/** A center of its own, so the waiting list holds exactly this test's candidates. */
export const createSittingsCenter = (request: APIRequestContext, token: string) =>
  createCenter(request, token, `E2E Sittings ${suffix()}`, "King Fahd Road 1, Riyadh");

/**
 * A test month four or five months ahead: registrations for it join that month's waiting list, not
 * next month's, so the sittings this spec creates next month are not offered to them (decision 0022,
 * "Waiting list") and start empty.
 */
export function laterTrialMonth() {
  const now = new Date();
  for (const ahead of [4, 5]) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
    const name = d.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    const trial = TRIAL_MONTHS.find((m) => m === name);
    if (trial) return trial;
  }
  throw new Error("unreachable: two consecutive months cannot both be February");
}

/**
 * `count` candidates of center `centerId`, registered through the API (not the UI) and moved to
 * Invoice_Confirmed in one call (waiting for a seat): their ids, references and e-mail addresses.
 */
export async function waitingCandidates(
  request: APIRequestContext,
  token: string,
  centerId: number,
  count: number,
) {
  const registered: { id: number; reference: string; email: string }[] = [];
  const base = 300_000 + Math.floor(Math.random() * 600_000);
  const Trail_month = laterTrialMonth();
  for (let i = 0; i < count; i++) {
    const payload = buildRegistration(base + i, { test_center: centerId, Trail_month });
    const response = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
    expect(response.status(), await response.text()).toBe(201);
    const { id, reference } = (await response.json()) as { id: number; reference: string };
    registered.push({ id, reference, email: payload.email });
  }
  await moveToState(
    request,
    token,
    registered.map((r) => r.id),
    "Invoice_Confirmed",
    true,
  );
  return registered;
}

/**
 * What each sittings journey starts from: an admin token, a center of its own with `count`
 * candidates waiting for a seat, and the first Sunday of next month (its month, the days after it).
 */
export async function sittingsSetUp(request: APIRequestContext, count: number) {
  const token = await adminToken(request);
  const center = await createSittingsCenter(request, token);
  const candidates = await waitingCandidates(request, token, center.id, count);
  return { token, center, candidates, ...firstSundayOfNextMonth() };
}

/** The first Sunday of next month at the centers (UTC+3), as YYYY-MM-DD, and its month. */
export function firstSundayOfNextMonth() {
  const now = new Date(Date.now() + 3 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const sunday = new Date(first.getTime() + ((7 - first.getUTCDay()) % 7) * 86_400_000);
  const iso = sunday.toISOString().slice(0, 10);
  return {
    sunday: iso,
    month: iso.slice(0, 7),
    plus: (days: number) => new Date(sunday.getTime() + days * 86_400_000).toISOString().slice(0, 10),
  };
}

/** What `POST /api/sittings` needs beyond its defaults (published, 10 seats, 4 hours from 09:00). */
export interface SittingByApi {
  testCenterId: number;
  date: string;
  startTime?: string;
  durationMinutes?: number;
  seats?: number;
  room?: string;
  examCategory?: string;
  examName?: string;
}

/** A sitting made through `POST /api/sittings` (published unless `status` says otherwise); its id. */
export async function createSittingByApi(request: APIRequestContext, token: string, body: SittingByApi) {
  const response = await request.post("/api/sittings", {
    headers: bearer(token),
    data: { startTime: "09:00", durationMinutes: 240, seats: 10, status: "published", ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { sitting: { id: number } }).sitting.id;
}

/**
 * A candidate registered through the API (the public form's way, no session; in `locale` when given) and booked
 * by staff into `sittingId`: id, reference and e-mail address (the status page's look-up).
 */
export async function bookedCandidate(
  request: APIRequestContext,
  token: string,
  testCenterId: number,
  sittingId: number,
  locale?: "en" | "ar",
) {
  const payload = buildRegistration(300_000 + Math.floor(Math.random() * 600_000), {
    test_center: testCenterId,
  });
  const registered = await request.post("/api/FormRegister", {
    data: locale ? { ...payload, locale } : payload,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id, reference } = (await registered.json()) as { id: number; reference: string };
  const booked = await request.post(`/api/sittings/${sittingId}/bookings`, {
    headers: bearer(token),
    data: { studentIds: [id] },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { id, reference, email: payload.email };
}

/** Copies the calendar's week of `from` to the week of `to` with "Copy week" (it lists `count` sittings). */
export async function copyWeek(page: Page, from: string, to: string, count: number) {
  await page.getByRole("button", { name: "Copy week" }).click();
  const copy = page.getByRole("dialog", { name: "Copy a week of sittings" });
  await copy.getByLabel(/^Copy the week of/).fill(from);
  await copy.getByLabel(/^To the week of/).fill(to);
  await expect(copy.getByText(`${count} sittings to copy:`)).toBeVisible();
  await copy.getByRole("button", { name: "Copy week" }).click();
  await expect(copy).toBeHidden();
}
