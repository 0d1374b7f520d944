/**
 * Groups the JS every page loads into one chunk (docs/decisions/0005). Every page runs the client
 * entry and the root route, so whatever those two import statically is downloaded on every page
 * anyway; Rolldown's automatic chunking does not know that and splits it by which routes share it,
 * into dozens of 0.1–10 kB chunks, each with its own import header and named once per route in the
 * route manifest that `/` loads.
 *
 * `usedModules` follows the static imports from the start modules the way the bundler's
 * tree-shaking does at the granularity that matters here: a package index that only re-exports
 * (`@mantine/core`, `@mantine/hooks`, `@tabler/icons-react`, `react-router`) contributes only the
 * files of the names actually imported from it, not all of its re-exports.
 */
import path from "node:path";

/** What the chunking pass tells about a module (Rolldown's `ModuleInfo`, the fields we read). */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
}

/** Imported names of one import or re-export statement, and where from. */
interface ImportClause {
  names: string[] | "*";
  source: string;
}

const IMPORT_FROM = /(?<=^|[;\n])\s*(import|export)\s*(type\s+)?([\w$*\s{},]*?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /(?<=^|[;\n])\s*import\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /(?<=^|[;\n])\s*export\s*\{([^}]*)\}\s*;?(?!\s*from)/g;

/** The names a statement's clause binds (`{ a, b as c }`, `d`, `* as ns`), as exported by the source. */
function importedNames(clause: string): string[] | "*" {
  if (clause.includes("*")) return "*";
  const names: string[] = [];
  const braces = clause.match(/\{([^}]*)\}/);
  const beforeBraces = clause
    .replace(/\{[^}]*\}/, "")
    .replace(/,/g, " ")
    .trim();
  if (beforeBraces) names.push("default");
  for (const part of braces?.[1]?.split(",") ?? []) {
    const name = part
      .trim()
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/)[0];
    if (name) names.push(name);
  }
  return names;
}

function clauses(code: string): ImportClause[] {
  const found: ImportClause[] = [];
  for (const [, , typeOnly, clause, source] of code.matchAll(IMPORT_FROM)) {
    if (!typeOnly) found.push({ names: importedNames(clause ?? ""), source: source as string });
  }
  for (const [, source] of code.matchAll(BARE_IMPORT)) found.push({ names: [], source: source as string });
  return found;
}

/** The imported module a specifier names: a relative path, or the package a bare specifier names. */
function resolveSpecifier(
  from: string,
  specifier: string,
  importedIds: readonly string[],
): string | undefined {
  if (specifier.startsWith(".")) {
    const target = path.resolve(path.dirname(from), specifier);
    return importedIds.find(
      (id) => id === target || id.startsWith(`${target}.`) || id.startsWith(`${target}?`),
    );
  }
  const packageDir = `${path.sep}node_modules${path.sep}${specifier.split("/").join(path.sep)}${path.sep}`;
  const matches = importedIds.filter((id) => id.includes(packageDir));
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * A package index: only imports and exports, no code of its own. Importing a name from it costs
 * only the file that defines the name.
 */
function isBarrel(id: string, code: string): boolean {
  if (!id.includes(`${path.sep}node_modules${path.sep}`)) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/(?<=^|[;\n])\s*(?:import|export)\s*[\w$*\s{},]*?\s*from\s*["'][^"']+["']\s*;?/g, "\n")
    .replace(/(?<=^|[;\n])\s*export\s*\{[^}]*\}\s*;?/g, "\n")
    .replace(/["']use client["'];?/g, "");
  return rest.trim() === "";
}

/** For a barrel: which imported module provides each exported name. */
function barrelSources(
  id: string,
  facts: ModuleFacts,
): Map<string, { module: string; name: string }> | undefined {
  const code = facts.code as string;
  const local = new Map<string, { module: string; name: string }>();
  const sources = new Map<string, { module: string; name: string }>();
  for (const [, kind, , clause = "", specifier = ""] of code.matchAll(IMPORT_FROM)) {
    const module = resolveSpecifier(id, specifier, facts.importedIds);
    if (!module) return undefined;
    const namespace = clause.match(/^\*\s+as\s+([\w$]+)$/);
    if (namespace) {
      (kind === "export" ? sources : local).set(namespace[1] as string, { module, name: "*" });
      continue;
    }
    if (clause.includes("*")) return undefined; // `export * from`: names unknown
    for (const part of clause.replace(/[{}]/g, "").split(",")) {
      const [name, alias = name] = part.trim().split(/\s+as\s+/);
      if (!name) continue;
      (kind === "export" ? sources : local).set(alias as string, { module, name });
    }
  }
  for (const [, list = ""] of code.matchAll(LOCAL_EXPORT)) {
    for (const part of list.split(",")) {
      const [name, alias = name] = part.trim().split(/\s+as\s+/);
      const origin = name ? local.get(name) : undefined;
      if (origin) sources.set(alias as string, origin);
      else if (name) return undefined;
    }
  }
  return sources;
}

/**
 * The modules the start modules need: their static imports, transitively, taking from a package
 * index only the files of the names imported from it. When a module cannot be read this way, all
 * its imports count (more is grouped, never less).
 */
export function usedModules(
  starts: readonly string[],
  facts: (id: string) => ModuleFacts | null,
): Set<string> {
  const used = new Set<string>();
  /** Modules whose imports were all followed. */
  const whole = new Set<string>();
  const barrels = new Map<string, Map<string, { module: string; name: string }> | undefined>();
  const pending = [...starts];

  /** The barrel's name map, or undefined when `id` is not a barrel we can read. */
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) {
      const module = facts(id);
      barrels.set(id, module?.code && isBarrel(id, module.code) ? barrelSources(id, module) : undefined);
    }
    return barrels.get(id);
  };
  /** Marks the module that defines `name` of `id` (through chains of barrels) as needed. */
  const need = (id: string, name: string, depth = 0): void => {
    const sources = depth < 20 ? barrelOf(id) : undefined;
    const origin = sources?.get(name);
    if (!sources || !origin || origin.name === "*") {
      if (origin) used.add(id);
      pending.push(origin?.module ?? id);
      return;
    }
    used.add(id);
    need(origin.module, origin.name, depth + 1);
  };

  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (whole.has(id)) continue;
    whole.add(id);
    used.add(id);
    const module = facts(id);
    if (!module) continue;
    const byTarget = new Map<string, ImportClause[]>();
    for (const clause of clauses(module.code ?? "")) {
      const target = resolveSpecifier(id, clause.source, module.importedIds);
      if (target) byTarget.set(target, [...(byTarget.get(target) ?? []), clause]);
    }
    for (const target of module.importedIds) {
      const wanted = byTarget.get(target);
      if (!wanted || wanted.some((clause) => clause.names === "*") || !barrelOf(target)) {
        pending.push(target);
        continue;
      }
      used.add(target);
      for (const clause of wanted) for (const name of clause.names as string[]) need(target, name);
    }
  }
  return used;
}
