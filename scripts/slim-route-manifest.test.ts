import { describe, expect, it } from "vitest";
import { slimManifest } from "./slim-route-manifest.ts";

const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/shell.js"], css: [] },
  routes: {
    root: {
      id: "root",
      module: "/assets/root.js",
      imports: ["/assets/shell.js"],
      css: ["/assets/shell.css"],
    },
    page: { id: "page", parentId: "root", path: "/", module: "/assets/page.js", hasLoader: true },
  },
  url: "/assets/manifest-1.js",
  version: "1",
};

describe("slimManifest", () => {
  it("drops the routes' imports, keeps everything else, and returns the lists by route", () => {
    const { slim, imports } = slimManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    expect(slim.startsWith("window.__reactRouterManifest=")).toBe(true);
    const parsed = JSON.parse(slim.slice(slim.indexOf("{"), slim.lastIndexOf("}") + 1));
    const { imports: _dropped, ...root } = manifest.routes.root;
    expect(parsed).toEqual({ ...manifest, routes: { root, page: manifest.routes.page } });
    expect(imports).toEqual({ root: ["/assets/shell.js"] });
  });

  it("refuses a manifest of another shape", () => {
    expect(() => slimManifest("export default {}")).toThrow(/no longer starts/);
  });
});
