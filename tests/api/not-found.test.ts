/**
 * docs/architecture.md (soft 404): an unknown page path answers HTTP 404 with the prerendered /404
 * page, while real client routes (staff pages, other spellings of public pages) keep the SPA
 * fallback with 200. Runs against a small site folder with the build's file names.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isClientRoute } from "#shared/site/client-routes.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";
import routes from "#web/routes.ts";

let ctx: TestContext;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), "site-"));
  writeFileSync(path.join(site, "__spa-fallback.html"), "<html>fallback</html>");
  mkdirSync(path.join(site, "404"));
  writeFileSync(path.join(site, "404", "index.html"), "<html>Looks like you're lost</html>");
  mkdirSync(path.join(site, "ar", "404"), { recursive: true });
  writeFileSync(path.join(site, "ar", "404", "index.html"), "<html>يبدو أنك ضللت الطريق</html>");
  mkdirSync(path.join(site, "about"));
  writeFileSync(path.join(site, "about", "index.html"), "<html>about</html>");
  ctx = await createTestContext({ env: { STATIC_DIR: site } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (url: string, method: "GET" | "HEAD" = "GET") => ctx.app.inject({ method, url });

describe("unknown page paths", () => {
  it.each([
    "/no-such-page",
    "/students",
    "/students/1/2",
    "/Admin/extra",
    "/about/x",
    "/%E2%82%AC",
    "/arabic",
  ])("%s answers 404 with the not-found page", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("Looks like you're lost");
  });

  it.each(["/ar/no-such-page", "/ar/x/y", "/AR/about/x"])(
    "%s answers 404 with the Arabic not-found page (decision 0011)",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("يبدو أنك ضللت الطريق");
    },
  );

  it("answers HEAD with 404 too", async () => {
    expect((await get("/no-such-page", "HEAD")).statusCode).toBe(404);
  });

  it("keeps JSON 404s for /api paths and for other methods", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing"],
      ["GET", "/%61pi/nothing"],
      ["POST", "/no-such-page"],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe("client routes", () => {
  it.each([
    "/students/12",
    "/Admin",
    "/admin",
    "/stage/Confirmed",
    "/View/invoices",
    "/ABOUT",
    "/test-center/3/",
    // The Arabic pages (decision 0011), in any case.
    "/ar/status",
    "/AR/Status/",
    "/ar/Contact-us",
    "/ar/contact-form-old",
    "/Ar",
  ])("%s gets the SPA fallback with 200", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("fallback");
  });

  it("serves prerendered pages as files", async () => {
    const response = await get("/about");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("about");
  });

  it("knows every page route of the browser app (src/web/routes.ts), nested ones too", () => {
    type Entry = { path?: string; children?: Entry[] };
    const pathsOf = (entries: Entry[], parent: string): string[] =>
      entries.flatMap((entry) => {
        const own =
          entry.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${entry.path.replace(/^\//, "")}`;
        return [...(entry.path === undefined ? [] : [own]), ...pathsOf(entry.children ?? [], own)];
      });
    // The catch-all routes (`*`, `/ar/*`) are the not-found page, not client routes.
    const paths = pathsOf(routes as Entry[], "/").filter((p) => !p.endsWith("/*") && p !== "/404");
    expect(paths).toContain("/ar/status");
    expect(paths).toContain("/ar/Contact-us");
    expect(paths).toContain("/ar/contact-form-old");
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !isClientRoute(p.replace(/:\w+/g, "1")))).toEqual([]);
  });
});
