import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testCenters, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { ROLES } from "#shared/access/roles.ts";
import {
  createTestContext,
  suiteTestContext,
  suiteTestContextWithFakeDate,
  type TestContext,
  USER_PASSWORD,
} from "#tests/helpers/test-app.ts";
import { oldFormatToken } from "#tests/helpers/tokens.ts";

const INVALID_CREDENTIALS = "Invalid username or password.";
const LOCKED = "You've exceeded the maximum number of login attempts.";
const EIGHT_HOURS = 8 * 3600;

/** The claims of a JWT, read without checking the signature. */
function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

function login(ctx: TestContext, username: string, password: string, remoteAddress?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The three session routes, each answering 401 without a valid session. */
const SESSION_ROUTES = [
  { method: "POST", url: "/api/verifytoken" },
  { method: "POST", url: "/api/verifyToken" },
  { method: "GET", url: "/api/user-info" },
] as const;

function expectUnauthorized(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ success: false, message: expect.any(String) });
}

describe("auth with the real clock", () => {
  let ctx: TestContext;
  let centerName: string;
  let deletedCount = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
    const [center] = await ctx.db
      .select({ name: testCenters.name })
      .from(testCenters)
      .where(eq(testCenters.id, ctx.testCenterId));
    centerName = center!.name;
  });
  afterAll(() => ctx.close());

  describe("POST /api/login", () => {
    it.each(ROLES)(
      "logs %s in with a token carrying id, username, role, testCenterId and exp",
      async (role) => {
        const before = Math.floor(Date.now() / 1000);
        const response = await login(ctx, `${role}-user`, USER_PASSWORD);
        expect(response.statusCode).toBe(200);
        const body = response.json<{ success: boolean; token: string; message: string }>();
        expect(body).toEqual({ success: true, token: expect.any(String), message: expect.any(String) });
        expect(body.message.length).toBeGreaterThan(0);

        const claims = claimsOf(body.token);
        expect(claims).toMatchObject({
          id: ctx.users[role].id,
          username: `${role}-user`,
          role,
          testCenterId: role === "test_center" ? ctx.testCenterId : null,
        });
        expect(typeof claims.exp).toBe("number");
        expect(Math.abs((claims.exp as number) - (before + EIGHT_HOURS))).toBeLessThanOrEqual(60);
      },
    );

    it("matches the username ignoring case", async () => {
      const response = await login(ctx, "ADMIN-User", USER_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(claimsOf(response.json<{ token: string }>().token)).toMatchObject({
        id: ctx.users.admin.id,
        username: "admin-user",
        role: "admin",
      });
    });

    it("answers a wrong password and an unknown username alike: 401, same body", async () => {
      const wrongPassword = await login(ctx, "visitor-user", "Wrong-passw0rd");
      const unknownUser = await login(ctx, "nobody-at-all", USER_PASSWORD);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownUser.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
      expect(unknownUser.body).toBe(wrongPassword.body);
      expect(unknownUser.headers["x-login-attempts-remaining"]).toBe(
        wrongPassword.headers["x-login-attempts-remaining"],
      );
    });

    it("refuses a soft-deleted user's right password with 401", async () => {
      const [row] = await ctx.db
        .insert(users)
        .values({ username: "gone-login", passwordHash: await hashPassword(USER_PASSWORD), role: "admin" })
        .returning({ id: users.id });
      expect((await login(ctx, "gone-login", USER_PASSWORD)).statusCode).toBe(200);
      await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, row!.id));
      const response = await login(ctx, "gone-login", USER_PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
    });

    it.each([
      ["username", { password: USER_PASSWORD }],
      ["username", { username: "", password: USER_PASSWORD }],
      ["username", { username: "   ", password: USER_PASSWORD }],
      ["password", { username: "admin-user" }],
      ["password", { username: "admin-user", password: "" }],
    ])("answers 400 naming %s for %j", async (field, payload) => {
      const response = await ctx.app.inject({ method: "POST", url: "/api/login", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: expect.any(String), field });
    });

    it("answers malformed JSON with a 400 JSON body and no stack trace", async () => {
      const response = await ctx.postRawJson("/api/login", '{"username": "admin-user", "password": ');
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      const body = response.json<Record<string, unknown>>();
      expect(body).toEqual({ success: false, message: expect.any(String) });
      expect(response.body).not.toMatch(/stack|node_modules|\bat .+:\d+:\d+/);
    });
  });

  describe("POST /api/verifytoken", () => {
    it.each(ROLES)("answers the identity of the %s token", async (role) => {
      const response = await ctx.callAs(role, "POST", "/api/verifytoken");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        username: `${role}-user`,
        role,
        id: ctx.users[role].id,
        testCenterId: role === "test_center" ? ctx.testCenterId : null,
      });
    });
  });

  describe("POST /api/verifyToken", () => {
    it.each(ROLES)("answers {success:true} for the %s token", async (role) => {
      const response = await ctx.callAs(role, "POST", "/api/verifyToken");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    });
  });

  describe("GET /api/user-info", () => {
    it.each(ROLES)("answers the profile of the %s user", async (role) => {
      const token = await ctx.tokenFor(role);
      const response = await ctx.app.inject({
        method: "GET",
        url: "/api/user-info",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: ctx.users[role].id,
        username: `${role}-user`,
        role,
        name: `${role} user`,
        testCenterId: role === "test_center" ? ctx.testCenterId : null,
        testCenterName: role === "test_center" ? centerName : null,
        exp: claimsOf(token).exp,
      });
    });
  });

  describe.each(SESSION_ROUTES)("$method $url without a valid session", ({ method, url }) => {
    it("answers 401 without an Authorization header", async () => {
      expectUnauthorized(await ctx.app.inject({ method, url }));
    });

    it("answers 401 for a garbage bearer token", async () => {
      expectUnauthorized(await ctx.app.inject({ method, url, headers: { authorization: "Bearer garbage" } }));
    });

    it("answers 401 for a valid token under another scheme", async () => {
      const token = await ctx.tokenFor("admin");
      expectUnauthorized(await ctx.app.inject({ method, url, headers: { authorization: `Basic ${token}` } }));
    });

    it("answers 401 for a token signed with another secret", async () => {
      const forged = await oldFormatToken(
        ctx.users.admin.id,
        "another-secret-that-is-also-long-enough-0123456789",
      );
      expectUnauthorized(
        await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${forged}` } }),
      );
    });

    it("answers 401 for the token of a user soft-deleted afterwards", async () => {
      deletedCount += 1;
      const username = `deleted-user-${deletedCount}`;
      const [row] = await ctx.db
        .insert(users)
        .values({ username, passwordHash: await hashPassword(USER_PASSWORD), role: "admin" })
        .returning({ id: users.id });
      const loggedIn = await login(ctx, username, USER_PASSWORD);
      expect(loggedIn.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${loggedIn.json<{ token: string }>().token}` };
      expect((await ctx.app.inject({ method, url, headers })).statusCode).toBe(200);

      await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, row!.id));
      expectUnauthorized(await ctx.app.inject({ method, url, headers }));
    });
  });
});

