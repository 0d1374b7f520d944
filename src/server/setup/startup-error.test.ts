import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { startupFailureMessage } from "./startup-error.ts";

describe("startupFailureMessage", () => {
  const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";
  const duplicate = Object.assign(
    new Error('duplicate key value violates unique constraint "users_username_key"'),
    {
      code: "23505",
    },
  );

  it("shows the driver's reason of a failed query, never its SQL parameters", () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("username", "password_hash") values ($1, $2)',
      ["admin", hash],
      duplicate,
    );
    expect(error.message).toContain(hash);
    const line = startupFailureMessage(error);
    expect(line).toBe('duplicate key value violates unique constraint "users_username_key"');
    expect(line).not.toContain(hash);
  });

  it("says only that a query failed when there is no reason to show", () => {
    expect(startupFailureMessage(new DrizzleQueryError("select $1", [hash]))).toBe("a database query failed");
  });

  it("keeps any other error's message", () => {
    expect(startupFailureMessage(new Error("listen EADDRINUSE: address already in use"))).toContain(
      "EADDRINUSE",
    );
    expect(startupFailureMessage("plain")).toBe("plain");
  });
});
