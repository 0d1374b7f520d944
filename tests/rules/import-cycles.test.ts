/**
 * No module of `src/` imports itself back through others (docs/architecture.md, Layers): a cycle
 * makes load order decide what a module sees at start-up and ties the designs of its members
 * together. The graph is TypeScript's own resolution of every static import, `import type`
 * included (`import-graph.ts`); the probes prove the check finds a cycle through a relative path,
 * through a path alias and through a type-only import, and passes a tree without one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importCycles, importGraph, sourceFiles } from "./import-graph.ts";

const root = join(import.meta.dirname, "..", "..");
const scratches: string[] = [];

afterAll(() => {
  for (const dir of scratches) rmSync(dir, { recursive: true, force: true });
});

/** A scratch project of `files` (path → source) with the repository's `#server/*` alias; its cycles. */
function cyclesOf(files: Record<string, string>): string[][] {
  const dir = mkdtempSync(join(tmpdir(), "import-cycles-"));
  scratches.push(dir);
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ type: "module", imports: { "#server/*": "./src/server/*" } }),
  );
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return importCycles(importGraph(dir, sourceFiles(join(dir, "src"))));
}

describe("import cycles", () => {
  it("finds none in src/", () => {
    const graph = importGraph(root, sourceFiles(join(root, "src")));
    // The graph really is resolved: the server's entry reaches its app through the import.
    expect(graph.get("src/server/main.ts")).toContain("src/server/app.ts");
    expect(graph.get("src/server/mail/worker.ts")).toContain("src/server/domain/payment-instructions.ts");
    expect(importCycles(graph)).toEqual([]);
  });

  it("finds a cycle through relative imports, aliases and type-only imports", () => {
    expect(
      cyclesOf({
        "src/server/mail/templates.ts": 'import { ar } from "./templates.ar.ts";\nexport const en = ar;\n',
        "src/server/mail/templates.ar.ts":
          'import { invite } from "#server/mail/invite.ts";\nexport const ar = invite;\n',
        "src/server/mail/invite.ts":
          'import type { Template } from "./templates.ts";\nexport const invite: Template | null = null;\n',
        "src/server/mail/outbox.ts": 'import { en } from "./templates.ts";\nexport const outbox = en;\n',
      }),
    ).toEqual([
      ["src/server/mail/invite.ts", "src/server/mail/templates.ar.ts", "src/server/mail/templates.ts"],
    ]);
  });

  it("finds a module importing itself, and nothing in a tree without a cycle", () => {
    expect(cyclesOf({ "src/a.ts": 'export * from "./a.ts";\n' })).toEqual([["src/a.ts"]]);
    expect(
      cyclesOf({
        "src/server/domain/audit.ts": "export const audit = 1;\n",
        "src/server/mail/outbox.ts":
          'import { audit } from "#server/domain/audit.ts";\nexport const outbox = audit;\n',
        "src/server/features/email/queries.ts":
          'import { outbox } from "#server/mail/outbox.ts";\nimport { audit } from "#server/domain/audit.ts";\nexport const q = outbox + audit;\n',
      }),
    ).toEqual([]);
  });
});
