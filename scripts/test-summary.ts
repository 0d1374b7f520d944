/**
 * Adds up the JSON reports that Vitest and Playwright write under test-results/ when CI=true and
 * prints one closing line, `tests: N passed, M failed`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
const dir = "test-results";
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith(".json")) continue;
  const report = JSON.parse(readFileSync(`${dir}/${name}`, "utf8"));
  if (name.startsWith("vitest-")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (name.startsWith("playwright-")) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
