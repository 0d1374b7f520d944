import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import {
  bearer,
  createCenter,
  loginByApi,
  openInScheme,
  severeViolations,
  snap,
  suffix,
  test,
} from "./helpers.ts";

/**
 * The pipeline board by keyboard alone (docs/product.md §12 "Staff at speed", "The board";
 * decision 0030): an admin filters the board to a fresh test center, tabs to the Not Confirmed
 * column's cards, selects two with Space, picks them up with Enter (dnd-kit's keyboard sensor),
 * moves them one column on with the arrow key and drops them with Enter. The column counts follow,
 * and each candidate's history has the move, made through the bulk state change. No mouse.
 */
test.use({ viewport: { width: 1366, height: 900 } });

/** The column of `title` (a region named "<title>: <count> candidates"). */
const column = (page: Page, title: string) => page.getByRole("region", { name: new RegExp(`^${title}: `) });

/** Presses Tab until a card of `title`'s column has the focus (at most `max` times). */
async function tabToColumn(page: Page, title: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const inColumn = await page.evaluate((name) => {
      const active = document.activeElement;
      const section = active?.closest("section");
      return Boolean(
        active?.hasAttribute("data-card-id") && section?.getAttribute("aria-label")?.startsWith(name),
      );
    }, `${title}: `);
    if (inColumn) return;
  }
  throw new Error(`no card of ${title} reached by Tab`);
}

/**
 * Picks the selected cards up (Enter), moves them one column with `arrow` and drops them (Enter),
 * each step waiting for what dnd-kit tells screen readers (its live region), as the keyboard
 * sensor listens from the next tick on. `pickedUp` matches the first announcement or the one that
 * replaces it at once (over its own column); `over` is the target column's announcement.
 */
async function carryByKeyboard(
  page: Page,
  pickedUp: RegExp,
  arrow: "ArrowLeft" | "ArrowRight",
  over: string,
) {
  const live = page.getByRole("status");
  await page.keyboard.press("Enter");
  await expect(live.filter({ hasText: pickedUp })).toHaveCount(1);
  await page.keyboard.press(arrow);
  await expect(live.filter({ hasText: over })).toHaveCount(1);
  await page.keyboard.press("Enter");
}

