/**
 * The types of a feature's route plugin (docs/architecture.md "An API route"), written once: the
 * zod type provider's plugin with the options `app.ts` registers it with.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";

/** Routes that need only the database. */
export type DbRoutes = FastifyPluginAsyncZod<{ db: Db }>;

/**
 * Routes that need the database and the app's clock: `now` is `Date.now` unless the tests move
 * time instead of sleeping.
 */
export type ClockedRoutes = FastifyPluginAsyncZod<{ db: Db; now?: () => number }>;
