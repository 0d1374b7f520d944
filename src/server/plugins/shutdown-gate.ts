/**
 * The refusal of new requests while the server shuts down (README "Failures and shutdown"; the sequence is in
 * src/server/shutdown.ts): once `closeGate(app)` is called, every request is answered 503 in the
 * API's error shape with `Retry-After` and `Connection: close`. Registered on the root instance
 * before the routes, so every route's `onRequest` includes it. Fastify's own `return503OnClosing`
 * answer is turned off in app.ts: its body is not in the API's shape and has no `Retry-After`.
 */
import type { FastifyInstance } from "fastify";

/** Seconds a refused client is asked to wait (a restart usually takes a few). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;
export const SHUTDOWN_MESSAGE = "The server is restarting; please try again in a few seconds.";

const closing = new WeakMap<FastifyInstance, boolean>();

/** Adds the gate to the root instance (before any route is registered). */
export function registerShutdownGate(app: FastifyInstance) {
  closing.set(app, false);
  app.addHook("onRequest", async (_request, reply) => {
    if (!closing.get(app)) return;
    return reply
      .status(503)
      .headers({ "retry-after": String(SHUTDOWN_RETRY_AFTER_SECONDS), connection: "close" })
      .send({ success: false, message: SHUTDOWN_MESSAGE });
  });
}

/** From now on, `app` refuses every new request. */
export function closeGate(app: FastifyInstance) {
  closing.set(app, true);
}
