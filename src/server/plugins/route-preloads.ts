/**
 * The SPA fallback with the matched page's code named up front (decision 0021). The shell
 * React Router writes for pages that are not prerendered (the back office) loads only the root
 * route; the browser learns the page's route module after the shell has run, then each level of
 * its imports one after another (five levels on `/Admin`, ~0.8 s on a loaded 2-core machine). Here
 * each fallback answer gets, in its `<head>`, a `modulepreload` for every chunk of the page's
 * route chain (its layouts and the page: React Router's manifest lists each route's imports, all
 * levels) and a style preload for its CSS, so they all download while the shell does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { routeMatcher } from "#shared/site/client-routes.ts";

/**
 * The routes' import lists, by route id, that the build takes out of the browser manifest
 * (`scripts/slim-route-manifest.ts`, decision 0005), in the site folder.
 */
export const ROUTE_IMPORTS_FILE = "route-imports.json";

/** One route of React Router's browser manifest (`window.__reactRouterManifest`). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

/** A page's fallback body, plain and in the encodings the browser may accept. */
export interface FallbackBody {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The full pattern of a route (its ancestors' paths joined), or undefined for a splat route. */
function fullPattern(route: ManifestRoute, routes: Record<string, ManifestRoute>): string | undefined {
  const segments: string[] = [];
  for (let current: ManifestRoute | undefined = route; current; ) {
    if (current.path) segments.unshift(current.path);
    current = current.parentId ? routes[current.parentId] : undefined;
  }
  const pattern = `/${segments.join("/")}`;
  return pattern.includes("*") ? undefined : pattern.replace(/\/+/g, "/");
}

/**
 * The `<link>` tags naming a route chain's code: `modulepreload` for each route module and import
 * not already in `loaded` (the shell's own), `preload` as style for each stylesheet.
 */
export function preloadTags(chain: ManifestRoute[], loaded: ReadonlySet<string>): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const route of chain) {
    for (const url of [route.module, ...(route.imports ?? [])]) if (!loaded.has(url)) scripts.add(url);
    for (const url of route.css ?? []) if (!loaded.has(url)) styles.add(url);
  }
  return [
    ...[...styles].map((url) => `<link rel="preload" as="style" href="${url}"/>`),
    ...[...scripts].map((url) => `<link rel="modulepreload" href="${url}"/>`),
  ].join("");
}

/**
 * Reads the fallback `html`, the manifest it names (under `root`) and the build's route import
 * lists (`ROUTE_IMPORTS_FILE`) and returns, for a request
 * path, the fallback with its page's preloads, or undefined when no page route matches (or the
 * manifest cannot be read: the plain fallback still works). Bodies are built once per route.
 */
export function routePreloads(root: string, html: string): (pathname: string) => FallbackBody | undefined {
  const manifestUrl = /<link rel="modulepreload" href="(\/assets\/manifest-[^"]+\.js)"/.exec(html)?.[1];
  if (!manifestUrl) return () => undefined;
  let routes: Record<string, ManifestRoute>;
  try {
    const text = readFileSync(path.join(root, manifestUrl), "utf8");
    routes = (
      JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
        routes: Record<string, ManifestRoute>;
      }
    ).routes;
  } catch {
    return () => undefined;
  }
  try {
    const imports = JSON.parse(readFileSync(path.join(root, ROUTE_IMPORTS_FILE), "utf8")) as Record<
      string,
      string[]
    >;
    for (const [id, list] of Object.entries(imports)) if (routes[id]) routes[id].imports = list;
  } catch {
    // An older build (or a test's site): the manifest still lists the imports.
  }
  const loaded = new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!));
  const pages = Object.values(routes).flatMap((route) => {
    if (route.id === "root" || !(route.path || route.index)) return [];
    const pattern = fullPattern(route, routes);
    return pattern ? [{ route, test: routeMatcher(pattern) }] : [];
  });
  const bodies = new Map<string, FallbackBody>();
  return (pathname) => {
    const page = pages.find(({ test }) => test.test(pathname));
    if (!page) return undefined;
    let body = bodies.get(page.route.id);
    if (!body) {
      const chain: ManifestRoute[] = [];
      for (let route: ManifestRoute | undefined = page.route; route && route.id !== "root"; ) {
        chain.unshift(route);
        route = route.parentId ? routes[route.parentId] : undefined;
      }
      const withPreloads = html.replace("</head>", `${preloadTags(chain, loaded)}</head>`);
      body = { html: withPreloads, br: brotliCompressSync(withPreloads), gzip: gzipSync(withPreloads) };
      bodies.set(page.route.id, body);
    }
    return body;
  };
}
