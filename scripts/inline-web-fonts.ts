/**
 * Build step (decision 0014): writes the web-fonts script
 * (`src/web/web-fonts-script.ts`) into the `<head>` of every built page, the SPA fallback of the
 * back office included, right after `<meta charSet>`, so it runs before the first paint. Written
 * here rather than rendered by React so that its text is in no JavaScript bundle (the public
 * pages' budget, decision 0005). Runs after `react-router build`, before `csp-hashes.ts` (which
 * hashes it). A page without the charset tag fails the build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { WEB_FONTS_SCRIPT } from "#web/web-fonts-script.ts";

const ROOT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const CHARSET = '<meta charSet="utf-8"/>';
const TAG = `<script>${WEB_FONTS_SCRIPT}</script>`;

/** The page with the script after its charset tag (once); throws when the tag is missing. */
export function withWebFontsScript(html: string): string {
  if (html.includes(TAG)) return html;
  if (!html.includes(CHARSET)) throw new Error(`No ${CHARSET} to put the web-fonts script after`);
  return html.replace(CHARSET, () => CHARSET + TAG);
}

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
