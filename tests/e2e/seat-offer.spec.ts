import { expect, test } from "@playwright/test";
import { SignJWT } from "jose";
import { formatChangeUntil } from "#web/features/status/status-text.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { statusEn } from "#web/i18n/messages/status.en.ts";
import { collectConsoleErrors, hydrated } from "./helpers.ts";

/**
 * The seat held for a waiting candidate (decision 0022, "Waiting list"; docs/product.md §10): the
 * `seat_offer` e-mail links to `/status?offer=…` (`seat-offer-links.ts`), which shows "A seat is held
 * for you" and books it through `POST /api/seat-offers/claim`. A link that is not valid shows why,
 * in the page's language; a successful claim says the seat is booked. (The claim of a real offer,
 * from the e-mail's link to the booking, is `tests/api/waiting-list.test.ts`: the browser tests
 * cannot sign an offer token.)
 */

/** Console errors other than the claim's own refusal (the browser logs the 404 response). */
const watch = (page: Parameters<typeof collectConsoleErrors>[0]) =>
  collectConsoleErrors(page, (message) => message.text().includes("status of 404"));

test("in English, a link that is not valid shows the held-seat card, then why the seat was not booked", async ({
  page,
}) => {
  const errors = watch(page);
  await page.goto("/status?offer=not-a-real-offer");
  const card = page.getByRole("heading", { name: statusEn["status.offer.heading"] });
  await expect(card).toBeVisible();
  const book = page.getByRole("button", { name: statusEn["status.offer.book"] });
  await hydrated(book);
  await book.click();
  const alert = page.getByRole("alert").filter({ hasText: statusEn["status.offer.notBooked"] });
  await expect(alert).toContainText(statusEn["status.offer.invalid"]);
  await expect(page.getByRole("heading", { name: statusEn["status.offer.booked"] })).toHaveCount(0);
  // The lookup form stays under the card, to find the registration some other way.
  await expect(page.getByRole("textbox", { name: statusEn["status.emailLabel"] })).toBeVisible();
  expect(errors).toEqual([]);
});

test("in Arabic, a link that is not valid says so in Arabic", async ({ page }) => {
  const errors = watch(page);
  await page.goto("/ar/status?offer=not-a-real-offer");
  const book = page.getByRole("button", { name: statusAr["status.offer.book"] });
  await hydrated(book);
  await expect(page.getByRole("heading", { name: statusAr["status.offer.heading"] })).toBeVisible();
  await book.click();
  await expect(page.getByRole("alert")).toContainText(statusAr["status.offer.invalid"]);
  expect(errors).toEqual([]);
});

test("a claim the server accepts shows that the seat is booked and sends the token it was given", async ({
  page,
}) => {
  const errors = watch(page);
  const sent: unknown[] = [];
  await page.route("**/api/seat-offers/claim", async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: { success: true, sittingId: 1 } });
  });
  await page.goto("/status?offer=held-seat-token");
  const book = page.getByRole("button", { name: statusEn["status.offer.book"] });
  await hydrated(book);
  await book.click();
  await expect(page.getByRole("heading", { name: statusEn["status.offer.booked"] })).toBeVisible();
  await expect(page.getByText(statusEn["status.offer.bookedText"])).toBeVisible();
  await expect(page.getByRole("button", { name: statusEn["status.offer.book"] })).toHaveCount(0);
  expect(sent).toEqual([{ t: "held-seat-token" }]);
  expect(errors).toEqual([]);
});

test("without ?offer= the status page shows no held-seat card", async ({ page }) => {
  await page.goto("/status");
  await hydrated(page.getByRole("textbox", { name: statusEn["status.emailLabel"] }));
  await expect(page.getByRole("heading", { name: statusEn["status.offer.heading"] })).toHaveCount(0);
});

test("on a phone in Arabic, the card says until when the seat is held, in the center's clock (Riyadh)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The card reads the hold's end from the link's token (its `exp`); only the server checks the signature.
  const heldUntil = new Date(Date.UTC(2026, 11, 20, 8, 0));
  const token = await new SignJWT({ bid: 1 })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(heldUntil.getTime() / 1000)
    .sign(new Uint8Array(32));
  await page.goto(`/ar/status?offer=${encodeURIComponent(token)}`);
  await hydrated(page.getByRole("button", { name: statusAr["status.offer.book"] }));
  const until = formatChangeUntil(heldUntil.toISOString(), "ar");
  // 08:00 UTC is 11:00 at the centers.
  expect(until).toContain("11:00");
  await expect(page.getByText(until)).toBeVisible();
  await expect(page.getByText("08:00")).toHaveCount(0);
});
