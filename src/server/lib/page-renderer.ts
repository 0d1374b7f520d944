/**
 * Public pages rendered at run time from the published catalogue (docs/product.md §13, decision
 * 0035). `react-router build` keeps, beside the prerendered files, the server bundle it rendered
 * them with (`build/server/index.js`, `ssr: false`); its request handler renders a prerendered
 * path again, the route loaders reading the publication from the load context
 * (`pagesCatalogueContext`). Each answer gets what the build does to its files (`builtPage`), the
 * hashes of its inline scripts for the Content Security Policy (the hydration context carries the
 * loaders' data, so it differs per publication) and its Brotli and gzip copies; answers are kept
 * per process by (catalogue version, URL), so a page is rendered once per publication.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { inlineScriptHashes } from "#server/lib/inline-scripts.ts";
import { type PagesCatalogue, pagesCatalogueContext } from "#shared/catalogue/pages-context.ts";
import { builtPage } from "#shared/site/built-page.ts";

/** One rendered answer, ready to send. */
export interface RenderedPage {
  status: number;
  contentType: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** CSP hash sources of the page's executable inline scripts (none for a `.data` answer). */
  scriptHashes: string[];
}

/** Brotli quality for a run-time answer: 5 compresses a page in a few ms (the build's 11 takes ~100 ms). */
const BROTLI_QUALITY = 5;

/** The server bundle beside the client folder `root` (`build/client` → `build/server/index.js`). */
export const serverBuildFile = (root: string) => path.resolve(root, "..", "server", "index.js");

/**
 * How many answers a process keeps per version: the catalogue pages in both languages and their
 * `.data` twins fit many times over, while a client inventing `_routes` values cannot grow the
 * memory without bound (the oldest answer goes first).
 */
const MAX_KEPT_ANSWERS = 200;

/**
 * A renderer over the build in `root`, or undefined when the build has no server bundle (an
 * older build, API-only mode). The bundle is imported on the first render, not at start-up.
 */
export function pageRenderer(root: string) {
  const file = serverBuildFile(root);
  if (!existsSync(file)) return undefined;
  let handler: Promise<(request: Request, context: RouterContextProvider) => Promise<Response>> | null = null;
  const cache = new Map<string, Promise<RenderedPage>>();
  let cachedVersion = -1;

  async function render(url: string, catalogue: PagesCatalogue): Promise<RenderedPage> {
    handler ??= import(pathToFileURL(file).href).then((build: ServerBuild) =>
      createRequestHandler(build, "production"),
    );
    const context = new RouterContextProvider(new Map([[pagesCatalogueContext, catalogue]]));
    const response = await (await handler)(new Request(new URL(url, "http://localhost")), context);
    const contentType = response.headers.get("content-type") ?? "application/octet-stream";
    const isHtml = contentType.startsWith("text/html");
    const text = await response.text();
    const page = isHtml && response.status === 200 ? builtPage(text) : text;
    const body = Buffer.from(page);
    return {
      status: response.status,
      contentType,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      gzip: gzipSync(body),
      scriptHashes: isHtml ? inlineScriptHashes(page) : [],
    };
  }

  return {
    /**
     * The answer for `url` (a prerendered path, or its `.data` twin) from `catalogue`: rendered on
     * the first request for this version, then from memory. A newer version drops the older answers.
     */
    get(url: string, catalogue: PagesCatalogue): Promise<RenderedPage> {
      if (catalogue.version !== cachedVersion) {
        cache.clear();
        cachedVersion = catalogue.version;
      }
      let answer = cache.get(url);
      if (!answer) {
        answer = render(url, catalogue);
        // A failed render is not kept: the next request tries again.
        answer.catch(() => cache.delete(url));
        cache.set(url, answer);
        if (cache.size > MAX_KEPT_ANSWERS) cache.delete(cache.keys().next().value!);
      }
      return answer;
    },
  };
}

export type PageRenderer = NonNullable<ReturnType<typeof pageRenderer>>;
