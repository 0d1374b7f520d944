/**
 * Decision 0008: sessions end on the server. A password, role or test center change
 * and a deletion end every token of that user at once; `POST /api/logout` ends the caller's token
 * only; tokens of the old format (no `ver`/`jti`) are refused. The login lock and the user lookup
 * agree on which spellings name one account.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokedTokens, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { createTestContext, type TestContext, USER_PASSWORD } from "#tests/helpers/test-app.ts";
import { oldFormatToken } from "#tests/helpers/tokens.ts";

const SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

let ctx: TestContext;
let now = Date.now();
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => now });
});
afterAll(() => ctx.close());

async function login(username: string, password = USER_PASSWORD, remoteAddress = "127.0.0.1") {
  return ctx.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    remoteAddress,
  });
}

async function tokenOf(username: string, password = USER_PASSWORD) {
  const response = await login(username, password);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** Status of `GET /api/user-info` with `token`. */
async function statusWith(token: string) {
  const response = await ctx.app.inject({
    method: "GET",
    url: "/api/user-info",
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

/** A fresh staff user of `role`; its id and username. */
async function freshUser(role: "visitor" | "test_center" | "auditor" = "visitor") {
  counter += 1;
  const username = `session-user-${counter}`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(USER_PASSWORD),
      role,
      testCenterId: role === "test_center" ? ctx.testCenterId : null,
    })
    .returning({ id: users.id });
  return { id: row!.id, username };
}

async function editUser(id: number, body: Record<string, unknown>) {
  const response = await ctx.callAs("admin", "PUT", `/api/users/${id}`, body);
  expect(response.statusCode).toBe(200);
}

describe("changes that end every session of the user", () => {
  it("a new password ends the tokens issued before it; the new password logs in", async () => {
    const user = await freshUser();
    const first = await tokenOf(user.username);
    const second = await tokenOf(user.username);
    expect(await statusWith(first)).toBe(200);
    await editUser(user.id, { username: user.username, role: "visitor", password: "Changed123" });
    expect(await statusWith(first)).toBe(401);
    expect(await statusWith(second)).toBe(401);
    expect((await login(user.username)).statusCode).toBe(401);
    expect(await statusWith(await tokenOf(user.username, "Changed123"))).toBe(200);
  });

  it("a role change ends them too", async () => {
    const user = await freshUser("auditor");
    const token = await tokenOf(user.username);
    const students = () =>
      ctx.app.inject({ method: "GET", url: "/api/students", headers: { authorization: `Bearer ${token}` } });
    expect((await students()).statusCode).toBe(200);
    await editUser(user.id, { username: user.username, role: "visitor" });
    expect((await students()).statusCode).toBe(401);
    expect(await statusWith(token)).toBe(401);
  });

  it("a test center change ends them too", async () => {
    const user = await freshUser("test_center");
    const token = await tokenOf(user.username);
    const other = await ctx.addCenter({ name: `Other center ${counter}`, address: "Elsewhere 2" });
    await editUser(user.id, { username: user.username, role: "test_center", testCenterId: other });
    expect(await statusWith(token)).toBe(401);
  });

  it("a deletion ends them", async () => {
    const user = await freshUser();
    const token = await tokenOf(user.username);
    const response = await ctx.callAs("admin", "DELETE", `/api/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(await statusWith(token)).toBe(401);
  });

  it("a change of the display name alone keeps the sessions", async () => {
    const user = await freshUser();
    const token = await tokenOf(user.username);
    await editUser(user.id, { username: user.username, role: "visitor", Name: "New display name" });
    expect(await statusWith(token)).toBe(200);
  });
});

describe("POST /api/logout", () => {
  it("ends the current token on the server and no other", async () => {
    const user = await freshUser();
    const current = await tokenOf(user.username);
    const otherDevice = await tokenOf(user.username);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${current}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Logged out." });
    expect(await statusWith(current)).toBe(401);
    expect(await statusWith(otherDevice)).toBe(200);
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${current}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it("keeps a revoked token's row only until it would have expired", async () => {
    const user = await freshUser();
    const token = await tokenOf(user.username);
    await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = await ctx.db.select().from(revokedTokens).where(eq(revokedTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    // A day later the token is expired anyway; the next logout removes the row.
    now += 24 * 3600 * 1000;
    try {
      const later = await tokenOf(user.username);
      await ctx.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { authorization: `Bearer ${later}` },
      });
    } finally {
      now -= 24 * 3600 * 1000;
    }
    const left = await ctx.db.select().from(revokedTokens).where(eq(revokedTokens.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.jti).not.toBe(rows[0]!.jti);
  });

  it("answers 401 without a token", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(401);
  });
});

it("refuses a correctly signed token of the old format (no ver, no jti)", async () => {
  const old = await oldFormatToken(ctx.users.admin.id, SECRET, () => now);
  expect(await statusWith(old)).toBe(401);
});

describe("login lock and lookup agree on the account", () => {
  it("a spelling the lookup maps to a locked account is locked too (U+0130, case)", async () => {
    counter += 1;
    const username = `bill${counter}`;
    await ctx.db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(USER_PASSWORD), role: "visitor" });
    const address = "10.9.9.9";
    for (const expected of [401, 401, 429]) {
      expect((await login(username, "wrong", address)).statusCode).toBe(expected);
    }
    for (const spelling of [username.toUpperCase(), `b\u0130ll${counter}`, ` ${username} `]) {
      const response = await login(spelling, USER_PASSWORD, address);
      expect({ spelling, status: response.statusCode }).not.toEqual({ spelling, status: 200 });
      expect(response.json()).not.toHaveProperty("token");
    }
  });
});
