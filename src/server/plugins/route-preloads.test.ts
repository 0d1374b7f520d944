import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROUTE_IMPORTS_FILE, routePreloads } from "./route-preloads.ts";

const site = mkdtempSync(path.join(tmpdir(), "preloads-"));
afterAll(() => rmSync(site, { recursive: true, force: true }));

const route = (id: string, extra: object) => ({
  id,
  module: `/assets/${id.replace(/\W/g, "-")}.js`,
  ...extra,
});
const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/shell.js"] },
  routes: {
    root: route("root", { path: "", imports: ["/assets/shell.js"], css: ["/assets/shell.css#"] }),
    providers: route("providers", {
      parentId: "root",
      imports: ["/assets/shell.js", "/assets/query.js"],
      css: ["/assets/providers.css"],
    }),
    details: route("details", {
      parentId: "providers",
      path: "students/:id",
      imports: ["/assets/query.js", "/assets/table.js"],
    }),
    admin: route("admin", { parentId: "providers", path: "Admin", imports: ["/assets/table.js"] }),
    ar: route("ar", { parentId: "root", path: "ar" }),
    "ar-catch-all": route("ar-catch-all", { parentId: "ar", path: "*" }),
  },
};
mkdirSync(path.join(site, "assets"));
writeFileSync(
  path.join(site, "assets", "manifest-1.js"),
  `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
);
const html =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/shell.js"/><link rel="stylesheet" href="/assets/shell.css#"/></head><body></body></html>';
const preloads = routePreloads(site, html);

describe("the SPA fallback names the matched page's code (decision 0021)", () => {
  it("preloads every chunk of the route chain once, but none the shell already loads", () => {
    const body = preloads("/students/12")!;
    const head = body.html.slice(0, body.html.indexOf("</head>"));
    const preloaded = [...head.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/shell.js",
      "/assets/providers.js",
      "/assets/query.js",
      "/assets/details.js",
      "/assets/table.js",
    ]);
    expect(head).toContain('<link rel="preload" as="style" href="/assets/providers.css"/>');
    expect(head).not.toContain("/assets/admin.js");
  });

  it("matches without case and compresses the body", async () => {
    const body = preloads("/admin/")!;
    expect(body.html).toContain('href="/assets/admin.js"');
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(body.br).toString()).toBe(body.html);
    expect(gunzipSync(body.gzip).toString()).toBe(body.html);
  });

  it("reads the import lists the build took out of the manifest (decision 0005)", () => {
    const slimSite = mkdtempSync(path.join(tmpdir(), "preloads-slim-"));
    try {
      mkdirSync(path.join(slimSite, "assets"));
      const imports = Object.fromEntries(
        Object.entries(manifest.routes).flatMap(([id, r]) => ("imports" in r ? [[id, r.imports]] : [])),
      );
      const routes = Object.fromEntries(
        Object.entries(manifest.routes).map(([id, r]) => {
          const { imports: _lists, ...rest } = r as typeof r & { imports?: string[] };
          return [id, rest];
        }),
      );
      writeFileSync(
        path.join(slimSite, "assets", "manifest-1.js"),
        `window.__reactRouterManifest=${JSON.stringify({ ...manifest, routes })};`,
      );
      writeFileSync(path.join(slimSite, ROUTE_IMPORTS_FILE), JSON.stringify(imports));
      expect(routePreloads(slimSite, html)("/students/12")?.html).toBe(preloads("/students/12")?.html);
    } finally {
      rmSync(slimSite, { recursive: true, force: true });
    }
  });

  it("gives nothing for a path no page route matches, nor without a readable manifest", () => {
    expect(preloads("/students")).toBeUndefined();
    expect(preloads("/ar/unknown")).toBeUndefined();
    expect(routePreloads(site, "<html><head></head></html>")("/Admin")).toBeUndefined();
  });
});
