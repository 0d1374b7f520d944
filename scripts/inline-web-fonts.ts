/**
 * Build step (decision 0014): writes the web-fonts script (`src/shared/site/web-fonts-script.ts`,
 * by `withWebFontsScript` of `src/shared/site/built-page.ts`) into the `<head>` of every built page,
 * the SPA fallback of the back office included, right after `<meta charSet>`, so it runs before
 * the first paint. Written here rather than rendered by React so that its text is in no
 * JavaScript bundle (the public pages' budget, decision 0005). Runs after `react-router build`, before `csp-hashes.ts` (which
 * hashes it). A page without the charset tag fails the build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withWebFontsScript } from "#shared/site/built-page.ts";

export { withWebFontsScript } from "#shared/site/built-page.ts";

const ROOT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
function* pages(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* pages(full);
    else if (name.endsWith(".html")) yield full;
  }
}

if (import.meta.main) {
  let count = 0;
  for (const file of pages(ROOT)) {
    writeFileSync(file, withWebFontsScript(readFileSync(file, "utf8")));
    count += 1;
  }
  console.log(`Web-fonts script written into ${count} pages`);
}
