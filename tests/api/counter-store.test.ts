/**
 * The login lock and the public rate limit in Redis (decision 0003): two apps sharing one Redis
 * share the lock and the limit, and a Redis that stops answering makes those requests answer 503
 * with `Retry-After` in the API's shape (never 500, never a pass), and recover when it is back.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis, RedisUnreachableError } from "#server/lib/rate-limiters.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { createTestContext, type TestContext, USER_PASSWORD } from "#tests/helpers/test-app.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("counters in Redis", () => {
  let redisA: Redis;
  let redisB: Redis;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    // A key space of its own per run, so no other run's counts meet these.
    const prefix = `exam-test-${process.pid}-${Date.now()}:`;
    redisA = await connectRedis(REDIS_URL, 2000, prefix);
    redisB = await connectRedis(REDIS_URL, 2000, prefix);
    const env = { RATE_LIMIT_PUBLIC: "3" };
    a = await createTestContext({ env, counters: { kind: "redis", client: redisA } });
    b = await createTestContext({ env, counters: { kind: "redis", client: redisB } });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    redisA.disconnect();
    redisB.disconnect();
  });

  const login = (ctx: TestContext, password: string, remoteAddress = "10.7.0.1") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "visitor-user", password },
      remoteAddress,
    });
  const register = (
    ctx: TestContext,
    payload: object,
    options: { remoteAddress?: string; headers?: Record<string, string> },
  ) => ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload, ...options });
  const contact = (ctx: TestContext, remoteAddress = "10.7.0.2") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { subject: "Hi", email: "omar@example.org", phone: "+973 3600 0000", message: "Hello" },
      remoteAddress,
    });

  it("share the login lock and the public limit between two apps", async () => {
    // Both test databases have visitor-user as the same id, as replicas of one database would.
    expect((await login(a, "wrong")).statusCode).toBe(401);
    expect((await login(b, "wrong")).statusCode).toBe(401);
    expect((await login(a, "wrong")).statusCode).toBe(429);
    expect((await login(b, USER_PASSWORD)).statusCode).toBe(429);

    const statuses = [];
    for (const ctx of [a, b, a, b]) statuses.push((await contact(ctx)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("counts a duplicate registration answer as DUPLICATE_ANSWER_COST requests on both apps (decision 0019)", async () => {
    const remoteAddress = "10.7.0.3";
    const taken = buildRegistration(70_001, { test_center: a.testCenterId });
    expect((await register(a, taken, { headers: await a.authAs("admin") })).statusCode).toBe(201);
    const duplicate = { ...buildRegistration(70_002, { test_center: a.testCenterId }), email: taken.email };
    expect((await register(a, duplicate, { remoteAddress })).statusCode).toBe(409);
    // The limit is 3: the one duplicate used it up for the other app too.
    const fresh = buildRegistration(70_003, { test_center: b.testCenterId });
    expect((await register(b, fresh, { remoteAddress })).statusCode).toBe(429);
    expect((await register(b, fresh, { remoteAddress: "10.7.0.4" })).statusCode).toBe(201);
  });

  it("answers 503 with Retry-After while Redis does not answer, and recovers", async () => {
    redisA.disconnect();
    const refused = await login(a, USER_PASSWORD, "10.7.0.9");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await contact(a, "10.7.0.8")).statusCode).toBe(503);

    // Back: connect again once the old connection has ended.
    while (redisA.status !== "end") await new Promise((r) => setTimeout(r, 20));
    await redisA.connect();
    expect((await login(a, USER_PASSWORD, "10.7.0.9")).statusCode).toBe(200);
  });

  it("refuses to start on a Redis it cannot reach, naming REDIS_URL without its password", async () => {
    const error = await connectRedis("redis://:sekret@127.0.0.1:1", 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnreachableError);
    expect((error as Error).message).toContain("REDIS_URL redis://:***@127.0.0.1:1");
    expect((error as Error).message).not.toContain("sekret");
  });
});
