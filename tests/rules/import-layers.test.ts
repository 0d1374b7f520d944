/**
 * The layer rules of docs/architecture.md ("Map") hold themselves: Biome's
 * `noRestrictedImports` overrides in biome.json refuse an import against the allowed direction, so
 * `npm run lint` fails on it. Each probe below is a one-line module written at a path of the real
 * layout, in a scratch copy of biome.json; Biome must flag exactly the forbidden ones.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..", "..");

/** A module at `path` (as in the repository) importing `from`, and whether the rules allow it. */
interface Probe {
  path: string;
  from: string;
  allowed: boolean;
}

const PROBES: Probe[] = [
  // Forbidden directions.
  { path: "src/web/features/alpha/probe.ts", from: "#server/db/client.ts", allowed: false },
  { path: "src/web/lib/probe.ts", from: "#server/config.ts", allowed: false },
  { path: "src/shared/probe.ts", from: "#web/lib/api.ts", allowed: false },
  { path: "src/shared/reference/probe.ts", from: "#server/db/schema.ts", allowed: false },
  { path: "src/server/features/alpha/probe.ts", from: "#web/lib/format.ts", allowed: false },
  { path: "src/server/db/probe.ts", from: "#server/features/candidates/queries.ts", allowed: false },
  { path: "src/server/db/probe-config.ts", from: "#server/config.ts", allowed: false },
  { path: "src/server/db/probe-setup.ts", from: "#server/setup/seed.ts", allowed: false },
  { path: "src/server/db/probe-plugin.ts", from: "#server/plugins/auth.ts", allowed: false },
  { path: "src/server/plugins/probe.ts", from: "#server/features/auth/queries.ts", allowed: false },
  { path: "src/server/lib/probe.ts", from: "#server/features/users/queries.ts", allowed: false },
  { path: "src/web/features/alpha/probe-feature.ts", from: "#web/features/beta/api.ts", allowed: false },
  { path: "src/web/components/probe.ts", from: "#web/features/candidates/api.ts", allowed: false },
  { path: "src/web/lib/probe-page.ts", from: "#web/pages/home.tsx", allowed: false },
  { path: "src/server/features/alpha/probe-up.ts", from: "../../db/client.ts", allowed: false },
  { path: "tests/api/probe-up.ts", from: "../helpers/test-app.ts", allowed: false },
  // A server feature imports no other feature, and its own files with ./ only.
  {
    path: "src/server/features/alpha/probe-sideways.ts",
    from: "#server/features/beta/queries.ts",
    allowed: false,
  },
  {
    path: "src/server/features/alpha/probe-self.ts",
    from: "#server/features/alpha/queries.ts",
    allowed: false,
  },
  { path: "src/server/features/alpha/probe-setup.ts", from: "#server/setup/seed.ts", allowed: false },
  // The services below the features: mail over domain, both over db and lib.
  { path: "src/server/mail/probe.ts", from: "#server/features/candidates/actions.ts", allowed: false },
  { path: "src/server/mail/probe-plugin.ts", from: "#server/plugins/auth.ts", allowed: false },
  { path: "src/server/domain/probe.ts", from: "#server/mail/outbox.ts", allowed: false },
  { path: "src/server/domain/probe-feature.ts", from: "#server/features/users/queries.ts", allowed: false },
  { path: "src/server/domain/probe-config.ts", from: "#server/config.ts", allowed: false },
  { path: "src/server/db/probe-mail.ts", from: "#server/mail/outbox.ts", allowed: false },
  { path: "src/server/db/probe-domain.ts", from: "#server/domain/audit.ts", allowed: false },
  { path: "src/server/plugins/probe-mail.ts", from: "#server/mail/outbox.ts", allowed: false },
  // Allowed directions.
  { path: "src/web/features/alpha/probe-ok.ts", from: "#shared/access/roles.ts", allowed: true },
  { path: "src/web/features/alpha/probe-lib.ts", from: "#web/lib/api.ts", allowed: true },
  { path: "src/web/features/alpha/probe-same.ts", from: "./api.ts", allowed: true },
  { path: "src/web/pages/probe.ts", from: "#web/features/candidates/api.ts", allowed: true },
  { path: "src/server/features/alpha/probe-ok.ts", from: "#server/db/client.ts", allowed: true },
  { path: "src/server/setup/probe.ts", from: "#server/features/candidates/queries.ts", allowed: true },
  { path: "src/server/db/probe-ok.ts", from: "#shared/candidates/pipeline.ts", allowed: true },
  { path: "tests/api/probe-ok.ts", from: "#tests/helpers/test-app.ts", allowed: true },
  { path: "src/server/features/alpha/probe-own.ts", from: "./queries.ts", allowed: true },
  { path: "src/server/features/alpha/probe-mail.ts", from: "#server/mail/outbox.ts", allowed: true },
  { path: "src/server/features/alpha/probe-domain.ts", from: "#server/domain/audit.ts", allowed: true },
  { path: "src/server/mail/probe-ok.ts", from: "#server/domain/payment-instructions.ts", allowed: true },
  { path: "src/server/domain/probe-ok.ts", from: "#server/db/client.ts", allowed: true },
  { path: "src/server/plugins/probe-ok.ts", from: "#server/domain/actor.ts", allowed: true },
  { path: "src/server/probe.ts", from: "#server/features/email/routes.ts", allowed: true },
];

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "import-layers-"));
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  // Only the rules are under test: no schema path, no git, every probe file included.
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  for (const probe of PROBES) {
    const file = join(scratch, probe.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `import { value } from "${probe.from}";\n\nexport const probe = value;\n`);
  }
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The paths Biome flags with noRestrictedImports in the scratch tree. */
async function flaggedPaths(): Promise<string[]> {
  const biome = join(root, "node_modules", ".bin", "biome");
  // Biome exits 1 when it reports errors; the JSON report is on stdout either way.
  const output = await run(biome, ["lint", "--reporter=json", "."], { cwd: scratch }).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? "",
  );
  const report = JSON.parse(output) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  return report.diagnostics
    .filter((d) => d.category === "lint/style/noRestrictedImports")
    .map((d) => d.location.path.replaceAll("\\", "/"));
}

describe("import layers (biome.json noRestrictedImports)", () => {
  it("flags every forbidden direction once and no allowed one", async () => {
    const flagged = await flaggedPaths();
    const forbidden = PROBES.filter((p) => !p.allowed).map((p) => p.path);
    expect(flagged.toSorted()).toEqual(forbidden.toSorted());
  });
});
