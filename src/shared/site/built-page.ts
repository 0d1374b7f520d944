/**
 * What the build does to a prerendered page's HTML after `react-router build` (decisions 0012,
 * 0014), as functions over an HTML string, so that the server applies the same steps to a page it
 * renders at run time from the published catalogue (decision 0035): the build's scripts
 * (`scripts/defer-hydration.ts`, `inline-web-fonts.ts`, `paint-whole-page.ts`) run them over the
 * files, the server over its renders (`builtPage`).
 */
import { AFTER_FIRST_PAINT } from "./after-first-paint-script.ts";
import { WEB_FONTS_SCRIPT } from "./web-fonts-script.ts";

const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const CHARSET = '<meta charSet="utf-8"/>';

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

/** The page with its module preloads removed and its bootstrap deferred; unchanged without one (decision 0012). */
export function deferHydration(html: string): string {
  const match = BOOTSTRAP.exec(html);
  if (!match) return html;
  const rewritten = `<script type="module" async="">${deferredBootstrap(match[1] ?? "")}</script>`;
  return html.replace(match[0], () => rewritten).replace(MODULEPRELOAD, "");
}

const WEB_FONTS_TAG = `<script>${WEB_FONTS_SCRIPT}</script>`;

/** The page with the web-fonts script after its charset tag (once; decision 0014); throws when the tag is missing. */
export function withWebFontsScript(html: string): string {
  if (html.includes(WEB_FONTS_TAG)) return html;
  if (!html.includes(CHARSET)) throw new Error(`No ${CHARSET} to put the web-fonts script after`);
  return html.replace(CHARSET, () => CHARSET + WEB_FONTS_TAG);
}

const BODY_END = "</body>";
/** Id of the element the first paint waits for. */
export const PAGE_END_ID = "page-end";
/** In `<head>`: no rendering until the element `#page-end` is parsed. */
export const PAINT_WHEN_PARSED = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render"/>`;
/** Last in `<body>`: inert, never shown. */
export const PAGE_END = `<template id="${PAGE_END_ID}"></template>`;

/**
 * The page with the render-blocking link after its charset tag and the element it waits for
 * before `</body>` (once; decision 0012); throws when either tag is missing.
 */
export function paintWholePage(html: string): string {
  if (html.includes(PAINT_WHEN_PARSED)) return html;
  if (!html.includes(CHARSET)) throw new Error(`No ${CHARSET} to put the render-blocking link after`);
  const end = html.lastIndexOf(BODY_END);
  if (end < 0) throw new Error(`No ${BODY_END} to put #${PAGE_END_ID} before`);
  const marked = `${html.slice(0, end)}${PAGE_END}${html.slice(end)}`;
  return marked.replace(CHARSET, () => CHARSET + PAINT_WHEN_PARSED);
}

/**
 * A prerendered page as the build leaves it: hydration deferred, web-fonts script, whole-page
 * paint, in the order `npm run build` runs them (the SPA fallback gets only the web-fonts script).
 */
export const builtPage = (html: string): string => paintWholePage(withWebFontsScript(deferHydration(html)));
