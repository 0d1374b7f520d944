import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { monthOfTrialMonth } from "#server/domain/seat-offers.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { type ApiPolicyKey, canCall, canOpen, PAGE_POLICY, type PageKey } from "#shared/access/policy.ts";
import { ROLES, type Role } from "#shared/access/roles.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, invoiceCandidate, loginByApi, registerCandidate } from "./helpers.ts";

/**
 * The page half of the role matrix (decision 0007), generated from `PAGE_POLICY`: every guarded page ×
 * (anonymous + the five roles) lands where the table says, in Chromium, and every write control of
 * the back office shows exactly to the roles `API_POLICY` lets call its route (docs/product.md §1, decision 0006).
 * No cell is left out: the tests count them. (The API half is tests/api/role-matrix.test.ts.)
 */

const PASSWORD = "MatrixPass1";
const suffix = Date.now().toString().slice(-6);

/** Concrete URLs for the parameterised patterns. */
async function concreteUrls(request: APIRequestContext, token: string, centerId: number) {
  const students = (await (
    await request.get("/api/students?pageSize=1", { headers: bearer(token) })
  ).json()) as {
    id: number;
  }[];
  const id = students[0]!.id;
  const sittingId = await createSitting(request, token, centerId);
  return {
    "/sittings/:id": `/sittings/${sittingId}`,
    "/students/:id": `/students/${id}`,
    "/stage/:stage": "/stage/Confirmed",
    "/create-invoice/:studentId": `/create-invoice/${id}`,
    "/test-center/:testCenterId": `/test-center/${centerId}`,
  } as Record<string, string>;
}

