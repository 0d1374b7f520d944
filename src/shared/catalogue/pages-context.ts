/**
 * The published catalogue as the public pages' loaders read it (decision 0035): the server's
 * run-time render puts the newest publication into React Router's load context; at build time
 * (prerendering) there is none, and the loaders fall back to the constants, which publication 1
 * (the import, decision 0034) equals.
 */
import { createContext, type RouterContext } from "react-router";
import type { CatalogueTree } from "./catalogue.ts";

/** A publication as the pages need it. */
export interface PagesCatalogue {
  version: number;
  tree: CatalogueTree;
}

const KEY = Symbol.for("exam-registration-portal.pages-catalogue");
const registry = globalThis as { [KEY]?: RouterContext<PagesCatalogue | null> };

/**
 * The context key. Kept on `globalThis` under a registered symbol: the server imports this module
 * from the sources while the route modules run from the build's server bundle, a second copy of
 * it, and both must hold the same key object.
 */
registry[KEY] ??= createContext<PagesCatalogue | null>(null);
export const pagesCatalogueContext: RouterContext<PagesCatalogue | null> = registry[KEY];
