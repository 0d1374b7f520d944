import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { invoiceCandidate, loginByApi, registerUnique, snap } from "./helpers.ts";

/**
 * Staff tables at the widths staff use (decision 0009): at 1366 and 1920 px the columns a user
 * acts on (selection, name, state, the row's action) of the dashboard, a stage list and All
 * Invoices are inside the viewport without scrolling sideways; lesser columns are chosen with
 * "Columns" and the choice survives a reload; on a phone the rows are cards that need no
 * sideways scrolling.
 */

const WIDTHS = [1366, 1920] as const;
const PHONE = { width: 390, height: 844 };
/** Any state badge's text ("Invoice Confirmed"). */
const STATE_TEXT = new RegExp(STUDENT_STATES.map((state) => state.replaceAll("_", " ")).join("|"));

/** A candidate in state Invoice with an unconfirmed invoice, so All Invoices has a Confirm button. */
async function unconfirmedInvoice(request: APIRequestContext, token: string) {
  const person = { first: "Hala", family: "Columns", idPrefix: "COL", digits: 9 };
  const { id, fullName, unique } = await registerUnique(request, token, person);
  const invoiceNumber = `INV-COL-${unique}`;
  await invoiceCandidate(request, token, id, { invoiceNumber, amount: "980", bank: "Al Rajhi Bank" });
  return { invoiceNumber, fullName };
}

interface StaffTable {
  name: string;
  path: string;
  /** Accessible name of the table (and of the phone card list). */
  table: string;
  /** Header of the state column. */
  state: string;
  /** The row's action button or link. */
  action: RegExp;
  /** Screenshot name. */
  shot: string;
}

const TABLES: readonly StaffTable[] = [
  {
    name: "dashboard",
    path: "/Admin",
    table: "Students",
    state: "State",
    action: /^Details$/,
    shot: "dashboard",
  },
  {
    name: "stage list",
    path: "/stage/Invoice",
    table: "Invoice Waiting Students",
    state: "State",
    action: /^Details of /,
    shot: "stage-list",
  },
  {
    name: "All Invoices",
    path: "/View/invoices",
    table: "All invoices",
    state: "Status",
    action: /^Confirm invoice /,
    shot: "invoices",
  },
];

/** The horizontal extent of `locator` in the viewport. */
async function span(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "element has a box").not.toBeNull();
  return { left: Math.floor(box!.x), right: Math.ceil(box!.x + box!.width) };
}