/** A published sitting of center `centerId` (far ahead, so it stays bookable); its id. */
async function createSitting(request: APIRequestContext, token: string, centerId: number) {
  const response = await request.post("/api/sittings", {
    headers: bearer(token),
    data: {
      testCenterId: centerId,
      date: "2099-03-15",
      startTime: "09:00",
      durationMinutes: 180,
      seats: 20,
      status: "published",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { sitting: { id: number } }).sitting.id;
}

/**
 * A month of center `centerId` with no sitting, and a candidate registered for it, so its waiting
 * list holds at least one entry (decision 0022, "Waiting list"); the month (YYYY-MM).
 */
async function waitingMonth(request: APIRequestContext, token: string, centerId: number) {
  for (const trialMonth of TRIAL_MONTHS) {
    const month = monthOfTrialMonth(trialMonth, new Date())!;
    const listed = await request.get(
      `/api/sittings?testCenterId=${centerId}&from=${month}-01&to=${month}-28`,
      { headers: bearer(token) },
    );
    expect(listed.status(), await listed.text()).toBe(200);
    if (((await listed.json()) as { sittings: unknown[] }).sittings.length > 0) continue;
    const payload = buildRegistration(200_000 + Math.floor(Math.random() * 700_000), {
      test_center: centerId,
      Trail_month: trialMonth,
    });
    const response = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
    expect(response.status(), await response.text()).toBe(201);
    return month;
  }
  throw new Error(`Every month of center ${centerId} has sittings.`);
}

/** Registers `role`'s user `<prefix>-<role>-<suffix>` (a test_center user of center `centerId`). */
async function registerUser(
  request: APIRequestContext,
  adminToken: string,
  prefix: string,
  role: Role,
  centerId: number,
) {
  const response = await request.post("/api/register", {
    headers: bearer(adminToken),
    data: {
      username: `${prefix}-${role}-${suffix}`,
      password: PASSWORD,
      role,
      ...(role === "test_center" ? { testCenterId: centerId } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs `role`'s user in, in a fresh context, and returns its page (anonymous: no token). */
async function pageAs(browser: Browser, request: APIRequestContext, role: Role | null, prefix = "matrix") {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role) {
    const username = role === "admin" ? E2E_ADMIN.username : `${prefix}-${role}-${suffix}`;
    const password = role === "admin" ? E2E_ADMIN.password : PASSWORD;
    await loginByApi(page, request, { username, password });
  }
  return { page, context };
}

/** Role users, tokens and concrete URLs, made once for the page matrix. */
let matrix: { urls: Record<string, string> } | undefined;
const matrixCells = new Set<string>();

test.describe("every guarded page lands where the policy table says", () => {
  // One worker for them all: afterAll counts the cells every test of this describe visited.
  test.describe.configure({ mode: "default" });
  test.beforeAll(async ({ request }) => {
    const adminToken = (await (await request.post("/api/login", { data: E2E_ADMIN })).json()).token as string;
    const centers = (await (await request.get("/api/test-center")).json()).testCenters as { id: number }[];
    const centerId = centers[0]!.id;
    for (const role of ROLES.filter((r) => r !== "admin")) {
      await registerUser(request, adminToken, "matrix", role, centerId);
    }
    matrix = { urls: await concreteUrls(request, adminToken, centerId) };
  });

  // One browser context per role, kept across its pages so the hashed assets come from the HTTP
  // cache: the init script puts the token back before every navigation, so a page that ends the
  // session cannot leak into the next cell.
  for (const role of [null, ...ROLES] as const) {
    test(`as ${role ?? "anonymous"}`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const { urls } = matrix!;
      const { page, context } = await pageAs(browser, request, role);
      for (const key of Object.keys(PAGE_POLICY) as PageKey[]) {
        const policy = PAGE_POLICY[key] as { roles: readonly Role[]; refused: string; endsSession?: boolean };
        const url = urls[key] ?? key;
        await page.goto(url);
        const allowed = role !== null && policy.roles.includes(role);
        const expected = role === null ? "/login" : allowed ? url : policy.refused;
        const expectedPath = new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");
        // Every 50 ms: the default steps (up to 1 s apart) wait up to a second after each redirect.
        await expect
          .poll(() => new URL(page.url()).pathname, {
            message: `${key} as ${role ?? "anonymous"}`,
            timeout: 8000,
            intervals: [50],
          })
          .toMatch(expectedPath);
        if (allowed) {
          // The page itself rendered (no loader or login form left).
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        }
        if (role !== null && !allowed && policy.endsSession) {
          expect(
            await page.evaluate(() => localStorage.getItem("token")),
            `${key} as ${role}: token removed`,
          ).toBeNull();
        }
        matrixCells.add(`${key} × ${role ?? "anonymous"}`);
      }
      await context.close();
    });
  }

  test.afterAll(() => {
    // No cell is left out: every page × (anonymous + every role) was visited.
    expect(matrixCells.size).toBe(Object.keys(PAGE_POLICY).length * (ROLES.length + 1));
  });
});

/** A write control of a staff page and the API route it calls. */
interface Control {
  page: PageKey;
  route: ApiPolicyKey;
  /**
   * Opens the page (and makes any click that reveals the control); what is visible once the page's
   * data is in. Controls side by side in the list with the same `open` are counted on one load.
   */
  open: (page: Page) => Promise<Locator>;
  control: (page: Page) => Locator;
}

test("every write control shows exactly to the roles the API policy admits", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const adminToken = (await (await request.post("/api/login", { data: E2E_ADMIN })).json()).token as string;
  // A candidate in state Invoice, unconfirmed, with an unconfirmed invoice (the newest one).
  const family = `Controls${Date.now().toString().slice(-7)}`;
  const candidate = await registerCandidate(request, adminToken, family);
  const centers = (await (await request.get("/api/test-center")).json()).testCenters as { id: number }[];
  const centerId = centers[0]!.id;
  const sittingId = await createSitting(request, adminToken, centerId);
  const waitMonth = await waitingMonth(request, adminToken, centerId);
  const invoiceNumber = `INV-CTRL-${candidate.id}`;
  await invoiceCandidate(request, adminToken, candidate.id, {
    invoiceNumber,
    amount: "100",
    currency: "USD",
  });

  const selection = (page: Page) => page.getByRole("region", { name: "Selection" });
  const button = (name: string, exact?: boolean) => (page: Page) => page.getByRole("button", { name, exact });
  const selected = (name: string) => (page: Page) => selection(page).getByRole("button", { name });
  // Each opens its page and gives what is visible once the page's data is in.
  const catalogue = async (page: Page) => {
    await page.goto("/catalogue");
    return page.getByTestId("draft-state");
  };
  const dashboard = async (page: Page) => {
    await page.goto(`/Admin?full_name=${family}`);
    return page.getByRole("table", { name: "Students" }).getByRole("row", { name: new RegExp(family) });
  };
  const detail = async (page: Page) => {
    await page.goto(`/students/${candidate.id}`);
    return page.getByRole("heading", { level: 1, name: candidate.fullName });
  };
  const sittingPage = async (page: Page) => {
    await page.goto(`/sittings/${sittingId}`);
    return page.getByRole("heading", { level: 1, name: /^Sitting / });
  };
  const stage = async (page: Page) => {
    await page.goto("/stage/Invoice");
    return page.getByRole("link", { name: `Details of ${candidate.fullName}` });
  };
  /** The control `control` of the page `open` goes to, calling `route`. */
  const on = (
    key: PageKey,
    route: ApiPolicyKey,
    open: (page: Page) => Promise<Locator>,
    control: (page: Page) => Locator,
  ): Control => ({ page: key, route, open, control });
  const CONTROLS: Control[] = [
    // The catalogue (docs/product.md §13): auditors read it, only admins edit and publish.
    on("/catalogue", "POST /api/catalogue/publish", catalogue, button("Publish", true)),
    on("/catalogue", "PUT /api/catalogue/regulators/:id", catalogue, button("Edit NHRA")),
    on(
      "/sittings",
      "POST /api/sittings",
      async (page) => {
        await page.goto(`/sittings?center=${centerId}&month=2099-03`);
        return page.getByRole("link", { name: /15 Mar 2099 09:00/ }).first();
      },
      button("New sitting"),
    ),
    on(
      "/sittings",
      "PATCH /api/waiting-list/:id",
      async (page) => {
        await page.goto(`/sittings?center=${centerId}&month=${waitMonth}`);
        return page
          .getByRole("table", { name: /^Waiting list for / })
          .getByTestId("waiting-entry")
          .first();
      },
      (page) => page.getByRole("button", { name: "Move up" }).first(),
    ),
    on("/sittings/:id", "PATCH /api/sittings/:id", sittingPage, button("Edit")),
    on("/sittings/:id", "POST /api/sittings/:id/cancel", sittingPage, button("Cancel sitting")),
    on("/sittings/:id", "POST /api/sittings/:id/bookings", sittingPage, button("Book selected")),
    on("/stage/:stage", "POST /api/sittings/:id/bookings", stage, selected("Book into sitting…")),
    on("/stage/:stage", "PATCH /api/students/change-state", stage, selected("Apply")),
    on("/students/:id", "POST /api/sittings/:id/bookings", detail, button("Book a seat")),
    on("/students/:id", "PUT /api/students/:id/confirm", detail, button("Confirm Student")),
    on("/students/:id", "PUT /api/students/:id", detail, (page) =>
      page.getByRole("tab", { name: "Edit Student Data" }),
    ),
    on("/students/:id", "POST /api/students/:id/email", detail, button("Send e-mail")),
    on(
      "/students/:id",
      "POST /api/invoices/create-invoice",
      async (page) => {
        await expect(await detail(page)).toBeVisible();
        await page.getByRole("tab", { name: "Invoices" }).click();
        return page.getByRole("table", { name: `Invoices of ${candidate.fullName}` });
      },
      (page) => page.getByRole("link", { name: "Create Invoice" }),
    ),
    on("/Admin", "PATCH /api/students/change-state", dashboard, selected("Apply")),
    on("/Admin", "DELETE /api/students", dashboard, selected("Delete")),
    on(
      "/View/invoices",
      "PATCH /api/invoices/update-invoice/:id",
      async (page) => {
        await page.goto("/View/invoices");
        return page.getByRole("row").filter({ hasText: invoiceNumber });
      },
      (page) => page.getByRole("button", { name: `Confirm invoice ${invoiceNumber}` }),
    ),
  ];

  const cells: string[] = [];
  for (const role of ROLES) {
    const admitted = CONTROLS.filter((control) => canOpen(control.page, role));
    if (admitted.length === 0) continue;
    if (role !== "admin") await registerUser(request, adminToken, "controls", role, centerId);
    const { page, context } = await pageAs(browser, request, role, "controls");
    // Counting controls changes nothing: the next control of the same page is counted on this load.
    let opened: Control["open"] | undefined;
    let ready: Locator | undefined;
    for (const { page: key, route, open, control } of admitted) {
      if (open !== opened) {
        ready = await open(page);
        opened = open;
      }
      await expect(ready!, `${key} as ${role}: page loaded`).toBeVisible();
      await expect(control(page), `${route} on ${key} as ${role}`).toHaveCount(canCall(route, role) ? 1 : 0);
      cells.push(`${route} on ${key} × ${role}`);
    }
    await context.close();
  }
  // Admin and auditor open every one of these pages (docs/product.md §6); test_center users the sittings pages.
  expect(cells).toHaveLength(
    CONTROLS.length * 2 + CONTROLS.filter((c) => c.page.startsWith("/sittings")).length,
  );
});
