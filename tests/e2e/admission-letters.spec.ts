import { type APIRequestContext, expect, test } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, hydrated, loginByApi } from "./helpers.ts";

/**
 * Admission letters (docs/product.md §11, decision 0023): a candidate downloads theirs from the
 * Arabic status page's seat card; staff open a candidate's letter, a sitting's letters and its
 * attendance sheet from the candidate and sitting pages, each a PDF in a new tab.
 */

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function bookedCandidate(request: APIRequestContext) {
  const login = await request.post("/api/login", { data: E2E_ADMIN });
  const token = ((await login.json()) as { token: string }).token;
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const testCenterId = centers.testCenters[0]!.id;
  const created = await request.post("/api/sittings", {
    headers: bearer(token),
    data: {
      testCenterId,
      date: dayFromNow(52),
      startTime: "09:00",
      durationMinutes: 180,
      seats: 5,
      status: "published",
      room: "Hall L",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sittingId = ((await created.json()) as { sitting: { id: number } }).sitting.id;
  const payload = buildRegistration(300_000 + Math.floor(Math.random() * 600_000), {
    test_center: testCenterId,
  });
  const registered = await request.post("/api/FormRegister", { data: { ...payload, locale: "ar" } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id, reference } = (await registered.json()) as { id: number; reference: string };
  const booked = await request.post(`/api/sittings/${sittingId}/bookings`, {
    headers: bearer(token),
    data: { studentIds: [id] },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { id, reference, email: payload.email, sittingId };
}

test("a candidate downloads their letter from the Arabic status page; staff print letters and the attendance sheet", async ({
  page,
  request,
}) => {
  const candidate = await bookedCandidate(request);

  await page.goto(`/ar/status?reference=${candidate.reference}`);
  const email = page.getByRole("textbox", { name: statusAr["status.emailLabel"] });
  await hydrated(email);
  await email.fill(candidate.email);
  await page.getByRole("button", { name: statusAr["status.submit"] }).click();
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