/** Asserts that `locator` lies between the viewport's left and right edges. */
async function expectInsideWidth(locator: Locator, width: number, what: string) {
  const { left, right } = await span(locator);
  expect(left, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(right, `${what} ends inside the viewport (${width} px)`).toBeLessThanOrEqual(width);
}

/** Widths of the table, of the box it scrolls in, and of the page. */
function widths(table: Locator) {
  return table.evaluate((element) => {
    let box = element.parentElement!;
    while (getComputedStyle(box).overflowX !== "auto") box = box.parentElement!;
    return {
      tableScrollWidth: element.scrollWidth,
      boxClientWidth: box.clientWidth,
      boxScrollWidth: box.scrollWidth,
      boxScrollLeft: box.scrollLeft,
      pageScrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    };
  });
}

/** Asserts that the state header and every row's checkbox, name and action are on screen. */
async function expectActedOnColumnsInView(page: Page, spec: StaffTable, width: number) {
  const table = page.getByRole("table", { name: spec.table });
  await expectInsideWidth(
    table.getByRole("columnheader", { name: spec.state, exact: true }),
    width,
    spec.state,
  );
  const rows = table.locator("tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    await expectInsideWidth(row.getByRole("cell").nth(1), width, `row ${i + 1}'s name`);
    const checkbox = row.getByRole("checkbox");
    if ((await checkbox.count()) > 0) await expectInsideWidth(checkbox, width, `row ${i + 1}'s checkbox`);
    const action = row
      .getByRole("button", { name: spec.action })
      .or(row.getByRole("link", { name: spec.action }));
    // All Invoices offers Confirm only on unconfirmed invoices.
    if (spec.name !== "All Invoices" || (await action.count()) > 0) {
      await expectInsideWidth(action, width, `row ${i + 1}'s action`);
    }
  }
  if (spec.name === "All Invoices") {
    await expect(table.getByRole("button", { name: spec.action }).first()).toBeVisible();
  }
}

for (const width of WIDTHS) {
  test(`at ${width} px the state and each row's action are in view without scrolling`, async ({
    page,
    request,
  }) => {
    const token = await loginByApi(page, request);
    await unconfirmedInvoice(request, token);
    await page.setViewportSize({ width, height: 900 });
    for (const spec of TABLES) {
      await page.goto(spec.path);
      const table = page.getByRole("table", { name: spec.table });
      await expect(table.locator("tbody tr").first()).toBeVisible();
      const measured = await widths(table);
      console.log(`${spec.name} at ${width} px: ${JSON.stringify(measured)}`);
      // The default columns fit: nothing to scroll, in the table's box or on the page.
      expect(measured.boxScrollWidth, `${spec.name}: table fits its box`).toBeLessThanOrEqual(
        measured.boxClientWidth,
      );
      expect(measured.pageScrollWidth).toBeLessThanOrEqual(measured.viewport);
      await expectActedOnColumnsInView(page, spec, width);
      if (width === 1366) await snap(page, `${spec.shot}-1366`);
    }

    // Every column shown: the table scrolls sideways, yet name and state come first and the
    // action is pinned to the right edge, so they stay in view.
    await page.evaluate(() => {
      localStorage.setItem(
        "columns:students",
        JSON.stringify(
          Object.fromEntries(
            ["phone", "email", "exam_category", "confirmed", "BSC_university", "MSC_university"]
              .concat(["PHD_university", "test_center", "national_id", "exam_name", "registration_date"])
              .map((key) => [key, true]),
          ),
        ),
      );
      localStorage.setItem(
        "columns:invoices",
        JSON.stringify({ national_id: true, createdBy: true, created_at: true, bank: true }),
      );
    });
    for (const spec of [TABLES[0]!, TABLES[2]!]) {
      await page.goto(spec.path);
      const table = page.getByRole("table", { name: spec.table });
      await expect(table.locator("tbody tr").first()).toBeVisible();
      await expect(
        table
          .getByRole("columnheader", { name: "Created by" })
          .or(table.getByRole("columnheader", { name: "College2" })),
      ).toBeVisible();
      const measured = await widths(table);
      console.log(`${spec.name} with every column at ${width} px: ${JSON.stringify(measured)}`);
      if (spec.name === "dashboard") expect(measured.boxScrollWidth).toBeGreaterThan(measured.boxClientWidth);
      expect(measured.boxScrollLeft).toBe(0);
      expect(measured.pageScrollWidth).toBeLessThanOrEqual(measured.viewport);
      await expectActedOnColumnsInView(page, spec, width);
    }
  });
}

test("the column choice is kept per table and survives a reload", async ({ page, request }) => {
  await loginByApi(page, request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/Admin");
  const table = page.getByRole("table", { name: "Students" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  // Defaults: contact details hidden, the columns a user acts on not offered at all.
  await expect(table.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: "National ID" })).toBeVisible();

  await page.getByRole("button", { name: "Columns of Students" }).click();
  const chooser = page.getByRole("dialog", { name: "Columns of Students" });
  await expect(chooser.getByRole("checkbox", { name: "State" })).toHaveCount(0);
  await expect(chooser.getByRole("checkbox", { name: "Full name" })).toHaveCount(0);
  await chooser.getByRole("checkbox", { name: "Email" }).check();
  await chooser.getByRole("checkbox", { name: "National ID" }).uncheck();
  await page.keyboard.press("Escape");
  await expect(chooser).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "Email" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "National ID" })).toHaveCount(0);

  await page.reload();
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Email" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "National ID" })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: "State", exact: true })).toBeVisible();

  // Another table keeps its own choice.
  await page.goto("/stage/Invoice");
  const stage = page.getByRole("table", { name: "Invoice Waiting Students" });
  await expect(stage.locator("tbody tr").first()).toBeVisible();
  await expect(stage.getByRole("columnheader", { name: "National ID" })).toBeVisible();

  // Reset to default brings the defaults back, also after a reload.
  // A screen tall enough for the whole dashboard: its charts load when they come into view and
  // move the page, which closes an open popover; here they are in view (and loaded) from the start.
  await page.setViewportSize({ width: 1366, height: 2600 });
  await page.goto("/Admin");
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const columns = page.getByRole("dialog", { name: "Columns of Students" });
  await page.getByRole("button", { name: "Columns of Students" }).click();
  await columns.getByRole("button", { name: "Reset to default" }).click();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "National ID" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
});

test("on a phone the lists are cards that need no sideways scrolling", async ({ page, request }) => {
  const token = await loginByApi(page, request);
  const invoice = await unconfirmedInvoice(request, token);
  await page.setViewportSize(PHONE);

  for (const spec of TABLES) {
    await page.goto(spec.path);
    const cards = page.getByRole("list", { name: spec.table }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("table", { name: spec.table })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await expectInsideWidth(card, PHONE.width, `card ${i + 1}`);
      await expect(card).toContainText(spec.name === "All Invoices" ? /Confirmed|Unconfirmed/ : STATE_TEXT);
      if (spec.name !== "All Invoices")
        await expectInsideWidth(card.getByRole("checkbox"), PHONE.width, "checkbox");
      const action = card
        .getByRole("button", { name: spec.action })
        .or(card.getByRole("link", { name: spec.action }));
      if (spec.name !== "All Invoices" || (await action.count()) > 0) {
        await expectInsideWidth(action, PHONE.width, `card ${i + 1}'s action`);
      }
    }
    await snap(page, `${spec.shot}-phone`);
  }

  // A card's checkbox feeds the selection bar; its Details opens the candidate.
  await page.goto("/stage/Invoice");
  const cards = page.getByRole("list", { name: "Invoice Waiting Students" }).getByRole("listitem");
  const first = cards.first();
  await first.getByRole("checkbox").check();
  await expect(page.getByText("1 selected")).toBeVisible();
  const details = first.getByRole("link", { name: /^Details of / });
  const name = ((await details.getAttribute("aria-label")) ?? "").replace(/^Details of /, "");
  await details.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Confirm on an invoice card.
  await page.goto("/View/invoices");
  const card = page.getByRole("list", { name: "All invoices" }).getByRole("listitem").filter({
    hasText: invoice.invoiceNumber,
  });
  await expect(card).toContainText(invoice.fullName);
  await expect(card).toContainText("Unconfirmed");
  await card.getByRole("button", { name: `Confirm invoice ${invoice.invoiceNumber}` }).click();
  await page
    .getByRole("dialog", { name: "Confirm payment" })
    .getByRole("button", { name: "Confirm payment" })
    .click();
  await expect(page.getByText("Invoice confirmed successfully")).toBeVisible();
  await expect(card).toContainText("Confirmed");
  await expect(card.getByRole("button", { name: /Confirm invoice/ })).toHaveCount(0);
});
