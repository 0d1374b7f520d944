/**
 * At `info` the log holds one line per API request, and nothing for the built site's pages and
 * assets unless they fail (README "Two commands": two lines per request and one per asset drowned it).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE } from "#server/plugins/not-found.ts";
import { SPA_FALLBACK } from "#server/plugins/static-site.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
const site = mkdtempSync(path.join(tmpdir(), "exam-portal-site-"));
const lines: { msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  mkdirSync(path.join(site, "assets"));
  mkdirSync(path.join(site, "404"));
  writeFileSync(path.join(site, NOT_FOUND_PAGE), "<!doctype html><title>not found</title>");
  writeFileSync(path.join(site, SPA_FALLBACK), "<!doctype html><title>app</title>");
  writeFileSync(path.join(site, "index.html"), "<!doctype html><title>home</title>");
  writeFileSync(path.join(site, "assets", "entry-abc123.js"), "console.log(1)");
  ctx = await createTestContext({ env: { LOG_LEVEL: "info", STATIC_DIR: site }, logStream });
});
afterAll(async () => {
  await ctx.close();
  rmSync(site, { recursive: true, force: true });
});

describe("request log lines at info", () => {
  it("are one per API request, with the route and the status", async () => {
    lines.length = 0;
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    await ctx.app.inject({ method: "GET", url: "/api/students" });
    expect(lines.map((line) => [line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      ["request completed", "/api/health", 200],
      ["request completed", "/api/students", 401],
    ]);
  });

  it("are none for pages and assets served from the build, but one when such a request fails", async () => {
    lines.length = 0;
    expect((await ctx.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/assets/entry-abc123.js" })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/students/12" })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const missing = await ctx.app.inject({ method: "GET", url: "/assets/missing-000.js" });
    expect(missing.statusCode).toBe(404);
    expect(lines.map((line) => [line.msg, line.res?.statusCode])).toEqual([["request completed", 404]]);
  });
});
