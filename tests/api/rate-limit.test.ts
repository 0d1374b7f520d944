/**
 * The public write limit and the client address (issue 10, finding 8): only the roles that
 * register candidates for others (admin, test_center) are exempt; the address comes from
 * X-Forwarded-For only behind a trusted proxy (`TRUST_PROXY`), for the rate limit and the login
 * lock alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#shared/roles.ts";
import { createTestContext, type TestContext, USER_PASSWORD } from "#tests/helpers/test-app.ts";

const LIMIT = 2;
const MESSAGE = {
  subject: "Invoice question",
  email: "omar@example.org",
  phone: "+973 3600 0000",
  message: "Please resend it.",
};

function contact(ctx: TestContext, options: { remoteAddress?: string; headers?: Record<string, string> }) {
  return ctx.app.inject({ method: "POST", url: "/api/contact", payload: MESSAGE, ...options });
}

/** Status codes of `LIMIT + 2` inquiries sent one after the other. */
async function statuses(send: () => ReturnType<typeof contact>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) codes.push((await send()).statusCode);
  return codes;
}

const LIMITED = [201, 201, 429, 429];
const UNLIMITED = [201, 201, 201, 201];

describe("who is exempt from the public write limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT) } });
  });
  afterAll(() => ctx.close());

  // One address per role, so the buckets do not mix.
  it.each<[Role, number[], string]>([
    ["visitor", LIMITED, "10.1.0.1"],
    ["auditor", LIMITED, "10.1.0.2"],
    ["schoolmoderator", LIMITED, "10.1.0.3"],
    ["admin", UNLIMITED, "10.1.0.4"],
    ["test_center", UNLIMITED, "10.1.0.5"],
  ])("%s: %j", async (role, expected, remoteAddress) => {
    const headers = await ctx.authAs(role);
    expect(await statuses(() => contact(ctx, { remoteAddress, headers }))).toEqual(expected);
  });

  it("anonymous callers are limited", async () => {
    expect(await statuses(() => contact(ctx, { remoteAddress: "10.1.0.200" }))).toEqual(LIMITED);
  });
});

const forwarded = (address: string) => ({ "x-forwarded-for": address });
const PROXY = "10.2.0.1";

/** Three wrong passwords for `auditor-user` from behind `PROXY`, as client `client`. */
async function failLogins(ctx: TestContext, client: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "auditor-user", password: "wrong-password-1" },
      remoteAddress: PROXY,
      headers: forwarded(client),
    });
    codes.push(response.statusCode);
  }
  return codes;
}

const loginFrom = (ctx: TestContext, client: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: "auditor-user", password: USER_PASSWORD },
    remoteAddress: PROXY,
    headers: forwarded(client),
  });

describe("X-Forwarded-For without TRUST_PROXY (the default)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT) } });
  });
  afterAll(() => ctx.close());

  it("is ignored: a client cannot get a fresh bucket by naming another address", async () => {
    const codes: number[] = [];
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
      codes.push((await contact(ctx, { remoteAddress: PROXY, headers: forwarded(client) })).statusCode);
    }
    expect(codes).toEqual(LIMITED);
  });

  it("is ignored by the login lock: the peer address is locked whatever it forwards", async () => {
    expect(await failLogins(ctx, "203.0.113.1")).toEqual([401, 401, 429]);
    expect((await loginFrom(ctx, "203.0.113.9")).statusCode).toBe(429);
  });
});

describe.each([
  ["a hop count", "1"],
  ["the proxy's address", `${PROXY}, 192.168.0.0/16`],
])("X-Forwarded-For with TRUST_PROXY as %s", (_name, trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT), TRUST_PROXY: trustProxy } });
  });
  afterAll(() => ctx.close());

  it("gives two forwarded client addresses separate buckets", async () => {
    const from = (client: string) => () => contact(ctx, { remoteAddress: PROXY, headers: forwarded(client) });
    expect(await statuses(from("203.0.113.1"))).toEqual(LIMITED);
    expect(await statuses(from("203.0.113.2"))).toEqual(LIMITED);
  });

  it("takes the address the proxy added, not one the client put before it", async () => {
    const spoofed = () =>
      contact(ctx, { remoteAddress: PROXY, headers: forwarded("198.51.100.7, 203.0.113.1") });
    expect((await spoofed()).statusCode).toBe(429);
  });

  it("locks the login of one forwarded client only", async () => {
    expect(await failLogins(ctx, "203.0.113.5")).toEqual([401, 401, 429]);
    expect((await loginFrom(ctx, "203.0.113.5")).statusCode).toBe(429);
    expect((await loginFrom(ctx, "203.0.113.6")).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY as an address list", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT), TRUST_PROXY: PROXY } });
  });
  afterAll(() => ctx.close());

  it("ignores X-Forwarded-For from a peer that is not a listed proxy", async () => {
    const codes: number[] = [];
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
      codes.push((await contact(ctx, { remoteAddress: "10.3.0.1", headers: forwarded(client) })).statusCode);
    }
    expect(codes).toEqual(LIMITED);
  });
});
