/**
 * Graceful shutdown on SIGTERM/SIGINT (README "Failures and shutdown"): stop taking work, let requests in flight finish
 * (up to `SHUTDOWN_GRACE_SECONDS`), then close the database and exit 0.
 *
 * 1. From the signal on, every new request is answered 503 in the API's shape with `Retry-After`
 *    and `Connection: close` (plugins/shutdown-gate.ts): the client retries elsewhere or later.
 * 2. For `DRAIN_MS` the listening socket stays open: connections a client opened before the signal
 *    and that still wait in the kernel's accept queue are accepted and answered (closing the socket at
 *    once would reset them).
 * 3. `app.close()`: Fastify stops listening, closes idle keep-alive connections
 *    (`forceCloseConnections: "idle"`) and waits for the requests in flight.
 * 4. `afterClose` (backups, database), then exit 0. Near the end of the grace period (requests, or
 *    a database call that `afterClose` waits for, still running; `EXIT_MARGIN_MS` before it, so the
 *    exit itself lands within it): the remaining connections are closed,
 *    `cutShort` ends what is left (the embedded database's thread, decision 0020) and the process
 *    exits 1. Should the main thread itself be held past it, the watchdog thread ends the process
 *    with exit code 1 instead (src/server/watchdog.ts, decision 0015).
 */
import type { FastifyInstance } from "fastify";
import { closeGate } from "./plugins/shutdown-gate.ts";

/** How long the listening socket stays open after the signal to drain the accept queue. */
export const DRAIN_MS = 500;

/**
 * How long before the end of the grace period work is cut short: ending the process and the
 * embedded database's thread takes a moment (0.3 s idle, up to 1.7 s on a loaded 2-core machine),
 * and the exit must land within `SHUTDOWN_GRACE_SECONDS` (README "Failures and shutdown"). At most
 * half the grace period.
 */
export const EXIT_MARGIN_MS = 1000;

/** When, after the signal, a shutdown still waiting cuts work short (ms). */
export function cutShortAfterMs(graceSeconds: number): number {
  const graceMs = graceSeconds * 1000;
  return graceMs - Math.min(EXIT_MARGIN_MS, graceMs / 2);
}

export interface GracefulShutdownOptions {
  graceSeconds: number;
  /** Runs once no request is in flight (stop timers, close the database). */
  afterClose: () => Promise<void>;
  /** Called with the exit code; `process.exit` by default (tests pass their own). */
  exit?: (code: number) => void;
  /** Called first when the signal arrives (the watchdog starts counting the grace period). */
  onSignal?: () => void;
  /** Past the grace period, just before exit 1: ends work that would otherwise delay the exit. */
  cutShort?: () => void;
}

/**
 * Returns `shutdown(signal)` for an app built by `buildApp` (which registers the shutdown gate);
 * `onSignals` wires it to SIGTERM and SIGINT.
 */
export function gracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;

  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    options.onSignal?.();
    closeGate(app);
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const cutAfterMs = cutShortAfterMs(options.graceSeconds);
    const deadline = setTimeout(() => {
      app.log.error(
        `shutdown still waiting after ${cutAfterMs / 1000} s of a ${options.graceSeconds} s grace period ` +
          "(requests in flight or a database call): closing them and exiting",
      );
      app.server.closeAllConnections();
      options.cutShort?.();
      exit(1);
    }, cutAfterMs);
    deadline.unref();
    await new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_MS, options.graceSeconds * 1000)));
    try {
      await app.close();
      await options.afterClose();
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      exit(1);
      return;
    }
    clearTimeout(deadline);
    exit(0);
  }

  return {
    shutdown,
    /** Shuts down on the first SIGTERM or SIGINT. */
    onSignals() {
      process.once("SIGINT", () => void shutdown("SIGINT"));
      process.once("SIGTERM", () => void shutdown("SIGTERM"));
    },
  };
}
