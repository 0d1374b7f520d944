/**
 * `npm run bench:catalogue-pages`: what it costs to make the public pages follow a published
 * catalogue (docs/product.md §13, decision 0035), on the build's own server bundle
 * (`build/server/index.js`, which `react-router build` keeps with `ssr: false`) in this process.
 * Every run-time render gets the build's post-processing (`builtPage`: deferred hydration, web-fonts
 * script, whole-page paint; decisions 0012, 0014), its inline scripts' CSP hashes and its
 * compressed copies.
 *
 * Cases, each printed with its ratio to the baseline of the same run (rendering `/404`, the
 * shell with the least content):
 * - (a) re-render on publish: every prerendered path rendered, post-processed, hashed, compressed
 *   (Brotli 11 and gzip 9, as `npm run build`) and written to a new folder swapped in at the end,
 *   which one publication would cost each replica;
 * - (b) first request after a publication: a regulator page through the server's `pageRenderer`
 *   (publication in the load context, Brotli 5), median over the ten catalogue pages and the slowest;
 * - (b) cached request: the same, answered from the renderer's memory.
 * It also checks that every prerendered path rendered at run time without a publication,
 * post-processed, is byte for byte the file the build wrote.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inlineScriptHashes } from "#server/lib/inline-scripts.ts";
import { pageRenderer } from "#server/lib/page-renderer.ts";
import type { CatalogueTree } from "#shared/catalogue/catalogue.ts";
import { builtPage } from "#shared/site/built-page.ts";
import { CATALOGUE_PAGE_PATHS } from "#shared/site/public-pages.ts";
import { benchNumber } from "./settings.ts";

const BUILD = path.resolve(process.env.BUILD_DIR ?? "build");
const CLIENT = path.join(BUILD, "client");
const RUNS = benchNumber("BENCH_RUNS", 5, 1);
const BASELINE = "/404";

const built = spawnSync(process.execPath, ["scripts/ensure-build.ts"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const build = (await import(path.join(BUILD, "server", "index.js"))) as ServerBuild;
const handler = createRequestHandler(build, "production");
// Publication 1 as the import wrote it (scripts/ is no import root: loaded by its path).
const { catalogueFromConstants } = (await import(path.resolve("scripts/catalogue-import.ts"))) as {
  catalogueFromConstants: () => CatalogueTree;
};
const tree = catalogueFromConstants();
const renderer = pageRenderer(CLIENT);
if (!renderer) throw new Error(`No server bundle in ${BUILD}: run npm run build`);

async function render(pathname: string): Promise<string> {
  const response = await handler(new Request(`http://localhost${encodeURI(pathname)}`));
  if (response.status !== 200) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response.text();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Median of `RUNS` timings of `work`, in milliseconds. */
async function measure(work: (run: number) => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await work(run);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The paths the build prerendered (`react-router.config.ts` PRERENDERED_PATHS), as it recorded them. */
const paths = [...new Set(build.prerender)];
const fileOf = (root: string, pathname: string) =>
  path.join(root, ...pathname.split("/").filter(Boolean), "index.html");

// Warm-up (every route module's first render loads its code), and the check against the build.
const differing: string[] = [];
for (const pathname of paths) {
  if (builtPage(await render(pathname)) !== readFileSync(fileOf(CLIENT, pathname), "utf8")) {
    differing.push(pathname);
  }
}

const baseline = await measure(() => render(BASELINE));

const reRenderAll = await measure(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "catalogue-pages-"));
  for (const pathname of paths) {
    const page = builtPage(await render(pathname));
    inlineScriptHashes(page);
    const file = fileOf(path.join(folder, "next"), pathname);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  }
  renameSync(path.join(folder, "next"), path.join(folder, "live"));
  rmSync(folder, { recursive: true, force: true });
});

// A version no run has seen forces a render; the same version again is a cache hit.
let version = 1;
const firsts: { pathname: string; ms: number }[] = [];
for (const pathname of CATALOGUE_PAGE_PATHS) {
  firsts.push({
    pathname,
    ms: await measure(() => renderer.get(encodeURI(pathname), { version: ++version, tree })),
  });
}
const slowest = firsts.reduce((a, b) => (b.ms > a.ms ? b : a));
const hits = 1_000;
const cachedPath = encodeURI(CATALOGUE_PAGE_PATHS[0] ?? "/");
await renderer.get(cachedPath, { version, tree });
const cached =
  (await measure(async () => {
    for (let i = 0; i < hits; i += 1) await renderer.get(cachedPath, { version, tree });
  })) / hits;

const row = (name: string, ms: number) =>
  console.log(
    `${name.padEnd(64)} ${ms.toFixed(ms < 1 ? 4 : 1).padStart(10)} ms  ×${(ms / baseline).toFixed(ms / baseline < 0.01 ? 5 : 2)}`,
  );
console.log(`\n${paths.length} prerendered paths, median of ${RUNS} runs; ratios to rendering ${BASELINE}`);
row(`baseline: render ${BASELINE}`, baseline);
row(`(a) re-render all ${paths.length} pages on publish (br 11, gz 9, written)`, reRenderAll);
row(
  `(b) first request after publish, median of ${firsts.length} catalogue pages`,
  median(firsts.map((f) => f.ms)),
);
row(`(b) first request, slowest: ${slowest.pathname.slice(0, 28)}…`, slowest.ms);
row("(b) cached request (same path and version)", cached);
console.log(
  `run-time render + post-processing identical to the built file: ${paths.length - differing.length}/${paths.length}` +
    (differing.length > 0 ? ` (differ: ${differing.join(", ")})` : ""),
);
