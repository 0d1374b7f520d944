/**
 * The public write limit and the client address (README "Security"): only the roles that
 * register candidates for others (admin, test_center) are exempt; the address comes from
 * X-Forwarded-For only behind a trusted proxy (`TRUST_PROXY`), for the rate limit and the login
 * lock alike. A duplicate answer of the registration costs `DUPLICATE_ANSWER_COST` requests
 * (decision 0019), for anonymous and low-privilege callers, not for staff.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUPLICATE_ANSWER_COST } from "#server/plugins/rate-limit.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import type { Role } from "#shared/access/roles.ts";
import {
  createTestContext,
  suiteTestContext,
  type TestContext,
  USER_PASSWORD,
} from "#tests/helpers/test-app.ts";

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
  const ctx = suiteTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT) } });

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
  const ctx = suiteTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT) } });

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
  const ctx = suiteTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT), TRUST_PROXY: trustProxy } });

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
  const ctx = suiteTestContext({ env: { RATE_LIMIT_PUBLIC: String(LIMIT), TRUST_PROXY: PROXY } });

  it("ignores X-Forwarded-For from a peer that is not a listed proxy", async () => {
    const codes: number[] = [];
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
      codes.push((await contact(ctx, { remoteAddress: "10.3.0.1", headers: forwarded(client) })).statusCode);
    }
    expect(codes).toEqual(LIMITED);
  });
});

describe("duplicate answers of the registration (decision 0019)", () => {
  // Room for one duplicate (10) and two more requests.
  const BUDGET = DUPLICATE_ANSWER_COST + 2;
  let ctx: TestContext;
  let n = 60_000;
  let taken: ReturnType<typeof buildRegistration>;
  const fresh = () => buildRegistration(++n, { test_center: ctx.testCenterId });
  const register = (
    payload: object,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload, ...options });
  /** Someone else's registration with the taken candidate's e-mail address. */
  const duplicate = () => ({ ...fresh(), email: taken.email });

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC: String(BUDGET) } });
    taken = fresh();
    expect((await register(taken, { headers: await ctx.authAs("admin") })).statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it(`cost ${DUPLICATE_ANSWER_COST} requests of the client's budget: the 429 comes sooner`, async () => {
    const remoteAddress = "10.4.0.1";
    const answer = await register(duplicate(), { remoteAddress });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      message: expect.stringMatching(/^Duplicate entry /),
      field: "email",
    });
    expect(answer.headers["x-ratelimit-remaining"]).toBe("2");
    const after = [];
    for (let i = 0; i < 3; i++) after.push((await register(fresh(), { remoteAddress })).statusCode);
    expect(after).toEqual([201, 201, 429]);
  });

  it("count against the address that asked only", async () => {
    const codes = [];
    for (let i = 0; i < 2; i++)
      codes.push((await register(duplicate(), { remoteAddress: "10.4.0.2" })).statusCode);
    codes.push((await register(fresh(), { remoteAddress: "10.4.0.2" })).statusCode);
    expect(codes).toEqual([409, 409, 429]);
    expect((await register(fresh(), { remoteAddress: "10.4.0.3" })).statusCode).toBe(201);
  });

  it("cost a low-privilege account like the public", async () => {
    const options = { remoteAddress: "10.4.0.4", headers: await ctx.authAs("visitor") };
    expect((await register(duplicate(), options)).statusCode).toBe(409);
    expect((await register(duplicate(), options)).statusCode).toBe(409);
    expect((await register(fresh(), options)).statusCode).toBe(429);
  });

  it.each<Role>(["admin", "test_center"])("cost %s nothing: staff stay exempt", async (role) => {
    const options = { remoteAddress: "10.4.0.5", headers: await ctx.authAs(role) };
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await register(duplicate(), options)).statusCode);
    expect(codes).toEqual([409, 409, 409]);
    expect((await register(fresh(), options)).statusCode).toBe(201);
    // Nor their address's anonymous budget.
    expect((await register(fresh(), { remoteAddress: "10.4.0.5" })).statusCode).toBe(201);
  });
});
