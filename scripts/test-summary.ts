/**
 * Adds up the JSON reports that Vitest and Playwright write under test-results/ when CI=true and
 * prints, per report, the tests per layer (Vitest project or Playwright project) and the ten
 * slowest files, then one closing line, `tests: N passed, M failed` (a flaky browser test counts as
 * failed). The figures the closing notes quote come from here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { layerOf } from "#tests/setup/test-layers.ts";

/** How many of the slowest files a report lists. */
const SLOWEST = 10;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  suites: PlaywrightSuite[];
}

/** `counts` as "layer n, layer m" and the slowest `seconds` entries as lines. */
function describe(counts: Map<string, number>, seconds: Map<string, number>): string {
  const layers = [...counts].map(([layer, n]) => `${layer} ${n}`).join(", ");
  const slowest = [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST)
    .map(([file, s]) => `    ${s.toFixed(1).padStart(7)} s  ${file}`);
  return `  tests per layer: ${layers}\n  slowest files (own time):\n${slowest.join("\n")}`;
}

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

function vitestSummary(report: VitestReport): string {
  const counts = new Map<string, number>();
  const seconds = new Map<string, number>();
  for (const file of report.testResults) {
    const relative = path.relative(process.cwd(), file.name);
    const source = existsSync(file.name) ? readFileSync(file.name, "utf8") : "";
    add(counts, layerOf(relative, source) ?? "none", file.assertionResults.length);
    seconds.set(relative, (file.endTime - file.startTime) / 1000);
  }
  return describe(counts, seconds);
}

function playwrightSummary(report: PlaywrightReport): string {
  const counts = new Map<string, number>();
  const seconds = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        add(counts, test.projectName, 1);
        add(seconds, spec.file, test.results.reduce((sum, result) => sum + result.duration, 0) / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return `${describe(counts, seconds)}\n  wall time ${(report.stats.duration / 60_000).toFixed(1)} min`;
}

let passed = 0;
let failed = 0;
const dir = "test-results";
for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!name.endsWith(".json")) continue;
  const report = JSON.parse(readFileSync(`${dir}/${name}`, "utf8"));
  if (name.startsWith("vitest-")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    console.log(
      `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed\n${vitestSummary(report)}`,
    );
  } else if (name.startsWith("playwright-")) {
    const { stats } = report as PlaywrightReport;
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    console.log(
      `${name}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky\n${playwrightSummary(report)}`,
    );
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
