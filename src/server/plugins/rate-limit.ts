import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

/** Per-route options for the public write endpoints (registration, inquiries). */
export type PublicRateLimit = RateLimitOptions;

/**
 * Registers the rate limiter (off by default, per route) and returns the options of the public
 * write endpoints: `max` requests per minute per client address; logged-in staff are exempt. It
 * runs in preHandler, after the auth hook has identified the caller.
 */
export async function registerRateLimit(app: FastifyInstance, max: number): Promise<PublicRateLimit> {
  await app.register(rateLimit, { global: false, hook: "preHandler" });
  return {
    max,
    timeWindow: "1 minute",
    hook: "preHandler",
    allowList: (request) => request.user !== null,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  };
}
