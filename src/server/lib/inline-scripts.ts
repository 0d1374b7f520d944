/**
 * The inline scripts of the built pages, as CSP hash sources (README "Security": `script-src` without
 * `'unsafe-inline'`). React Router writes a hydration context and a module bootstrap into every
 * prerendered page and the SPA fallback (their text differs per page), Mantine its colour-scheme
 * script. `scripts/csp-hashes.ts` lists them at build time; the server sends them in
 * `script-src` (plugins/security-headers.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The list `npm run build` writes into the client folder: `{ "script-src": ["'sha256-…'", …] }`. */
export const CSP_HASHES_FILE = "csp-hashes.json";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/**
 * Types the browser runs (and CSP checks). Others, such as JSON-LD `application/ld+json`, are
 * data blocks: never executed, so CSP does not apply to them and they need no hash.
 */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

/** `'sha256-<base64>'` of a script's exact text, as CSP compares it. */
export function cspHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The hash sources of the executable inline scripts of one HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const match = TYPE.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) hashes.push(cspHash(body));
  }
  return hashes;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name.endsWith(".html")) yield full;
  }
}

/** Every distinct inline-script hash of every `.html` file under `dir`, sorted; and the file count. */
export function siteScriptHashes(dir: string): { hashes: string[]; files: number } {
  const hashes = new Set<string>();
  let files = 0;
  for (const file of htmlFiles(dir)) {
    files += 1;
    for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  }
  return { hashes: [...hashes].sort(), files };
}

/**
 * The hash sources for the site built in `dir`: from `csp-hashes.json`, or computed from the pages
 * when a build predates that file; none when there is no build (API-only mode).
 */
export function readScriptHashes(dir: string): string[] {
  const manifest = path.join(dir, CSP_HASHES_FILE);
  if (existsSync(manifest)) {
    const parsed = JSON.parse(readFileSync(manifest, "utf8")) as { "script-src"?: unknown };
    const list = parsed["script-src"];
    if (
      Array.isArray(list) &&
      list.every((h) => typeof h === "string" && /^'sha256-[A-Za-z0-9+/=]+'$/.test(h))
    ) {
      return list as string[];
    }
    throw new Error(`${manifest} is not a list of 'sha256-…' sources: run npm run build again`);
  }
  return existsSync(dir) ? siteScriptHashes(dir).hashes : [];
}
