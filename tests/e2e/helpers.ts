import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { COLOR_SCHEME_KEY } from "#web/color-scheme-key.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { E2E_ADMIN } from "./e2e-env.ts";

/** Logs in through `POST /api/login` and stores the token as the app does (no typing). */
export async function loginByApi(
  page: Page,
  request: APIRequestContext,
  credentials: { username: string; password: string } = E2E_ADMIN,
) {
  const response = await request.post("/api/login", { data: credentials });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  return token;
}

/** A Mantine Select by its label (a textbox or a combobox, by version). */
export const selectBox = (scope: Page | Locator, name: string) =>
  scope.getByRole("textbox", { name, exact: true }).or(scope.getByRole("combobox", { name, exact: true }));

/**
 * Picks `option` in the Mantine Select labelled `label`, typing `search` first when given. Opens the
 * list again while the option is not shown, as a person would: on a loaded machine a click that
 * lands while the form re-renders (its validation messages) can leave the list closed.
 */
export async function choose(page: Page, label: string, option: string | RegExp, search?: string) {
  const box = selectBox(page, label).first();
  const choice = page.getByRole("option", { name: option, exact: typeof option === "string" }).first();
  await expect(async () => {
    if (!(await choice.isVisible())) await box.click();
    if (search) await box.fill(search);
    await expect(choice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

/** Full-page screenshot for review under test-results/screenshots/. */
export function snap(page: Page, name: string) {
  return page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** Registers a fresh valid candidate through `POST /api/FormRegister`; returns its id and name. */
export async function registerCandidate(request: APIRequestContext, token: string, lastName: string) {
  const { buildRegistration } = await import("#server/setup/factories.ts");
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const n = 200_000 + Math.floor(Math.random() * 700_000);
  const payload = buildRegistration(n, {
    lastName,
    fullName: `Lina ${lastName}`,
    firstName: "Lina",
    test_center: centers.testCenters[0]!.id,
  });
  const response = await request.post("/api/FormRegister", {
    data: payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, fullName: payload.fullName, email: payload.email };
}

/**
 * Registers through `POST /api/FormRegister` a candidate whose name, national ID and e-mail carry
 * `digits` fresh digits (`unique`): "<first> <family><unique>", national ID "<idPrefix><unique>",
 * no passport. Its id, full name and the digits.
 */
export async function registerUnique(
  request: APIRequestContext,
  token: string,
  { first, family, idPrefix, digits }: { first: string; family: string; idPrefix: string; digits: number },
) {
  const { buildRegistration } = await import("#server/setup/factories.ts");
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-digits);
  const registration = buildRegistration(Number(unique.slice(-6)), {
    lastName: `${family}${unique}`,
    fullName: `${first} ${family}${unique}`,
    nationalId: `${idPrefix}${unique}`,
    passportNumber: "",
    email: `${first.toLowerCase()}.${family.toLowerCase()}.${unique}@example.com`,
  });
  const registered = await request.post("/api/FormRegister", { data: registration, headers: bearer(token) });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  return { id, fullName: registration.fullName, unique };
}

/**
 * Logs the e2e admin in on `page`, registers `count` candidates of a fresh family ("<prefix>NNNNNNN",
 * then the same with "b", "c", …) and opens the dashboard filtered to the family, which lists exactly
 * them. The token, the family, the first candidate, all of them in order and the Students table.
 */
export async function familyOnDashboard(page: Page, request: APIRequestContext, prefix: string, count = 1) {
  const token = await loginByApi(page, request);
  const family = `${prefix}${Date.now().toString().slice(-7)}`;
  const candidates = [];
  for (let i = 0; i < count; i++) {
    candidates.push(await registerCandidate(request, token, `${family}${i === 0 ? "" : "bcdefgh"[i - 1]}`));
  }
  await page.goto(`/Admin?full_name=${family}`);
  const table = page.getByRole("table", { name: "Students" });
  await expect(table.getByRole("row")).toHaveCount(count + 1);
  return { token, family, candidate: candidates[0]!, candidates, table };
}

/** `Authorization` header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Moves the candidates `ids` to `state` by API as staff do on the dashboard (`PATCH
 * /api/students/change-state`, docs/product.md §4); `confirm` confirms them on the way.
 */
export async function moveToState(
  request: APIRequestContext,
  token: string,
  ids: number[],
  state: StudentState,
  confirm?: true,
) {
  const moved = await request.patch("/api/students/change-state", {
    headers: bearer(token),
    data: { studentIds: ids, state, ...(confirm ? { confirm } : {}) },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** What `createInvoice` sends beyond the candidate's id; the currency is SAR unless given. */
export interface InvoiceByApi {
  invoiceNumber: string;
  amount: string;
  currency?: string;
  bank?: string;
  invoiceMobilePhone?: string;
}

/**
 * An invoice of candidate `studentId` (in state Invoice) made by API (`POST
 * /api/invoices/create-invoice`, docs/product.md §2 `/create-invoice`).
 */
export async function createInvoice(
  request: APIRequestContext,
  token: string,
  studentId: number,
  invoice: InvoiceByApi,
) {
  const created = await request.post("/api/invoices/create-invoice", {
    headers: bearer(token),
    data: { studentId, currency: "SAR", ...invoice },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Moves candidate `studentId` to state Invoice and makes its invoice there (`createInvoice`). */
export async function invoiceCandidate(
  request: APIRequestContext,
  token: string,
  studentId: number,
  invoice: InvoiceByApi,
) {
  await moveToState(request, token, [studentId], "Invoice");
  await createInvoice(request, token, studentId, invoice);
}

/** A short unique tag for names a test creates (centers, candidates). */
export const suffix = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** The e2e admin's token, by API. */
export async function adminToken(request: APIRequestContext) {
  const response = await request.post("/api/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Registers a test center by API (`POST /api/test-center`) and returns it. */
export async function createCenter(
  request: APIRequestContext,
  token: string,
  name: string,
  address = `${name} Street 1, Riyadh`,
) {
  const response = await request.post("/api/test-center", {
    headers: bearer(token),
    data: { name, address },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { testCenter: { id: number; name: string } }).testCenter;
}

/**
 * Waits until React has hydrated `control` (it carries React's props key then). "networkidle" only
 * says the scripts arrived: on a loaded machine hydration can still be running, and a choice made
 * on the prerendered HTML before it is lost (CI saw a specialty chosen too early on /DHA).
 */
export async function hydrated(control: Locator) {
  // Every 20 ms: the default steps (0.1, 0.25, 0.5, 1 s) let up to half a second pass after hydration.
  await expect
    .poll(
      () =>
        control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))),
      { intervals: [20] },
    )
    .toBe(true);
}

/** The requests each page has in flight, counted from `trackRequests` on. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s requests in flight (once per page): call it before the navigation `settled` waits on. */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
}

/**
 * Waits until `page` (tracked by `trackRequests` before its navigation) has settled: React has
 * hydrated it (`<body>` carries React's props key), and twice in a row, after the browser's idle
 * callbacks (the deferred imports, decision 0012) have run, no request is in flight; then two
 * frames, for what the last answers render. What "networkidle" waited for (the scripts, the
 * queries and their rendering), without its fixed half second of silence after the last request.
 */
export async function settled(page: Page, timeout = 10_000) {
  const pending = inFlight.get(page);
  if (!pending) throw new Error("settled(page) needs trackRequests(page) before the navigation");
  await page.waitForFunction(
    () => Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactProps$")),
    null,
    { polling: "raf", timeout },
  );
  const giveUp = Date.now() + timeout;
  for (let quiet = 0; quiet < 2; quiet = pending.size === 0 ? quiet + 1 : 0) {
    if (Date.now() > giveUp) {
      throw new Error(`still in flight after ${timeout} ms: ${[...pending].map((r) => r.url()).join(", ")}`);
    }
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 500 })),
    );
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** `page.goto(path)`, then `settled(page)`. */
export async function gotoSettled(page: Page, path: string) {
  trackRequests(page);
  const answer = await page.goto(path);
  await settled(page);
  return answer;
}

/**
 * The candidate's look-up on the Arabic status page (docs/product.md §2 "Status page"): the link carries the
 * reference, the candidate types the e-mail address once the form has hydrated and sends it.
 */
export async function lookUpInArabic(page: Page, reference: string, email: string) {
  await page.goto(`/ar/status?reference=${reference}`);
  const box = page.getByRole("textbox", { name: statusAr["status.emailLabel"] });
  await hydrated(box);
  await box.fill(email);
  await page.getByRole("button", { name: statusAr["status.submit"] }).click();
}

/**
 * Collects the page's console errors and uncaught exceptions, each with the URL that logged it: a
 * hydration mismatch (React error #418) shows only there, the page itself recovers. `expected`
 * names console errors a test causes on purpose (they are not collected).
 */
export function collectConsoleErrors(page: Page, expected?: (message: ConsoleMessage) => boolean): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !expected?.(message)) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Playwright's `test` in which every test fails on a console error or an uncaught exception in its
 * page (`collectConsoleErrors`), checked after the test's own steps.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens `path` in colour scheme `scheme` (stored before load as the app stores the visitor's
 * choice) and waits until the page has settled (`settled`) and the scheme is applied.
 */
export async function openInScheme(page: Page, path: string, scheme: "dark" | "light") {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: COLOR_SCHEME_KEY,
    value: scheme,
  });
  await gotoSettled(page, path);
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
}

/**
 * An axe run on `page`. With no frame but the page's own, axe runs in the page in one call
 * (`setLegacyMode`): the same rules and the same results, without the default's second, blank page
 * that gathers the frames' partial results (half of each run's time, measured on the public pages).
 * A page with a frame keeps the default, which also reaches cross-origin and sandboxed frames.
 */
export function axeFor(page: Page) {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

/**
 * The serious and critical axe violations of the page (WCAG 2.1 A/AA, best practice): rule and
 * first targets. Every rule runs and every violation keeps all its nodes; `resultTypes` only spares
 * axe the selectors of the passed, incomplete and inapplicable nodes, read by no caller (axe's
 * documented performance option: 0.5–0.7 s a run on the public pages against 0.7–1.9 s, measured
 * side by side, the same violations).
 */
export async function severeViolations(page: Page, targets = 5) {
  // `options` replaces the run's options: before `withTags`, which adds the tags to them.
  const { violations } = await axeFor(page)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, targets).map((node) => node.target.join(" ")),
    }));
}

/**
 * `severeViolations` of the page as it is now in each colour scheme (switched as the toggle does,
 * on `<html data-mantine-color-scheme>`), with transitions off so that axe reads colours at rest,
 * not halfway through a fade; as "state (scheme) rule: targets" lines. The scheme is put back after.
 */
export async function severeInBothSchemes(page: Page, state: string): Promise<string[]> {
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  const html = page.locator("html");
  const original = await html.getAttribute("data-mantine-color-scheme");
  const setScheme = (scheme: string) =>
    html.evaluate((element, value) => element.setAttribute("data-mantine-color-scheme", value), scheme);
  const found: string[] = [];
  for (const scheme of ["dark", "light"]) {
    await setScheme(scheme);
    for (const violation of await severeViolations(page, 4)) {
      found.push(`${state} (${scheme}) ${violation.id}: ${violation.targets.join(" | ")}`);
    }
  }
  if (original) await setScheme(original);
  return found;
}
