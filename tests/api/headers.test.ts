/**
 * `Cache-Control: no-store` on every API answer (README "Security"): answers carry candidates'
 * data or the token, and errors may too, so no browser or shared cache may keep them. Health and
 * the public site settings are the exceptions.
 */
import { describe, expect, it } from "vitest";
import { suiteTestContext, USER_PASSWORD } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();

describe("Cache-Control on /api answers", () => {
  const cases: [
    string,
    () => Promise<{ method: string; url: string; headers?: Record<string, string>; payload?: object }>,
    number,
  ][] = [
    [
      "the login answer with the token",
      async () => ({
        method: "POST",
        url: "/api/login",
        payload: { username: "admin-user", password: USER_PASSWORD },
      }),
      200,
    ],
    [
      "a candidate list",
      async () => ({ method: "GET", url: "/api/students", headers: await ctx.authAs("admin") }),
      200,
    ],
    [
      "the user list",
      async () => ({ method: "GET", url: "/api/users", headers: await ctx.authAs("admin") }),
      200,
    ],
    [
      "the token check",
      async () => ({ method: "POST", url: "/api/verifyToken", headers: await ctx.authAs("visitor") }),
      200,
    ],
    ["a 401 without a token", async () => ({ method: "GET", url: "/api/students" }), 401],
    [
      "a 401 through a percent-encoded spelling",
      async () => ({ method: "GET", url: "/%61pi/students" }),
      401,
    ],
    [
      "a 403 for another role",
      async () => ({ method: "GET", url: "/api/users", headers: await ctx.authAs("visitor") }),
      403,
    ],
    [
      "a 400 for bad input",
      async () => ({ method: "POST", url: "/api/login", payload: { username: "" } }),
      400,
    ],
    ["a JSON 404 for an unknown API path", async () => ({ method: "GET", url: "/api/no-such-thing" }), 404],
    [
      "a 404 for a missing candidate",
      async () => ({ method: "GET", url: "/api/students/999999", headers: await ctx.authAs("admin") }),
      404,
    ],
  ];

  it.each(cases)("no-store on %s", async (_name, request, status) => {
    const response = await ctx.app.inject(await request());
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("no-store on the Excel export, which sets its own headers", async () => {
    const response = await ctx.getAs("admin", "/api/students/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("GET /api/health is not no-store", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBeUndefined();
  });

  it("GET /api/site-config keeps its short public cache", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/site-config" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("other answers", () => {
  it("sitemap.xml sets its own cache rule, not the API's no-store (tests/api/seo.test.ts has both cases)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).not.toContain("no-store");
  });
});
