/**
 * The Content Security Policy without `'unsafe-inline'` scripts (README "Security"), in real
 * Chromium: every page kind loads with zero CSP violations and hydrates (a control works), and the
 * document's `script-src` lists the hash of each inline script in the built file it was served.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { REGULATORS } from "#shared/reference/regulators.ts";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { CLIENT_DIR, prerenderedFile } from "./build-output.ts";
import { loginByApi } from "./helpers.ts";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records `securitypolicyviolation` events from the first script on, and console messages that
 * name the Content Security Policy (Chromium logs each refusal).
 */
async function watchCsp(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp),
    console,
  };
}

/** The `script-src` sources of a CSP header. */
function scriptSrc(header: string | undefined): string[] {
  const directive = (header ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

/** Hash sources of the executable inline scripts of a built HTML file, computed here on its own. */
function inlineScriptHashes(file: string): string[] {
  const html = readFileSync(file, "utf8");
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

const regulator = REGULATORS[0]!;

const PAGES: {
  name: string;
  path: string;
  file: string;
  login?: boolean;
  /** Proves the page hydrated: something only the running app can do. */
  interact: (page: Page) => Promise<void>;
}[] = [
  {
    name: "home",
    path: "/",
    file: prerenderedFile("/"),
    async interact(page) {
      await page.getByRole("button", { name: /Quality Certificate/ }).click();
      await expect(page.getByRole("dialog", { name: "Quality Certificate" })).toBeVisible();
    },
  },
  {
    name: `regulator page ${regulator.code}`,
    path: regulator.path,
    file: prerenderedFile(regulator.path),
    async interact(page) {
      await page.getByRole("searchbox", { name: "Search by exam name" }).fill("no such exam at all");
      await expect(page.getByText("No exams match your search")).toBeVisible();
    },
  },
  {
    name: "registration wizard",
    path: "/register",
    file: prerenderedFile("/register"),
    async interact(page) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Please fill in all required fields for this step")).toBeVisible();
    },
  },
  {
    name: "login",
    path: "/login",
    file: prerenderedFile("/login"),
    async interact(page) {
      // A user that does not exist, so no real account's login lock moves.
      await page.getByLabel("Username").fill("csp-probe-nobody");
      await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByText(/Invalid username or password/)).toBeVisible();
    },
  },
  {
    // Decision 0011: the Arabic status page, its form checked by the shared zod schema under the CSP.
    name: "Arabic status page",
    path: "/ar/status",
    file: prerenderedFile("/ar/status"),
    async interact(page) {
      await page.getByRole("button", { name: "اعرض الحالة" }).click();
      await expect(page.getByText("يُرجى إدخال الرقم المرجعي.")).toBeVisible();
    },
  },
  {
    name: "back office",
    path: "/Admin",
    file: path.join(CLIENT_DIR, "__spa-fallback.html"),
    login: true,
    async interact(page) {
      const table = page.getByRole("table", { name: "Students" });
      await expect(table.getByRole("row").nth(1)).toBeVisible();
      const selectAll = page.getByRole("checkbox", { name: "Select all students on this page" });
      await selectAll.check();
      await expect(selectAll).toBeChecked();
    },
  },
];

for (const entry of PAGES) {
  test(`${entry.name}: no CSP violation, hydrated, script-src has its inline scripts' hashes`, async ({
    page,
    request,
  }) => {
    if (entry.login) await loginByApi(page, request);
    const csp = await watchCsp(page);

    const response = await page.goto(entry.path);
    await page.waitForLoadState("networkidle");
    await entry.interact(page);

    const sources = scriptSrc(response?.headers()["content-security-policy"]);
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    const hashes = inlineScriptHashes(entry.file);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(sources).toContain(hash);

    expect(await csp.violations()).toEqual([]);
    expect(csp.console).toEqual([]);
  });
}

test("every prerendered public page loads without a CSP violation", async ({ page }) => {
  const csp = await watchCsp(page);
  const found: Record<string, unknown[]> = {};
  for (const { path: pagePath } of PUBLIC_PAGES) {
    const response = await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
    const sources = scriptSrc(response?.headers()["content-security-policy"]);
    const missing = inlineScriptHashes(prerenderedFile(pagePath)).filter((hash) => !sources.includes(hash));
    const problems = [...(await csp.violations()), ...missing, ...csp.console.splice(0)];
    if (problems.length > 0) found[pagePath] = problems;
  }
  expect(found).toEqual({});
});
