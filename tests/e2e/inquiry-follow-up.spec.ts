import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, choose, loginByApi, snap } from "./helpers.ts";
import { linkInOutbox } from "./outbox.ts";

/**
 * docs/product.md §2 "Inquiries page": an admin follows an inquiry up in the inbox (status, assignee, notes), invites
 * the inquirer; the e-mailed link (read from the `.eml` the e2e server writes without SMTP) opens
 * the wizard with name, e-mail, phone and exam category filled in; a registration with it converts
 * the inquiry, whose dialog then links to the candidate.
 */

/** The invitation link e-mailed to `to`, once the worker has written it; undefined before. */
const invitationLink = (to: string) =>
  linkInOutbox("inquiry_invite", to, /https?:\/\/\S+\/register\?invite=\S+/);

/** Picks `option` in the Select labelled `label` inside `scope` (the dialog: the filters share labels). */
async function chooseIn(scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await scope.page().getByRole("option", { name: option, exact: true }).click();
}

/** Sends an inquiry about the DHA exam through the public form (`POST /api/contact`). */
async function sendInquiry(request: APIRequestContext, fields: Record<string, string>) {
  const sent = await request.post("/api/contact", {
    data: {
      exam_name: "DHA Exam",
      phone: "+971501234567",
      current_job: "Staff nurse",
      nationality: "Jordanian",
      ...fields,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test("an inquiry is followed up, invited and converted", async ({ page, request }) => {
  const email = `inquirer-${Date.now()}@example.org`;
  await sendInquiry(request, { full_name: "Amal Noor Haddad", email, message: "When is the next session?" });

  const token = await loginByApi(page, request);
  await page.goto(`/inquiries?search=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: "Inquiries" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText("New", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "View details of Amal Noor Haddad's inquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "Inquiry details" });
  await chooseIn(dialog, "Status", "Contacted");
  await chooseIn(dialog, "Assignee", E2E_ADMIN.username);
  await dialog.getByLabel("Notes").fill("Called on Monday, wants the June session.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Inquiry saved.")).toBeVisible();
  await expect(table.getByText("Contacted", { exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: E2E_ADMIN.username })).toBeVisible();

  await dialog.getByRole("button", { name: "Invite to register" }).click();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText(/^Invitation sent /)).toBeVisible();
  await snap(page, "inquiry-follow-up-dialog");
  await page.keyboard.press("Escape");

  // The inbox filters by status and assignee (in the URL).
  await choose(page, "Status", "Contacted");
  await expect(page).toHaveURL(/status=contacted/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await choose(page, "Status", "Closed");
  await expect(page.getByText("No inquiries found")).toBeVisible();

  await expect.poll(() => invitationLink(email), { timeout: 30_000 }).toBeDefined();
  const link = new URL((await invitationLink(email))!);
  const invite = link.searchParams.get("invite")!;
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel("First name", { exact: false }).first()).toHaveValue("Amal");
  await expect(page.getByLabel("Last name", { exact: false }).first()).toHaveValue("Noor Haddad");
  await expect(page.getByRole("note", { name: "Chosen exam" })).toContainText("DHA");
  await snap(page, "inquiry-follow-up-wizard");

  // The registration itself (the wizard's steps are covered by registration-wizard.spec.ts).
  const { buildRegistration } = await import("#server/setup/factories.ts");
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const registered = await request.post("/api/FormRegister", {
    data: {
      ...buildRegistration(300_000 + Math.floor(Math.random() * 600_000), {
        test_center: centers.testCenters[0]!.id,
        email,
      }),
      invite,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };

  const rows = await request.get(`/api/inquiries?search=${encodeURIComponent(email)}`, {
    headers: bearer(token),
  });
  expect(await rows.json()).toMatchObject([{ status: "converted", converted_student_id: id }]);
  await page.goto(`/inquiries?search=${encodeURIComponent(email)}`);
  await expect(table.getByText("Converted", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "View details of Amal Noor Haddad's inquiry" }).click();
  await expect(dialog.getByRole("link", { name: `candidate #${id}` })).toHaveAttribute(
    "href",
    `/students/${id}`,
  );
  await expect(dialog.getByRole("button", { name: /Invite/ })).toHaveCount(0);
});

test("the inbox shows each inquiry's language, so staff reply in it (decision 0011)", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const inquiry = (email: string, full_name: string, locale?: "ar") => ({
    exam_name: "SCFHS Exam",
    full_name,
    email,
    phone: "+966501234567",
    current_job: "Pharmacist",
    nationality: "Saudi Arabia",
    ...(locale ? { locale } : {}),
  });
  const arabic = inquiry(`lang-${stamp}-ar@example.org`, "ريم العتيبي", "ar");
  const english = inquiry(`lang-${stamp}-en@example.org`, "Reem Otaibi");
  for (const data of [arabic, english]) {
    const sent = await request.post("/api/contact", { data });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await loginByApi(page, request);
  await page.goto(`/inquiries?search=lang-${stamp}`);
  const table = page.getByRole("table", { name: "Inquiries" });
  await expect(table.getByRole("columnheader", { name: "Language" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  const row = (email: string) => table.getByRole("row").filter({ hasText: email });
  await expect(row(arabic.email).getByText("Arabic", { exact: true })).toBeVisible();
  await expect(row(arabic.email).getByText("English", { exact: true })).toHaveCount(0);
  await expect(row(english.email).getByText("English", { exact: true })).toBeVisible();
  await expect(row(english.email).getByText("Arabic", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: `View details of ${arabic.full_name}'s inquiry` }).click();
  const dialog = page.getByRole("dialog", { name: "Inquiry details" });
  await expect(dialog.getByRole("row").filter({ hasText: "Language" })).toContainText("Arabic");
  await snap(page, "inquiry-language-dialog");
});

test("an admin deletes an inquiry, takes it back with Undo, deletes it again and restores it from the Trash (decision 0029)", async ({
  page,
  request,
}) => {
  const email = `deleted-${Date.now()}@example.org`;
  await sendInquiry(request, { full_name: "Rana Trash Saleh", email, phone: "+971501234568" });
  await loginByApi(page, request);
  await page.goto(`/inquiries?search=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: "Inquiries" });
  const row = table.getByRole("row").filter({ hasText: "Rana Trash Saleh" });
  const dialog = page.getByRole("dialog", { name: "Inquiry details" });
  const deleteFromDialog = async () => {
    await page.getByRole("button", { name: "View details of Rana Trash Saleh's inquiry" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Delete this inquiry?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
  };

  await deleteFromDialog();
  const notice = page.locator(".mantine-Notification-root").filter({ hasText: "Inquiry deleted." });
  await notice.getByRole("button", { name: "Undo" }).click();
  await expect(row).toHaveCount(1);

  await deleteFromDialog();
  await page.goto("/trash");
  await page.getByRole("radiogroup", { name: "What was deleted" }).getByText("Inquiries").click();
  await page.getByRole("button", { name: "Restore Rana Trash Saleh" }).click();
  await expect(page.getByText("Restored: Rana Trash Saleh")).toBeVisible();
  await page.goto(`/inquiries?search=${encodeURIComponent(email)}`);
  await expect(row).toHaveCount(1);
});
