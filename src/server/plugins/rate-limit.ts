import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Role } from "../../shared/roles.ts";

/** Per-route options for the public write endpoints (registration, inquiries). */
export type PublicRateLimit = RateLimitOptions;

/**
 * Roles exempt from the public write limit: those who register candidates for others
 * (`registered_from` "2", in person at a test center: `REGISTRATION_PLACES`) and may enter a whole
 * session's candidates in a few minutes. Every other role (auditor, school moderator, visitor) is limited like the public,
 * so a leaked low-privilege token cannot be used to flood registrations or inquiries.
 */
export const RATE_LIMIT_EXEMPT_ROLES: readonly Role[] = ["admin", "test_center"];

/**
 * Registers the rate limiter (off by default, per route) and returns the options of the public
 * write endpoints: `max` requests per minute per client address (`request.ip`, which follows
 * `TRUST_PROXY`); `RATE_LIMIT_EXEMPT_ROLES` are exempt. It runs in preHandler, after the auth hook
 * has identified the caller.
 */
export async function registerRateLimit(app: FastifyInstance, max: number): Promise<PublicRateLimit> {
  await app.register(rateLimit, { global: false, hook: "preHandler" });
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
