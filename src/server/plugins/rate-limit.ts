import rateLimit, {
  type FastifyRateLimitStore,
  normalizeIP,
  type RateLimitOptions,
} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { type CounterStore, countWith, createLimiter } from "#server/lib/rate-limiters.ts";
import type { Role } from "#shared/access/roles.ts";

/** Per-route options for the public write endpoints (registration, inquiries). */
export type PublicRateLimit = RateLimitOptions;

/**
 * Roles exempt from the public write limit: those who register candidates for others
 * (`registered_from` "2", in person at a test center: `REGISTRATION_PLACES`) and may enter a whole
 * session's candidates in a few minutes. Every other role (auditor, school moderator, visitor) is limited like the public,
 * so a leaked low-privilege token cannot be used to flood registrations or inquiries.
 */
export const RATE_LIMIT_EXEMPT_ROLES: readonly Role[] = ["admin", "test_center"];

/** True when the caller is a user of {@link RATE_LIMIT_EXEMPT_ROLES}. */
export const isRateLimitExempt = (request: FastifyRequest): boolean =>
  request.user !== null && RATE_LIMIT_EXEMPT_ROLES.includes(request.user.role);

/**
 * The client a public limit counts for: its address (`request.ip`, which follows `TRUST_PROXY`), an
 * IPv6 address by its /64 network (@fastify/rate-limit's own default: one household or phone
 * rotating its privacy addresses stays one client).
 */
export const clientAddressKey = (request: FastifyRequest): string => normalizeIP(request.ip);

/**
 * What an answer "duplicate entry" of the registration costs of the client's public budget, in
 * requests, the request itself included (decision 0019): at the default 30 a minute, 3 such
 * answers a minute per address instead of 30.
 */
export const DUPLICATE_ANSWER_COST = 10;

/** The public write limit: the per-route options, and extra charges for costly answers. */
export interface PublicLimits {
  /** Options of the public write endpoints' `config.rateLimit`. */
  rateLimit: PublicRateLimit;
  /**
   * Counts `points` more requests of the client ({@link clientAddressKey}) on the request's route,
   * in the same window, and lowers the answer's `x-ratelimit-remaining` to match. Nothing for an
   * exempt caller. Rejects with `CounterStoreUnavailable` when the store does not answer.
   */
  charge(request: FastifyRequest, reply: FastifyReply, points: number): Promise<void>;
}

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

/** A route's limiter's name in the store: `public:POST /api/contact`. */
const limiterName = (method: string | string[] | undefined, url: string | undefined) =>
  `public:${[method ?? ""].flat().join(",")} ${url ?? ""}`;

/**
 * @fastify/rate-limit's store interface over a rate-limiter-flexible limiter, so the counts live in
 * the shared `CounterStore` (one limit across replicas, README "Several replicas on one PostgreSQL database") while the plugin keeps doing the
 * rest (allow list, 429 body, `Retry-After` and `x-ratelimit-*` headers). One limiter per route,
 * named by method and URL, so each route has its own count, as with the plugin's own store.
 */
function storeOver(counters: CounterStore, limiters: Map<string, RateLimiterAbstract>) {
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
      const name = limiterName(route.routeInfo?.method, route.routeInfo?.url);
      const limiter = createLimiter(counters, {
        name,
        points: route.max,
        durationSeconds: Math.max(1, Math.round(route.timeWindow / 1000)),
      });
      limiters.set(name, limiter);
      return new SharedCounterStore(undefined, limiter);
    }
  };
}

/**
 * Registers the rate limiter (off by default, per route) over the shared counter store and returns
 * the options of the public write endpoints: `max` requests per minute per client address
 * (`request.ip`, which follows `TRUST_PROXY`); `RATE_LIMIT_EXEMPT_ROLES` are exempt. It runs in
 * preHandler, after the auth hook has identified the caller. A store that does not answer makes
 * the request fail with 503 (`CounterStoreUnavailable`). Also returns `charge`, with which a route
 * makes a costly answer count as several requests (decision 0019).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  max: number,
  counters: CounterStore,
): Promise<PublicLimits> {
  const limiters = new Map<string, RateLimiterAbstract>();
  await app.register(rateLimit, { global: false, hook: "preHandler", store: storeOver(counters, limiters) });
  return {
    rateLimit: {
      max,
      timeWindow: "1 minute",
      hook: "preHandler",
      keyGenerator: clientAddressKey,
      allowList: isRateLimitExempt,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    },
    async charge(request, reply, points) {
      if (points <= 0 || isRateLimitExempt(request)) return;
      const limiter = limiters.get(limiterName(request.routeOptions.method, request.routeOptions.url));
      if (!limiter) return;
      const state = await countWith(() => limiter.penalty(clientAddressKey(request), points));
      reply.header("x-ratelimit-remaining", Math.max(0, max - state.consumedPoints));
    },
  };
}
