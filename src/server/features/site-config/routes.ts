import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteConfigSchema } from "../../../shared/site-config.ts";

/** Public runtime settings for the pages (the support address of the footer, `SUPPORT_EMAIL`). */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ supportEmail: string }> = async (
  app,
  { supportEmail },
) => {
  app.get(
    "/api/site-config",
    { schema: { tags: ["site"], security: [], response: { 200: siteConfigSchema } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=300");
      return { supportEmail };
    },
  );
};
