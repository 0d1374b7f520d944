/**
 * `script-src` without `'unsafe-inline'` (README "Security"): the build step
 * (`scripts/csp-hashes.ts`) lists the sha256 of each inline script of the built pages and the
 * server sends exactly those. Runs on a small site shaped like React Router's output, so it needs
 * no build; `tests/e2e/csp.spec.ts` checks the real build in Chromium.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, suiteTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const buildDir = mkdtempSync(path.join(tmpdir(), "exam-csp-build-"));
const clientDir = path.join(buildDir, "client");
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

// The kinds of inline script React Router and Mantine write (their text differs per page).
const COLOR_SCHEME = `try{var c=localStorage.getItem("mantine-color-scheme-value");}catch(e){}`;
const CONTEXT_HOME = `window.__reactRouterContext = {"basename":"/","isSpaMode":false};`;
const BOOT_HOME = `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";`;
const BOOT_ABOUT = `import "/assets/manifest-1.js";\nimport * as route1 from "/assets/about-1.js";`;
const CONTEXT_SPA = `window.__reactRouterContext = {"basename":"/","isSpaMode":true};`;
const JSON_LD = `{"@context":"https://schema.org","@type":"Organization","name":"Exams"}`;
const EXECUTABLE = [COLOR_SCHEME, CONTEXT_HOME, BOOT_HOME, BOOT_ABOUT, CONTEXT_SPA];

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script data-mantine-script="true">${COLOR_SCHEME}</script>` +
  `<script type="application/ld+json">${JSON_LD}</script><script src="/assets/entry.js"></script>` +
  `</head><body><div>page</div>${scripts}</body></html>`;

/** The CSP's source list for `directive`, from a response header. */
function sources(header: string | undefined, directive: string): string[] {
  const entry = (header ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return entry?.slice(1) ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

beforeAll(() => {
  mkdirSync(path.join(clientDir, "about"), { recursive: true });
  writeFileSync(
    path.join(clientDir, "index.html"),
    page(`<script>${CONTEXT_HOME}</script><script type="module" async="">${BOOT_HOME}</script>`),
  );
  writeFileSync(
    path.join(clientDir, "about", "index.html"),
    page(`<script>${CONTEXT_HOME}</script><script type="module" async="">${BOOT_ABOUT}</script>`),
  );
  writeFileSync(path.join(clientDir, "__spa-fallback.html"), page(`<script>${CONTEXT_SPA}</script>`));
  writeFileSync(path.join(clientDir, "404.html"), "<!DOCTYPE html><p>not found</p>");
});

describe("the build step", () => {
  it("writes the sha256 of every executable inline script, once each, and not of JSON-LD", () => {
    const result = spawnSync(process.execPath, ["scripts/csp-hashes.ts"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR: buildDir },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(clientDir, "csp-hashes.json"), "utf8"));
    expect([...manifest["script-src"]].sort()).toEqual(EXECUTABLE.map(sha256).sort());
    expect(manifest["script-src"]).not.toContain(sha256(JSON_LD));
  });
});

describe("the server with a build", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    expect(existsSync(path.join(clientDir, "csp-hashes.json"))).toBe(true);
    ctx = await createTestContext({ env: { STATIC_DIR: clientDir } });
  });
  afterAll(() => ctx.close());

  it("sends script-src 'self' and the pages' hashes, without 'unsafe-inline'", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    const scriptSrc = sources(response.headers["content-security-policy"] as string, "script-src");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect([...scriptSrc].sort()).toEqual(["'self'", ...EXECUTABLE.map(sha256)].sort());
  });

  it("keeps 'unsafe-inline' for styles only, and blocks inline event handlers", async () => {
    const header = (await ctx.app.inject({ method: "GET", url: "/about" })).headers[
      "content-security-policy"
    ] as string;
    expect(sources(header, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sources(header, "script-src-attr")).toEqual(["'none'"]);
    expect(sources(header, "object-src")).toEqual(["'none'"]);
  });
});

describe("a build from before the hash list", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    rmSync(path.join(clientDir, "csp-hashes.json"));
    ctx = await createTestContext({ env: { STATIC_DIR: clientDir } });
  });
  afterAll(() => ctx.close());

  it("gets the same hashes, computed from the pages at start", async () => {
    const header = (await ctx.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"];
    expect([...sources(header as string, "script-src")].sort()).toEqual(
      ["'self'", ...EXECUTABLE.map(sha256)].sort(),
    );
  });
});

describe("the server without a build (API only)", () => {
  const ctx = suiteTestContext();

  it("sends script-src 'self' only", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(sources(response.headers["content-security-policy"] as string, "script-src")).toEqual(["'self'"]);
  });
});
