import { expect, type Locator, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { buildRegistration } from "#server/setup/factories.ts";
import { bearer, choose, loginByApi, snap, test } from "./helpers.ts";

/**
 * The back office on the laptop staff use it on, 1366×768 (decision 0009): the dashboard opens on
 * the work queues (decision 0027) and its table follows within the next screen, with its filters folded behind one "Filters" button and the active
 * ones as chips; the floating colour-mode button covers no control of a staff page's first screen
 * (Export to Excel among them); the candidate's language on the candidate page, as a list filter
 * and in the export.
 */

const LAPTOP = { width: 1366, height: 768 };
test.use({ viewport: LAPTOP });

/** The floating colour-mode button (docs/product.md §1). */
const colorToggle = (page: Page) => page.getByRole("button", { name: "Toggle color scheme" });

/** True when the element at the centre of `control` is `control` or inside it (nothing covers it). */
async function reachableAtCentre(control: Locator): Promise<boolean> {
  const box = (await control.boundingBox())!;
  return control.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (element === top || element.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/**
 * The controls (links, buttons, fields) of the page's first screen that the floating colour-mode
 * button overlaps, as "role name" lines.
 */
async function controlsUnderToggle(page: Page): Promise<string[]> {
  const toggle = (await colorToggle(page).boundingBox())!;
  return page.evaluate((t) => {
    const selector = "a[href], button, input, select, textarea, [role='combobox'], [tabindex='0']";
    const hits: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest("[aria-label='Toggle color scheme']")) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      const overlaps = r.left < t.x + t.width && r.right > t.x && r.top < t.y + t.height && r.bottom > t.y;
      if (overlaps) {
        hits.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
        );
      }
    }
    return hits;
  }, toggle);
}

test("the dashboard at 1366×768: work queues on the first screen, the table right after, filters behind one button, chips, export uncovered", async ({
  page,
  request,
}) => {
  await loginByApi(page, request);
  await page.goto("/Admin");
  const table = page.getByRole("table", { name: "Students" });
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow).toBeVisible();
  // The first screen is the work queues (docs/product.md §12 "Work queues"); the table follows them
  // and the stage counts within the next screen, not below 13 filter boxes.
  await expect(page.getByRole("heading", { name: "Needs action" })).toBeInViewport();
  const row = (await firstRow.boundingBox())!;
  expect(row.y + row.height, "first row's bottom edge (px)").toBeLessThanOrEqual(2 * LAPTOP.height);
  await expect(page.getByRole("searchbox", { name: "Full name" })).toBeHidden();

  // Export to Excel is not under the floating colour-mode button: the click lands on it.
  const exportButton = page.getByRole("button", { name: "Export to Excel" });
  // Centred, as a user scrolls to it: at the very bottom edge any page's content passes under the
  // floating colour toggle, and where the scroll stops there depends on the queues' contents.
  await exportButton.evaluate((button) => button.scrollIntoView({ block: "center" }));
  expect(await reachableAtCentre(exportButton)).toBe(true);
  await snap(page, "dashboard-1366");

  // One "Filters" control opens the panel; the active filters show as chips, each removable.
  const filters = page.getByRole("button", { name: /^Filters/ });
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("searchbox", { name: "National ID" }).fill("NID1");
  await expect(page).toHaveURL(/national_id=NID1/);
  await choose(page, "State", "Not Confirmed");
  await expect(page).toHaveURL(/state=Not_Confirmed/);
  await filters.click();
  await expect(page.getByRole("searchbox", { name: "National ID" })).toBeHidden();
  await expect(filters).toHaveAccessibleName("Filters 2 active");
  const chips = page.getByRole("group", { name: "Active filters" });
  await expect(chips.getByRole("button", { name: "Remove filter National ID: NID1" })).toBeVisible();
  await expect(chips.getByRole("button", { name: "Remove filter State: Not Confirmed" })).toBeVisible();
  await snap(page, "dashboard-1366-chips");
  await chips.getByRole("button", { name: "Remove filter State: Not Confirmed" }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(page).toHaveURL(/national_id=NID1/);
  // The panel follows the URL: its State is empty again.
  await filters.click();
  await expect(
    page
      .getByRole("textbox", { name: "State", exact: true })
      .or(page.getByRole("combobox", { name: "State", exact: true })),
  ).toHaveValue("");
  await chips.getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/Admin$/);
  await expect(page.getByRole("searchbox", { name: "National ID" })).toHaveValue("");
  await expect(chips).toHaveCount(0);
});

test("the floating colour-mode button covers no control on the first screen of a staff page", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const students = (await (
    await request.get("/api/students?pageSize=1", { headers: bearer(token) })
  ).json()) as {
    id: number;
  }[];
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const paths = [
    "/Admin",
    "/View/invoices",
    `/students/${students[0]!.id}`,
    "/stage/Not_Confirmed",
    "/users",
    "/registeruser",
    "/View-test-center",
    "/Register-test-center",
    `/test-center/${centers.testCenters[0]!.id}`,
    "/inquiries",
    "/email",
    "/announcements",
  ];
  const covered: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(colorToggle(page)).toBeVisible();
    for (const hit of await controlsUnderToggle(page)) covered.push(`${path}: ${hit}`);
  }
  expect(covered).toEqual([]);
});

test("the candidate's language: on the candidate page, as a list filter and chip, and in the export", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const family = `Lugha${Date.now().toString().slice(-7)}`;
  const payload = {
    ...buildRegistration(300_000 + Math.floor(Math.random() * 600_000), {
      lastName: family,
      fullName: `Huda ${family}`,
      firstName: "Huda",
      test_center: centers.testCenters[0]!.id,
    }),
    locale: "ar",
  };
  const created = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/students/${id}`);
  const details = page.getByRole("table", { name: "Student details" });
  await expect(details.getByRole("row", { name: /^Language/ })).toContainText("Arabic");

  // The dashboard's Language filter: a choice, with its chip.
  await page.goto(`/Admin?full_name=${family}`);
  await page.getByRole("button", { name: /^Filters/ }).click();
  await choose(page, "Language", "Arabic");
  await expect(page).toHaveURL(/locale=ar/);
  const table = page.getByRole("table", { name: "Students" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(
    page
      .getByRole("group", { name: "Active filters" })
      .getByRole("button", { name: "Remove filter Language: Arabic" }),
  ).toBeVisible();
  await choose(page, "Language", "English");
  await expect(page).toHaveURL(/locale=en/);
  await expect(page.getByText("No students found")).toBeVisible();
  await choose(page, "Language", "Arabic");
  // The export asks for what the list shows: wait until the list shows the Arabic filter again.
  await expect(page).toHaveURL(/locale=ar/);
  await expect(table.getByRole("row")).toHaveCount(2);

  // The export: the spec's columns as before, Language appended last.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  const sheet = workbook.getWorksheet("Students")!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 2)).toEqual(["Student ID", "Full name"]);
  expect(headers.at(-1)).toBe("Language");
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(headers.length).value).toBe("Arabic");
});
