import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type SiteConfig, siteConfigSchema } from "#shared/site/config.ts";

/** Public runtime settings for the pages: support address, phone, office address and the measured rating (config.ts). */
export const siteConfigRoutes: FastifyPluginAsyncZod<SiteConfig> = async (app, settings) => {
  app.get(
    "/api/site-config",
    { schema: { tags: ["site"], security: [], response: { 200: siteConfigSchema } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=300");
      return siteConfigSchema.parse(settings);
    },
  );
};
