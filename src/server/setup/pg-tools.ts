/**
 * Runs the PostgreSQL client tools (`pg_dump`, `pg_restore`, `psql`) for the backups (README
 * "Backups"). The password of `DATABASE_URL` goes to the tool in `PGPASSWORD`, never on its command
 * line (which other local users can read in `ps`).
 */
import { spawn } from "node:child_process";

/** The `--dbname` argument without the password, and the environment that carries it. */
export function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/**
 * Runs `tool` with `args`; resolves when it exits 0, with what it printed on stdout when
 * `output` is set (else ""). Rejects with one line: the tool's last stderr line and exit code, or
 * "not found" with what to install.
 */
export function runPgTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output = false,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", output ? "pipe" : "ignore", "pipe"] });
    let stdout = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      stdout += chunk;
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + String(chunk)).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${tool} not found: install the PostgreSQL client tools (the server's major version or newer)`
            : `${tool}: ${error.message}`,
        ),
      );
    });
    child.on("close", (code) => {
      if (code === 0) return resolve(stdout);
      const last = stderr.trim().split("\n").pop() ?? "";
      reject(new Error(`${tool} exited with code ${code}${last ? `: ${last}` : ""}`));
    });
  });
}
