import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { illustrations } from "./illustrations.ts";

describe("the flat illustration set (decision 0013)", () => {
  it("is committed as `npm run illustrations` writes it, at the sizes the pages reserve", () => {
    const all = illustrations();
    expect(all).toHaveLength(22);
    for (const { file, svg } of all) {
      expect(readFileSync(path.join("public", file), "utf8")).toBe(svg);
      const size = file.startsWith("/images/carousel/")
        ? 'width="1200" height="500"'
        : 'width="480" height="270"';
      expect(svg).toContain(size);
    }
  });
});