/** Registers `first` Board<tag> at `centerId` (factory number `n`); the candidate's id. */
async function registerAt(
  request: APIRequestContext,
  token: string,
  centerId: number,
  first: string,
  tag: string,
  n: number,
) {
  const payload = buildRegistration(n, {
    firstName: first,
    lastName: `Board${tag}`,
    fullName: `${first} Board${tag}`,
    test_center: centerId,
  });
  const response = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("moves two cards at once by keyboard only, with counts and history", async ({ page, request }) => {
  const token = await loginByApi(page, request);
  const tag = suffix();
  const center = await createCenter(request, token, `Board Center ${tag}`);
  const ids: number[] = [];
  for (const [i, first] of ["Amal", "Badr", "Dalia"].entries()) {
    ids.push(
      await registerAt(request, token, center.id, first, tag, 600_000 + Number(tag.slice(-5)) * 3 + i),
    );
  }

  await page.goto(`/board?test_center=${center.id}`);
  const notConfirmed = column(page, "Not Confirmed");
  const confirmed = column(page, "Confirmed");
  await expect(notConfirmed.getByTestId("column-count")).toHaveText("3");
  await expect(confirmed.getByTestId("column-count")).toHaveText("0");
  await expect(notConfirmed.getByRole("button", { name: /Board/ })).toHaveCount(3);

  // Oldest in the state first: Amal, Badr, Dalia. Select the first two.
  await tabToColumn(page, "Not Confirmed");
  await expect(page.locator(":focus")).toHaveAttribute("data-card-id", String(ids[0]));
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(":focus")).toHaveAttribute("data-card-id", String(ids[1]));
  await page.keyboard.press("Space");
  await expect(page.getByTestId("board-selected")).toHaveText("2 selected");
  await expect(notConfirmed.getByRole("button", { pressed: true })).toHaveCount(2);

  // Pick up, one column to the right, drop.
  await carryByKeyboard(
    page,
    /^(Picked up 2 cards from Not Confirmed|Over Not Confirmed)\.$/,
    "ArrowRight",
    "Over Confirmed.",
  );

  await expect(page.getByText("2 candidates moved to Confirmed.")).toBeVisible();
  await expect(confirmed.getByTestId("column-count")).toHaveText("2");
  await expect(notConfirmed.getByTestId("column-count")).toHaveText("1");
  await expect(confirmed.getByRole("button", { name: /Amal Board/ })).toBeVisible();
  await expect(confirmed.getByRole("button", { name: /Badr Board/ })).toBeVisible();
  await expect(notConfirmed.getByRole("button", { name: /Dalia Board/ })).toBeVisible();
  await expect(page.getByTestId("board-selected")).toHaveText("0 selected");
  await snap(page, "board-after-keyboard-move");

  // The history of each moved candidate has the move, by the admin, as the bulk change records it.
  for (const id of ids.slice(0, 2)) {
    const response = await request.get(`/api/students/${id}/events`, { headers: bearer(token) });
    expect(response.status()).toBe(200);
    const events = (await response.json()) as StudentEvent[];
    // Newest first; the e-mail the move sent may come after it.
    expect(events.find((e) => e.type === "state_changed")).toMatchObject({
      type: "state_changed",
      from_state: "Not_Confirmed",
      to_state: "Confirmed",
      actor_username: "e2e-admin",
    });
  }
  const untouched = await request.get(`/api/students/${ids[2]}/events`, { headers: bearer(token) });
  const events = (await untouched.json()) as StudentEvent[];
  expect(events.map((e) => e.type)).not.toContain("state_changed");
});

/** A fresh test center with one Not Confirmed candidate (`first` Board<tag>); the center's id. */
async function boardWithOne(request: APIRequestContext, token: string, first: string) {
  const tag = suffix();
  const center = await createCenter(request, token, `Board Center ${tag}`);
  await registerAt(request, token, center.id, first, tag, 700_000 + Number(tag.slice(-5)));
  return center.id;
}

test("in Arabic, right to left, the left arrow carries a card to the next stage; axe-clean in both schemes", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const centerId = await boardWithOne(request, token, "Hala");
  for (const scheme of ["dark", "light"] as const) {
    await openInScheme(page, `/board?test_center=${centerId}`, scheme);
    await expect(column(page, "Not Confirmed").getByTestId("column-count")).toHaveText("1");
    expect(await severeViolations(page), scheme).toEqual([]);
  }

  await page.getByRole("radiogroup", { name: "Language" }).getByText("العربية").click();
  await expect(page.getByRole("heading", { name: "لوحة مراحل المرشحين", level: 1 })).toBeVisible();
  const notConfirmed = column(page, "غير مؤكد");
  const confirmed = column(page, "مؤكد");
  await expect(notConfirmed.getByTestId("column-count")).toHaveText("1");
  expect(await severeViolations(page), "Arabic").toEqual([]);

  await tabToColumn(page, "غير مؤكد");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("board-selected")).toHaveText("1 محدد");
  // Right to left: the next stage is the column on the left.
  await carryByKeyboard(page, /^(التُقطت بطاقة واحدة من غير مؤكد|فوق غير مؤكد)\.$/, "ArrowLeft", "فوق مؤكد.");
  await expect(page.getByText("نُقل مرشح واحد إلى مؤكد.")).toBeVisible();
  await expect(confirmed.getByTestId("column-count")).toHaveText("1");
  await expect(notConfirmed.getByTestId("column-count")).toHaveText("0");
  await expect(confirmed.getByRole("button", { name: /Hala Board/ })).toBeVisible();
});
