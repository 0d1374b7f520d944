import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { type CounterStore, countWith, createLimiter } from "#server/lib/rate-limiters.ts";
import type { Role } from "#shared/roles.ts";

/** Per-route options for the public write endpoints (registration, inquiries). */
export type PublicRateLimit = RateLimitOptions;

/**
 * Roles exempt from the public write limit: those who register candidates for others
 * (`registered_from` "2", in person at a test center: `REGISTRATION_PLACES`) and may enter a whole
 * session's candidates in a few minutes. Every other role (auditor, school moderator, visitor) is limited like the public,
 * so a leaked low-privilege token cannot be used to flood registrations or inquiries.
 */
export const RATE_LIMIT_EXEMPT_ROLES: readonly Role[] = ["admin", "test_center"];

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/**
 * What @fastify/rate-limit really gives a store's `child` for one route: the merged rate-limit
 * options of the route (its types say `RouteOptions`).
 */
interface RouteLimit {
  max: number;
  timeWindow: number;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store interface over a rate-limiter-flexible limiter, so the counts live in
 * the shared `CounterStore` (one limit across replicas, issue 13) while the plugin keeps doing the
 * rest (allow list, 429 body, `Retry-After` and `x-ratelimit-*` headers). One limiter per route,
 * named by method and URL, so each route has its own count, as with the plugin's own store.
 */
function storeOver(counters: CounterStore) {
  return class SharedCounterStore implements FastifyRateLimitStore {
    readonly #limiter: RateLimiterAbstract | null;

    constructor(_global?: unknown, limiter: RateLimiterAbstract | null = null) {
      this.#limiter = limiter;
    }

    incr(key: string, callback: IncrCallback) {
      if (!this.#limiter) {
        callback(new Error("The public rate limit is configured per route."));
        return;
      }
      const limiter = this.#limiter;
      countWith(() => limiter.penalty(key, 1)).then(
        (state) => callback(null, { current: state.consumedPoints, ttl: state.msBeforeNext }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      const route = routeOptions as RouteLimit;
      const method = [route.routeInfo?.method ?? ""].flat().join(",");
      const limiter = createLimiter(counters, {
        name: `public:${method} ${route.routeInfo?.url ?? ""}`,
        points: route.max,
        durationSeconds: Math.max(1, Math.round(route.timeWindow / 1000)),
      });
      return new SharedCounterStore(undefined, limiter);
    }
  };
}

/**
 * Registers the rate limiter (off by default, per route) over the shared counter store and returns
 * the options of the public write endpoints: `max` requests per minute per client address
 * (`request.ip`, which follows `TRUST_PROXY`); `RATE_LIMIT_EXEMPT_ROLES` are exempt. It runs in
 * preHandler, after the auth hook has identified the caller. A store that does not answer makes
 * the request fail with 503 (`CounterStoreUnavailable`).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  max: number,
  counters: CounterStore,
): Promise<PublicRateLimit> {
  await app.register(rateLimit, { global: false, hook: "preHandler", store: storeOver(counters) });
  return {
    max,
    timeWindow: "1 minute",
    hook: "preHandler",
    allowList: (request) => request.user !== null && RATE_LIMIT_EXEMPT_ROLES.includes(request.user.role),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  };
}
