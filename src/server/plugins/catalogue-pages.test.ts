import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Publication } from "#server/domain/catalogue.ts";
import type { PageRenderer, RenderedPage } from "#server/lib/page-renderer.ts";
import { CATALOGUE_PAGE_PATHS } from "#shared/site/public-pages.ts";
import { registerCataloguePages, withScriptHashes } from "./catalogue-pages.ts";

describe("withScriptHashes (decision 0035: a rendered page's own inline scripts in its CSP)", () => {
  it("adds the hashes to script-src only, once each, keeping the other directives", () => {
    const policy = "default-src 'self';script-src 'self' 'sha256-a';style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self' 'unsafe-inline'",
    );
  });

  it("leaves a policy without script-src as it is", () => {
    expect(withScriptHashes("default-src 'self'", ["'sha256-a'"])).toBe("default-src 'self'");
  });
});

describe("registerCataloguePages when the publication cannot be read or rendered", () => {
  const DHA = CATALOGUE_PAGE_PATHS.find((page) => page.includes("(DHA)"))!;
  const rendered: RenderedPage = {
    status: 200,
    contentType: "text/html",
    body: Buffer.from("rendered"),
    br: Buffer.from("rendered"),
    gzip: Buffer.from("rendered"),
    scriptHashes: [],
  };

  /** A server whose catalogue page answers "built" from the build and `renderer` from a publication. */
  async function serverWith(publication: () => Promise<Publication>, renderer: PageRenderer) {
    const app = Fastify({ logger: false });
    registerCataloguePages(app, renderer, publication);
    app.get(DHA, async () => "built");
    await app.ready();
    return app;
  }
  const published = async (): Promise<Publication> => ({ version: 2, tree: {} }) as unknown as Publication;
  const get = (app: Awaited<ReturnType<typeof serverWith>>) =>
    app.inject({ method: "GET", url: encodeURI(DHA) });

  it("renders a newer publication", async () => {
    const app = await serverWith(published, { get: async () => rendered });
    expect((await get(app)).body).toBe("rendered");
  });

  it("serves the build's page when the publication cannot be read", async () => {
    const app = await serverWith(() => Promise.reject(new Error("database busy")), {
      get: async () => rendered,
    });
    const response = await get(app);
    expect([response.statusCode, response.body]).toEqual([200, "built"]);
  });

  it("serves the build's page when the render fails or answers an error", async () => {
    const failing = await serverWith(published, { get: () => Promise.reject(new Error("render")) });
    expect([(await get(failing)).statusCode, (await get(failing)).body]).toEqual([200, "built"]);
    const erring = await serverWith(published, { get: async () => ({ ...rendered, status: 500 }) });
    expect((await get(erring)).body).toBe("built");
  });
});
