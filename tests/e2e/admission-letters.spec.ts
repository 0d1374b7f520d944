import { type APIRequestContext, expect, test } from "@playwright/test";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { FULL_CHROMIUM } from "./e2e-env.ts";
import { adminToken, loginByApi, lookUpInArabic } from "./helpers.ts";
import { bookedCandidate, createSittingByApi } from "./sitting-setup.ts";

/**
 * Admission letters (docs/product.md §11, decision 0023): a candidate downloads theirs from the
 * Arabic status page's seat card; staff open a candidate's letter, a sitting's letters and its
 * attendance sheet from the candidate and sitting pages, each a PDF in a new tab.
 */

// The full browser: its PDF viewer shows the tab's PDF (at a blob: URL); the headless shell the
// other files run in has none, and its tab stays at about:blank (tests/e2e/e2e-env.ts).
test.use({ launchOptions: FULL_CHROMIUM });

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function letterCandidate(request: APIRequestContext) {
  const token = await adminToken(request);
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const testCenterId = centers.testCenters[0]!.id;
  const sittingId = await createSittingByApi(request, token, {
    testCenterId,
    date: dayFromNow(52),
    durationMinutes: 180,
    seats: 5,
    room: "Hall L",
  });
  return { ...(await bookedCandidate(request, token, testCenterId, sittingId, "ar")), sittingId };
}

test("a candidate downloads their letter from the Arabic status page; staff print letters and the attendance sheet", async ({
  page,
  request,
}) => {
  const candidate = await letterCandidate(request);

  await lookUpInArabic(page, candidate.reference, candidate.email);
  const link = page.getByTestId("status-seat").getByRole("link", { name: statusAr["status.seat.letter"] });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const letter = await request.get(href ?? "");
  expect(letter.status()).toBe(200);
  expect(letter.headers()["content-type"]).toBe("application/pdf");
  expect((await letter.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await loginByApi(page, request);
  await page.goto(`/students/${candidate.id}`);
  const [one] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Print letter" }).click(),
  ]);
  await expect.poll(() => one.url()).toMatch(/^blob:/);
  await one.close();

  await page.goto(`/sittings/${candidate.sittingId}`);
  for (const name of ["Print all letters", "Attendance sheet"]) {
    const [tab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name }).click()]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
  }
});
