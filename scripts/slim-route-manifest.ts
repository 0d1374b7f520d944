/**
 * Build step (decision 0005, "The route manifest without its imports"): every page loads React
 * Router's browser manifest (`/assets/manifest-*.js`), which lists, for each of the ~60 routes,
 * every chunk its module imports (6.7 kB of the 7 kB gzip). In the browser React Router reads
 * those lists only for `<Link prefetch>` (we use none) and for the `modulepreload`s of the first
 * render, which `defer-hydration.ts` removes from the HTML anyway; a route module's chunk imports
 * what it needs itself. This step writes the manifest again without the routes' `imports` (same
 * file name: every page and the server's own renders name it) and keeps the lists for the
 * server's SPA fallback preloads (`route-preloads.ts`) in `route-imports.json`. Runs after
 * `react-router build`, before `precompress.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROUTE_IMPORTS_FILE } from "#server/plugins/route-preloads.ts";

const ROOT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const PREFIX = "window.__reactRouterManifest=";

/** A route of the browser manifest: the fields read here, the others kept as they are. */
interface ManifestRoute {
  imports?: string[];
  [field: string]: unknown;
}

/**
 * The manifest file's text without the routes' `imports`, and those lists by route id. Throws on
 * a file of another shape (a React Router upgrade must be looked at).
 */
export function slimManifest(text: string): { slim: string; imports: Record<string, string[]> } {
  if (!text.startsWith(PREFIX)) throw new Error(`The route manifest no longer starts with ${PREFIX}`);
  const manifest = JSON.parse(text.slice(PREFIX.length).replace(/;\s*$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
  const imports: Record<string, string[]> = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (route.imports) imports[id] = route.imports;
    delete route.imports;
  }
  return { slim: `${PREFIX}${JSON.stringify(manifest)};`, imports };
}

if (import.meta.main) {
  const assets = path.join(ROOT, "assets");
  const files = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1) {
    console.error(`Expected one route manifest under ${assets}, found ${files.length}`);
    process.exit(1);
  }
  const file = path.join(assets, files[0] as string);
  const text = readFileSync(file, "utf8");
  const { slim, imports } = slimManifest(text);
  writeFileSync(file, slim);
  // Run twice on one build, the second run finds no lists: keep the first run's file.
  if (Object.keys(imports).length > 0) {
    writeFileSync(path.join(ROOT, ROUTE_IMPORTS_FILE), `${JSON.stringify(imports)}\n`);
  }
  console.log(
    `Route manifest without imports: ${text.length} → ${slim.length} bytes (${ROUTE_IMPORTS_FILE})`,
  );
}
