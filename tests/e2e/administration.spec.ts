import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, choose, loginByApi, snap } from "./helpers.ts";

/** Decision 0007 journeys: staff messages read by a school moderator; a public inquiry in the inbox. */

const suffix = () => Date.now().toString().slice(-7);

test("admin sends a message that a school moderator reads without a delete button", async ({
  page,
  browser,
  request,
}) => {
  const admin = await loginByApi(page, request);
  const moderator = { username: `moderator${suffix()}`, password: "Moderat0r1" };
  const created = await request.post("/api/register", {
    headers: bearer(admin),
    data: { ...moderator, role: "schoolmoderator", Name: "Ms. Reem" },
  });
  expect(created.status(), await created.text()).toBe(201);

  const text = `Exam rooms move to the second floor (${suffix()}).`;
  await page.goto("/CreateAnnouncement");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please choose a user.")).toBeVisible();
  await choose(page, "To", new RegExp(`^${moderator.username}`), moderator.username);
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await snap(page, "create-announcement");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent successfully.")).toBeVisible();

  await page.goto("/announcements");
  const adminCard = page.getByRole("article").filter({ hasText: text });
  await expect(adminCard).toContainText(`From ${E2E_ADMIN.username}`);
  await expect(adminCard.getByRole("button", { name: "Delete" })).toBeVisible();

  const context = await browser.newContext();
  const moderatorPage = await context.newPage();
  await loginByApi(moderatorPage, request, moderator);
  await moderatorPage.goto("/Announcements");
  const card = moderatorPage.getByRole("article").filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await snap(moderatorPage, "announcements-moderator");
  // The send screen is not theirs: the token goes and so do they, to /404.
  await moderatorPage.goto("/CreateAnnouncement");
  await expect(moderatorPage).toHaveURL(/\/404$/);
  expect(await moderatorPage.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await context.close();
});

test("an inquiry sent on the public form appears in the inbox, found by search, with its details", async ({
  page,
  browser,
  request,
}) => {
  const name = `Samir Inbox${suffix()}`;
  const visitor = await browser.newPage();
  await visitor.goto("/Contact-us");
  // What a person waits for: the form enabled (it is disabled until the page has hydrated).
  await expect(visitor.getByRole("button", { name: "Send inquiry" })).toBeEnabled();
  await choose(visitor, "Exam", "MOH Exam");
  await visitor.getByLabel("Full name").fill(name);
  await visitor.getByLabel("Email").fill("samir.inbox@example.com");
  await visitor.getByLabel("Phone").fill("+965 5555 1234");
  await visitor.getByLabel("Current job").fill("Staff nurse");
  await choose(visitor, "Nationality", "Kuwait", "Kuw");
  await visitor.getByLabel("Message (optional)").fill("Which dates are open in March?");
  await visitor.getByRole("button", { name: "Send inquiry" }).click();
  await expect(visitor.getByRole("status")).toContainText("has been sent");
  await visitor.close();

  await loginByApi(page, request);
  await page.goto("/inquiries");
  await expect(page.getByLabel("Session status")).toHaveText("Session active");
  await page.getByLabel("Search").fill(name.toUpperCase());
  const table = page.getByRole("table", { name: "Inquiries" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("MOH Exam");
  await expect(page).toHaveURL(/search=/);
  await snap(page, "inquiries");
  await table.getByRole("button", { name: `View details of ${name}'s inquiry` }).click();
  const dialog = page.getByRole("dialog", { name: "Inquiry details" });
  await expect(dialog).toContainText("Staff nurse");
  await expect(dialog).toContainText("Which dates are open in March?");
  await expect(dialog.getByRole("link", { name: "samir.inbox@example.com" })).toHaveAttribute(
    "href",
    "mailto:samir.inbox@example.com",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Nothing matches: the spec's empty message.
  await page.getByLabel("Search").fill("zz-no-such-inquiry");
  await expect(page.getByText("No inquiries found")).toBeVisible();

  // The token disappears: the page notices and says the session expired, then goes to /login.
  await page.evaluate(() => localStorage.removeItem("token"));
  await expect(page.getByText("Your session has expired. You will be redirected to login.")).toBeVisible();
  await expect(page.getByLabel("Session status")).toHaveText("Session expired");
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test("INQUIRIES shows in the navbar for admins only", async ({ page, browser, request }) => {
  const admin = await loginByApi(page, request);
  await page.goto("/Admin");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "INQUIRIES" }),
  ).toBeVisible();

  const auditor = { username: `auditor${suffix()}`, password: "Auditor123" };
  await request.post("/api/register", { headers: bearer(admin), data: { ...auditor, role: "auditor" } });
  const context = await browser.newContext();
  const other = await context.newPage();
  await loginByApi(other, request, auditor);
  await other.goto("/Admin");
  await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(
    other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "INQUIRIES" }),
  ).toHaveCount(0);
  // The auditor moves candidates through the stages (docs/product.md §1) but does not delete them.
  const selection = other.getByRole("region", { name: "Selection" });
  await expect(selection.getByRole("button", { name: "Apply" })).toBeVisible();
  await expect(selection.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await context.close();
});
