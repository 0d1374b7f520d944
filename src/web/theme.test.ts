import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { accessibleNamesTheme } from "./accessible-names.ts";
import { contrastRatio, cssVariablesResolver, readableOn, theme } from "./theme.ts";

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(resolved);
const { colors } = resolved;

describe("the theme's colours meet WCAG AA (4.5:1) where Mantine's do not", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    // Mantine's dark-mode error text on the page: the 3.4:1 staff reported.
    expect(contrastRatio(colors.red[8], colors.dark[7])).toBeLessThan(3.5);
  });

  it("error text reads on the page in both schemes", () => {
    expect(contrastRatio(variables.light["--mantine-color-error"]!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables.dark["--mantine-color-error"]!, colors.dark[7])).toBeGreaterThanOrEqual(
      4.5,
    );
    // Also on a field's or a toast's darker grey.
    expect(contrastRatio(variables.dark["--mantine-color-error"]!, colors.dark[6])).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it("dimmed text (a toast's description under its title) reads on a toast in both schemes", () => {
    expect(contrastRatio(variables.light["--mantine-color-dimmed"]!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables.dark["--mantine-color-dimmed"]!, colors.dark[6])).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it("light-variant text (badges, light buttons) reads on its tint for every colour", () => {
    for (const [name, shades] of Object.entries(colors)) {
      if (name === "dark") continue;
      const text = variables.light[`--mantine-color-${name}-light-color`]!;
      // Mantine's tint is shade 1; teal and the brand get the paler shade 0.
      const tint = variables.light[`--mantine-color-${name}-light`] ?? shades[1];
      expect(contrastRatio(text, tint), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("darkens a colour only as far as needed", () => {
    expect(readableOn("#000000", "#ffffff")).toBe("#000000");
    const yellow = readableOn(colors.yellow[9], colors.yellow[1]);
    expect(contrastRatio(yellow, colors.yellow[1])).toBeGreaterThanOrEqual(4.6);
    expect(contrastRatio(yellow, colors.yellow[1])).toBeLessThan(6);
  });
});

describe("accessibleNamesTheme", () => {
  it("names the close buttons of toasts, dialogs and alerts, and the options' scroll area", () => {
    const named = accessibleNamesTheme({
      notification: "Close notification",
      dialog: "Close dialog",
      other: "Close",
      options: "Options",
    });
    const props = (component: string) =>
      (named.components?.[component]?.defaultProps ?? {}) as Record<string, Record<string, unknown>>;
    expect(props("Notification").closeButtonProps).toEqual({ "aria-label": "Close notification" });
    expect(props("Modal").closeButtonProps).toEqual({ "aria-label": "Close dialog" });
    expect(props("Drawer").closeButtonProps).toEqual({ "aria-label": "Close dialog" });
    expect(props("Alert").closeButtonLabel).toBe("Close");
    expect(props("Select").scrollAreaProps?.viewportProps).toMatchObject({
      tabIndex: 0,
      role: "group",
      "aria-label": "Options",
    });
    // A toast's description under a title is dimmed (readable), without one the text colour.
    const styles = named.components?.Notification?.styles as (
      t: unknown,
      p: object,
    ) => Record<string, object>;
    expect(styles(resolved, { title: "Invoices" }).description).toEqual({
      color: "var(--mantine-color-dimmed)",
    });
    expect(styles(resolved, {}).description).toEqual({});
  });
});
