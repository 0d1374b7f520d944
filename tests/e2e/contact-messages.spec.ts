import { expect, test } from "@playwright/test";
import { loginByApi } from "./helpers.ts";

/**
 * Decision 0007: a message sent with the old contact form ("Send us a message" on /about)
 * reaches the admin on the inquiries page's "Contact messages" tab, searchable, readable in full.
 */
test("a message from the old contact form is read by the admin on the inquiries page", async ({
  page,
  request,
}) => {
  const subject = `Seating question ${Date.now()}`;
  const sent = await request.post("/api/contact", {
    data: {
      subject,
      email: "reader@example.com",
      phone: "+966512345678",
      message: "Is there parking?\nThanks.",
    },
  });
  expect(sent.status()).toBe(201);

  await loginByApi(page, request);
  await page.goto("/inquiries");
  await page.getByRole("tab", { name: "Contact messages" }).click();
  await expect(page).toHaveURL(/tab=messages/);
  await page.getByLabel("Search messages").fill(subject);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole("table", { name: "Contact messages" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText(subject)).toBeVisible();
  await page.getByRole("button", { name: `Read the message "${subject}"` }).click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog.getByText("Is there parking?")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "reader@example.com" })).toHaveAttribute(
    "href",
    "mailto:reader@example.com",
  );
  await page.screenshot({ path: "test-results/screenshots/contact-messages.png", fullPage: true });
});
