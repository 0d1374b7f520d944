import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../shared/errors.ts";
import { healthResponseSchema } from "../../../shared/health.ts";
import type { Db } from "../../db/client.ts";

/** Liveness and readiness: 200 `{status:"ok"}` when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        security: [],
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({ success: false as const, message: "Database unavailable." });
      }
    },
  );
};
