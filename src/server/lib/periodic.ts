/**
 * A periodic job of a server process (the exam reminders' and the Trash's sweeps): its timer never
 * keeps the process alive, and stopping it waits for a run under way, so the database can close after.
 */

/** What a started job gives back: stop it before closing what it uses. */
export interface Periodic {
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` (and once at once with `immediately`); `run` reports its own failures
 * (its promise should not reject). A job that never runs: {@link idle}.
 */
export function startPeriodic(run: () => Promise<unknown>, everyMs: number, immediately = false): Periodic {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = run();
  };
  if (immediately) tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** A job that was not started (nothing to run): stopping it does nothing. */
export const idle: Periodic = { async stop() {} };
