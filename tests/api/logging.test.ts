/**
 * The log never holds request bodies, SQL parameters, passwords, hashes, tokens or candidates'
 * personal data (README "Security": failed SQL with its parameters was logged, with personal
 * data and a new password hash). Real 500s are forced by a CHECK constraint the handlers do not
 * translate, added to this file's own copy of the database: PostgreSQL then reports the whole
 * failing row in `detail`, and Drizzle puts the SQL and every parameter into its error.
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRegistration } from "#server/setup/factories.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: Record<string, unknown> & { cause?: Record<string, unknown> };
}

let ctx: TestContext;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const logText = () => lines.join("\n");
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  ctx = await createTestContext({ env: { LOG_LEVEL: "info" }, logStream });
  // Reject exactly the values below, on insert only (existing rows are not checked).
  await ctx.db.execute(
    sql.raw(
      "ALTER TABLE students ADD CONSTRAINT students_log_probe CHECK (last_name <> 'Qahtaniprobe') NOT VALID",
    ),
  );
  await ctx.db.execute(
    sql.raw("ALTER TABLE users ADD CONSTRAINT users_log_probe CHECK (username <> 'leakyuser7') NOT VALID"),
  );
});
afterAll(() => ctx.close());

describe("a database failure on a public write with a candidate's personal data", () => {
  const candidate = () =>
    buildRegistration(7_301, {
      test_center: ctx.testCenterId,
      firstName: "Zaynabprobe",
      lastName: "Qahtaniprobe",
      fullName: "Zaynabprobe Qahtaniprobe",
      email: "zaynab.probe@example.org",
      phone: "+966512398765",
      nationalId: "NID7301999",
      passportNumber: "P7301999",
      dob: "1987-03-14",
      mailingAddress: "17 Probe Street, Riyadh",
    });

  it("answers 500 and logs the SQL state, constraint and table, but none of the values", async () => {
    const payload = candidate();
    const admin = await ctx.authAs("admin");
    lines.length = 0;

    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/FormRegister?email=zaynab.probe%40example.org",
      payload,
      headers: admin,
    });

    expect(response.statusCode).toBe(500);
    const text = logText();
    for (const value of [
      payload.firstName,
      payload.lastName,
      payload.email,
      payload.phone,
      payload.nationalId,
      payload.passportNumber,
      payload.dob,
      "Probe Street",
      "zaynab.probe%40example.org",
      admin.authorization.slice("Bearer ".length),
    ]) {
      expect(text, `the log holds ${value}`).not.toContain(value);
    }
    expect(text).not.toMatch(/insert into|Failing row|params:/i);

    const error = parsed().find((line) => line.msg === "unhandled error");
    expect(error?.level).toBe(50);
    const causes: Record<string, unknown>[] = [];
    for (let e: Record<string, unknown> | undefined = error?.err; e; e = e.cause as typeof e) causes.push(e);
    expect(causes.find((e) => e.sqlState)).toMatchObject({
      sqlState: "23514",
      constraint: "students_log_probe",
      table: "students",
    });
    // Where it happened is still there: stack frames without the message.
    expect(String(error?.err?.stack)).toMatch(/^at /);
  });

  it("still logs the request (method, route, status, time) without its query string, in one line", () => {
    const completed = parsed().filter((line) => line.msg === "request completed");
    expect(completed).toHaveLength(1);
    expect(completed[0]?.req).toEqual({
      method: "POST",
      url: "/api/FormRegister",
      remoteAddress: "127.0.0.1",
    });
    expect(completed[0]?.res).toEqual({ statusCode: 500 });
    expect(completed[0]?.responseTime).toBeGreaterThan(0);
  });
});

describe("a database failure while creating a user", () => {
  it("logs neither the password, nor its argon2 hash, nor the admin's token", async () => {
    const token = await ctx.tokenFor("admin");
    lines.length = 0;
    const password = "Leaky9Password";

    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "leakyuser7", password, role: "visitor" },
      headers: { authorization: `Bearer ${token}` },
    });

    expect(response.statusCode).toBe(500);
    const text = logText();
    expect(text).toContain("users_log_probe");
    expect(text).toContain("23514");
    expect(text).not.toContain(password);
    expect(text).not.toContain("leakyuser7");
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(token);
  });
});

describe("request lines", () => {
  it("name the route pattern, not the values in the path or the query string", async () => {
    const headers = await ctx.authAs("admin");
    lines.length = 0;
    await ctx.app.inject({
      method: "GET",
      url: "/api/students?full_name=Zaynabprobe&email=zaynab.probe%40example.org",
      headers,
    });
    await ctx.app.inject({ method: "GET", url: "/api/checkUsername/leakyuser7", headers });

    const urls = parsed()
      .filter((line) => line.msg === "request completed")
      .map((line) => line.req?.url);
    expect(urls).toEqual(["/api/students", "/api/checkUsername/:username"]);
    expect(logText()).not.toMatch(/Zaynabprobe|zaynab|leakyuser7/);
  });

  it("redact credentials and bodies logged by hand", () => {
    lines.length = 0;
    ctx.app.log.info(
      { headers: { authorization: "Bearer abc.def" }, user: { password: "Pw12345678" }, body: { x: 1 } },
      "manual",
    );
    expect(logText()).not.toMatch(/abc\.def|Pw12345678|"x":1/);
    expect(logText()).toContain("[redacted]");
  });
});
