import { describe, expect, it } from "vitest";
import { redactDatabaseUrl } from "./client.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

describe("isDatabaseUnavailable", () => {
  it("recognises lost, refused and timed-out connections, also wrapped by Drizzle", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("canceling statement"), { code: "57014" }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error("Failed query: insert ...", { cause: refused }))).toBe(true);
  });

  it("leaves bugs and refused statements alone", () => {
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("redactDatabaseUrl", () => {
  it("hides the password and keeps the rest", () => {
    expect(redactDatabaseUrl("postgres://app:s3cret@db.example:5432/exam")).toBe(
      "postgres://app:***@db.example:5432/exam",
    );
    expect(redactDatabaseUrl("postgres://app@db/exam")).toBe("postgres://app@db/exam");
  });
});
