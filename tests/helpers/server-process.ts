/**
 * The server and its command-line tools as real processes (`node src/server/main.ts`, the CLIs in
 * src/server/setup/), as an operator runs them: for tests of what only a process shows.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";

/** What a finished CLI printed and how it exited. */
export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What `child` has printed so far, on each stream. */
export function capturedOutput(child: Pick<ChildProcessWithoutNullStreams, "stdout" | "stderr">) {
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => {
    output.stdout += String(chunk);
  });
  child.stderr.on("data", (chunk) => {
    output.stderr += String(chunk);
  });
  return output;
}

/** Runs `node <script> ...args` with `env` over the test process's own, to its end. */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
    const output = capturedOutput(child);
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, ...output }));
  });
}

/** The first words of the start-up banner. */
const BANNER_START = "Exam portal is running";

/** A running server: its base URL, what it printed on stdout so far, and `stop()` (SIGTERM, resolves at exit). */
export interface StartedServer {
  base: string;
  output(): string;
  stop(): Promise<void>;
  /** Sends `signal` (SIGTERM...) without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves when the process ends, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server on `port` with `env` over the test process's own and waits until `/api/health` is
 * 200 and the banner is printed (up to 2 min: a first start on a busy machine is slow). Port 0 lets
 * the system choose a free port, read back from the banner's address: no clash with another
 * process, a leftover server or a service that happens to use a fixed port.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<StartedServer> {
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: { ...process.env, STATIC_DIR: "build/does-not-exist", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = capturedOutput(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: StartedServer = {
    base: `http://127.0.0.1:${port}`,
    output: () => output.stdout,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill: (signal) => child.kill(signal),
    exited,
  };
  const running = () => child.exitCode === null && child.signalCode === null;
  /** The banner's address (src/server/setup/banner.ts), once printed. */
  const bannerPort = () =>
    new RegExp(`${BANNER_START}: open http://[^\\s/]+:(\\d+)/`).exec(output.stdout)?.[1];
  for (let i = 0; i < 600 && running(); i++) {
    const bound = port === 0 ? bannerPort() : String(port);
    if (bound) {
      server.base = `http://127.0.0.1:${bound}`;
      const ok = await fetch(`${server.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        // Health can answer between listen() and the banner's write: wait for the banner, the
        // start-up's last output (src/server/setup/banner.ts).
        for (let j = 0; j < 100 && !output.stdout.includes(BANNER_START); j++)
          await new Promise((r) => setTimeout(r, 50));
        return server;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const ending = running()
    ? "still running after 2 min"
    : `exited (code ${child.exitCode}, signal ${child.signalCode})`;
  await server.stop();
  // The last lines of stdout (pino's JSON logs) say where start-up stood; tests log no personal data.
  throw new Error(
    `server did not start: ${ending}; stderr: ${output.stderr.trim() || "(empty)"}; stdout ends: ${output.stdout.slice(-1500)}`,
  );
}
