/**
 * The watchdog (decision 0015): a worker thread that ends the process with exit code 1 when the
 * main thread cannot, because a call into the embedded database holds it.
 *
 * PGlite runs PostgreSQL as WebAssembly on the main thread: while one of its calls runs, no request,
 * no health check, no timer and no signal handler runs. Should a call never return (as once when the
 * disk was full: a spin in `XLogFlush`, now stopped by db/pglite-stop.ts), SIGTERM would be ignored
 * for ever. A worker thread cannot receive signals (Node delivers them to the main thread's event
 * loop only), so the main thread writes what the worker needs into shared memory:
 *
 * - a heartbeat every 200 ms (the main thread is free when it is fresh);
 * - the start of the database call in progress, if any (`tracker`, around each PGlite call);
 * - the moment a shutdown signal was received (`shutdownStarted`, the first thing its handler does).
 *
 * The worker looks every 100 ms and ends the process when
 * 1. a shutdown began and, `SHUTDOWN_GRACE_SECONDS` minus 0.2 s after the signal, the main thread
 *    is blocked (its own deadline in shutdown.ts cannot fire), or
 * 2. one database call has held the main thread for `stuckMs` (a signal sent meanwhile cannot even
 *    be seen: this bounds how long it waits).
 *
 * It logs one line (pino's JSON, level fatal) and asks the main thread to `process.exit(1)` through
 * the inspector protocol: `Runtime.evaluate` is carried out by a V8 interrupt, which a running
 * WebAssembly loop also serves (measured: exit 0.3-0.5 s after the request, from a loop with no
 * system call). Node then prints "Waiting for the debugger to disconnect..." on stderr, as any
 * process with an inspector session attached does at exit. Should that fail, SIGKILL 3 s later.
 */
import { Worker } from "node:worker_threads";
import type { CallTracker } from "#server/db/pglite-stop.ts";

/** Slots of the shared memory, milliseconds since the epoch (0: none). */
export const SLOT = { heartbeat: 0, call: 1, shutdown: 2 } as const;
/** How often the main thread writes its heartbeat. */
const HEARTBEAT_MS = 200;

/** What the main thread shares with the watchdog thread. */
export class WatchdogState {
  readonly buffer = new SharedArrayBuffer(3 * BigInt64Array.BYTES_PER_ELEMENT);
  private readonly slots = new BigInt64Array(this.buffer);

  /** Marks each call into the embedded database (openDatabase's `tracker`). */
  readonly tracker: CallTracker = {
    begin: () => this.set("call", Date.now()),
    end: () => this.set("call", 0),
  };

  /** A shutdown signal arrived: from now on the grace period runs (call it first in the handler). */
  shutdownStarted(): void {
    this.set("shutdown", Date.now());
  }

  set(slot: keyof typeof SLOT, value: number): void {
    Atomics.store(this.slots, SLOT[slot], BigInt(value));
  }
}

/** The running watchdog. */
export interface Watchdog {
  /** Ends the worker (and the heartbeat); the process may then exit as it would without it. */
  stop(): Promise<void>;
}

export interface WatchdogOptions {
  /** `SHUTDOWN_GRACE_SECONDS`, in ms. */
  graceMs: number;
  /** Longest time one database call may hold the main thread. */
  stuckMs: number;
}

/** Starts the heartbeat and the watchdog thread; neither keeps the process alive. */
export function startWatchdog(state: WatchdogState, options: WatchdogOptions): Watchdog {
  state.set("heartbeat", Date.now());
  const heartbeat = setInterval(() => state.set("heartbeat", Date.now()), HEARTBEAT_MS);
  heartbeat.unref();
  const worker = new Worker(new URL("./watchdog-worker.ts", import.meta.url), {
    workerData: { buffer: state.buffer, ...options },
  });
  worker.unref();
  // A failing watchdog must not take the server with it; it only loses its protection.
  worker.on("error", (error) => process.emitWarning(`watchdog thread failed: ${error.message}`));
  return {
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
