import { describe, expect, it } from "vitest";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();

describe("GET /api/health", () => {
  it("answers ok when the database answers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404, never the web app", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false });
  });
});
