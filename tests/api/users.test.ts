/**
 * User administration (docs/product.md §5 "User registration", §7 user calls, §8; decision 0007): the six messages
 * on the server, username checks, edits with an optional new password, soft deletion with its
 * guards, and an audit row for every action.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { USER_TEXTS, type User } from "#shared/access/users.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let n = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const unique = (prefix = "user") => `${prefix}${++n}x${Date.now() % 100_000}`;

async function register(body: Record<string, unknown>) {
  return ctx.callAs("admin", "POST", "/api/register", body);
}

const login = (username: string, password: string) =>
  ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });

describe("POST /api/register", () => {
  it.each([
    [{ username: "" }, "username", USER_TEXTS.usernameEmpty],
    [{ username: "two words" }, "username", USER_TEXTS.usernameSpaces],
    [{ password: "Short1" }, "password", USER_TEXTS.passwordLength],
    [{ password: "alllowercase1" }, "password", USER_TEXTS.passwordPattern],
    [{ password: "NoNumbersHere" }, "password", USER_TEXTS.passwordPattern],
    [{ role: "" }, "role", USER_TEXTS.roleRequired],
    [{ role: "superuser" }, "role", USER_TEXTS.roleRequired],
    [{ role: "test_center", testCenterId: "" }, "testCenterId", USER_TEXTS.testCenterRequired],
  ])("refuses %j with 400 and the spec's message", async (patch, field, message) => {
    const response = await register({ username: unique(), password: "GoodPass1", role: "auditor", ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
  });

  it("refuses a taken username, whatever its case, with 409 and the spec's message", async () => {
    const response = await register({ username: "ADMIN-USER", password: "GoodPass1", role: "visitor" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: USER_TEXTS.usernameTaken,
      field: "username",
    });
  });

  it("creates a test_center user bound to its (trimmed) center; the password works; audited", async () => {
    const username = unique("center");
    const response = await register({
      username,
      password: "CenterPass1",
      role: "test_center",
      testCenterId: ` ${ctx.testCenterId} `,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { user } = response.json<{ user: User }>();
    expect(user).toMatchObject({ username, role: "test_center", testCenterId: ctx.testCenterId });
    expect(JSON.stringify(response.json())).not.toMatch(/password|hash|argon/i);
    expect((await login(username, "CenterPass1")).statusCode).toBe(200);
    const audit = await ctx.lastAudit("user.created");
    expect(audit).toMatchObject({
      actorUserId: ctx.users.admin.id,
      actorUsername: "admin-user",
      targetType: "user",
      targetId: user.id,
    });
    expect(JSON.stringify(audit!.details)).not.toMatch(/CenterPass1|argon/);
  });

  it("creates a schoolmoderator with a Name; other roles drop a test center", async () => {
    const response = await register({
      username: unique("mod"),
      password: "ModPass123",
      role: "schoolmoderator",
      Name: "Ms. Huda",
      testCenterId: ctx.testCenterId,
    });
    expect(response.json().user).toMatchObject({
      role: "schoolmoderator",
      Name: "Ms. Huda",
      testCenterId: null,
    });
  });

  it("refuses an unknown test center with 400", async () => {
    const response = await register({
      username: unique(),
      password: "GoodPass1",
      role: "test_center",
      testCenterId: 9999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("testCenterId");
  });
});

describe("GET /api/checkUsername/{username} and GET /api/users", () => {
  it("says whether a live user has the name, ignoring case", async () => {
    const check = async (name: string) => (await ctx.getAs("admin", `/api/checkUsername/${name}`)).json();
    expect(await check("Auditor-User")).toEqual({ exists: true });
    expect(await check("nobody-here")).toEqual({ exists: false });
  });

  it("lists users without any password or hash", async () => {
    const response = await ctx.getAs("admin", "/api/users");
    expect(response.statusCode).toBe(200);
    const list = response.json<User[]>();
    expect(list.map((u) => u.username)).toContain("visitor-user");
    expect(response.body).not.toMatch(/password|argon2/i);
    const center = list.find((u) => u.role === "test_center");
    expect(center?.testCenterName).toEqual(expect.any(String));
  });
});

describe("PUT /api/users/{id}", () => {
  async function newUser(role = "visitor") {
    const response = await register({ username: unique(), password: "FirstPass1", role });
    return response.json<{ user: User }>().user;
  }
  const put = async (id: number, body: Record<string, unknown>) =>
    ctx.callAs("admin", "PUT", `/api/users/${id}`, body);

  it("changes username and role, keeps the password when none is typed; audited", async () => {
    const user = await newUser();
    const renamed = unique("renamed");
    const response = await put(user.id, { username: renamed, role: "auditor", password: "" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ username: renamed, role: "auditor" });
    expect((await login(renamed, "FirstPass1")).statusCode).toBe(200);
    expect((await ctx.lastAudit("user.updated"))?.details).toEqual({
      changes: { username: { from: user.username, to: renamed }, role: { from: "visitor", to: "auditor" } },
    });
  });

  it("sets a new password under the registration's rules", async () => {
    const user = await newUser();
    const weak = await put(user.id, { username: user.username, role: "visitor", password: "weakpass" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(USER_TEXTS.passwordPattern);
    const ok = await put(user.id, { username: user.username, role: "visitor", password: "SecondPass2" });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.username, "FirstPass1")).statusCode).toBe(401);
    expect((await login(user.username, "SecondPass2")).statusCode).toBe(200);
    expect((await ctx.lastAudit("user.updated"))?.details).toEqual({
      changes: { password: { from: "(hidden)", to: "(changed)" } },
    });
  });

  it("refuses another user's name (409), an unknown user (404) and a non-admin (403)", async () => {
    const user = await newUser();
    expect((await put(user.id, { username: "auditor-user", role: "visitor" })).statusCode).toBe(409);
    expect((await put(99_999, { username: unique(), role: "visitor" })).statusCode).toBe(404);
    const asAuditor = await ctx.callAs("auditor", "PUT", `/api/users/${user.id}`, {
      username: unique(),
      role: "admin",
    });
    expect(asAuditor.statusCode).toBe(403);
  });
});

describe("DELETE /api/users/{id}", () => {
  const remove = async (id: number, as: "admin" | "auditor" = "admin") =>
    ctx.app.inject({ method: "DELETE", url: `/api/users/${id}`, headers: await ctx.authAs(as) });

  it("soft-deletes: the row stays, the token stops working, audited", async () => {
    const username = unique("gone");
    const { user } = (await register({ username, password: "GonePass12", role: "visitor" })).json<{
      user: User;
    }>();
    const token = (await login(username, "GonePass12")).json().token as string;
    const response = await remove(user.id);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBe(ctx.users.admin.id);
    const verify = await ctx.app.inject({
      method: "POST",
      url: "/api/verifyToken",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(verify.statusCode).toBe(401);
    expect(await ctx.lastAudit("user.deleted")).toMatchObject({
      targetId: user.id,
      actorUsername: "admin-user",
    });
    // The name is free again.
    expect((await register({ username, password: "GonePass12", role: "visitor" })).statusCode).toBe(201);
  });

  it("answers 404 for an unknown user and 403 to an auditor", async () => {
    expect((await remove(99_999)).statusCode).toBe(404);
    expect((await remove(ctx.users.visitor.id, "auditor")).statusCode).toBe(403);
  });

  it("refuses deleting oneself (409)", async () => {
    const self = await remove(ctx.users.admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("You cannot delete your own account.");
  });

  // Last in the file: it deletes the test admin.
  it("keeps at least one admin: the last one cannot be demoted", async () => {
    const username = unique("admin");
    expect((await register({ username, password: "AdminPass1", role: "admin" })).statusCode).toBe(201);
    const token = (await login(username, "AdminPass1")).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    // Two admins: one may remove the other.
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/users/${ctx.users.admin.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    const [me] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username)));
    const demote = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${me!.id}`,
      headers,
      payload: { username, role: "visitor" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      success: false,
      message: "The last admin cannot lose the admin role.",
      field: "role",
    });
  });
});
