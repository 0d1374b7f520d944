import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { CLIENT_DIR, scriptsLoadedBy } from "./build-output.ts";

/** The JS `/` may load, gzip bytes (decision 0005: ≤ 170 KB; React and React Router alone are ~107 KB). */
const LANDING_BUDGET_BYTES = 170 * 1000;

/** Route chunks of the back office; no public page may load them (split by route). */
const BACK_OFFICE_CHUNK = /\/(dashboard-page|student-detail-page|register-page|registration-wizard)-/;

test.describe("JS budget (reads the build output)", () => {
  // `/` and its Arabic twin `/ar` (decision 0011): the Arabic catalogue loads with /ar only.
  for (const landing of ["/", "/ar"]) {
    test(`${landing} loads at most 170 KB of gzip JS, with no schema library, query cache or back-office code`, () => {
      const scripts = scriptsLoadedBy(landing);
      const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const breakdown = scripts.map((s) => `${(s.gzipBytes / 1000).toFixed(1).padStart(6)} kB  ${s.file}`);
      console.log(`JS loaded by ${landing}: ${(total / 1000).toFixed(1)} kB gzip\n${breakdown.join("\n")}`);
      test.info().annotations.push({ type: `js-gzip-bytes ${landing}`, description: String(total) });
      expect(total).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);

      const code = scripts.map((s) => readFileSync(path.join(CLIENT_DIR, s.file), "utf8")).join("\n");
      expect(code, "zod").not.toContain("ZodError");
      expect(code, "TanStack Query").not.toContain("QueryClient");
      expect(code, "floating-ui").not.toContain("floating-ui");
      // Catalogues arrive compiled: no ICU parser in the browser (decision 0011).
      expect(code, "ICU parser").not.toContain("@messageformat/parser");
      expect(scripts.filter((s) => BACK_OFFICE_CHUNK.test(s.file))).toEqual([]);
      // The Arabic catalogue: on /ar, never on /.
      expect(code.includes("الهيئة السعودية للتخصصات الصحية"), "Arabic catalogue").toBe(landing === "/ar");
    });
  }

  test("no public page loads back-office route code", () => {
    for (const page of PUBLIC_PAGES) {
      const chunks = scriptsLoadedBy(page.path).filter((s) => BACK_OFFICE_CHUNK.test(s.file));
      expect(chunks, page.path).toEqual([]);
    }
  });
});

test("/ in the browser requests only the scripts counted above until it is idle", async ({ page }) => {
  const counted = new Set(scriptsLoadedBy("/").map((s) => s.file));
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" || url.pathname.endsWith(".js")) requested.push(url.pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Let idle callbacks (the carousel stylesheet) and their imports run too.
  await page.waitForTimeout(2500);
  await page.waitForLoadState("networkidle");
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((file) => !counted.has(file))).toEqual([]);
});
