/**
 * The static import graph of a source tree, resolved by TypeScript itself (the repository's
 * `tsconfig.json` options: `moduleResolution: bundler`, the `#shared/*`, `#server/*`, `#web/*`
 * aliases of package.json `imports`), and its import cycles. Every `import`/`export … from` counts,
 * `import type` included: a type-only edge still ties two modules' designs together
 * (docs/architecture.md, Layers). Dynamic `import()` is not an edge: it loads on demand.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** Every `.ts`/`.tsx` file under `dir`, absolute paths, skipping `node_modules` and dot-folders. */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** The module specifiers a file imports statically (`import`, `import type`, `export … from`). */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

/** The compiler options of `<root>/tsconfig.json`, or the repository's own defaults when absent. */
function compilerOptions(root: string): ts.CompilerOptions {
  const path = join(root, "tsconfig.json");
  const config = ts.readConfigFile(path, ts.sys.readFile);
  if (config.error) {
    return {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
    };
  }
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

/**
 * The import graph of `files`: for each file (path relative to `root`, `/`-separated), the files of
 * the same set it imports. Imports that resolve outside the set (packages, generated types) are left out.
 */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const options = compilerOptions(root);
  const inSet = new Set(files);
  const name = (path: string) => relative(root, path).replaceAll("\\", "/");
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (resolved && inSet.has(resolved.resolvedFileName)) targets.add(name(resolved.resolvedFileName));
    }
    graph.set(name(file), [...targets].sort());
  }
  return graph;
}

/**
 * The import cycles of a graph: each strongly connected component of more than one file (or a file
 * importing itself), its files sorted. Tarjan's algorithm, iterative so deep graphs cannot overflow.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
