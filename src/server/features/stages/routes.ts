import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deniedResponses, errorBodySchema } from "../../../shared/errors.ts";
import { stageFromSegment } from "../../../shared/stages.ts";
import { stageListQuerySchema, stageParamsSchema, stageStudentListSchema } from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { listStage } from "./queries.ts";

/** Stage list routes (spec §7 "stage calls"). */
export const stageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * One page of the candidates in a stage: `/api/stage/confirmed`, `/api/stage/Not_confirmed`,
   * `/api/stage/Invoice`, ... (every spelling of spec §7; case and `-`/`_` ignored). `page`,
   * `pageSize` (default 20, max 100); header `X-Total-Count`. 404 for an unknown stage.
   */
  app.get(
    "/api/stage/:stage",
    {
      schema: {
        tags: ["stages"],
        params: stageParamsSchema,
        querystring: stageListQuerySchema,
        response: {
          200: stageStudentListSchema,
          400: errorBodySchema,
          ...deniedResponses,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const stage = stageFromSegment(request.params.stage);
      if (!stage) throw notFound(`No such stage: ${request.params.stage}.`);
      const { page, pageSize } = request.query;
      const { students, total } = await listStage(db, stage.state, page, pageSize);
      reply.header("X-Total-Count", String(total));
      return students;
    },
  );
};
