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
import { AFTER_FIRST_PAINT } from "#web/after-first-paint-script.ts";

const ROOT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/** The shell of the pages that are not prerendered (the back office): they have nothing to paint first. */
const SPA_FALLBACK = "__spa-fallback.html";

const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The inline bootstrap React Router writes, with its imports started on `load`: side-effect
 * imports (`import "x"`), route modules (`import * as routeN from "y"`), the
 * `window.__reactRouterRouteModules` assignment that names them, and the entry (`import("z")`).
 * Throws when the script is not of that shape (a React Router upgrade must be looked at).
 */
export function deferredBootstrap(script: string): string {
  const imports: { name?: string; url: string }[] = [];
  // One pass, so the imports start in the order React Router wrote them (the manifest first).
  const rest = script.replace(
    /import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";/g,
    (_, name: string | undefined, url: string) => {
      imports.push({ name, url });
      return "";
    },
  );
  const modules = /window\.__reactRouterRouteModules\s*=\s*(\{[^;]*\});/.exec(rest);
  const entry = /import\("([^"]+)"\);/.exec(rest);
  const leftover = rest
    .replace(modules?.[0] ?? "", "")
    .replace(entry?.[0] ?? "", "")
    .trim();
  if (!modules || !entry || imports.length === 0 || leftover !== "") {
    throw new Error(`Unexpected React Router bootstrap script:\n${script}`);
  }
  const loads = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(",");
  const names = imports.map(({ name }, index) => name ?? `_${index}`).join(",");
  return [
    `const hydrate=()=>Promise.all([${loads}]).then(([${names}])=>{`,
    `window.__reactRouterRouteModules=${modules[1]};`,
    `return import(${JSON.stringify(entry[1])});});`,
    // After `load` *and* the first paint: on a page with few pictures `load` can come first.
    `(${AFTER_FIRST_PAINT})(hydrate);`,
  ].join("");
}

/** The page with its module preloads removed and its bootstrap deferred; unchanged without one. */
export function deferHydration(html: string): string {
  const match = BOOTSTRAP.exec(html);
  if (!match) return html;
  const rewritten = `<script type="module" async="">${deferredBootstrap(match[1] ?? "")}</script>`;
  return html.replace(match[0], () => rewritten).replace(MODULEPRELOAD, "");
}

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
