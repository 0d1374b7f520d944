/**
 * First run (README "Two commands"): the server's last output is the banner with the address to open
 * and, on a fresh database, the generated admin's password, which logs in; `npm run
 * admin:password` gives a new one, prints it once, and ends the admin's sessions. The banner also
 * lists what is still to set (payment instructions, SMTP_URL, SUPPORT_EMAIL, PUBLIC_URL), read
 * afresh on each start.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { runCli, startServer } from "#tests/helpers/server-process.ts";

const PORT = 7100 + (process.pid % 500);
const dataDir = mkdtempSync(path.join(tmpdir(), "exam-portal-first-run-"));
const env = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "false", LOG_LEVEL: "info", NODE_ENV: "test" };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function login(base: string, password: string) {
  return fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  });
}

describe("the first start", () => {
  it("ends with the address and the generated admin password; admin:password replaces it", async () => {
    let server = await startServer(PORT, env);
    onTestFinished(() => server.stop());
    // What the server printed apart from the lines of requests (the health checks), which may
    // come before or after the banner.
    const startup = server
      .output()
      .split("\n")
      .filter((line) => !line.includes('"request completed"'))
      .join("\n");
    expect(startup).toContain("Server listening at");
    // The banner follows the last log line of the start-up and ends it.
    const banner = startup.slice(startup.lastIndexOf("}\n") + 2);
    expect(banner).toMatch(/^\n {2}Exam portal is running/);
    expect(banner).toContain(`open http://127.0.0.1:${PORT}/`);
    const password = /Username: admin {2}Password: (\S+)/.exec(banner)?.[1] ?? "";
    expect(password).not.toBe("");
    const first = await login(server.base, password);
    expect(first.status).toBe(200);
    const { token } = (await first.json()) as { token: string };
    // What a default install has still to set, each with how (README "First run").
    expect(banner).toContain("Still to set (4):");
    for (const item of ["Payment instructions", "SMTP_URL", "SUPPORT_EMAIL", "PUBLIC_URL"]) {
      expect(banner).toContain(`[ ] ${item}: `);
    }
    // The admin sets the payment instructions on the E-mail screen: the next start no longer asks.
    const saved = await fetch(`${server.base}/api/payment-instructions`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ en: "Pay to IBAN SA03 8000", ar: null }),
    });
    expect(saved.status).toBe(200);
    await server.stop();

    const reset = await runCli("src/server/setup/admin-password-cli.ts", ["admin"], env);
    expect(reset.code).toBe(0);
    const newPassword = /New password for admin: (\S+)/.exec(reset.stdout)?.[1] ?? "";
    expect(newPassword).toMatch(/^(?=.*[A-Z])(?=.*\d).{12,}$/);

    server = await startServer(PORT, env);
    // A second start on the same database prints no password.
    expect(server.output()).not.toContain("Password:");
    expect(server.output()).toContain("Still to set (3):");
    expect(server.output()).not.toContain("[ ] Payment instructions");
    expect((await login(server.base, password)).status).toBe(401);
    expect((await login(server.base, newPassword)).status).toBe(200);
    const old = await fetch(`${server.base}/api/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(old.status).toBe(401);
  }, 240_000);

  it("admin:password names an unknown user instead of inventing one", async () => {
    const result = await runCli("src/server/setup/admin-password-cli.ts", ["nobody"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('No user named "nobody"\n');
  }, 120_000);
});
