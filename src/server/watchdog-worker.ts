/**
 * The watchdog thread (src/server/watchdog.ts explains why and when): reads the main thread's
 * shared memory every 100 ms and ends the process with exit code 1 when the main thread is held
 * past its limits.
 */
import { writeSync } from "node:fs";
import { Session } from "node:inspector";
import { hostname } from "node:os";
import { workerData } from "node:worker_threads";
import { SLOT } from "./watchdog.ts";

const { buffer, graceMs, stuckMs } = workerData as {
  buffer: SharedArrayBuffer;
  graceMs: number;
  stuckMs: number;
};
const slots = new BigInt64Array(buffer);
/** The main thread counts as blocked when its heartbeat (every 200 ms) is older than this. */
const BLOCKED_MS = 1_000;
/** Ends the process a little before the grace period is over, so the exit lands within it. */
const EARLY_MS = 200;
/** After asking for the exit, the last resort. */
const KILL_AFTER_MS = 3_000;

const read = (slot: keyof typeof SLOT) => Number(Atomics.load(slots, SLOT[slot]));
let ending = false;

/** One log line as the server's own (pino JSON, level fatal), then `process.exit(1)` on the main thread. */
function end(message: string) {
  ending = true;
  const line = {
    level: 60,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    msg: `watchdog: ${message}`,
  };
  writeSync(1, `${JSON.stringify(line)}\n`);
  // Connected only now: an attached session would otherwise be there for the process's whole life.
  const session = new Session();
  session.connectToMainThread();
  session.post("Runtime.evaluate", { expression: "process.exit(1)" });
  setTimeout(() => process.kill(process.pid, "SIGKILL"), KILL_AFTER_MS).unref();
}

setInterval(() => {
  if (ending) return;
  const now = Date.now();
  const blocked = now - read("heartbeat") > BLOCKED_MS;
  const shutdown = read("shutdown");
  const call = read("call");
  if (shutdown > 0 && blocked && now - shutdown >= graceMs - EARLY_MS) {
    end(
      `still running ${((now - shutdown) / 1000).toFixed(1)} s after the shutdown signal with its main thread ` +
        `blocked${call > 0 ? " in a database call" : ""} (SHUTDOWN_GRACE_SECONDS ${graceMs / 1000}): exiting`,
    );
  } else if (call > 0 && now - call >= stuckMs) {
    end(
      `a call into the embedded database has held the main thread for ${((now - call) / 1000).toFixed(1)} s ` +
        "(no request, health check or signal can be served): exiting",
    );
  }
}, 100);
