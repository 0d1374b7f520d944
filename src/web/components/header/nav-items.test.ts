import { describe, expect, it } from "vitest";
import { REGULATOR_LINKS } from "#shared/reference/regulator-links.ts";
import { arabicPath } from "#shared/site/locales.ts";
import { navItems } from "./nav-items.ts";

const label = (id: string) => `«${id}»`;

describe("navItems", () => {
  it("leads an Arabic page's navbar and drawer to the Arabic pages: home, regulators, login, about", () => {
    const { before, after, regulators, login } = navItems(null, label, "ar");
    expect(before.map((item) => item.to)).toEqual(["/ar"]);
    expect(regulators).toEqual(
      REGULATOR_LINKS.map((regulator) => ({
        label: regulator.code,
        to: arabicPath(regulator.path),
        description: `«regulator.${regulator.code}»`,
      })),
    );
    expect(login).toBe("/ar/login");
    expect(after.map((item) => item.to)).toEqual(["/ar/Contact-us", "/ar/about"]);
  });

  it("keeps an English page's links English", () => {
    const { regulators, login } = navItems(null, label, "en");
    expect(regulators.map((item) => item.to)).toEqual(REGULATOR_LINKS.map((regulator) => regulator.path));
    expect(login).toBe("/login");
  });
});
