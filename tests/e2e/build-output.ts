/**
 * Reads the built site (`$BUILD_DIR/client`) the way a browser would, for the checks that need no
 * browser: which scripts a prerendered page loads, and their gzip size.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Root of the built client (`build/client`, or `$BUILD_DIR/client`). */
export const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** The prerendered HTML file of a public path (`/` → index.html, `/about` → about/index.html). */
export function prerenderedFile(pagePath: string): string {
  return path.join(CLIENT_DIR, pagePath, "index.html");
}

/** A script the page loads and its gzip size, bytes. */
export interface LoadedScript {
  file: string;
  gzipBytes: number;
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g;

/**
 * Every JS file a prerendered page loads without interaction: the scripts and module preloads its
 * HTML names (including those the inline bootstrap imports), plus, transitively, every chunk those
 * import statically. Dynamic `import()`s (dialogs, the phone drawer) are left out: they load only
 * when the visitor opens them. Sorted by size, largest first.
 */
export function scriptsLoadedBy(pagePath: string): LoadedScript[] {
  const html = readFileSync(prerenderedFile(pagePath), "utf8");
  const pending = [...new Set(html.match(/\/assets\/[^"'\s)]+\.js/g) ?? [])];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const asset = pending.pop() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = readFileSync(path.join(CLIENT_DIR, asset), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) {
      pending.push(path.posix.join(path.posix.dirname(asset), match[1] as string));
    }
  }
  return [...seen]
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(CLIENT_DIR, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
