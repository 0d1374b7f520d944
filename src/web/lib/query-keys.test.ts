import { describe, expect, it } from "vitest";
import { featureKeys } from "./query-keys.ts";

describe("featureKeys (every key of a feature starts with its root)", () => {
  const keys = featureKeys("sittings", {
    detail: (id: number) => ["detail", id] as const,
    page: (page: number) => [page] as const,
    settings: () => ["settings"] as const,
  });

  it("makes the root alone as `all`", () => {
    expect(keys.all).toEqual(["sittings"]);
  });

  it("puts the root before each maker's key", () => {
    expect(keys.detail(7)).toEqual(["sittings", "detail", 7]);
    expect(keys.page(2)).toEqual(["sittings", 2]);
    expect(keys.settings()).toEqual(["sittings", "settings"]);
  });
});
