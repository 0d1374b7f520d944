/**
 * The types of a feature's route plugin (docs/architecture.md "An API route"), written once: the
 * zod type provider's plugin with the options `app.ts` registers it with.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";

/** Routes that need only the database. */
export type DbRoutes = FastifyPluginAsyncZod<{ db: Db }>;

/**
 * Routes that need the database and the app's clock: `now` is `Date.now` unless the tests move
 * time instead of sleeping.
 */
export type ClockedRoutes = FastifyPluginAsyncZod<ClockedOptions>;

/** The options of routes that need the database and the clock, to extend with a feature's own. */
export interface ClockedOptions {
  db: Db;
  /** The app's clock (ms since the epoch): `Date.now` unless the tests move time. */
  now?: () => number;
}

/**
 * The schema of a route behind a session (docs/architecture.md "An API route"): its OpenAPI tags,
 * its inputs (`params`, `querystring`, `body`, `headers`), its 200 answer, the client errors it
 * gives (`errorResponses`) and the refusals of every such route (`deniedResponses`: 401, 403).
 */
export function sessionSchema<const Inputs extends object, const Ok, const Status extends number>(
  tags: string[],
  inputs: Inputs,
  ok: Ok,
  ...errors: Status[]
) {
  return { tags, ...inputs, response: { 200: ok, ...errorResponses(...errors), ...deniedResponses } };
}
