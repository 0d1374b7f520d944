import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB = path.resolve("src/web");
const STYLES = path.resolve("node_modules/@mantine/core/styles");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("src/web/mantine-styles.ts", () => {
  it("imports the stylesheet of every Mantine component the app uses", () => {
    const used = new Set<string>();
    for (const file of sources(WEB)) {
      for (const match of readFileSync(file, "utf8").matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g,
      )) {
        for (const name of (match[1] ?? "").split(",")) {
          const component =
            name
              .replace(/^\s*type\s+/, "")
              .trim()
              .split(/\s+as\s+/)[0] ?? "";
          if (/^[A-Z]/.test(component)) used.add(component);
        }
      }
    }
    const imported =
      readFileSync(path.join(WEB, "mantine-styles.ts"), "utf8") +
      readFileSync(path.join(WEB, "back-office-styles.ts"), "utf8");
    const missing = [...used].filter(
      (component) =>
        existsSync(path.join(STYLES, `${component}.css`)) &&
        !imported.includes(`@mantine/core/styles/${component}.css`),
    );
    expect(used.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
