import { currentSnapshot } from "#server/db/snapshot-count.ts";
import type { Actor } from "#server/domain/actor.ts";
import { forbidden } from "#server/errors.ts";
import { type ClockedRoutes, sessionSchema } from "#server/lib/route-plugin.ts";
import { canCall } from "#shared/access/policy.ts";
import {
  dashboardChartsResponseSchema,
  dashboardScopeQuerySchema,
  workQueueSettingsResponseSchema,
  workQueueSettingsSchema,
  workQueuesResponseSchema,
} from "#shared/dashboard/work-queues.ts";
import { deniedResponses } from "#shared/kit/schemas.ts";
import {
  dashboardCharts,
  readWorkQueueSettings,
  saveWorkQueueSettings,
  stageTrends,
  workQueues,
} from "./queries.ts";

const tags = ["dashboard"];

/**
 * The center a dashboard call is about (docs/product.md §6): a test_center user always its own
 * (403 for another center's id, as the test-center dashboard answers), others the one asked for, or
 * every center.
 */
function scopeOf(actor: Actor, asked: number | undefined): number | null {
  if (actor.role !== "test_center") return asked ?? null;
  if (asked !== undefined && asked !== actor.testCenterId)
    throw forbidden("You may only see your own test center.");
  // A test_center user without a center sees nothing rather than every center.
  return actor.testCenterId ?? -1;
}

/** The caller of a dashboard call and the center it is about ({@link scopeOf} of its `testCenterId`). */
function scoped(request: { actor(): Actor; query: { testCenterId?: number } }) {
  const actor = request.actor();
  return { actor, centerId: scopeOf(actor, request.query.testCenterId) };
}

/**
 * Work queues and the dashboard's charts (docs/product.md §12 "Work queues", decision 0027): who
 * may call each route is `API_POLICY`'s; which queues and series a role gets mirrors the pages it
 * may open. `now` is the app's clock, so the tests move time instead of sleeping.
 */
export const workQueueRoutes: ClockedRoutes = async (app, { db, now = Date.now }) => {
  /** The queues the caller may act on, each with its count, oldest age and pages; the stages' counts and trend. */
  app.get(
    "/api/work-queues",
    {
      schema: sessionSchema(tags, { querystring: dashboardScopeQuerySchema }, workQueuesResponseSchema, 400),
    },
    async (request) => {
      const { actor, centerId } = scoped(request);
      const at = now();
      // The data version, read once for every kept aggregate (decision 0027 "At a million").
      const [{ settings }, seen] = await Promise.all([readWorkQueueSettings(db), currentSnapshot(db)]);
      const [queues, stages] = await Promise.all([
        workQueues(db, actor.role, centerId, at, settings, seen),
        stageTrends(db, centerId, at, seen),
      ]);
      return {
        success: true as const,
        now: new Date(at).toISOString(),
        testCenterId: centerId,
        queues,
        stages,
      };
    },
  );

  /** The thresholds in force (defaults until an admin saves others), with who saved them last. */
  app.get(
    "/api/work-queues/settings",
    { schema: { tags, response: { 200: workQueueSettingsResponseSchema, ...deniedResponses } } },
    async () => readWorkQueueSettings(db),
  );

  /** Saves every threshold (whole days, 0 to 365), audited; 400 with `field` for a bad one, nothing saved. */
  app.put(
    "/api/work-queues/settings",
    { schema: sessionSchema(tags, { body: workQueueSettingsSchema }, workQueueSettingsResponseSchema, 400) },
    async (request) => saveWorkQueueSettings(db, request.body, request.actor(), new Date(now())),
  );

  /** The dashboard's chart series; revenue only for the roles that read invoices. */
  app.get(
    "/api/dashboard/charts",
    {
      schema: sessionSchema(
        tags,
        { querystring: dashboardScopeQuerySchema },
        dashboardChartsResponseSchema,
        400,
      ),
    },
    async (request) => {
      const { actor, centerId } = scoped(request);
      const withRevenue = canCall("GET /api/invoices", actor.role);
      const seen = await currentSnapshot(db);
      return { success: true as const, ...(await dashboardCharts(db, centerId, now(), withRevenue, seen)) };
    },
  );
};
