import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** The client shell React Router writes for pages that are not prerendered (see STACK.md). */
export const SPA_FALLBACK = "__spa-fallback.html";

/**
 * Serves the built site from `root` (`build/client`): prerendered pages as they are, hashed assets
 * under `/assets/` with a year of immutable caching, and the SPA fallback for every other page
 * (GET/HEAD outside `/api`), each as Brotli or gzip when the browser accepts it and the build has it. Unknown `/api/*` paths stay JSON 404s. Returns false when there is no
 * build to serve (API-only mode, e.g. under `npm run dev` or in API tests).
 */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<boolean> {
  const absolute = path.resolve(root);
  if (!existsSync(path.join(absolute, SPA_FALLBACK))) return false;
  await app.register(fastifyStatic, {
    root: absolute,
    redirect: false,
    wildcard: true,
    // scripts/precompress.ts writes .br and .gz copies at build time.
    preCompressed: true,
    index: ["index.html"],
    setHeaders(reply, filePath) {
      const rel = path.relative(absolute, filePath);
      if (rel.startsWith(`assets${path.sep}`)) {
        reply.header("Cache-Control", "public, max-age=31536000, immutable");
      } else if (filePath.endsWith(".html")) {
        reply.header("Cache-Control", "no-cache");
      } else {
        reply.header("Cache-Control", "public, max-age=3600");
      }
    },
  });
  return true;
}
