import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HEALTHCARE_PROFESSIONS } from "#shared/reference/landing.ts";
import { GALLERY_DIR, PROFESSION_ICONS, type ProfessionId, professionIconSvg } from "./health-icons.ts";

describe("the gallery's Health Icons (decision 0013)", () => {
  it("has one icon per profession, committed as written by `npm run icons`", () => {
    expect(Object.keys(PROFESSION_ICONS).sort()).toEqual(HEALTHCARE_PROFESSIONS.map((p) => p.id).sort());
    for (const profession of HEALTHCARE_PROFESSIONS) {
      expect(profession.image).toBe(`/images/gallery/${profession.id}.svg`);
      const committed = readFileSync(path.join(GALLERY_DIR, `${profession.id}.svg`), "utf8");
      expect(committed).toBe(professionIconSvg(profession.id as ProfessionId));
      expect(committed).toMatch(/^<svg width="48" height="48" viewBox="0 0 48 48" fill="#000"/);
      expect(committed).not.toMatch(/currentColor|<script/);
    }
  });
});
