/**
 * Run as a process by tests/server/watchdog.test.ts: starts the server's watchdog (short limits)
 * and then holds the main thread in a WebAssembly loop that never returns, as PGlite's XLogFlush
 * once did on a full disk (no system call, no event loop). `mode`:
 * - `call`: the loop runs inside a tracked database call; a SIGTERM sent meanwhile is never seen;
 * - `shutdown`: the loop starts in the SIGTERM handler, after the shutdown began (as a database
 *   close that does not return would).
 * Prints `ready` once the watchdog runs (and, in `shutdown` mode, the handler is installed).
 */
import { startWatchdog, WatchdogState } from "#server/watchdog.ts";

const mode = process.argv[2];
// (module (func (export "spin") (loop (br 0))))
const SPIN = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 8, 1, 4, 115, 112, 105, 110, 0, 0, 10, 9, 1,
  7, 0, 3, 64, 12, 0, 11, 11,
]);
const spin = new WebAssembly.Instance(new WebAssembly.Module(SPIN)).exports.spin as () => void;

const state = new WatchdogState();
startWatchdog(state, { graceMs: 1_500, stuckMs: mode === "call" ? 2_000 : 60_000 });
process.on("SIGTERM", () => {
  state.shutdownStarted();
  if (mode === "shutdown") spin();
});
process.stdout.write("ready\n");
if (mode === "call") {
  state.tracker.begin();
  spin();
} else {
  setInterval(() => {}, 1_000);
}
