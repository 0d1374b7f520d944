import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { testCenterListResponseSchema } from "../../../shared/test-centers.ts";
import type { Db } from "../../db/client.ts";
import { listTestCenters } from "./queries.ts";

/** Test center routes (spec §7). */
export const testCenterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** All live test centers `{success, testCenters}`; public, the wizard offers them to candidates. */
  app.get(
    "/api/test-center",
    { schema: { tags: ["test-centers"], security: [], response: { 200: testCenterListResponseSchema } } },
    async () => ({ success: true as const, testCenters: await listTestCenters(db) }),
  );
};
