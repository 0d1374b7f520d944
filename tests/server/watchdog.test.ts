/**
 * The watchdog (decision 0015) ends a process whose main thread a database call holds, which no
 * signal handler, timer or request can reach: a real WebAssembly loop that never returns (as
 * PGlite's XLogFlush once did on a full disk) in tests/helpers/watchdog-fixture.ts, with short
 * limits (grace 1.5 s, one call 2 s).
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs the fixture in `mode`; sends SIGTERM once it is ready when `signal` is set; killed after 60 s. */
function runFixture(mode: "call" | "shutdown", signal: boolean) {
  return new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = spawn(process.execPath, ["tests/helpers/watchdog-fixture.ts", mode], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += String(chunk);
      if (signal && stdout.startsWith("ready\n")) {
        signal = false;
        // Inside the loop by now or very soon; the signal waits either way.
        setTimeout(() => child.kill("SIGTERM"), 300);
      }
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout });
    });
  });
}

/** The fixture's log lines after `ready` (pino's JSON). */
const logLines = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string });

describe("the watchdog", () => {
  it("ends the process (exit 1, one fatal line) when a SIGTERM arrives while a database call holds the main thread", async () => {
    const run = await runFixture("call", true);
    expect(run.code).toBe(1);
    const [line, ...rest] = logLines(run.stdout);
    expect(rest).toEqual([]);
    expect(line!.level).toBe(60);
    expect(line!.msg).toMatch(
      /^watchdog: a call into the embedded database has held the main thread for \d+\.\d s \(no request, health check or signal can be served\): exiting$/,
    );
  }, 70_000);

  it("ends the process (exit 1) when the main thread blocks after the shutdown began, once the grace period is over", async () => {
    const run = await runFixture("shutdown", true);
    expect(run.code).toBe(1);
    expect(logLines(run.stdout).map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /^watchdog: still running 1\.\d s after the shutdown signal with its main thread blocked \(SHUTDOWN_GRACE_SECONDS 1\.5\): exiting$/,
      ),
    ]);
  }, 70_000);
});
