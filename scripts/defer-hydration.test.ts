import { describe, expect, it } from "vitest";
import { inlineScriptPage } from "#tests/helpers/inline-script-page.ts";
import { deferHydration, deferredBootstrap } from "./defer-hydration.ts";

/** The shape of the bootstrap React Router writes into a prerendered page. */
const BOOTSTRAP = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  'import("/assets/entry.client-4.js");',
].join("\n");

const PAGE = `<html><head><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/home-3.js"/></head><body><script type="module" async="">${BOOTSTRAP}</script></body></html>`;

/** Runs a deferred bootstrap in a page whose `load` and first paint the test fires. */
function run(script: string, readyState: "loading" | "complete", painted = false) {
  const page = inlineScriptPage({ readyState, painted });
  const imported: string[] = [];
  page.run(script, async (url) => {
    imported.push(url);
    return { url };
  });
  return { page, imported };
}

describe("deferHydration (decision 0012)", () => {
  it("removes the modulepreload links and keeps one rewritten bootstrap", () => {
    const html = deferHydration(PAGE);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/import\s+\*\s+as/);
    expect(html).toContain("first-contentful-paint");
  });

  it("leaves a page without a bootstrap unchanged", () => {
    expect(deferHydration("<html><body>static</body></html>")).toBe("<html><body>static</body></html>");
  });

  it("imports nothing before load and the first paint, then the modules in order, names them, and then the entry", async () => {
    const { page, imported } = run(deferredBootstrap(BOOTSTRAP), "loading");
    await page.load();
    // `load` can come before the first paint: the imports wait for it.
    expect(imported).toEqual([]);
    await page.paint();
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
  });

  it("hydrates at once on a page that has loaded and painted", async () => {
    const { page, imported } = run(deferredBootstrap(BOOTSTRAP), "complete", true);
    await page.settle();
    expect(imported).toContain("/assets/entry.client-4.js");
  });

  it("fails the build on a bootstrap of another shape", () => {
    expect(() => deferredBootstrap(`${BOOTSTRAP}\nconsole.log("new");`)).toThrow(
      /Unexpected React Router bootstrap/,
    );
  });
});
