/**
 * The Vitest layers of tests/setup/test-layers.ts hold: every test file is in exactly one project,
 * and no `unit` file (run by `npm run test:unit`, without the database template) names a database,
 * the app, a server process or the run's database URL.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  layerOf,
  PUBLIC_PAGE_SPECS,
  publicPageViolations,
  QUIET_SPECS,
  testLayers,
  unitViolations,
} from "#tests/setup/test-layers.ts";

const layers = testLayers();
/** A one-line module importing `specifier` (written so that this file itself imports nothing of it). */
const probe = (specifier: string) => `import { x } from "${specifier}";`;
/** A line that reads the run's database URL (written so, for the same reason). */
const readsUrl = `const url = process.env.${"TEST_DATABASE_URL"};`;

describe("test layers", () => {
  it("puts every Vitest file in one layer, none in two", () => {
    expect(layers.none).toEqual([]);
    const all = [...layers.unit, ...layers.api, ...layers.server];
    expect(new Set(all).size).toBe(all.length);
    // The layers are not empty: a glob that matched nothing would pass the line above.
    expect(layers.unit.length).toBeGreaterThan(40);
    expect(layers.api.length).toBeGreaterThan(40);
    expect(layers.server.length).toBeGreaterThan(0);
  });

  it.each(layers.unit)("%s opens no database and starts no server", (file) => {
    expect(unitViolations(readFileSync(file, "utf8"))).toEqual([]);
  });

  it("refuses a unit probe that imports the test app, a database driver or reads the run's URL", () => {
    expect(unitViolations(probe("#tests/helpers/test-app.ts"))).toEqual(["#tests/helpers/test-app.ts"]);
    expect(unitViolations(probe("@electric-sql/pglite/contrib/pg_trgm"))).toEqual(["@electric-sql/pglite"]);
    expect(unitViolations(`await import("${"#server/app.ts"}")`)).toEqual(["#server/app.ts"]);
    expect(unitViolations(readsUrl)).toEqual(["TEST_DATABASE_URL"]);
    expect(unitViolations(probe("vitest"))).toEqual([]);
    expect(unitViolations(probe("pg-format"))).toEqual([]);
  });

  it("sends database files to `api` and the server's own processes to `server`", () => {
    expect(layerOf("src/server/db/probe.db.test.ts", "")).toBe("api");
    expect(layerOf("src/server/lib/probe.test.ts", "")).toBe("unit");
    expect(layerOf("tests/api/probe.test.ts", "")).toBe("api");
    expect(layerOf("tests/server/probe.test.ts", readsUrl)).toBe("api");
    expect(layerOf("tests/server/probe.test.ts", probe("#tests/helpers/test-app.ts"))).toBe("api");
    expect(layerOf("tests/server/probe.test.ts", probe("#tests/helpers/server-process.ts"))).toBe("server");
    expect(layerOf("tests/helpers/probe.test.ts", "")).toBeNull();
  });

  it.each(PUBLIC_PAGE_SPECS)("browser file %s (run once) only loads public pages", (name) => {
    expect(publicPageViolations(readFileSync(`tests/e2e/${name}`, "utf8"))).toEqual([]);
  });

  // A renamed timing file would otherwise leave the quiet project and run beside other tests.
  it.each(QUIET_SPECS)("browser file %s (run alone, after the others) exists", (name) => {
    expect(existsSync(`tests/e2e/${name}`)).toBe(true);
  });

  // The others run two at a time: none of them may time a page (tests/e2e/staff-timing.ts measures).
  it.each(
    globSync("*.spec.ts", { cwd: "tests/e2e" })
      .filter((name) => !QUIET_SPECS.includes(name))
      .sort(),
  )("browser file %s (run beside others) times no page", (name) => {
    expect(readFileSync(`tests/e2e/${name}`, "utf8")).not.toMatch(/["/]staff-timing\.ts"/);
  });

  it("refuses a public-pages probe that logs in, registers, writes or reads the database's API", () => {
    expect(publicPageViolations(`await ${"loginByApi"}(request);`)).toEqual(["a login"]);
    expect(publicPageViolations(`await ${"registerCandidate"}(request, token, "A");`)).toEqual([
      "a candidate",
    ]);
    expect(publicPageViolations(`await request.${"post"}("/contact");`)).toEqual(["a write"]);
    expect(publicPageViolations(`await page.goto("/api/${"students"}");`)).toEqual([
      "an API of the database's",
    ]);
    expect(publicPageViolations(`await page.route("**/api/${"site-config"}", fulfil);`)).toEqual([]);
  });
});
