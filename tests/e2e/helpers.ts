import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { COLOR_SCHEME_KEY } from "#web/color-scheme-key.ts";
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

/** Picks `option` in the Mantine Select labelled `label`, typing `search` first when given. */
export async function choose(page: Page, label: string, option: string | RegExp, search?: string) {
  const box = page
    .getByRole("textbox", { name: label, exact: true })
    .or(page.getByRole("combobox", { name: label, exact: true }));
  await box.first().click();
  if (search) await box.first().fill(search);
  await page
    .getByRole("option", { name: option, exact: typeof option === "string" })
    .first()
    .click();
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

/** `Authorization` header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
  await expect
    .poll(() =>
      control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
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
 * choice) and waits until the network is idle and the scheme is applied.
 */
export async function openInScheme(page: Page, path: string, scheme: "dark" | "light") {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: COLOR_SCHEME_KEY,
    value: scheme,
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
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

/** The serious and critical axe violations of the page (WCAG 2.1 A/AA, best practice): rule and first targets. */
export async function severeViolations(page: Page) {
  const { violations } = await axeFor(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
