import { notFound } from "#server/errors.ts";
import { pagedListSchema, sendPage } from "#server/lib/paged-list.ts";
import type { DbRoutes } from "#server/lib/route-plugin.ts";
import { stageFromSegment } from "#shared/candidates/pipeline.ts";
import {
  stageListQuerySchema,
  stageParamsSchema,
  stageStudentListSchema,
} from "#shared/candidates/stages.ts";
import { errorResponses } from "#shared/kit/schemas.ts";
import { listStage } from "./queries.ts";

/** A stage list: a paged list, with the stage in the path (404 for an unknown one). */
const stageListSchema = pagedListSchema("stages", stageListQuerySchema, stageStudentListSchema);

/** Stage list routes (docs/product.md §7 "stage calls"). */
export const stageRoutes: DbRoutes = async (app, { db }) => {
  /**
   * One page of the candidates in a stage: `/api/stage/confirmed`, `/api/stage/Not_confirmed`,
   * `/api/stage/Invoice`, ... (every spelling of docs/product.md §7; case and `-`/`_` ignored). `page`,
   * `pageSize` (default 20, max 100); header `X-Total-Count`. 404 for an unknown stage.
   */
  app.get(
    "/api/stage/:stage",
    {
      schema: {
        ...stageListSchema,
        params: stageParamsSchema,
        response: { ...stageListSchema.response, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const stage = stageFromSegment(request.params.stage);
      if (!stage) throw notFound(`No such stage: ${request.params.stage}.`);
      return sendPage(reply, await listStage(db, stage.state, request.query));
    },
  );
};
