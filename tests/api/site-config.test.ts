import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "#server/config.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

describe("RATING_VALUE and RATING_COUNT (docs/product.md §2 Regulator exam pages: no made-up rating)", () => {
  it("give no rating when unset", () => {
    expect(parseConfig({}).rating).toBeNull();
  });

  it("give a rating when both are set", () => {
    expect(parseConfig({ RATING_VALUE: "4.6", RATING_COUNT: "87" }).rating).toEqual({
      value: 4.6,
      count: 87,
    });
  });

  it("are refused one without the other, or out of range", () => {
    expect(() => parseConfig({ RATING_VALUE: "4.5" })).toThrow(
      new ConfigError("Invalid configuration: set both RATING_VALUE and RATING_COUNT, or neither"),
    );
    expect(() => parseConfig({ RATING_COUNT: "120" })).toThrow(ConfigError);
    expect(() => parseConfig({ RATING_VALUE: "6", RATING_COUNT: "10" })).toThrow(
      /RATING_VALUE must be 1 to 5/,
    );
    expect(() => parseConfig({ RATING_VALUE: "4", RATING_COUNT: "2.5" })).toThrow(/RATING_COUNT/);
    expect(() => parseConfig({ RATING_VALUE: "4", RATING_COUNT: "0" })).toThrow(/RATING_COUNT/);
  });
});

describe("GET /api/site-config", () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
  });
  const siteConfig = async (env: Record<string, string> = {}) => {
    const ctx = await createTestContext({ env });
    contexts.push(ctx);
    const response = await ctx.app.inject({ method: "GET", url: "/api/site-config" });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("says there is no rating when none is configured", async () => {
    expect(await siteConfig()).toMatchObject({ supportEmail: "support@example.com", rating: null });
  });

  it("carries the configured rating for the regulator pages", async () => {
    expect(await siteConfig({ RATING_VALUE: "4.6", RATING_COUNT: "87" })).toMatchObject({
      rating: { value: 4.6, count: 87 },
    });
  });
});
