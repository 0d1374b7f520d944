import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/** Fixed texts: Fastify's own messages echo the whole raw path back. */
const MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: "The address is not valid (malformed percent-encoding)." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "A part of the address is too long." },
};

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a malformed percent-encoding such
 * as `%ED%A0%80`, a path parameter longer than `maxParamLength`), which happen before any route,
 * hook or error handler runs, answered in the API's error shape `{success:false, message}` instead
 * of Fastify's `{error, code, message, statusCode}` (decision 0017: every answer in the declared shape).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = MESSAGES[error.code];
  const status = known?.status ?? error.statusCode ?? 500;
  return reply
    .status(status)
    .header("Cache-Control", "no-store")
    .send({ success: false, message: known?.message ?? "The request could not be routed." });
}
