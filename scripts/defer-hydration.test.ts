import { describe, expect, it } from "vitest";
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

/** Runs a deferred bootstrap with `import()` recorded and the window's `load` under our control. */
async function run(script: string, readyState: "loading" | "complete") {
  const imported: string[] = [];
  const listeners: (() => void)[] = [];
  const window: Record<string, unknown> & { addEventListener: unknown } = {
    addEventListener: (type: string, listener: () => void) => type === "load" && listeners.push(listener),
  };
  const body = script.replace(/\bimport\(/g, "load(");
  const load = async (url: string) => {
    imported.push(url);
    return { url };
  };
  new Function("window", "document", "load", body)(window, { readyState }, load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { imported, listeners, window };
}

describe("deferHydration (decision 0012)", () => {
  it("removes the modulepreload links and keeps one rewritten bootstrap", () => {
    const html = deferHydration(PAGE);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/import\s+\*\s+as/);
    expect(html).toContain('window.addEventListener("load",hydrate,{once:true})');
  });

  it("leaves a page without a bootstrap unchanged", () => {
    expect(deferHydration("<html><body>static</body></html>")).toBe("<html><body>static</body></html>");
  });

  it("imports nothing before load, then the modules in order, names them, and then the entry", async () => {
    const { imported, listeners, window } = await run(deferredBootstrap(BOOTSTRAP), "loading");
    expect(imported).toEqual([]);
    listeners[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
  });

  it("hydrates at once when the page has already loaded", async () => {
    const { imported } = await run(deferredBootstrap(BOOTSTRAP), "complete");
    expect(imported).toContain("/assets/entry.client-4.js");
  });

  it("fails the build on a bootstrap of another shape", () => {
    expect(() => deferredBootstrap(`${BOOTSTRAP}\nconsole.log("new");`)).toThrow(
      /Unexpected React Router bootstrap/,
    );
  });
});
