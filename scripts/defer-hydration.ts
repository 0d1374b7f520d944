/**
 * Build step (decision 0012): the prerendered pages paint before their JavaScript
 * downloads. React Router writes, for each page, `<link rel="modulepreload">` for every chunk
 * (~165 kB gzip on `/`) and an inline module that imports them at once; on a slow phone link they
 * compete with the HTML, the stylesheet and the first image for the bandwidth, and first paint
 * waits. This step removes the preloads and turns the inline module's static imports into the same
 * imports started once the window has loaded and the first paint is on screen
 * (`after-first-paint-script.ts`). The page
 * hydrates as before, only after it is painted; until then the prerendered HTML works on its own
 * (links, native popovers) and the forms stay disabled (`HydratedFieldset`). Runs after
 * `react-router build`, before `csp-hashes.ts` (which hashes the rewritten inline module).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deferHydration } from "#shared/site/built-page.ts";

export { deferHydration, deferredBootstrap } from "#shared/site/built-page.ts";

const ROOT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/** The shell of the pages that are not prerendered (the back office): they have nothing to paint first. */
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
    const html = readFileSync(file, "utf8");
    const deferred = deferHydration(html);
    if (deferred === html) continue;
    writeFileSync(file, deferred);
    count += 1;
  }
  console.log(`Hydration deferred to the load event on ${count} prerendered pages (no modulepreload)`);
}