describe("login lockout (faked Date: the counter store reads the clock itself)", () => {
  // Only Date is faked (timers stay real): the lock's expiry is a Date comparison in every store.
  const ctx = suiteTestContextWithFakeDate();
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it("locks a username and address after the third failure, for 30 s, for other clients not at all", async () => {
    const address = "10.0.0.1";
    const first = await login(ctx, "auditor-user", "wrong-1", address);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
    expect(first.headers["x-login-attempts-remaining"]).toBe("2");
    const second = await login(ctx, "auditor-user", "wrong-2", address);
    expect(second.statusCode).toBe(401);
    expect(second.headers["x-login-attempts-remaining"]).toBe("1");

    const third = await login(ctx, "auditor-user", "wrong-3", address);
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBe("30");
    expect(third.json()).toEqual({ success: false, message: LOCKED });

    // While locked, even the right password is refused, and Retry-After counts down.
    advance(10_000);
    const rightWhileLocked = await login(ctx, "auditor-user", USER_PASSWORD, address);
    expect(rightWhileLocked.statusCode).toBe(429);
    expect(rightWhileLocked.json()).toEqual({ success: false, message: LOCKED });
    expect(Number(rightWhileLocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(rightWhileLocked.headers["retry-after"])).toBeLessThanOrEqual(30);
    expect(rightWhileLocked.headers["retry-after"]).toBe("20");

    // The lock holds for another case of the same username too.
    expect((await login(ctx, "AUDITOR-USER", USER_PASSWORD, address)).statusCode).toBe(429);

    // Same username from another address, another username from the same address: not locked.
    expect((await login(ctx, "auditor-user", USER_PASSWORD, "10.1.2.3")).statusCode).toBe(200);
    expect((await login(ctx, "visitor-user", USER_PASSWORD, address)).statusCode).toBe(200);

    // 30 s after the lock, the right password works and the count starts afresh.
    advance(20_000);
    const afterLock = await login(ctx, "auditor-user", USER_PASSWORD, address);
    expect(afterLock.statusCode).toBe(200);
    expect(afterLock.json()).toMatchObject({ success: true, token: expect.any(String) });
    expect((await login(ctx, "auditor-user", "wrong-4", address)).statusCode).toBe(401);
    expect((await login(ctx, "auditor-user", "wrong-5", address)).statusCode).toBe(401);
  });

  it("starts the count afresh when a lock runs out, without a success in between", async () => {
    const address = "10.0.0.2";
    for (const expected of [401, 401, 429]) {
      expect((await login(ctx, "admin-user", "wrong", address)).statusCode).toBe(expected);
    }
    advance(30_000);
    const afterLock = await login(ctx, "admin-user", "wrong", address);
    expect(afterLock.statusCode).toBe(401);
    expect(afterLock.headers["x-login-attempts-remaining"]).toBe("2");
    expect((await login(ctx, "admin-user", "wrong", address)).statusCode).toBe(401);
    expect((await login(ctx, "admin-user", "wrong", address)).statusCode).toBe(429);
  });

  it("locks unknown usernames the same way as known ones", async () => {
    const address = "10.0.0.3";
    for (const expected of [401, 401, 429, 429]) {
      const response = await login(ctx, "no-such-user", "wrong", address);
      expect(response.statusCode).toBe(expected);
    }
  });

  it("clears earlier failures on a success", async () => {
    const address = "10.0.0.4";
    expect((await login(ctx, "test_center-user", "wrong", address)).statusCode).toBe(401);
    expect((await login(ctx, "test_center-user", "wrong", address)).statusCode).toBe(401);
    expect((await login(ctx, "test_center-user", USER_PASSWORD, address)).statusCode).toBe(200);
    expect((await login(ctx, "test_center-user", "wrong", address)).statusCode).toBe(401);
    const second = await login(ctx, "test_center-user", "wrong", address);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
  });
});

describe("token expiry (TOKEN_TTL 60 s, injected clock)", () => {
  let now = Date.now();
  const ctx = suiteTestContext({ now: () => now, env: { TOKEN_TTL: "60" } });

  it("signs tokens that expire TOKEN_TTL after issue", async () => {
    const claims = claimsOf(await ctx.tokenFor("admin"));
    expect(claims.exp).toBe(Math.floor(now / 1000) + 60);
  });

  it.each(SESSION_ROUTES)(
    "$method $url accepts the token until it expires, then answers 401",
    async ({ method, url }) => {
      const response = await login(ctx, "schoolmoderator-user", USER_PASSWORD);
      expect(response.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${response.json<{ token: string }>().token}` };

      now += 59_000;
      expect((await ctx.app.inject({ method, url, headers })).statusCode).toBe(200);
      now += 2_000;
      expectUnauthorized(await ctx.app.inject({ method, url, headers }));
    },
  );
});
