/**
 * Lists the sha256 hashes of every executable inline script of the built pages into
 * `build/client/csp-hashes.json`, which the server sends as `script-src` so the Content Security
 * Policy needs no `'unsafe-inline'` (README "Security"). Part of `npm run build`, after `react-router build`
 * and before `precompress.ts` (the hashes are of the pages as written, not of their compressed copies).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { CSP_HASHES_FILE, siteScriptHashes } from "#server/lib/inline-scripts.ts";

const ROOT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const { hashes, files } = siteScriptHashes(ROOT);
if (files === 0) {
  console.error(`No HTML pages under ${ROOT}: run react-router build first`);
  process.exit(1);
}
writeFileSync(path.join(ROOT, CSP_HASHES_FILE), `${JSON.stringify({ "script-src": hashes }, null, 2)}\n`);
console.log(`CSP: ${hashes.length} inline script hashes from ${files} pages → ${CSP_HASHES_FILE}`);
