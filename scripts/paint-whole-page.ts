/**
 * Build step (decision 0012, "The first paint waits for the whole document"): every prerendered
 * page asks the browser not to paint before its HTML is parsed to the end: HTML's render-blocking
 * `<link rel="expect" href="#page-end" blocking="render">` in its `<head>`, and the element it
 * waits for, an empty `<template id="page-end">`, last in its `<body>` (Chromium 156 does not wait
 * for the bare `#` the standard also allows). Without it Chromium paints a page whose HTML is still arriving (a slow link) or
 * whose parser yielded (a busy CPU) half-built, and what the rest of the HTML completes moves:
 * the navbar slid from the end of the header to its middle when the header's last group arrived,
 * the hero's login panel grew around its centre, footers grew upwards on short pages (CLS up to
 * 0.08 on a page with its HTML in pieces). The page's HTML is ~10 kB brotli, and the first paint
 * needed its stylesheet anyway; browsers without `rel=expect` ignore the link.
 *
 * Written here rather than rendered by React so that it costs the shell bundle nothing (the public
 * pages' budget, decision 0005); React 19 leaves an element it did not render at the end of
 * `<body>` alone when it hydrates. Not on the SPA fallback of the back office, which has nothing
 * to paint. Runs after `react-router build`; a page without `<meta charSet>` or `</body>` fails the build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { paintWholePage } from "#shared/site/built-page.ts";

export { PAGE_END, PAINT_WHEN_PARSED, paintWholePage } from "#shared/site/built-page.ts";

const ROOT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/** The shell of the pages that are not prerendered (the back office). */
const SPA_FALLBACK = "__spa-fallback.html";
function* pages(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* pages(full);
    else if (name.endsWith(".html") && name !== SPA_FALLBACK) yield full;
  }
}

if (import.meta.main) {
  let count = 0;
  for (const file of pages(ROOT)) {
    writeFileSync(file, paintWholePage(readFileSync(file, "utf8")));
    count += 1;
  }
  console.log(`First paint after the whole document on ${count} prerendered pages`);
}
