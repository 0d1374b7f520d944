/**
 * Vite plugin: the message catalogues (`src/web/i18n/messages/<locale>.ts`, ICU MessageFormat
 * strings) reach the browser compiled, as Lingui's token arrays (decision 0011). Lingui's runtime
 * then needs no ICU parser: `@lingui/core` only sets its compiler outside production builds, and a
 * string left uncompiled would print a warning and lose its placeholders. A message that does not
 * parse fails the build, naming its id.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { compileCatalog } from "#web/i18n/compile-catalog.ts";

const CATALOG = `${path.resolve("src/web/i18n/messages")}${path.sep}`;

export function compiledCatalogs(): Plugin {
  return {
    name: "compiled-catalogs",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? id;
      if (!file.startsWith(CATALOG) || !file.endsWith(".ts") || file.endsWith(".test.ts")) return null;
      this.addWatchFile(file);
      // Node runs the TypeScript module itself (type stripping); the query defeats its module cache
      // so `npm run dev` picks up an edited catalogue.
      const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as Record<string, unknown>;
      const exports = Object.entries(module).filter(([, value]) => typeof value === "object" && value);
      return exports
        .map(
          ([name, catalog]) =>
            `export const ${name} = ${JSON.stringify(compileCatalog(catalog as Record<string, string>))};`,
        )
        .join("\n");
    },
  };
}
